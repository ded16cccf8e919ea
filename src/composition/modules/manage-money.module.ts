import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { changeAccessBindings } from './change-access.bindings';
import { signingBindings } from './signing.bindings';
import { manageMoneyRoutes } from '../../ui/manage-money/manage-money.routes';
import { LoadAccounts } from '../../core/accounts/load-accounts.use-case';
import { ManageMoneyPort } from '../../core/manage-money/manage-money.port';
import { LoadFuturePayments, LoadPayees, LoadRegularPayments } from '../../core/manage-money/load-manage-money.use-case';
import { SessionScope } from '../../core/session/session-scope';
import { ListInvalidation } from '../../core/shared/list-invalidation';
import {
  AmendStandingOrder,
  CancelRegularPayment,
  DeletePayee,
  StopFuturePayment,
  TransferStandingOrder,
} from '../../core/manage-money/change.use-case';
import { HttpManageMoneyAdapter } from '../../adapters/manage-money/http-manage-money.adapter';
import { FakeManageMoney } from '../../adapters/fakes/fake-manage-money.adapter';
import { RegularPaymentsViewModel } from '../../ui/manage-money/regular/regular-payments.view-model';
import { PayeesViewModel } from '../../ui/manage-money/payees/payees.view-model';
import { FuturePaymentsViewModel } from '../../ui/manage-money/future/future-payments.view-model';
import { journalBindings } from './journal.bindings';

/** The use cases over ManageMoneyPort; the lists find their account through the accounts area's LoadAccounts. */
function bindManageMoneyCore(bind: ContainerModuleLoadOptions['bind']): void {
  bind(LoadRegularPayments).toResolvedValue(
    (accounts: LoadAccounts, port: ManageMoneyPort, scope: SessionScope) => new LoadRegularPayments(accounts, port, scope),
    [LoadAccounts, ManageMoneyPort, SessionScope],
  );
  bind(LoadPayees).toResolvedValue(
    (accounts: LoadAccounts, port: ManageMoneyPort, scope: SessionScope) => new LoadPayees(accounts, port, scope),
    [LoadAccounts, ManageMoneyPort, SessionScope],
  );
  bind(LoadFuturePayments).toResolvedValue(
    (accounts: LoadAccounts, port: ManageMoneyPort, scope: SessionScope) => new LoadFuturePayments(accounts, port, scope),
    [LoadAccounts, ManageMoneyPort, SessionScope],
  );
  bind(AmendStandingOrder).toResolvedValue((port: ManageMoneyPort) => new AmendStandingOrder(port), [ManageMoneyPort]);
  bind(TransferStandingOrder).toResolvedValue((port: ManageMoneyPort) => new TransferStandingOrder(port), [ManageMoneyPort]);
  bind(CancelRegularPayment).toResolvedValue((port: ManageMoneyPort) => new CancelRegularPayment(port), [ManageMoneyPort]);
  bind(DeletePayee).toResolvedValue(
    (port: ManageMoneyPort, lists: ListInvalidation) => new DeletePayee(port, lists),
    [ManageMoneyPort, ListInvalidation],
  );
  bind(StopFuturePayment).toResolvedValue((port: ManageMoneyPort) => new StopFuturePayment(port), [ManageMoneyPort]);
}

// Owned by the manage-money work stream.
export const manageMoneyFeature: FeatureModule = {
  name: 'manage-money',
  needs: [journalBindings, signingBindings, changeAccessBindings],
  application: new ContainerModule(({ bind }) => {
    bindManageMoneyCore(bind);
    bind(RegularPaymentsViewModel).toSelf().inTransientScope();
    bind(PayeesViewModel).toSelf().inTransientScope();
    bind(FuturePaymentsViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      options.bind(ManageMoneyPort).to(HttpManageMoneyAdapter);
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule((options) => {
      // One fake per container, so a test sees the changes it made in the lists.
      options.bind(FakeManageMoney).toSelf().inSingletonScope();
      options.bind(ManageMoneyPort).toService(FakeManageMoney);
    }),
};

/** The manage-money area (composition/areas.ts), nested under /summary/{accountIndex}. */
export const manageMoneyArea: AreaDefinition = { feature: manageMoneyFeature, routes: manageMoneyRoutes };
