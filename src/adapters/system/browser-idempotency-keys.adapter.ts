import { injectable } from 'inversify';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { newIdempotencyKey } from '../http/idempotency-key';

/** A random RFC 4122 v4 key per confirmation (the same maker the HttpClient uses for one-off calls). */
@injectable()
export class BrowserIdempotencyKeys implements IdempotencyKeys {
  next(): string {
    return newIdempotencyKey();
  }
}
