import { makeAutoObservable } from 'mobx';
import type { LoadAccountNicknames } from '../../../core/account-nickname/load-account-nicknames.use-case';
import type { AppError } from '../../../core/shared/result';
import { Loadable } from '../manage-money/loadable';

/**
 * The nicknames the bank holds now, read afresh for each page that shows them (the
 * nickname journey, the look-up after a lost answer), so a change shows on the next page. Made by
 * `useAccountNicknames` once per mount, not bound in the container: whether nicknames exist at all
 * is whether the use case is bound (composition/account-nicknames.flag.ts).
 */
export class AccountNicknamesViewModel {
  private readonly list = new Loadable<ReadonlyMap<string, string>>();

  constructor(private readonly load: Pick<LoadAccountNicknames, 'execute'>) {
    makeAutoObservable<this, 'load' | 'list'>(this, { load: false, list: false }, { autoBind: true });
  }

  get held(): ReadonlyMap<string, string> | null {
    return this.list.value;
  }

  get error(): AppError | null {
    return this.list.state.status === 'failed' ? this.list.state.error : null;
  }

  start(): Promise<void> {
    return this.list.load(() => this.load.execute());
  }

  /** The account's nickname, or null when it has none or the list has not come (a failed list shows none). */
  nicknameOf(accountId: string): string | null {
    return this.held?.get(accountId) ?? null;
  }

  dispose(): void {
    this.list.dispose();
  }
}
