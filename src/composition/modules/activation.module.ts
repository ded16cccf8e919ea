import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { TokenSelectionViewModel } from '../../ui/activation/token-selection.view-model';
import { activationRoutes } from '../../ui/activation/activation.routes';
import { identityFlowsFeature, bindIdentityFlowAdapters, bindIdentityFlows } from './identity-flows.module';

/**
 * Activation: the token choice's view model, and the identity flows' page and use cases for its
 * further steps (choose a key, order, activate, replace: the service directs them).
 */
export const activationFeature: FeatureModule = {
  name: 'activation',
  application: new ContainerModule((options) => {
    options.bind(TokenSelectionViewModel).toSelf().inTransientScope();
    bindIdentityFlows(options);
  }),
  adapters: () => new ContainerModule((options) => bindIdentityFlowAdapters(options)),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : (config) => identityFlowsFeature.fakes(config),
};

/** The activation area (composition/areas.ts): its wiring and its routes load with its first page. */
export const activationArea: AreaDefinition = { feature: activationFeature, routes: activationRoutes };
