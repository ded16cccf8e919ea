import { injectable } from 'inversify';
import type { IdempotencyKeys } from '../../core/move-money/idempotency-keys.port';
import { newIdempotencyKey } from '../http/idempotency-key';

/** A random RFC 4122 v4 key per review (the same generator the HTTP client uses for its own). */
@injectable()
export class RandomIdempotencyKeys implements IdempotencyKeys {
  next(): string {
    return newIdempotencyKey();
  }
}
