import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeSessionApi, FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeNavigator, FakeTracking, InMemoryPreferences } from '../../adapters/fakes/fake-system.adapter';
import { ClearCustomerData } from './clear-customer-data.use-case';
import { InMemoryCustomerDataRegistry } from './customer-data-registry';
import { ForwardAfterLogOn, isSafeDestination, RememberPostAuthDestination } from './forward-after-log-on.use-case';
import { InMemoryIdentityStepStore } from './identity-step-store';
import { LogOff, logOffOwed, SetLogOffModalOpen } from './log-off.use-case';
import { logOffPageGraceMs, RequestLogOff } from './request-log-off.use-case';
import { isLogOffReason, logOffReasonForCode } from './log-off-reason';

let session: FakeSessionState;
let api: FakeSessionApi;
let navigator: FakeNavigator;
let preferences: InMemoryPreferences;
let registry: InMemoryCustomerDataRegistry;
let steps: InMemoryIdentityStepStore;
let logOff: LogOff;
let accounts: string[];

beforeEach(() => {
  session = new FakeSessionState();
  api = new FakeSessionApi();
  navigator = new FakeNavigator();
  preferences = new InMemoryPreferences();
  registry = new InMemoryCustomerDataRegistry();
  steps = new InMemoryIdentityStepStore();
  accounts = ['Current account 12345678'];
  registry.register('accounts', () => {
    accounts = [];
  });
  logOff = new LogOff(api, session, new ClearCustomerData(session, registry, steps, preferences), navigator);
  session.update({ level: 40, maxLevel: 40, cin: 'demo.hardkey', tokenType: 'hard', loginUrl: '/legacy/logon', ibStatus: 'ACTIVE' });
  preferences.setLoginUrl('/legacy/logon');
  preferences.setTokenType('hard');
  preferences.setRoutingHeader('PCF');
  preferences.setRememberedUsername('demo.hardkey');
});

describe('log-off confirm modal', () => {
  it('opens and closes', () => {
    const modal = new SetLogOffModalOpen(session);
    modal.execute(true);
    expect(session.state.logOffModalOpen).toBe(true);
    modal.execute(false);
    expect(session.state.logOffModalOpen).toBe(false);
  });
});

describe('LogOff', () => {
  it('a customer who left while the bank answered stays where they went; their data still goes', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const logOffNow = api.logOff.bind(api);
    api.logOff = () => held.then(logOffNow);
    navigator.goTo('/logoff', { replace: true });
    const loggingOff = logOff.execute();
    // 'Log on again' (or Back) before the answer: the customer is on the username page.
    navigator.goTo('/authentication/username');
    answer();
    expect(await loggingOff).toEqual({ serverLoggedOff: true, route: '/logoff' });
    expect(navigator.current).toBe('/authentication/username');
    expect(accounts).toEqual([]);
    expect(session.state.level).toBe(0);
  });

  it('on success clears the log-on URL, the token type and every piece of customer data, then shows /logoff', async () => {
    session.update({ logOffModalOpen: true });
    expect(await logOff.execute()).toEqual({ serverLoggedOff: true, route: '/logoff' });
    expect(api.count('logOff')).toBe(1);
    expect(preferences.getLoginUrl()).toBeNull();
    expect(preferences.getTokenType()).toBeNull();
    expect(preferences.getRoutingHeader()).toBeNull();
    expect(accounts).toEqual([]);
    expect(session.state).toMatchObject({ level: 0, cin: null, loginUrl: null, ibStatus: null, logOffModalOpen: false, loading: false });
    expect(navigator.current).toBe('/logoff');
  });

  it('keeps the customer’s own remember-me choice', async () => {
    await logOff.execute();
    expect(preferences.getRememberedUsername()).toBe('demo.hardkey');
  });

  it('takes the customer back to log on when asked to log on again', async () => {
    expect(await logOff.execute({ logOnAgain: true })).toMatchObject({ route: '/authentication/username' });
  });

  it('does not navigate to the page the customer is already on', async () => {
    await logOff.execute({ logOnAgain: true, currentPath: '/authentication/username' });
    expect(navigator.visited).toEqual([]);
    expect(session.state.level).toBe(0);
  });

  it('shows the reason', async () => {
    expect(await logOff.execute({ reason: 'inactivity' })).toMatchObject({ route: '/logoff/inactivity' });
  });

  it('still wipes the data when the gateway call fails, and says so', async () => {
    api.failLogOffWith({ code: 'FD999T', description: 'no answer' });
    expect(await logOff.execute()).toEqual({ serverLoggedOff: false, route: '/logoff' });
    expect(accounts).toEqual([]);
    expect(session.state.level).toBe(0);
  });

  it('clears every registered store even when one fails', () => {
    let messages = ['hello'];
    registry.register('broken', () => {
      throw new Error('boom');
    });
    registry.register('messages', () => {
      messages = [];
    });
    expect(new ClearCustomerData(session, registry, steps, preferences).execute()).toEqual(['broken']);
    expect(messages).toEqual([]);
    expect(accounts).toEqual([]);
  });

  it('stops clearing a store that unregistered', () => {
    const unregister = registry.register('inbox', () => {
      throw new Error('should not run');
    });
    unregister();
    expect(registry.clearAll()).toEqual([]);
  });
});

describe('log-off reasons', () => {
  it.each([
    ['DSPSMM', 'session-mismatch'],
    ['0009', 'locked'],
    ['0014', 'multiple-login'],
    ['0015', 'temporarily-locked'],
    ['0020', 'timed-out'],
    ['0000', null],
    ['E001', null],
  ])('%s -> %s', (code, reason) => {
    expect(logOffReasonForCode(code)).toBe(reason);
  });

  it('recognises reasons in a route', () => {
    expect(isLogOffReason('inactivity')).toBe(true);
    expect(isLogOffReason('nonsense')).toBe(false);
  });
});

describe('forward path', () => {
  it('is logged, cleared and handled', () => {
    const tracking = new FakeTracking();
    new RememberPostAuthDestination(session).execute('/inbox/123');
    expect(new ForwardAfterLogOn(session, navigator, tracking).execute()).toBe('/inbox/123');
    expect(tracking.events[0]?.event).toEqual({ category: 'navigation', action: 'forward', label: '/inbox/***' });
    expect(session.state.postAuthDestination).toBeNull();
    expect(navigator.current).toBe('/inbox/123');
  });

  it('goes to Balances without a destination', () => {
    expect(new ForwardAfterLogOn(session, navigator, new FakeTracking()).execute()).toBe('/summary');
  });

  it.each(['https://evil.example/', '//evil.example', '/authentication/username', '/logoff', 'summary', '/a\\b', ''])('refuses %j', (path) => {
    expect(isSafeDestination(path)).toBe(false);
    expect(new RememberPostAuthDestination(session).execute(path)).toBe(false);
  });
});

describe('RequestLogOff', () => {
  it('goes to the log-off page first and leaves the log-off to it', async () => {
    const clock = new FakeClock();
    const request = new RequestLogOff(session, navigator, clock, logOff);
    session.update({ logOffModalOpen: true, inactivityWarningOpen: true });
    expect(request.execute({ reason: 'inactivity' })).toBe('/logoff/inactivity');
    expect(navigator.current).toBe('/logoff/inactivity');
    expect(session.state).toMatchObject({ level: 40, logOffModalOpen: false, inactivityWarningOpen: false });
    await logOff.execute({ reason: 'inactivity' });
    clock.advance(logOffPageGraceMs);
    expect(api.count('logOff')).toBe(1);
  });

  it('still tells the bank and wipes everything when the log-off is forced at level 0 (during log-on)', async () => {
    const clock = new FakeClock();
    session.update({ level: 0, maxLevel: 0 });
    steps.set({ name: 'Username', route: '/authentication/username', status: 'OK', form: null, inputs: [], selects: [], labels: {}, links: [], errors: [], data: {} });
    new RequestLogOff(session, navigator, clock, logOff).execute({ reason: 'locked' });
    expect(session.state.logOffPending).toBe(true);
    clock.advance(logOffPageGraceMs);
    await logOff.execute({ reason: 'locked' });
    expect(api.count('logOff')).toBe(1);
    expect(steps.current).toBeNull();
    expect(accounts).toEqual([]);
    expect(session.state.logOffPending).toBe(false);
  });

  it('starts one log-off for several requests, and the bank is told once', async () => {
    const clock = new FakeClock();
    const request = new RequestLogOff(session, navigator, clock, logOff);
    request.execute({ reason: 'locked' });
    request.execute({ reason: 'locked' });
    expect(navigator.visited).toEqual(['/logoff/locked']);
    clock.advance(logOffPageGraceMs);
    await Promise.all([logOff.execute({ reason: 'locked' }), logOff.execute({ reason: 'locked' })]);
    expect(api.count('logOff')).toBe(1);
  });

  it('leaves alone the next customer who logged on inside the grace', async () => {
    const clock = new FakeClock();
    new RequestLogOff(session, navigator, clock, logOff).execute();
    await logOff.execute();
    session.update({ level: 40, maxLevel: 40, cin: 'demo.appkey' });
    clock.advance(logOffPageGraceMs);
    await Promise.resolve();
    expect(api.count('logOff')).toBe(1);
    expect(session.state).toMatchObject({ level: 40, cin: 'demo.appkey' });
  });

  it('logs off by itself when the page does not take over in time', async () => {
    const clock = new FakeClock();
    new RequestLogOff(session, navigator, clock, logOff).execute();
    clock.advance(logOffPageGraceMs - 1);
    expect(session.state.level).toBe(40);
    clock.advance(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(api.count('logOff')).toBe(1);
    expect(session.state.level).toBe(0);
    expect(accounts).toEqual([]);
  });
});

describe('log-off edges (mutation testing)', () => {
  it('is owed for a session above level 0 or a pending request, and not otherwise', () => {
    expect(logOffOwed({ level: 10, logOffPending: false })).toBe(true);
    expect(logOffOwed({ level: 0, logOffPending: true })).toBe(true);
    expect(logOffOwed({ level: 0, logOffPending: false })).toBe(false);
  });

  it('closes the confirm modal and shows loading while the bank is asked', async () => {
    let answer: () => void = () => {};
    api.logOff = () => new Promise<void>((resolve) => (answer = resolve));
    session.update({ logOffModalOpen: true, loading: false });
    const done = logOff.execute();
    expect(session.state).toMatchObject({ logOffModalOpen: false, loading: true, level: 40 });
    answer();
    expect(await done).toEqual({ serverLoggedOff: true, route: '/logoff' });
    expect(session.state.loading).toBe(false);
  });

  it('asks the bank again for a later log-off once the first has finished', async () => {
    await logOff.execute();
    await logOff.execute();
    expect(api.count('logOff')).toBe(2);
  });

  it('enters the log-off route with replace, so Back does not return to a page of the session', async () => {
    await logOff.execute({ reason: 'locked' });
    expect(navigator.replaced).toEqual(['/logoff/locked']);
  });

  it('RequestLogOff enters the log-off page with replace too', () => {
    new RequestLogOff(session, navigator, new FakeClock(), logOff).execute({ reason: 'timed-out' });
    expect(navigator.replaced).toEqual(['/logoff/timed-out']);
  });

  it('keeps a store registered again under the same name when the first unregisters', () => {
    const first = registry.register('inbox', () => {});
    let cleared = false;
    registry.register('inbox', () => {
      cleared = true;
    });
    first();
    expect(registry.names).toEqual(['accounts', 'inbox']);
    registry.clearAll();
    expect(cleared).toBe(true);
  });

  it('reads a session error code in any case and spacing, and none from nothing', () => {
    expect(logOffReasonForCode(' dspsmm ')).toBe('session-mismatch');
    expect(logOffReasonForCode(null)).toBeNull();
    expect(logOffReasonForCode('')).toBeNull();
  });
});

describe('forward path edges (mutation testing)', () => {
  it('says it kept a safe destination', () => {
    expect(new RememberPostAuthDestination(session).execute('/inbox/123')).toBe(true);
    expect(session.state.postAuthDestination).toBe('/inbox/123');
  });

  it('tracks the forward at the session’s level and moves with replace', () => {
    const tracking = new FakeTracking();
    new ForwardAfterLogOn(session, navigator, tracking).execute();
    expect(tracking.events[0]?.context.securityLevel).toBe(40);
    expect(navigator.replaced).toEqual(['/summary']);
  });
});
