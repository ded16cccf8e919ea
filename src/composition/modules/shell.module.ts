import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';
import { ShellViewModel } from '../../ui/shell/shell.view-model';
import { LeaveGuardStore } from '../../ui/shell/leave-guard.store';

// The shell's view model and the leave-guard store; the shell has no adapters of its own.
export const shellFeature: FeatureModule = {
  name: 'shell',
  application: new ContainerModule(({ bind }) => {
    bind(ShellViewModel).toSelf().inTransientScope();
    bind(LeaveGuardStore).toSelf().inSingletonScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};
