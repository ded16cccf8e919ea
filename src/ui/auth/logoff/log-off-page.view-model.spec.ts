import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSessionApi, FakeSessionState } from '../../../adapters/fakes/fake-session.adapter';
import { FakeNavigator, InMemoryPreferences } from '../../../adapters/fakes/fake-system.adapter';
import { ClearCustomerData } from '../../../core/session/clear-customer-data.use-case';
import { InMemoryCustomerDataRegistry } from '../../../core/session/customer-data-registry';
import { InMemoryIdentityStepStore } from '../../../core/session/identity-step-store';
import { LogOff } from '../../../core/session/log-off.use-case';
import type { AppConfig } from '../../../core/shared/app-config';
import { LogOffPageViewModel } from './log-off-page.view-model';

const config = { helpPhone: '020 7946 0123' } as AppConfig;

let session: FakeSessionState;
let api: FakeSessionApi;
let navigator: FakeNavigator;
let preferences: InMemoryPreferences;
let vm: LogOffPageViewModel;
let answer: () => void;

beforeEach(() => {
  session = new FakeSessionState();
  api = new FakeSessionApi();
  navigator = new FakeNavigator();
  preferences = new InMemoryPreferences();
  const logOff = new LogOff(api, session, new ClearCustomerData(session, new InMemoryCustomerDataRegistry(), new InMemoryIdentityStepStore(), preferences), navigator);
  vm = new LogOffPageViewModel(logOff, session, navigator, config);
  // The bank's answer to the log-off is held until the test lets it through.
  const held = new Promise<void>((resolve) => (answer = resolve));
  const logOffNow = api.logOff.bind(api);
  api.logOff = () => held.then(logOffNow);
  session.update({ level: 40, maxLevel: 40, cin: 'demo.hardkey', tokenType: 'hard', loginUrl: '/legacy/logon' });
  preferences.setLoginUrl('/legacy/logon');
  navigator.goTo('/logoff', { replace: true });
});

describe("the log-off page's 'Log on again'", () => {
  it('pressed before the bank answers: goes to log on once the log-off is done, and is not sent back to /logoff', async () => {
    vm.shown();
    const loggingOff = vm.start(undefined);
    const pressed = vm.logOnAgain();
    // Nothing moves while the log-off is out: the wipe after the answer would clear a new stage 1.
    await Promise.resolve();
    expect(navigator.current).toBe('/logoff');
    answer();
    await Promise.all([loggingOff, pressed]);
    expect(navigator.current).toBe('/authentication/username');
    expect(preferences.getLoginUrl()).toBeNull();
    expect(api.count('logOff')).toBe(1);
  });

  it('pressed after the answer: goes at once', async () => {
    vm.shown();
    const loggingOff = vm.start(undefined);
    answer();
    await loggingOff;
    await vm.logOnAgain();
    expect(navigator.current).toBe('/authentication/username');
  });

  it('a customer who left the page (Back) before the answer is moved by neither the log-off nor the press', async () => {
    const hide = vm.shown();
    const loggingOff = vm.start(undefined);
    const pressed = vm.logOnAgain();
    hide();
    navigator.goTo('/help/security');
    answer();
    await Promise.all([loggingOff, pressed]);
    expect(navigator.current).toBe('/help/security');
    expect(session.state.level).toBe(0);
  });
});
