import type { SigningCodesToSend } from '../signing/signing-codes';
import type { BankMessage } from './bank-message';

/** The messages calls (docs/rules/calls.md): POST messages and the four manage-account forms. */
export const MessagesPort = Symbol('MessagesPort');
export interface MessagesPort {
  /**
   * Sends once; every try of one confirmation carries the same key. `codes`: the Re-authentication
   * Security Code, only on the try after the bank answered 0004.
   */
  send(message: BankMessage, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
}
