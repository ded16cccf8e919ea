import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { isAuthenticated, LoadAccounts, shouldFetchAccounts } from '../../core/accounts/load-accounts.use-case';
import { SessionStatePort } from '../../core/session/auth-state';
import { failureCode, failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import { BalancesSectionsStarter } from '../../core/accounts/balances-sections';
import { AccountsContent } from './accounts-content';
import { perfMark } from './shared/perf-marks';

/**
 * Around every page under /summary: fetches the accounts once the customer is authenticated and
 * content has loaded, unless they are loaded or loading (docs/rules/customer-states.md), and says what to show
 * meanwhile (a loader) or instead (the failure's panel: its code, or FD001T, with Back and Balances).
 */
@injectable()
export class AccountsGateViewModel {
  constructor(
    @inject(LoadAccounts) private readonly loadAccounts: LoadAccounts,
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(AccountsContent) private readonly content: AccountsContent,
    @inject(BalancesSectionsStarter) private readonly sections: BalancesSectionsStarter,
  ) {
    makeAutoObservable<AccountsGateViewModel, 'loadAccounts' | 'accountsState' | 'session' | 'content' | 'sections'>(
      this,
      { loadAccounts: false, accountsState: false, session: false, content: false, sections: false },
      { autoBind: true },
    );
  }

  get authenticated(): boolean {
    return isAuthenticated(this.session.state.level);
  }

  get shouldFetch(): boolean {
    return shouldFetchAccounts({ level: this.session.state.level, contentLoaded: this.content.loaded }, this.accountsState.state);
  }

  get ready(): boolean {
    return this.accountsState.state.loaded;
  }

  /** The panel shown instead of the page when the accounts failed, or null. */
  get failure(): FailurePanel | null {
    const { error } = this.accountsState.state;
    if (!error) return null;
    const code = failureCode(error);
    return failurePanel({ code }, this.content.errorEntry(code));
  }

  /**
   * Runs whenever shouldFetch may have changed (the view watches it); a no-op otherwise. On the
   * Balances home (`balancesHome`) its side requests start beside the accounts: none
   * waits for the accounts' answer, so Balances is one round trip after the session is known.
   */
  fetchIfNeeded(balancesHome = false): void {
    if (!this.shouldFetch) return;
    void this.loadAccounts.execute().then((result) => {
      if (result.ok) perfMark('accounts:answer');
    });
    if (balancesHome) this.sections.start();
  }

  /**
   * The customer is on another page than the Balances home, in the accounts area or out of it (the
   * gate unmounts): what was started for it and not taken is forgotten (it left before Balances
   * showed), so the next visit asks the bank again rather than show answers from before a change.
   */
  leftBalancesHome(): void {
    this.sections.reset();
  }

  /** After a failure: the customer asks again. */
  retry(): void {
    void this.loadAccounts.execute();
  }
}
