import type { BankMessage } from './bank-message';

/** The messages calls (docs/rules/calls.md): POST messages and the four manage-account forms. */
export const MessagesPort = Symbol('MessagesPort');
export interface MessagesPort {
  /** Sends once; every try of one confirmation carries the same key. */
  send(message: BankMessage, idempotencyKey: string): Promise<void>;
}
