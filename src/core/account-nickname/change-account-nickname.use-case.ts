import { answerOf, type ConfirmAnswer } from '../journey/confirm-answer';
import type { ChangeOutcome } from '../manage-money/change.use-case';
import { ErrorCodes } from '../shared/error-codes';
import type { SigningCodesToSend } from '../signing/signing-codes';
import type { AccountNicknamesPort } from './account-nickname.port';
import { readNickname } from './nickname-rules';

/**
 * Gives an account its nickname, once per confirmation: the journey kit gives the key and, after
 * 0004, the Re-authentication Security Code; the answer is read by the one classifier every change
 * uses. What reaches the bank is the nickname as the rule reads it (trimmed), never the raw text.
 */
export class ChangeAccountNickname {
  constructor(private readonly port: Pick<AccountNicknamesPort, 'changeNickname'>) {}

  execute(input: { accountId: string; nickname: string }, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<ChangeOutcome>> {
    const reading = readNickname(input.nickname);
    // The page checks first; a caller that did not is refused here, before anything is sent.
    if (!reading.ok) return Promise.resolve({ kind: 'refused', code: ErrorCodes.generic, message: reading.message });
    return answerOf(() => this.port.changeNickname({ accountId: input.accountId, nickname: reading.nickname }, key, codes).then((): ChangeOutcome => ({ done: true })));
  }
}
