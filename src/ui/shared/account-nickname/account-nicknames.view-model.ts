import { makeAutoObservable, runInAction } from 'mobx';
import { LoadAccountNicknames } from '../../../core/account-nickname/load-account-nicknames.use-case';
import type { AppError } from '../../../core/shared/result';
import { RunLifecycle } from '../run-lifecycle';

/**
 * The nicknames the bank holds now, read afresh for each page that shows them (Balances, the
 * nickname journey, the look-up after a lost answer), so a change shows on the next page. Made by
 * `useAccountNicknames` once per mount, not bound in the container: whether nicknames exist at all
 * is whether the use case is bound (composition/account-nicknames.flag.ts).
 */
export class AccountNicknamesViewModel {
  held: ReadonlyMap<string, string> | null = null;
  error: AppError | null = null;
  private readonly runs = new RunLifecycle();

  constructor(private readonly load: Pick<LoadAccountNicknames, 'execute'>) {
    makeAutoObservable<this, 'load' | 'runs'>(this, { load: false, runs: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    const run = this.runs.begin();
    this.error = null;
    const result = await this.load.execute();
    if (!run.isLatest()) return;
    runInAction(() => {
      if (result.ok) this.held = result.value;
      else this.error = result.error;
    });
  }

  /** The account's nickname, or null when it has none or the list has not come (a failed list shows none). */
  nicknameOf(accountId: string): string | null {
    return this.held?.get(accountId) ?? null;
  }

  dispose(): void {
    this.runs.end();
  }
}
