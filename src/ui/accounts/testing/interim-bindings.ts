import type { Container } from 'inversify';
import { AccountsPort } from '../../../core/accounts/accounts.port';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { FileSaver } from '../../../core/accounts/file-saver.port';
import { DownloadTransactions } from '../../../core/accounts/download-transactions.use-case';
import {
  LoadCreditCardPaymentInfo,
  LoadInterestRates,
  LoadLastLogon,
  LoadMarketing,
  LoadPendingAuthorisations,
  LoadUpcomingTransactions,
} from '../../../core/accounts/load-account-extras.use-case';
import { LoadAccounts } from '../../../core/accounts/load-accounts.use-case';
import { LoadStatements, OpenStatement } from '../../../core/accounts/load-statements.use-case';
import { LoadTransactions } from '../../../core/accounts/load-transactions.use-case';
import { SessionStatePort } from '../../../core/session/auth-state';
import { RaiseLevelOnSuccess } from '../../../core/session/raise-level-on-success.use-case';
import { Clock } from '../../../core/shared/clock.port';
import { FakeAccounts, FakeFileSaver } from '../../../adapters/fakes/fake-accounts.adapter';
import { ObservableAccountsState } from '../../../adapters/accounts/observable-accounts-state.adapter';

/**
 * Stand-in wiring for the accounts core while the accounts-data stream's bindings are not yet in
 * accounts.module.ts: binds only what the container lacks, so it does nothing once they land.
 */
export function bindAccountsCoreIfMissing(container: Container): void {
  if (container.isBound(LoadAccounts)) return;
  container.bind(FakeAccounts).toSelf().inSingletonScope();
  container.bind(AccountsPort).toService(FakeAccounts);
  container.bind(AccountsStatePort).to(ObservableAccountsState).inSingletonScope();
  container.bind(FakeFileSaver).toSelf().inSingletonScope();
  container.bind(FileSaver).toService(FakeFileSaver);
  container
    .bind(LoadAccounts)
    .toResolvedValue(
      (a: AccountsPort, s: AccountsStatePort, session: SessionStatePort, raise: RaiseLevelOnSuccess) => new LoadAccounts(a, s, session, raise),
      [AccountsPort, AccountsStatePort, SessionStatePort, RaiseLevelOnSuccess],
    )
    .inSingletonScope();
  container.bind(LoadTransactions).toResolvedValue((l: LoadAccounts, a: AccountsPort, r: RaiseLevelOnSuccess) => new LoadTransactions(l, a, r), [LoadAccounts, AccountsPort, RaiseLevelOnSuccess]);
  container.bind(LoadLastLogon).toResolvedValue((a: AccountsPort) => new LoadLastLogon(a), [AccountsPort]);
  container.bind(LoadUpcomingTransactions).toResolvedValue((a: AccountsPort) => new LoadUpcomingTransactions(a), [AccountsPort]);
  container.bind(LoadPendingAuthorisations).toResolvedValue((a: AccountsPort) => new LoadPendingAuthorisations(a), [AccountsPort]);
  container.bind(LoadMarketing).toResolvedValue((a: AccountsPort) => new LoadMarketing(a), [AccountsPort]);
  container.bind(LoadInterestRates).toResolvedValue((l: LoadAccounts, a: AccountsPort) => new LoadInterestRates(l, a), [LoadAccounts, AccountsPort]);
  container.bind(LoadCreditCardPaymentInfo).toResolvedValue((l: LoadAccounts, a: AccountsPort) => new LoadCreditCardPaymentInfo(l, a), [LoadAccounts, AccountsPort]);
  container.bind(LoadStatements).toResolvedValue((l: LoadAccounts, a: AccountsPort) => new LoadStatements(l, a), [LoadAccounts, AccountsPort]);
  container.bind(OpenStatement).toResolvedValue((s: LoadStatements, a: AccountsPort) => new OpenStatement(s, a), [LoadStatements, AccountsPort]);
  container
    .bind(DownloadTransactions)
    .toResolvedValue((l: LoadAccounts, a: AccountsPort, f: FileSaver, c: Clock) => new DownloadTransactions(l, a, f, c), [LoadAccounts, AccountsPort, FileSaver, Clock]);
}
