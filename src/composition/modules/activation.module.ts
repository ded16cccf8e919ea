import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { TokenSelectionViewModel } from '../../ui/activation/token-selection.view-model';
import { activationRoutes } from '../../ui/activation/activation.routes';

/**
 * Activation: its view models (one per screen). Its use cases are the session's (LogOnStep, the
 * forced token selection), bound at start-up; this area adds no adapters.
 */
export const activationFeature: FeatureModule = {
  name: 'activation',
  application: new ContainerModule(({ bind }) => {
    bind(TokenSelectionViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

/** The activation area (composition/areas.ts): its wiring and its routes load with its first page. */
export const activationArea: AreaDefinition = { feature: activationFeature, routes: activationRoutes };
