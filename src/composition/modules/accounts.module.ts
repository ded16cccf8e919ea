import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { accountsRoutes } from '../../ui/accounts/accounts.routes';
import { AccountsPort } from '../../core/accounts/accounts.port';
import { AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { FileSaver } from '../../core/accounts/file-saver.port';
import { TransactionFileWriter } from '../../core/accounts/transaction-file-writer.port';
import { LoadAccounts } from '../../core/accounts/load-accounts.use-case';
import { ResetAccounts } from '../../core/accounts/reset-accounts.use-case';
import { ConfirmBalance } from '../../core/accounts/confirm-balance.use-case';
import { LoadTransactions } from '../../core/accounts/load-transactions.use-case';
import { DownloadTransactions } from '../../core/accounts/download-transactions.use-case';
import { LoadStatements, OpenStatement } from '../../core/accounts/load-statements.use-case';
import {
  LoadAccountExtras,
  LoadCreditCardPaymentInfo,
  LoadInterestRates,
  LoadLastLogon,
  LoadMarketing,
  LoadPendingAuthorisations,
  LoadUpcomingTransactions,
} from '../../core/accounts/load-account-extras.use-case';
import { SessionStatePort } from '../../core/session/auth-state';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { BalancesSectionsStarter } from '../../core/accounts/balances-sections';
import { RaiseLevelOnSuccess } from '../../core/session/raise-level-on-success.use-case';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { Clock } from '../../core/shared/clock.port';
import { AppConfig } from '../../core/shared/app-config';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { HttpClient } from '../../adapters/http/http-client';
import { ObservableAccountsState } from '../../adapters/accounts/observable-accounts-state.adapter';
import { HttpAccountsAdapter } from '../../adapters/accounts/http-accounts.adapter';
import { BrowserFileSaver } from '../../adapters/accounts/browser-file-saver.adapter';
import { FormatTransactionFileWriter } from '../../adapters/accounts/transaction-files/format-transaction-file-writer.adapter';
import { WorkerTransactionFileWriter } from '../../adapters/accounts/transaction-files/worker-transaction-file-writer.adapter';
import { openTransactionFileWorker } from '../../adapters/accounts/transaction-files/open-transaction-file-worker';
import { FakeAccounts, FakeFileSaver } from '../../adapters/fakes/fake-accounts.adapter';
import { AccountsContent } from '../../ui/accounts/accounts-content';
import { ContentStoreAccountsContent } from '../../ui/accounts/content-store-accounts-content';
import { AccountsGateViewModel } from '../../ui/accounts/accounts-gate.view-model';
import { AccountViewModel } from '../../ui/shared/accounts/account/account.view-model';
import { BalancesViewModel } from '../../ui/accounts/summary/balances.view-model';
import { SummarySplashStore } from '../../ui/accounts/summary/summary-splash.store';
import { TransactionsViewModel } from '../../ui/accounts/transactions/transactions.view-model';
import { DownloadTransactionsViewModel } from '../../ui/accounts/download/download-transactions.view-model';
import { StatementsViewModel } from '../../ui/accounts/statements/statements.view-model';
import { StatementViewModel } from '../../ui/accounts/statements/statement.view-model';
import { ObjectUrls } from '../../ui/accounts/shared/object-urls';
import { accountNicknamesOn } from '../account-nicknames.flag';
import { LoadAccountNicknames } from '../../core/account-nickname/load-account-nicknames.use-case';
import { accountNicknameBindings } from './account-nicknames.bindings';

/**
 * The accounts screens (accounts-ui): view models are created per mount (transient); the splash
 * store and content reader are app-wide.
 */
function bindAccountsScreens(bind: ContainerModuleLoadOptions['bind']): void {
  bind(AccountsContent).to(ContentStoreAccountsContent);
  bind(SummarySplashStore).toSelf().inSingletonScope();
  bind(ObjectUrls).toSelf();
  bind(AccountsGateViewModel).toSelf().inTransientScope();
  bind(AccountViewModel).toSelf().inTransientScope();
  bind(BalancesViewModel).toSelf().inTransientScope();
  bind(TransactionsViewModel).toSelf().inTransientScope();
  bind(DownloadTransactionsViewModel).toSelf().inTransientScope();
  bind(StatementsViewModel).toSelf().inTransientScope();
  bind(StatementViewModel).toSelf().inTransientScope();
}


/**
 * The accounts core (accounts-data): the shared accounts state, which log-off clears through the
 * customer data registry, and the use cases over AccountsPort.
 */
function bindAccountsCore(bind: ContainerModuleLoadOptions['bind']): void {
  bind(AccountsStatePort).toResolvedValue(
    (registry: CustomerDataRegistry) => {
      const state = new ObservableAccountsState();
      registry.register('accounts', () => state.reset());
      return state;
    },
    [CustomerDataRegistry],
  );
  bind(LoadAccounts).toResolvedValue(
    (port: AccountsPort, state: AccountsStatePort, session: SessionStatePort, raise: RaiseLevelOnSuccess) =>
      new LoadAccounts(port, state, session, raise),
    [AccountsPort, AccountsStatePort, SessionStatePort, RaiseLevelOnSuccess],
  );
  bind(ResetAccounts).toResolvedValue((state: AccountsStatePort) => new ResetAccounts(state), [AccountsStatePort]);
  bind(ConfirmBalance).toResolvedValue(
    (port: AccountsPort, state: AccountsStatePort) => new ConfirmBalance(port, state),
    [AccountsPort, AccountsStatePort],
  );
  bind(LoadTransactions).toResolvedValue(
    (load: LoadAccounts, port: AccountsPort, raise: RaiseLevelOnSuccess) => new LoadTransactions(load, port, raise),
    [LoadAccounts, AccountsPort, RaiseLevelOnSuccess],
  );
  bind(DownloadTransactions).toResolvedValue(
    (load: LoadAccounts, port: AccountsPort, writer: TransactionFileWriter, saver: FileSaver, clock: Clock) =>
      new DownloadTransactions(load, port, writer, saver, clock),
    [LoadAccounts, AccountsPort, TransactionFileWriter, FileSaver, Clock],
  );
  bind(LoadStatements).toResolvedValue(
    (load: LoadAccounts, port: AccountsPort) => new LoadStatements(load, port),
    [LoadAccounts, AccountsPort],
  );
  bind(OpenStatement).toResolvedValue(
    (statements: LoadStatements, port: AccountsPort) => new OpenStatement(statements, port),
    [LoadStatements, AccountsPort],
  );
  bind(LoadLastLogon).toResolvedValue((port: AccountsPort) => new LoadLastLogon(port), [AccountsPort]);
  bind(LoadUpcomingTransactions).toResolvedValue((port: AccountsPort) => new LoadUpcomingTransactions(port), [AccountsPort]);
  bind(LoadPendingAuthorisations).toResolvedValue((port: AccountsPort) => new LoadPendingAuthorisations(port), [AccountsPort]);
  bind(LoadMarketing).toResolvedValue(
    (port: AccountsPort, config: AppConfig) => new LoadMarketing(port, config),
    [AccountsPort, AppConfig],
  );
  bind(BalancesSectionsStarter).toResolvedValue(
    (
      lastLogon: LoadLastLogon,
      upcoming: LoadUpcomingTransactions,
      pending: LoadPendingAuthorisations,
      marketing: LoadMarketing,
      toggles: FeatureTogglesPort,
      registry: CustomerDataRegistry,
      nicknames: LoadAccountNicknames | undefined,
    ) => {
      // Nicknames head the account cards, so they start with the accounts too; bound only while
      // their flag is on (account-nicknames.flag.ts).
      const starter = new BalancesSectionsStarter(lastLogon, upcoming, pending, marketing, toggles, nicknames ?? null);
      registry.register('balances-sections', () => starter.reset());
      return starter;
    },
    [
      LoadLastLogon,
      LoadUpcomingTransactions,
      LoadPendingAuthorisations,
      LoadMarketing,
      FeatureTogglesPort,
      CustomerDataRegistry,
      { serviceIdentifier: LoadAccountNicknames, optional: true },
    ],
  );
  bind(LoadInterestRates).toResolvedValue(
    (load: LoadAccounts, port: AccountsPort) => new LoadInterestRates(load, port),
    [LoadAccounts, AccountsPort],
  );
  bind(LoadCreditCardPaymentInfo).toResolvedValue(
    (load: LoadAccounts, port: AccountsPort) => new LoadCreditCardPaymentInfo(load, port),
    [LoadAccounts, AccountsPort],
  );
  bind(LoadAccountExtras).toResolvedValue(
    (load: LoadAccounts, rates: LoadInterestRates, cardInfo: LoadCreditCardPaymentInfo) => new LoadAccountExtras(load, rates, cardInfo),
    [LoadAccounts, LoadInterestRates, LoadCreditCardPaymentInfo],
  );
}


// Owned by the accounts work stream: binds its use cases and view models (application) and its adapters.
export const accountsFeature: FeatureModule = {
  name: 'accounts',
  // Balances shows each account's nickname while nicknames are on.
  needs: accountNicknamesOn ? [accountNicknameBindings] : [],
  application: new ContainerModule(({ bind }) => {
    bindAccountsCore(bind);
    bindAccountsScreens(bind);
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(AccountsPort).to(HttpAccountsAdapter);
      bind(FileSaver).to(BrowserFileSaver);
      // files are written in a Web Worker (the on-page sliced writer where there is none);
      // for an export the worker also reads the transaction pages, fetched by the accounts adapter's paging.
      bind(TransactionFileWriter).toResolvedValue(
        (http: HttpClient, config: AppConfig, reporter: ErrorReporter) =>
          new WorkerTransactionFileWriter(openTransactionFileWorker, undefined, new HttpAccountsAdapter(http, config, reporter)),
        [HttpClient, AppConfig, ErrorReporter],
      );
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind }) => {
      bind(FakeAccounts).toSelf();
      bind(AccountsPort).toService(FakeAccounts);
      bind(FakeFileSaver).toSelf();
      bind(FileSaver).toService(FakeFileSaver);
      // The writer is pure (no I/O): the fakes profile writes real files too.
      bind(TransactionFileWriter).to(FormatTransactionFileWriter);
    }),
};

/** The accounts area (composition/areas.ts): its wiring and its routes load with its first page. */
export const accountsArea: AreaDefinition = { feature: accountsFeature, routes: accountsRoutes };
