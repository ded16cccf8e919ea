import { injectable } from 'inversify';
import type { AccountNickname, AccountNicknamesPort } from '../../core/account-nickname/account-nickname.port';
import { AccountsFailure } from '../../core/accounts/accounts-failure';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { AccountNicknamePaths } from '../account-nickname/http-account-nickname.adapter';
import { toAccountNicknames } from '../account-nickname/account-nickname.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

/**
 * The demo bank's account nicknames in memory (docs/api/account-nicknames.md): none at first; a
 * change without a Re-authentication Security Code is answered 0004 and changes nothing, as the
 * demo bank answers. Every answer is the bank's JSON, recorded in `wire` and read by the mapper.
 */
@injectable()
export class FakeAccountNicknames implements AccountNicknamesPort {
  readonly wire = new WireAnswers();
  held: AccountNickname[] = [];
  /** Every try of a change, with its key and codes. */
  readonly tries: { change: AccountNickname; key: string; codes: SigningCodesToSend }[] = [];

  async nicknames(): Promise<AccountNickname[]> {
    const answer: WireSchemas['GetV1AccountNicknamesAnswer'] = { payload: this.held.map((n) => ({ ...n })), messages: [] };
    return toAccountNicknames(this.wire.record('GET', AccountNicknamePaths.nicknames, answer));
  }

  async changeNickname(change: AccountNickname, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    this.tries.push({ change, key, codes });
    if (!codes.reauthenticationCode) throw new AccountsFailure({ code: '0004', description: 'Re-authentication required.' });
    this.held = [...this.held.filter((n) => n.accountId !== change.accountId), { ...change }];
    const answer: WireSchemas['PostV1AccountNicknamesAnswer'] = { header: { statusCode: '0000' }, payload: { ...change }, messages: [] };
    this.wire.record('POST', AccountNicknamePaths.nicknames, answer);
  }
}
