import { injectable } from 'inversify';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';

/** Predictable keys for tests: 'key-1', 'key-2', ... so a spec can say which confirmation sent what. */
@injectable()
export class SequentialIdempotencyKeys implements IdempotencyKeys {
  private count = 0;

  next(): string {
    this.count += 1;
    return `key-${this.count}`;
  }
}
