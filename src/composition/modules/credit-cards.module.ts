import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { creditCardsRoutes } from '../../ui/products/cards/credit-cards.routes';
import { CreditCardsPort } from '../../core/products/cards/credit-cards.port';
import {
  CheckCardEligibility, ChooseCardOptions, LoadCardApplications, LoadCardApplicationStatus, LoadCardProducts, LoadRepaymentAccounts, LoadSignedAgreement, LoadUnsignedAgreement, LoadCardPreContractInformation,
  SignCardAgreement, SubmitCardApplication,
} from '../../core/products/cards/credit-card.use-cases';
import { HttpCreditCardsAdapter } from '../../adapters/products/cards/http-credit-cards.adapter';
import { FakeCreditCards } from '../../adapters/fakes/fake-credit-cards.adapter';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { changeAccessBindings } from './change-access.bindings';
import { journalBindings } from './journal.bindings';

/**
 * The credit card application: products/credit-cards, info → … → complete. The application's
 * state lives in the flow's frame (the kit's journey store and CardApplicationViewModel) for the flow's life and nowhere else, so log-off
 * has nothing of this area's to clear.
 */
export const creditCardsFeature: FeatureModule = {
  name: 'credit-cards',
  needs: [journalBindings, changeAccessBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    const port = [CreditCardsPort] as const;
    bind(LoadCardProducts).toResolvedValue((p: CreditCardsPort, r: ErrorReporter) => new LoadCardProducts(p, r), [CreditCardsPort, ErrorReporter]);
    bind(CheckCardEligibility).toResolvedValue((p: CreditCardsPort) => new CheckCardEligibility(p), [...port]);
    bind(SubmitCardApplication).toResolvedValue((p: CreditCardsPort) => new SubmitCardApplication(p), [...port]);
    bind(LoadRepaymentAccounts).toResolvedValue((p: CreditCardsPort) => new LoadRepaymentAccounts(p), [...port]);
    bind(ChooseCardOptions).toResolvedValue((p: CreditCardsPort) => new ChooseCardOptions(p), [...port]);
    bind(LoadCardPreContractInformation).toResolvedValue((p: CreditCardsPort) => new LoadCardPreContractInformation(p), [...port]);
    bind(LoadUnsignedAgreement).toResolvedValue((p: CreditCardsPort) => new LoadUnsignedAgreement(p), [...port]);
    bind(SignCardAgreement).toResolvedValue((p: CreditCardsPort) => new SignCardAgreement(p), [...port]);
    bind(LoadSignedAgreement).toResolvedValue((p: CreditCardsPort) => new LoadSignedAgreement(p), [...port]);
    bind(LoadCardApplications).toResolvedValue((p: CreditCardsPort) => new LoadCardApplications(p), [...port]);
    bind(LoadCardApplicationStatus).toResolvedValue((p: CreditCardsPort) => new LoadCardApplicationStatus(p), [...port]);
  }),
  adapters: () =>
    new ContainerModule((options) => {
      const { bind } = options;
      bind(CreditCardsPort).to(HttpCreditCardsAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          const { bind } = options;
          // One fake per container, so a test sees what it applied for and signed.
          bind(FakeCreditCards).toSelf().inSingletonScope();
          bind(CreditCardsPort).toService(FakeCreditCards);
        }),
};

export const creditCardsArea: AreaDefinition = { feature: creditCardsFeature, routes: creditCardsRoutes };
