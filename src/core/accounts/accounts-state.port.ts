import type { AppError } from '../shared/result';
import type { Account } from './account';

/** The accounts list as the app holds it (docs/rules/customer-states.md: request, success, failure, reset, confirm). */
export interface AccountsState {
  accounts: Account[];
  loading: boolean;
  loaded: boolean;
  error: AppError | null;
  /** Indexes whose balance was confirmed by a fresh fetch of that one account. */
  confirmedBalances: number[];
}

export const initialAccountsState = (): AccountsState => ({
  accounts: [],
  loading: false,
  loaded: false,
  error: null,
  confirmedBalances: [],
});

/**
 * Where the accounts list lives, shared by every screen under /summary. The implementation is
 * observable (MobX, src/adapters/accounts) so views follow it; core sees only this interface.
 */
export const AccountsStatePort = Symbol('AccountsStatePort');
export interface AccountsStatePort {
  readonly state: Readonly<AccountsState>;
  update(patch: Partial<AccountsState>): void;
  reset(): void;
}
