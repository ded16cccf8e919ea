import type { SessionStatePort } from '../session/auth-state';
import type { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import { fail, ok, type Result } from '../shared/result';
import type { Account } from './account';
import type { AccountsPort } from './accounts.port';
import type { AccountsState, AccountsStatePort } from './accounts-state.port';
import { AccountsErrorCodes, toAppError } from './accounts-failure';

const cancelled = { code: AccountsErrorCodes.cancelled, description: 'The accounts were reset while loading.' };

/** Accounts need the password stage done (CAM30 or above); their success then proves CAM40. */
export const isAuthenticated = (level: number): boolean => level >= 30;

/**
 * docs/rules/customer-states.md / docs/rules/log-on-states.md: accounts are fetched once the customer is authenticated and
 * content is loaded, unless already loaded or loading. For the shell's trigger.
 */
export function shouldFetchAccounts(
  context: { level: number; contentLoaded: boolean },
  state: Pick<AccountsState, 'loaded' | 'loading'>,
): boolean {
  return isAuthenticated(context.level) && context.contentLoaded && !state.loaded && !state.loading;
}

/**
 * Loads the accounts list into the shared accounts state. Loaded already: answers from the state.
 * Loading already: joins the call in flight (never a second request). Success raises the session to
 * CAM40 (RaiseLevelOnSuccess, only if higher). Failure stores the code and description (the bank's
 * code where it sent one, else FD001T) for the error page.
 */
export class LoadAccounts {
  private inFlight: Promise<Result<Account[]>> | null = null;

  constructor(
    private readonly accounts: Pick<AccountsPort, 'list'>,
    private readonly store: AccountsStatePort,
    private readonly session: Pick<SessionStatePort, 'state'>,
    private readonly raiseLevel: Pick<RaiseLevelOnSuccess, 'execute'>,
  ) {}

  execute(): Promise<Result<Account[]>> {
    if (this.store.state.loaded) return Promise.resolve(ok(this.store.state.accounts));
    if (this.inFlight) return this.inFlight;
    if (!isAuthenticated(this.session.state.level)) {
      return Promise.resolve(
        fail({ code: AccountsErrorCodes.notAuthenticated, description: 'Log on to see your accounts.' }),
      );
    }
    this.inFlight = this.load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async load(): Promise<Result<Account[]>> {
    this.store.update({ loading: true, error: null });
    try {
      const accounts = await this.accounts.list();
      // Reset while the call was out (log-off): the answer belongs to a finished session.
      if (!this.store.state.loading) return fail(cancelled);
      this.store.update({ accounts, loading: false, loaded: true, error: null, confirmedBalances: [] });
      this.raiseLevel.execute('accounts');
      return ok(accounts);
    } catch (reason) {
      const error = toAppError(reason);
      if (!this.store.state.loading) return fail(cancelled);
      this.store.update({ loading: false, loaded: false, error });
      return fail(error);
    }
  }
}
