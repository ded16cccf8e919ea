import type { SigningCodesToSend } from '../signing/signing-codes';

/** A name the customer gave one of their accounts. */
export interface AccountNickname {
  accountId: string;
  nickname: string;
}

/** The bank's record of account nicknames (docs/api/account-nicknames.md). */
export const AccountNicknamesPort = Symbol('AccountNicknamesPort');
export interface AccountNicknamesPort {
  /** Every nickname the customer has given; an account without one is not listed. */
  nicknames(): Promise<AccountNickname[]>;
  /** Gives one account a nickname under the confirmation's key; the bank answers 0004 until a code comes. */
  changeNickname(change: AccountNickname, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
}
