import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { moveMoneyRoutes } from '../../ui/move-money/move-money.routes';
import { AccountsPort } from '../../core/accounts/accounts.port';
import { AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { CheckPayee } from '../../core/move-money/check-payee.use-case';
import { Clock } from '../../core/shared/clock.port';
import { ConfirmTransfer } from '../../core/move-money/confirm-transfer.use-case';
import { CheckEarlierPayment } from '../../core/move-money/check-earlier-payment.use-case';
import { LoadMoveMoney } from '../../core/move-money/load-move-money.use-case';
import { MoveMoneyPort } from '../../core/move-money/move-money.port';
import { RefreshBalances } from '../../core/move-money/refresh-balances.use-case';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { SessionScope } from '../../core/session/session-scope';
import { ListInvalidation } from '../../core/shared/list-invalidation';
import { HttpMoveMoneyAdapter } from '../../adapters/move-money/http-move-money.adapter';
import { FakeMoveMoney } from '../../adapters/fakes/fake-move-money.adapter';
import { MoveMoneyContent } from '../../ui/move-money/move-money-content';
import { MoveMoneyJourney } from '../../ui/move-money/move-money-journey.store';
import { MoveMoneyBankData } from '../../ui/move-money/move-money-bank-data.store';
import { MoveMoneyFlows } from '../../ui/move-money/move-money-entries';
import { MoveMoneyReview } from '../../ui/move-money/move-money-review.store';
import { PayeeCheck } from '../../ui/move-money/payee-check.store';
import { PaymentLookup } from '../../ui/move-money/payment-lookup.store';
import { MoveMoneyIndexViewModel } from '../../ui/move-money/index/move-money-index.view-model';
import { changeAccessBindings } from './change-access.bindings';
import { signingBindings } from './signing.bindings';
import { bankCalendarBindings } from './bank-calendar.bindings';
import { journalBindings } from './journal.bindings';

/**
 * Move money (docs/rules/customer-screens.md 'Move money'): nested under an account. Its use cases over
 * MoveMoneyPort, the shared signing (bindSigning), the journey store (one per flow, transient) and
 * the index view model. Idempotency-Keys come from the journey kit's IdempotencyKeys (bound at start-up).
 */
export const moveMoneyFeature: FeatureModule = {
  name: 'move-money',
  needs: [journalBindings, signingBindings, bankCalendarBindings, changeAccessBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    bind(LoadMoveMoney)
      .toResolvedValue(
        (port: MoveMoneyPort, registry: CustomerDataRegistry, scope: SessionScope, lists: ListInvalidation) => {
          const load = new LoadMoveMoney(port, scope);
          registry.register('move-money', () => load.reset());
          lists.on('payees', () => load.reset());
          return load;
        },
        [MoveMoneyPort, CustomerDataRegistry, SessionScope, ListInvalidation],
      )
      .inSingletonScope();
    bind(CheckPayee).toResolvedValue((port: MoveMoneyPort) => new CheckPayee(port), [MoveMoneyPort]);
    bind(ConfirmTransfer)
      .toResolvedValue((port: MoveMoneyPort) => new ConfirmTransfer(port), [MoveMoneyPort])
      .inSingletonScope();
    bind(CheckEarlierPayment).toResolvedValue((port: MoveMoneyPort, clock: Clock) => new CheckEarlierPayment(port, clock), [MoveMoneyPort, Clock]);
    bind(RefreshBalances).toResolvedValue(
      (port: AccountsPort, state: AccountsStatePort) => new RefreshBalances(port, state),
      [AccountsPort, AccountsStatePort],
    );
    bind(MoveMoneyContent).toSelf().inSingletonScope();
    bind(MoveMoneyFlows).toSelf().inTransientScope();
    bind(PayeeCheck).toSelf().inTransientScope();
    bind(PaymentLookup).toSelf().inTransientScope();
    bind(MoveMoneyReview).toSelf().inTransientScope();
    bind(MoveMoneyBankData).toSelf().inTransientScope();
    bind(MoveMoneyJourney).toSelf().inTransientScope();
    bind(MoveMoneyIndexViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      options.bind(MoveMoneyPort).to(HttpMoveMoneyAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule(({ bind }) => {
          bind(FakeMoveMoney).toSelf().inSingletonScope();
          bind(MoveMoneyPort).toService(FakeMoveMoney);
        }),
};

/** The move-money area (composition/areas.ts): nested under /summary/:accountIndex. */
export const moveMoneyArea: AreaDefinition = { feature: moveMoneyFeature, routes: moveMoneyRoutes };
