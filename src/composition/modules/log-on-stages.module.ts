import { ContainerModule } from 'inversify';
import { GetGreeting } from '../../core/session/get-greeting.use-case';
import { Clock } from '../../core/shared/clock.port';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { PasswordViewModel } from '../../ui/auth/password/password.view-model';
import { SecureTokenViewModel } from '../../ui/auth/securetoken/secure-token.view-model';
import { StepTransitViewModel } from '../../ui/auth/helpers/step-transit.view-model';
import { logOnStagesRoutes } from '../../ui/auth/log-on-stages.routes';

/**
 * Log-on stages 2 and 3 and the identity service's transit pages: their view models (one per screen,
 * a new instance per mount). Their use cases and ports are the session's, identity's and system's,
 * bound at start-up. An area, not start-up code: the log-on page shows stage 1 only, and composition
 * fetches this area while the customer types it (app-router.ts).
 */
export const logOnStagesFeature: FeatureModule = {
  name: 'log-on-stages',
  application: new ContainerModule(({ bind }) => {
    // Stage 2's greeting ('Good morning'): only the password page asks for it.
    bind(GetGreeting).toResolvedValue((clock: Clock) => new GetGreeting(clock), [Clock]);
    bind(PasswordViewModel).toSelf().inTransientScope();
    bind(SecureTokenViewModel).toSelf().inTransientScope();
    bind(StepTransitViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

/** The later log-on stages' area (composition/areas.ts). */
export const logOnStagesArea: AreaDefinition = { feature: logOnStagesFeature, routes: logOnStagesRoutes };
