import type { BankMessage } from './bank-message';

/** The messages calls (spec 02 section 7): POST messages and the four manage-account forms. */
export const MessagesPort = Symbol('MessagesPort');
export interface MessagesPort {
  /** Sends once; every try of one confirmation carries the same key. */
  send(message: BankMessage, idempotencyKey: string): Promise<void>;
}
