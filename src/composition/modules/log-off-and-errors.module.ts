import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { AuthErrorViewModel } from '../../ui/auth/error/auth-error.view-model';
import { LogOffPageViewModel } from '../../ui/auth/logoff/log-off-page.view-model';
import { logOffAndErrorsRoutes } from '../../ui/auth/log-off-and-errors.routes';

/**
 * The error pages and log-off: their view models. The use cases they call (LogOff, RequestLogOff,
 * the log-on link) are the session's, bound at start-up, so a log-off works from any page.
 */
export const logOffAndErrorsFeature: FeatureModule = {
  name: 'log-off-and-errors',
  application: new ContainerModule(({ bind }) => {
    bind(AuthErrorViewModel).toSelf().inTransientScope();
    bind(LogOffPageViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

/** The log-off and errors area (composition/areas.ts). */
export const logOffAndErrorsArea: AreaDefinition = { feature: logOffAndErrorsFeature, routes: logOffAndErrorsRoutes };
