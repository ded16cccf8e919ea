import type { SigningCodesToSend } from '../signing/signing-codes';
import { answerOf, type ConfirmAnswer } from '../journey/confirm-answer';
import type { ChangeOutcome } from '../manage-money/change.use-case';
import type { OpenBankingPort } from './open-banking.port';

/**
 * Stops a consent, once per confirmation: the journey kit gives the key; the answer is read by the
 * one classifier every change uses (accepted; refused with the bank's code; unknown when no answer
 * came, because the bank may have acted).
 */
export class RevokeConsent {
  constructor(private readonly port: Pick<OpenBankingPort, 'revoke'>) {}

  execute(input: { consentId: string }, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<ChangeOutcome>> {
    return answerOf(() => this.port.revoke(input.consentId, key, codes).then((): ChangeOutcome => ({ done: true })));
  }
}
