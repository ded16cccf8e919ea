import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';
import { ShellViewModel } from '../../ui/shell/shell.view-model';
import { LeaveGuardStore } from '../../ui/shell/leave-guard.store';
import { FullLogOnGuardViewModel } from '../../ui/shell/full-log-on-guard.view-model';
import { SessionStatePort } from '../../core/session/auth-state';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { RememberPostAuthDestination } from '../../core/session/forward-after-log-on.use-case';
import { GuardNavigation } from '../../core/session/guard-navigation.use-case';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { UnreadCountStore } from '../../ui/shell/unread-count.store';

// The shell's view models, the leave-guard store and the check every navigation passes (its ports
// are the session module's); the shell has no adapters of its own.
export const shellFeature: FeatureModule = {
  name: 'shell',
  application: new ContainerModule(({ bind }) => {
    bind(GuardNavigation).toResolvedValue(
      (session: SessionStatePort, toggles: FeatureTogglesPort, remember: RememberPostAuthDestination) =>
        new GuardNavigation(session, toggles, remember),
      [SessionStatePort, FeatureTogglesPort, RememberPostAuthDestination],
    );
    bind(ShellViewModel).toSelf().inTransientScope();
    bind(FullLogOnGuardViewModel).toSelf().inTransientScope();
    bind(LeaveGuardStore).toSelf().inSingletonScope();
    bind(UnreadCountStore).toResolvedValue(
      (registry: CustomerDataRegistry) => {
        const store = new UnreadCountStore();
        registry.register('inbox-unread-count', () => store.set(null));
        return store;
      },
      [CustomerDataRegistry],
    );
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};
