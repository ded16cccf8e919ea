import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeSessionApi, FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeNavigator, InMemoryPreferences } from '../../adapters/fakes/fake-system.adapter';
import { ClearCustomerData } from './clear-customer-data.use-case';
import { InMemoryCustomerDataRegistry } from './customer-data-registry';
import { InMemoryIdentityStepStore } from './identity-step-store';
import { LogOff } from './log-off.use-case';
import { logOffPageGraceMs, RequestLogOff } from './request-log-off.use-case';
import { SessionKeeper, sessionEndReason } from './session-keeper';
import { defaultSessionTimings } from './session-timings';

const second = 1000;
const minute = 60 * second;

let clock: FakeClock;
let session: FakeSessionState;
let api: FakeSessionApi;
let navigator: FakeNavigator;
let registry: InMemoryCustomerDataRegistry;
let keeper: SessionKeeper;
let cleared: number;
let startedAt: number;

/** Moves time a second at a time and lets each call's answer arrive, as real time would. */
async function advance(ms: number): Promise<void> {
  for (let done = 0; done < ms; done += second) {
    clock.advance(Math.min(second, ms - done));
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
}

beforeEach(() => {
  clock = new FakeClock();
  session = new FakeSessionState();
  api = new FakeSessionApi();
  navigator = new FakeNavigator();
  registry = new InMemoryCustomerDataRegistry();
  cleared = 0;
  registry.register('accounts', () => {
    cleared += 1;
  });
  const clear = new ClearCustomerData(session, registry, new InMemoryIdentityStepStore(), new InMemoryPreferences());
  const requestLogOff = new RequestLogOff(session, navigator, clock, new LogOff(api, session, clear, navigator));
  keeper = new SessionKeeper(session, api, clock, clock, requestLogOff, clear, defaultSessionTimings);
  startedAt = clock.now();
});

describe('SessionKeeper cadence', () => {
  it('checks the session every 60 s at CAM30 and above, and sends no keep-alive', async () => {
    session.update({ level: 30, maxLevel: 30 });
    keeper.start();
    await advance(59 * second);
    expect(api.count('check')).toBe(0);
    await advance(1 * second);
    expect(api.count('check')).toBe(1);
    session.update({ level: 40, maxLevel: 40 });
    keeper.recordActivity();
    await advance(3 * minute);
    expect(api.count('check')).toBe(4);
    expect(api.count('keepAlive')).toBe(0);
  });

  it('sends a keep-alive every 60 s from CAM10 to CAM29, and nothing at CAM0', async () => {
    keeper.start();
    await advance(2 * minute);
    expect(api.calls).toEqual([]);
    session.update({ level: 10, maxLevel: 10 });
    await advance(3 * minute);
    expect(api.count('keepAlive')).toBe(3);
    expect(api.count('check')).toBe(0);
  });

  it('switches from keep-alive to check when the level rises', async () => {
    session.update({ level: 10, maxLevel: 10 });
    keeper.start();
    await advance(2 * minute);
    session.update({ level: 30, maxLevel: 30 });
    keeper.recordActivity();
    await advance(2 * minute);
    expect(api.calls).toEqual(['keepAlive', 'keepAlive', 'check', 'check']);
  });

  it('stops at log-off', async () => {
    session.update({ level: 40, maxLevel: 40 });
    keeper.start();
    await advance(2 * minute);
    expect(api.count('check')).toBe(2);
    await new LogOff(api, session, new ClearCustomerData(session, registry, new InMemoryIdentityStepStore(), new InMemoryPreferences()), navigator).execute();
    await advance(10 * minute);
    expect(api.calls).toEqual(['check', 'check', 'logOff']);
  });

  it('leaves no timer behind when stopped', async () => {
    session.update({ level: 30 });
    keeper.start();
    keeper.start();
    expect(clock.pending).toBe(2);
    keeper.stop();
    expect(clock.pending).toBe(0);
    await advance(5 * minute);
    expect(api.calls).toEqual([]);
  });

  it('ignores a failed keep-alive below CAM30', async () => {
    session.update({ level: 10 });
    api.failKeepAliveWith({ code: 'FD001T', description: 'failed' });
    keeper.start();
    await advance(2 * minute);
    expect(session.state.sessionTimeoutModalOpen).toBe(false);
    expect(session.state.level).toBe(10);
    expect(api.count('keepAlive')).toBe(2);
  });
});

describe('SessionKeeper check answers', () => {
  beforeEach(() => {
    session.update({ level: 40, maxLevel: 40, cin: 'demo.hardkey' });
    keeper.start();
  });

  it('keeps the session on 0000 and SSCHK', async () => {
    await advance(1 * minute);
    api.answerCheckWith({ statusCode: 'SSCHK', errorCodes: [] });
    await advance(1 * minute);
    expect(session.state.level).toBe(40);
    expect(session.state.sessionTimeoutModalOpen).toBe(false);
    expect(navigator.visited).toEqual([]);
  });

  it('opens the session-timeout modal and wipes the data when the check fails', async () => {
    api.failCheckWith({ code: 'FD001T', description: 'failed' });
    await advance(1 * minute);
    expect(session.state.sessionTimeoutModalOpen).toBe(true);
    expect(session.state.level).toBe(0);
    expect(session.state.cin).toBeNull();
    expect(cleared).toBe(1);
    await advance(3 * minute);
    expect(api.count('check')).toBe(1);
  });

  it('treats an error status as a failed check', async () => {
    api.answerCheckWith({ statusCode: 'E001', errorCodes: [] });
    await advance(1 * minute);
    expect(session.state.sessionTimeoutModalOpen).toBe(true);
    expect(navigator.visited).toEqual([]);
  });

  it.each([
    [{ statusCode: 'DSPSMM', errorCodes: [] }, '/logoff/session-mismatch'],
    [{ statusCode: 'E001', errorCodes: ['0014'] }, '/logoff/multiple-login'],
    [{ statusCode: 'E001', errorCodes: ['0020'] }, '/logoff/timed-out'],
    [{ statusCode: 'E001', errorCodes: ['0009'] }, '/logoff/locked'],
    [{ statusCode: 'E001', errorCodes: ['0015'] }, '/logoff/temporarily-locked'],
  ])('logs off with a reason on a listed session error %j', async (answer, route) => {
    api.answerCheckWith(answer);
    await advance(1 * minute);
    expect(navigator.current).toBe(route);
    // The log-off page runs the log-off; without one, it runs after the grace period.
    expect(api.count('logOff')).toBe(0);
    await advance(logOffPageGraceMs);
    expect(new Set(navigator.visited)).toEqual(new Set([route]));
    expect(api.count('logOff')).toBe(1);
    expect(session.state.level).toBe(0);
    expect(session.state.sessionTimeoutModalOpen).toBe(false);
    expect(cleared).toBe(1);
  });

  it('ignores an answer that arrives after the customer logged off', async () => {
    let answer: (a: { statusCode: string; errorCodes: string[] }) => void = () => {};
    api.check = () => new Promise((resolve) => (answer = resolve));
    await advance(1 * minute);
    session.reset();
    answer({ statusCode: 'E001', errorCodes: ['0014'] });
    await advance(1 * second);
    expect(navigator.visited).toEqual([]);
    expect(session.state.sessionTimeoutModalOpen).toBe(false);
  });
});

describe('SessionKeeper inactivity (PSD2 RTS 4(3)(d), WCAG 2.2.1)', () => {
  beforeEach(() => {
    session.update({ level: 40, maxLevel: 40 });
    keeper.start();
  });

  it('warns 60 s before and logs off after 5 minutes without activity', async () => {
    await advance(4 * minute - second);
    expect(session.state.inactivityWarningOpen).toBe(false);
    await advance(second);
    expect(session.state.inactivityWarningOpen).toBe(true);
    expect(session.state.inactivityLogOffAt).toBe(startedAt + 5 * minute);
    await advance(59 * second);
    expect(navigator.visited).toEqual([]);
    expect(session.state.level).toBe(40);
    await advance(second);
    expect(navigator.current).toBe('/logoff/inactivity');
    expect(session.state.inactivityWarningOpen).toBe(false);
    await advance(logOffPageGraceMs);
    expect(api.count('logOff')).toBe(1);
    expect(session.state.level).toBe(0);
    expect(cleared).toBe(1);
    expect(new Set(navigator.visited)).toEqual(new Set(['/logoff/inactivity']));
  });

  it('does not count the background checks as activity', async () => {
    await advance(4 * minute);
    expect(api.count('check')).toBe(4);
    expect(session.state.inactivityWarningOpen).toBe(true);
  });

  it('starts the 5 minutes again at each activity', async () => {
    await advance(3 * minute);
    keeper.recordActivity();
    await advance(4 * minute - second);
    expect(session.state.inactivityWarningOpen).toBe(false);
    await advance(second);
    expect(session.state.inactivityWarningOpen).toBe(true);
    await advance(minute);
    expect(navigator.current).toBe('/logoff/inactivity');
    expect(clock.now() - startedAt).toBe(8 * minute);
  });

  it('keeps the customer logged on with the one action of the warning', async () => {
    await advance(4 * minute + 30 * second);
    expect(session.state.inactivityWarningOpen).toBe(true);
    expect(api.count('keepAlive')).toBe(0);
    keeper.stayLoggedOn();
    expect(session.state.inactivityWarningOpen).toBe(false);
    expect(session.state.inactivityLogOffAt).toBeNull();
    // The bank's session is extended as well as the page's clock.
    expect(api.count('keepAlive')).toBe(1);
    await advance(4 * minute - second);
    expect(session.state.inactivityWarningOpen).toBe(false);
    await advance(second);
    expect(session.state.inactivityWarningOpen).toBe(true);
    await advance(minute);
    expect(navigator.current).toBe('/logoff/inactivity');
  });

  it('leaves the log-off to the log-off page when it takes over in time', async () => {
    await advance(5 * minute);
    expect(navigator.current).toBe('/logoff/inactivity');
    session.reset();
    await advance(logOffPageGraceMs);
    expect(api.count('logOff')).toBe(0);
  });

  it('gives the customer at least 20 seconds to answer the warning (WCAG 2.2.1)', () => {
    expect(defaultSessionTimings.inactivityWarningBeforeMs).toBeGreaterThanOrEqual(20 * second);
    expect(defaultSessionTimings.inactivityWarningBeforeMs).toBeLessThan(defaultSessionTimings.inactivityLogOffMs);
  });

  it('a keep-alive that fails on Stay logged on leaves the warning closed and the next check to decide', async () => {
    await advance(4 * minute + 30 * second);
    api.keepAlive = () => {
      api.calls.push('keepAlive');
      return Promise.reject(new Error('lost'));
    };
    keeper.stayLoggedOn();
    await advance(second);
    expect(session.state.inactivityWarningOpen).toBe(false);
    expect(navigator.visited).toEqual([]);
  });

  it('is not dismissed by other activity while the warning is open', async () => {
    await advance(4 * minute + 10 * second);
    keeper.recordActivity();
    expect(session.state.inactivityWarningOpen).toBe(true);
    await advance(50 * second);
    expect(navigator.current).toBe('/logoff/inactivity');
  });

  it('has no inactivity log-off below CAM30', async () => {
    session.update({ level: 10 });
    await advance(12 * minute);
    expect(session.state.inactivityWarningOpen).toBe(false);
    expect(navigator.visited).toEqual([]);
  });
});

describe('SessionKeeper with shortened timings', () => {
  it('takes its limits from SessionTimings', async () => {
    const clear = new ClearCustomerData(session, registry, new InMemoryIdentityStepStore(), new InMemoryPreferences());
    const request = new RequestLogOff(session, navigator, clock, new LogOff(api, session, clear, navigator));
    const short = new SessionKeeper(session, api, clock, clock, request, clear, {
      checkIntervalMs: 10 * second,
      inactivityLogOffMs: 40 * second,
      inactivityWarningBeforeMs: 20 * second,
    });
    session.update({ level: 30 });
    short.start();
    await advance(20 * second);
    expect(api.count('check')).toBe(2);
    expect(session.state.inactivityWarningOpen).toBe(true);
    await advance(20 * second);
    expect(navigator.current).toBe('/logoff/inactivity');
  });
});

describe('SessionKeeper edges (mutation testing)', () => {
  it('says whether it is running', () => {
    expect(keeper.running).toBe(false);
    keeper.start();
    expect(keeper.running).toBe(true);
    keeper.stop();
    expect(keeper.running).toBe(false);
  });

  it('can be stopped before it was started, and then writes nothing to the auth state', () => {
    const update = vi.spyOn(session, 'update');
    keeper.stop();
    expect(update).not.toHaveBeenCalled();
    expect(clock.pending).toBe(0);
  });

  it('closes an open warning when stopped', async () => {
    session.update({ level: 40, maxLevel: 40 });
    keeper.start();
    await advance(4 * minute);
    expect(session.state.inactivityWarningOpen).toBe(true);
    keeper.stop();
    expect(session.state).toMatchObject({ inactivityWarningOpen: false, inactivityLogOffAt: null });
    expect(clock.pending).toBe(0);
  });

  it('arms no timer for the warning’s action once stopped', () => {
    session.update({ level: 40, maxLevel: 40 });
    keeper.start();
    keeper.stop();
    keeper.stayLoggedOn();
    expect(clock.pending).toBe(0);
    expect(api.count('keepAlive')).toBe(0);
  });

  it('arms nothing after an inactivity log-off whose page stopped the keeper at once', async () => {
    session.update({ level: 40, maxLevel: 40 });
    const clear = new ClearCustomerData(session, registry, new InMemoryIdentityStepStore(), new InMemoryPreferences());
    const requestLogOff = new RequestLogOff(session, navigator, clock, new LogOff(api, session, clear, navigator));
    // The page that takes over at the log-off disposes of the keeper before the request returns.
    const stopping: SessionKeeper = new SessionKeeper(session, api, clock, clock, {
        execute: (request) => {
          const route = requestLogOff.execute(request);
          stopping.stop();
          return route;
        },
      }, clear, defaultSessionTimings);
    stopping.start();
    await advance(5 * minute);
    expect(navigator.current).toBe('/logoff/inactivity');
    expect(stopping.running).toBe(false);
    await advance(logOffPageGraceMs);
    expect(clock.pending).toBe(0);
  });

  it('sends no second check while one is still out', async () => {
    session.update({ level: 40, maxLevel: 40 });
    api.check = () => {
      api.calls.push('check');
      return new Promise(() => {});
    };
    keeper.start();
    keeper.recordActivity();
    await advance(3 * minute);
    expect(api.count('check')).toBe(1);
  });

  it('acts on a check answer at CAM30 (not only above)', async () => {
    session.update({ level: 30, maxLevel: 30 });
    api.answerCheckWith({ statusCode: 'DSPSMM', errorCodes: [] });
    keeper.start();
    await advance(1 * minute);
    expect(navigator.current).toBe('/logoff/session-mismatch');
  });

  it('reads a live status in any case and spacing', async () => {
    session.update({ level: 40, maxLevel: 40 });
    api.answerCheckWith({ statusCode: ' sschk ', errorCodes: [] });
    keeper.start();
    await advance(1 * minute);
    expect(session.state.sessionTimeoutModalOpen).toBe(false);
    expect(session.state.level).toBe(40);
  });

  it('reads the reason in the status before the error codes', () => {
    expect(sessionEndReason({ statusCode: 'DSPSMM', errorCodes: ['0009'] })).toBe('session-mismatch');
    expect(sessionEndReason({ statusCode: '0000', errorCodes: ['E1', '0014'] })).toBe('multiple-login');
    expect(sessionEndReason({ statusCode: '0000', errorCodes: [] })).toBeNull();
  });

  it('keeps the inactivity log-off for a new log-on after a session error ended the last one', async () => {
    session.update({ level: 40, maxLevel: 40 });
    api.answerCheckWith({ statusCode: 'DSPSMM', errorCodes: [] });
    keeper.start();
    await advance(1 * minute);
    expect(navigator.current).toBe('/logoff/session-mismatch');
    api.answerCheckWith({ statusCode: '0000', errorCodes: [] });
    await advance(logOffPageGraceMs);
    expect(session.state.level).toBe(0);
    session.update({ level: 40, maxLevel: 40 });
    keeper.recordActivity();
    const loggedOnAt = clock.now();
    await advance(4 * minute);
    expect(session.state.inactivityWarningOpen).toBe(true);
    expect(session.state.inactivityLogOffAt).toBe(loggedOnAt + 5 * minute);
  });

  it('keeps the inactivity log-off for a new log-on after an inactivity log-off', async () => {
    session.update({ level: 40, maxLevel: 40 });
    keeper.start();
    await advance(5 * minute);
    expect(navigator.current).toBe('/logoff/inactivity');
    await advance(logOffPageGraceMs);
    expect(session.state.level).toBe(0);
    session.update({ level: 40, maxLevel: 40 });
    keeper.recordActivity();
    await advance(4 * minute);
    expect(session.state.inactivityWarningOpen).toBe(true);
  });

  it('leaves no warning timer behind when a session error lands after it was stopped', async () => {
    session.update({ level: 40, maxLevel: 40 });
    let answer: (a: { statusCode: string; errorCodes: string[] }) => void = () => {};
    api.check = () => new Promise((resolve) => (answer = resolve));
    keeper.start();
    await advance(1 * minute);
    keeper.stop();
    answer({ statusCode: 'DSPSMM', errorCodes: [] });
    await advance(second);
    await advance(logOffPageGraceMs);
    expect(navigator.current).toBe('/logoff/session-mismatch');
    expect(session.state.level).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('does not log off for inactivity once another log-off closed the warning', async () => {
    session.update({ level: 40, maxLevel: 40 });
    keeper.start();
    await advance(4 * minute + 30 * second);
    expect(session.state.inactivityWarningOpen).toBe(true);
    // An answer elsewhere says the customer is locked (HandleHttpAnswer -> RequestLogOff).
    new RequestLogOff(session, navigator, clock, new LogOff(api, session, new ClearCustomerData(session, registry, new InMemoryIdentityStepStore(), new InMemoryPreferences()), navigator)).execute({ reason: 'locked' });
    await advance(logOffPageGraceMs);
    expect(session.state.level).toBe(0);
    await advance(1 * minute);
    // The request and the log-off itself both enter /logoff/locked; no /logoff/inactivity follows.
    expect(new Set(navigator.visited)).toEqual(new Set(['/logoff/locked']));
  });
});
