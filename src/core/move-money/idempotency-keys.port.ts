/** Fresh Idempotency-Key values (randomness is a port: core stays testable). */
export const IdempotencyKeys = Symbol('IdempotencyKeys');
export interface IdempotencyKeys {
  next(): string;
}
