import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { identityFlowsRoutes } from '../../ui/identity-flows/identity-flows.routes';
import { identityFlowsBindings } from './identity-flows.bindings';

/** The identity flows: resets, PIN reset and registration, all of them the shared flow page. */
export const identityFlowsFeature: FeatureModule = {
  name: 'identity-flows',
  needs: [identityFlowsBindings],
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

/** The identity flows area (composition/areas.ts): resets, PIN reset and registration. */
export const identityFlowsArea: AreaDefinition = { feature: identityFlowsFeature, routes: identityFlowsRoutes };
