import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';
import { UsernameViewModel } from '../../ui/auth/username/username.view-model';

/**
 * Stage 1's view model (a new instance per mount): all the log-on page shows. Its use cases and ports
 * are bound by the session, identity and system modules; this module adds no adapters. Stages 2 and 3
 * are the log-on-stages area (log-on-stages.module.ts).
 */
export const authScreensFeature: FeatureModule = {
  name: 'auth-screens',
  application: new ContainerModule(({ bind }) => {
    bind(UsernameViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};
