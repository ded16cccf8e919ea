import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { developerRoutes } from '../../ui/developer/developer.routes';
import { ErrorCodesViewModel, InfoViewModel } from '../../ui/developer/developer.view-models';

/** No port of its own: the developer pages read what start-up already has (content, AppConfig). */
const none = () => new ContainerModule(() => undefined);

export const developerFeature: FeatureModule = {
  name: 'developer',
  application: new ContainerModule(({ bind }) => {
    bind(InfoViewModel).toSelf().inTransientScope();
    bind(ErrorCodesViewModel).toSelf().inTransientScope();
  }),
  adapters: none,
  fakes: none,
};

export const developerArea: AreaDefinition = { feature: developerFeature, routes: developerRoutes };
