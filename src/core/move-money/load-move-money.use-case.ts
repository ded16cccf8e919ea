import { attempt } from '../accounts/accounts-failure';
import type { SessionScope } from '../session/session-scope';
import type { Result } from '../shared/result';
import type { SavedPayee } from './move-money';
import type { MoveMoneyPort } from './move-money.port';

export interface MoveMoneyOptions {
  savedPayees: SavedPayee[];
}

/**
 * What the move-money index needs: the saved payees (the token type is core/signing's
 * LoadSigningDevice, the one source for every area that signs). A call already in flight is joined,
 * and a success is kept for the area's life (cleared at log-off through `reset`, and when a change
 * touches the payees: ListInvalidation's 'payees'), so each flow's pages do not fetch them again. An answer landing
 * after log-off is dropped (SessionScope).
 */
export class LoadMoveMoney {
  private loaded: MoveMoneyOptions | null = null;

  constructor(
    private readonly port: Pick<MoveMoneyPort, 'savedPayees'>,
    private readonly scope: Pick<SessionScope, 'join'>,
  ) {}

  get current(): MoveMoneyOptions | null {
    return this.loaded;
  }

  /**
   * `fresh`: read the payees again even when a success is kept (the move-money index does so each
   * time it is shown: a payee deleted in manage money, or someone new saved by a payment, must show
   * there at once). A call in flight is still joined.
   */
  execute(options: { fresh?: boolean } = {}): Promise<Result<MoveMoneyOptions>> {
    // A call in flight is joined by the scope, so 'fresh' only drops the kept success.
    if (options.fresh) this.loaded = null;
    if (this.loaded) return Promise.resolve({ ok: true, value: this.loaded });
    return this.scope
      .join('move-money', () => attempt(async () => ({ savedPayees: await this.port.savedPayees() })))
      .then((result) => {
        if (result.ok) this.loaded = result.value;
        return result;
      });
  }

  reset(): void {
    this.loaded = null;
  }
}
