import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';
import { UsernameViewModel } from '../../ui/auth/username/username.view-model';
import { PasswordViewModel } from '../../ui/auth/password/password.view-model';
import { SecureTokenViewModel } from '../../ui/auth/securetoken/secure-token.view-model';
import { StepTransitViewModel } from '../../ui/auth/helpers/step-transit.view-model';

/**
 * The log-on stages' view models (one per screen, a new instance per mount). Their use cases and
 * ports are bound by the session, identity and system modules; this module adds no adapters.
 */
export const authScreensFeature: FeatureModule = {
  name: 'auth-screens',
  application: new ContainerModule(({ bind }) => {
    bind(UsernameViewModel).toSelf().inTransientScope();
    bind(PasswordViewModel).toSelf().inTransientScope();
    bind(SecureTokenViewModel).toSelf().inTransientScope();
    bind(StepTransitViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};
