import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { SavingsPort } from '../../core/products/savings/savings.port';
import {
  ApplyForCashIsa,
  ApplyForRegularSaver,
  CheckIsaDetails,
  LoadCashIsaOffer,
  LoadProductDocuments,
  LoadIsaStanding,
  LoadRegularSaverChoices,
  LoadRegularSaverOffer,
} from '../../core/products/savings/savings.use-cases';
import { HttpSavingsAdapter } from '../../adapters/products/savings/http-savings.adapter';
import { FakeSavings } from '../../adapters/fakes/fake-savings.adapter';
import { CashIsaViewModel, RegularSaverViewModel } from '../../ui/products/savings/savings.view-model';
import { productsRoutes } from '../../ui/products/products.routes';
import { changeAccessBindings } from './change-access.bindings';
import { journalBindings } from './journal.bindings';

/**
 * Product applications: the products summary splash, the Regular Saver and the Cash ISA.
 * The lending products (personal loans, credit cards) are areas of their own under products/.
 */
export const productsFeature: FeatureModule = {
  name: 'products',
  needs: [journalBindings, changeAccessBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    bind(LoadRegularSaverOffer).toResolvedValue((port: SavingsPort) => new LoadRegularSaverOffer(port), [SavingsPort]);
    bind(LoadRegularSaverChoices).toResolvedValue((port: SavingsPort) => new LoadRegularSaverChoices(port), [SavingsPort]);
    bind(ApplyForRegularSaver).toResolvedValue((port: SavingsPort) => new ApplyForRegularSaver(port), [SavingsPort]);
    bind(LoadCashIsaOffer).toResolvedValue((port: SavingsPort) => new LoadCashIsaOffer(port), [SavingsPort]);
    bind(LoadProductDocuments).toResolvedValue((port: SavingsPort) => new LoadProductDocuments(port), [SavingsPort]);
    bind(LoadIsaStanding).toResolvedValue((port: SavingsPort) => new LoadIsaStanding(port), [SavingsPort]);
    bind(CheckIsaDetails).toResolvedValue((port: SavingsPort) => new CheckIsaDetails(port), [SavingsPort]);
    bind(ApplyForCashIsa).toResolvedValue((port: SavingsPort) => new ApplyForCashIsa(port), [SavingsPort]);
    bind(RegularSaverViewModel).toSelf().inTransientScope();
    bind(CashIsaViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      const { bind } = options;
      bind(SavingsPort).to(HttpSavingsAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          const { bind } = options;
          bind(FakeSavings).toSelf().inSingletonScope();
          bind(SavingsPort).toService(FakeSavings);
        }),
};

/** The products area (composition/areas.ts). */
export const productsArea: AreaDefinition = { feature: productsFeature, routes: productsRoutes };
