/**
 * Where a journey gets the Idempotency-Key of one confirmation. A key is opaque to the bank rules;
 * making a random one is the platform's business (crypto.randomUUID in the browser, a sequence in fakes).
 */
export interface IdempotencyKeys {
  next(): string;
}

export const IdempotencyKeys = Symbol.for('IdempotencyKeys');
