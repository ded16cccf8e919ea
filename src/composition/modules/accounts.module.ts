import { ContainerModule, type ContainerModuleLoadOptions, type ServiceIdentifier } from 'inversify';
import type { FeatureModule } from '../feature-module';
import { AccountsContent } from '../../ui/accounts/accounts-content';
import { ContentStoreAccountsContent } from '../../ui/accounts/content-store-accounts-content';
import { AccountsGateViewModel } from '../../ui/accounts/accounts-gate.view-model';
import { AccountViewModel } from '../../ui/accounts/account/account.view-model';
import { BalancesViewModel } from '../../ui/accounts/summary/balances.view-model';
import { SummarySplashStore } from '../../ui/accounts/summary/summary-splash.store';
import { TransactionsViewModel } from '../../ui/accounts/transactions/transactions.view-model';
import { DownloadTransactionsViewModel } from '../../ui/accounts/download/download-transactions.view-model';
import { StatementsViewModel } from '../../ui/accounts/statements/statements.view-model';
import { StatementViewModel } from '../../ui/accounts/statements/statement.view-model';
import { ObjectUrls } from '../../ui/accounts/shared/object-urls';

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

const accountsScreens: ServiceIdentifier[] = [
  AccountsContent,
  SummarySplashStore,
  ObjectUrls,
  AccountsGateViewModel,
  AccountViewModel,
  BalancesViewModel,
  TransactionsViewModel,
  DownloadTransactionsViewModel,
  StatementsViewModel,
  StatementViewModel,
];

// Owned by the accounts work stream: binds its use cases and view models (application) and its adapters.
export const accountsFeature: FeatureModule = {
  name: 'accounts',
  application: new ContainerModule(({ bind }) => {
    bindAccountsScreens(bind);
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [...accountsScreens],
};
