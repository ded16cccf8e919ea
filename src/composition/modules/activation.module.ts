import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { TokenSelectionViewModel } from '../../ui/activation/token-selection.view-model';
import { activationRoutes } from '../../ui/activation/activation.routes';
import { identityFlowsBindings } from './identity-flows.bindings';

/**
 * Activation: the token choice's view model, and the identity flows' page and use cases for its
 * further steps (choose a key, order, activate, replace: the service directs them).
 */
export const activationFeature: FeatureModule = {
  name: 'activation',
  needs: [identityFlowsBindings],
  application: new ContainerModule(({ bind }) => {
    bind(TokenSelectionViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

/** The activation area (composition/areas.ts): its wiring and its routes load with its first page. */
export const activationArea: AreaDefinition = { feature: activationFeature, routes: activationRoutes };
