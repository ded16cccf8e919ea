import { describe, expect, it } from 'vitest';
import { ObservableSessionState } from '../../adapters/state/observable-session-state.adapter';
import { FakeFeatureToggles } from '../../adapters/fakes/fake-session.adapter';
import { GuardNavigation } from '../../core/session/guard-navigation.use-case';
import { RememberPostAuthDestination } from '../../core/session/forward-after-log-on.use-case';
import { UnreadCountStore } from './unread-count.store';
import { ShellViewModel } from './shell.view-model';

function shellOver(session: ObservableSessionState): ShellViewModel {
  return new ShellViewModel(
    session,
    new GuardNavigation(session, new FakeFeatureToggles(), new RememberPostAuthDestination(session)),
    new UnreadCountStore(),
    { refresh: () => Promise.resolve() },
  );
}
import { LeaveGuardStore } from './leave-guard.store';

describe('ShellViewModel', () => {
  it('shows the sidebar only at CAM40 without forced token selection', () => {
    const session = new ObservableSessionState();
    const vm = shellOver(session);
    for (const level of [0, 10, 30] as const) {
      session.update({ level });
      expect(vm.showSidebar).toBe(false);
    }
    session.update({ level: 40 });
    expect(vm.showSidebar).toBe(true);
    session.update({ forceTokenSelect: true });
    expect(vm.showSidebar).toBe(false);
  });

  it('tracks read-only mode from the online banking status', () => {
    const session = new ObservableSessionState();
    const vm = shellOver(session);
    expect(vm.readOnly).toBe(false);
    session.update({ ibStatus: 'READONLY' });
    expect(vm.readOnly).toBe(true);
  });

  it('sends a customer who must choose a token to the choice on any navigation, keeping the page asked for', () => {
    const session = new ObservableSessionState();
    const vm = shellOver(session);
    expect(vm.guardNavigation('/gel')).toBeNull();
    session.update({ level: 30 });
    expect(vm.guardNavigation('/gel')).toBe('/activation/choose');
    expect(session.state).toMatchObject({ forceTokenSelect: true, postAuthDestination: '/gel' });
  });

  it('toggles the menu and closes it when log-off is requested', () => {
    const session = new ObservableSessionState();
    const vm = shellOver(session);
    vm.toggleMenu();
    expect(vm.menuOpen).toBe(true);
    vm.requestLogOff();
    expect(vm.menuOpen).toBe(false);
    expect(session.state.logOffModalOpen).toBe(true);
  });
});

describe('LeaveGuardStore', () => {
  it('combines the registered guards', () => {
    const store = new LeaveGuardStore();
    const a = Symbol('a');
    const b = Symbol('b');
    expect(store.active).toBe(false);
    store.set(a, { enabled: false });
    expect(store.active).toBe(false);
    expect(store.shouldPrompt('/x', '/y')).toBe(false);
    store.set(b, { enabled: true, disabledPaths: ['/y'] });
    expect(store.active).toBe(true);
    expect(store.shouldPrompt('/x', '/y')).toBe(false);
    expect(store.shouldPrompt('/x', '/z')).toBe(true);
    expect(store.shouldPrompt('/x', '/logoff/timeout')).toBe(false);
    store.remove(b);
    expect(store.active).toBe(false);
  });
});
