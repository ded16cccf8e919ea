import { beforeEach, describe, expect, it } from 'vitest';
import { FakeIdentityService } from '../../adapters/fakes/fake-identity.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeFeatureToggles, FakeSessionApi, FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeErrorReporter, FakeNavigator, FakeTracking, InMemoryPreferences } from '../../adapters/fakes/fake-system.adapter';
import { IdentityServiceFailure, type IdentityService } from '../identity/identity-service.port';
import type { IdentityStep } from '../identity/identity-step';
import { ApplyIdentityStep, pageTokenType } from './apply-identity-step';
import { CheckForcedTokenSelection } from './check-forced-token-selection.use-case';
import { ClearCustomerData } from './clear-customer-data.use-case';
import { InMemoryCustomerDataRegistry } from './customer-data-registry';
import { FollowLogOnLink } from './follow-log-on-link.use-case';
import { ForceTokenSelectionIfNeeded } from './force-token-selection-if-needed.use-case';
import { InMemoryIdentityStepStore } from './identity-step-store';
import { LoadForcedTokenSelection } from './load-forced-token-selection.use-case';
import { isLogOffRoute, listedFailureCode, listedFailureCodes, type LogOnOutcome } from './log-on-outcome';
import { LogOnStep } from './log-on-step.use-case';
import { LogOff } from './log-off.use-case';
import { logOffPageGraceMs, RequestLogOff } from './request-log-off.use-case';
import { runIdentityCall } from './run-identity-call';
import { SessionScope } from './session-scope';
import { StartLogOn } from './start-log-on.use-case';

let identity: FakeIdentityService;
let session: FakeSessionState;
let navigator: FakeNavigator;
let tracking: FakeTracking;
let preferences: InMemoryPreferences;
let steps: InMemoryIdentityStepStore;
let registry: InMemoryCustomerDataRegistry;
let toggles: FakeFeatureToggles;
let apply: ApplyIdentityStep;
let bank: FakeSessionApi;
let clock: FakeClock;
let reporter: FakeErrorReporter;
let logOff: LogOff;

function logOnUseCases(service: IdentityService = identity) {
  const load = new LoadForcedTokenSelection(service, session, apply);
  const force = new ForceTokenSelectionIfNeeded(new CheckForcedTokenSelection(session, toggles), load);
  return {
    start: new StartLogOn(service, session, apply),
    submit: new LogOnStep(service, session, apply, force),
    follow: new FollowLogOnLink(service, session, apply),
    load,
  };
}

/** The whole log-on of a demo customer, submitting autosubmit steps as a page would. */
async function logOn(username: string, characters: [string, string, string], code = '123456'): Promise<LogOnOutcome[]> {
  const { start, submit } = logOnUseCases();
  const outcomes: LogOnOutcome[] = [];
  let outcome = await start.execute();
  const next = async (values: Record<string, string>) => {
    if (outcome.kind === 'failed' || outcome.kind === 'ended') return;
    outcome = await submit.execute(outcome.step, values);
    outcomes.push(outcome);
    while (outcome.kind === 'moved' && outcome.autosubmit) {
      outcome = await submit.execute(outcome.step, {});
      outcomes.push(outcome);
    }
  };
  await next({ userid: username });
  await next({ keyrcc_password_first: characters[0], keyrcc_password_second: characters[1], keyrcc_password_third: characters[2], memorableAnswer: 'Paddington' });
  if (outcome.kind === 'moved' && outcome.route === '/authentication/securetoken') await next({ memorableAnswer: 'Paddington', idv_OtpCredential: code });
  return outcomes;
}

const step = (partial: Partial<IdentityStep>): IdentityStep => ({
  name: 'Test',
  route: '/authentication/password',
  form: null,
  inputs: [],
  selects: [],
  labels: {},
  links: [],
  errors: [],
  status: 'OK',
  data: {},
  ...partial,
});

beforeEach(() => {
  identity = new FakeIdentityService();
  session = new FakeSessionState();
  navigator = new FakeNavigator();
  tracking = new FakeTracking();
  preferences = new InMemoryPreferences();
  steps = new InMemoryIdentityStepStore();
  registry = new InMemoryCustomerDataRegistry();
  toggles = new FakeFeatureToggles();
  bank = new FakeSessionApi();
  clock = new FakeClock();
  reporter = new FakeErrorReporter();
  logOff = new LogOff(bank, session, new ClearCustomerData(session, registry, steps, preferences), navigator);
  const requestLogOff = new RequestLogOff(session, navigator, clock, logOff);
  const scope = new SessionScope();
  registry.register('session-scope', () => scope.end());
  apply = new ApplyIdentityStep(session, tracking, navigator, steps, preferences, requestLogOff, reporter, scope);
});

/** What the log-off page does once shown (or RequestLogOff's fallback, when it is not). */
async function runLogOffPage(): Promise<void> {
  clock.advance(logOffPageGraceMs);
  await logOff.execute();
}

describe('LogOnStep with the demo bank', () => {
  it('takes demo.hardkey through the three stages to CAM40 on /summary', async () => {
    const outcomes = await logOn('demo.hardkey', ['e', 'u', '4']);
    expect(outcomes.map((o) => `${o.kind} ${o.kind === 'invalid' || o.kind === 'ended' ? '' : o.route}`)).toEqual([
      'moved /authentication/password',
      'moved /idv/cam40redirect',
      'moved /authentication/securetoken',
      'moved /summary',
    ]);
    expect(navigator.visited).toEqual([
      '/authentication/username',
      '/authentication/password',
      '/idv/cam40redirect',
      '/authentication/securetoken',
      '/summary',
    ]);
    expect(session.state).toMatchObject({ level: 40, maxLevel: 40, cin: 'demo.hardkey', tokenType: 'hard_selected', ibStatus: 'ACTIVE', loading: false });
    expect(tracking.pages.filter((p) => p.name === 'verification/logon')).toHaveLength(1);
    expect(steps.current?.route).toBe('/summary');
  });

  it('sets level and max level from each OK step', async () => {
    const { start, submit } = logOnUseCases();
    const first = await start.execute();
    expect(session.state.level).toBe(0);
    if (first.kind !== 'moved') throw new Error('expected the username page');
    await submit.execute(first.step, { userid: 'demo.appkey' });
    expect(session.state).toMatchObject({ level: 10, maxLevel: 10, cin: 'demo.appkey' });
  });

  it('returns the field errors of an INVALID step and does not move', async () => {
    const outcomes = await logOn('demo.appkey', ['x', 'x', 'x']);
    const last = outcomes[outcomes.length - 1];
    expect(last?.kind).toBe('invalid');
    if (last?.kind !== 'invalid') return;
    expect(last.errors.map((e) => e.code)).toEqual(['LOG_0001']);
    expect(navigator.current).toBe('/authentication/password');
    expect(session.state.loading).toBe(false);
  });

  it('sends demo.locked by the one log-off path: /logoff/locked, the bank’s log-off, every store wiped', async () => {
    let accounts = ['Current account'];
    let shareDealingToken: string | null = 'sd-token';
    registry.register('accounts', () => {
      accounts = [];
      shareDealingToken = null;
    });
    const outcomes = await logOn('demo.locked', ['M', 'r', '4']);
    expect(outcomes[outcomes.length - 1]).toEqual({ kind: 'failed', route: '/logoff/locked', code: null });
    expect(navigator.current).toBe('/logoff/locked');
    expect(steps.current).toBeNull();
    await runLogOffPage();
    expect(bank.count('logOff')).toBe(1);
    expect(session.state.level).toBe(0);
    expect(session.state.cin).toBeNull();
    expect(accounts).toEqual([]);
    expect(shareDealingToken).toBeNull();
    expect(reporter.reports.map((r) => r.code)).toEqual(['0009']);
  });

  it('sends demo.forceselect to the token choice', async () => {
    await logOn('demo.forceselect', ['r', 'u', '2']);
    expect(navigator.current).toBe('/activation/choose');
    expect(session.state.level).toBe(30);
  });

  it('goes to the general error page on a transport failure', async () => {
    const { start } = logOnUseCases();
    identity.failNextWith({ code: 'FD999T', description: 'no answer' });
    session.update({ level: 10, loading: true });
    expect(await start.execute()).toEqual({ kind: 'failed', route: '/authentication/error', code: 'FD999T' });
    expect(session.state).toMatchObject({ level: 0, loading: false });
  });

  it('follows a link and applies its page', async () => {
    const outcome = await logOnUseCases().follow.execute('/gateway/idv/test/multiple-login');
    expect(outcome).toEqual({ kind: 'failed', route: '/logoff/multiple-login', code: null });
  });
});

describe('LogOnStep outcomes', () => {
  const scripted = (answer: IdentityStep): IdentityService => ({
    start: async () => answer,
    submit: async () => answer,
    follow: async () => answer,
    forceTokenSelection: async () => answer,
  });

  it.each(listedFailureCodes)('sends the listed failure %s to its error page, cancels loading and resets the level', async (code) => {
    session.update({ level: 10, maxLevel: 10 });
    const answer = step({ status: 'ERROR', route: '/authentication/error', errors: [{ code, message: 'x' }] });
    const outcome = await logOnUseCases(scripted(answer)).submit.execute(answer, {});
    expect(outcome).toEqual({ kind: 'failed', route: `/authentication/error/${code}`, code });
    expect(session.state).toMatchObject({ level: 0, loading: false });
  });

  it('reads the listed code from the route when the errors do not carry it', async () => {
    const answer = step({ status: 'ERROR', route: '/authentication/error/FD2G006' });
    expect(await logOnUseCases(scripted(answer)).submit.execute(answer, {})).toMatchObject({ route: '/authentication/error/FD2G006' });
  });

  it('sends any other failure to the general error page', async () => {
    const answer = step({ status: 'ERROR', route: '/authentication/error', errors: [{ code: 'XYZ', message: 'x' }] });
    expect(await logOnUseCases(scripted(answer)).submit.execute(answer, {})).toEqual({ kind: 'failed', route: '/authentication/error', code: null });
    expect(navigator.current).toBe('/authentication/error');
  });

  it('says when the page must be submitted again at once', async () => {
    const answer = step({ status: 'REDIRECT', route: '/idv/cam40redirect', data: { autosubmit: true, camLevel: 30 } });
    expect(await logOnUseCases(scripted(answer)).submit.execute(answer, {})).toMatchObject({ kind: 'moved', autosubmit: true });
  });

  it('forces the token choice for a CAM30 customer arriving outside the log-on flow', async () => {
    const answer = step({ status: 'OK', route: '/summary', data: { camLevel: 30, maxCamLevel: 30 } });
    const service: IdentityService = { ...scripted(answer), forceTokenSelection: async () => step({ route: '/activation/choose', data: { camLevel: 30 } }) };
    const outcome = await logOnUseCases(service).submit.execute(answer, {});
    expect(outcome).toMatchObject({ kind: 'moved', route: '/activation/choose' });
    expect(session.state.forceTokenSelect).toBe(true);
    toggles.set('forceTokenSelection', false);
    session.update({ forceTokenSelect: false });
    expect(await logOnUseCases(service).submit.execute(answer, {})).toMatchObject({ kind: 'moved', route: '/summary' });
  });
});

describe('an answer that lands after the customer left', () => {
  /** The identity service holding every answer until `release`. */
  function held(answer: IdentityStep, forced?: IdentityStep) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const later = async (page: IdentityStep) => (await gate, page);
    const service: IdentityService = {
      start: () => later(answer),
      submit: () => later(answer),
      follow: () => later(answer),
      forceTokenSelection: () => later(forced ?? answer),
    };
    return { service, release: () => release() };
  }

  it('applies the step to the session but leaves the address of a customer who went elsewhere', async () => {
    navigator.goTo('/authentication/password');
    const answer = step({ status: 'OK', route: '/idv/cam40redirect', data: { camLevel: 30, maxCamLevel: 30, autosubmit: true } });
    const { service, release } = held(answer);
    toggles.set('forceTokenSelection', false);
    const outcome = logOnUseCases(service).submit.execute(answer, {});
    navigator.goTo('/onlinereset');
    release();
    expect(await outcome).toMatchObject({ kind: 'moved', route: '/idv/cam40redirect' });
    expect(navigator.current).toBe('/onlinereset');
    expect(session.state.level).toBe(30);
    expect(steps.current).toBe(answer);
  });

  it('nor does the forced token choice that follows it move them', async () => {
    navigator.goTo('/authentication/password');
    const answer = step({ status: 'OK', route: '/summary', data: { camLevel: 30, maxCamLevel: 30 } });
    const { service, release } = held(answer, step({ route: '/activation/choose', data: { camLevel: 30 } }));
    const outcome = logOnUseCases(service).submit.execute(answer, {});
    navigator.goTo('/onlinereset');
    release();
    expect(await outcome).toMatchObject({ kind: 'moved', route: '/activation/choose' });
    expect(navigator.visited).not.toContain('/activation/choose');
    expect(navigator.current).toBe('/onlinereset');
  });

  it('applies nothing after a log-off while it was out', async () => {
    navigator.goTo('/authentication/password');
    session.update({ level: 10, maxLevel: 10, cin: 'demo.hardkey' });
    const answer = step({ status: 'OK', route: '/idv/cam40redirect', data: { camLevel: 30, maxCamLevel: 30, cin: 'demo.hardkey' } });
    const { service, release } = held(answer);
    const outcome = logOnUseCases(service).submit.execute(answer, {});
    await logOff.execute({ logOnAgain: true });
    release();
    expect(await outcome).toEqual({ kind: 'ended' });
    expect(navigator.current).toBe('/authentication/username');
    expect(session.state).toMatchObject({ level: 0, cin: null });
    expect(steps.current).toBeNull();
  });
});

describe('token type from a page', () => {
  it('keeps the selected form while the customer is choosing', () => {
    expect(pageTokenType('hard', 'soft_selected')).toBe('hard_selected');
    expect(pageTokenType('SOFT', 'hard_selected')).toBe('soft_selected');
    expect(pageTokenType('hard', 'soft')).toBe('hard');
    expect(pageTokenType(undefined, 'soft')).toBeNull();
  });

  it('adds _selected only to a plain hard or soft, never to a legacy or an already selected type', () => {
    expect(pageTokenType('hard_legacy', 'soft_selected')).toBe('hard_legacy');
    expect(pageTokenType('hard_selected', 'soft_selected')).toBe('hard_selected');
    expect(pageTokenType('usb', 'soft_selected')).toBeNull();
  });
});

describe('the completed log-on (review findings 1 and 8)', () => {
  it('marks the session loaded and lands, once, on the destination kept before log-on', async () => {
    session.update({ postAuthDestination: '/summary/0/transactions' });
    const outcomes = await logOn('demo.hardkey', ['e', 'u', '4']);
    expect(outcomes.at(-1)).toMatchObject({ kind: 'moved', route: '/summary/0/transactions' });
    expect(navigator.current).toBe('/summary/0/transactions');
    expect(session.state).toMatchObject({ level: 40, loaded: true, postAuthDestination: null });
  });

  it('goes to the post-log-on route when what was kept is not an in-app route', async () => {
    session.update({ postAuthDestination: '//evil.example/summary' });
    await logOn('demo.hardkey', ['e', 'u', '4']);
    expect(navigator.current).toBe('/summary');
    expect(session.state.postAuthDestination).toBeNull();
  });

  it('a failed step afterwards leaves the session no longer loaded', () => {
    session.update({ level: 40, loaded: true });
    apply.execute(step({ status: 'ERROR', errors: [{ code: 'FD2G004', message: 'Already logged on' }] }));
    expect(session.state).toMatchObject({ level: 0, loaded: false });
  });
});

describe('what a step writes to the session (mutation testing)', () => {
  it('takes the data of an INVALID step too (cin, levels), as of an OK one', () => {
    apply.execute(step({ status: 'INVALID', data: { cin: 'demo.appkey', camLevel: 10, maxCamLevel: 10 } }));
    expect(session.state).toMatchObject({ cin: 'demo.appkey', level: 10, maxLevel: 10 });
  });

  it('takes no data from a step that moves elsewhere (REDIRECT) or fails', () => {
    apply.execute(step({ status: 'REDIRECT', route: '/idv/cam40redirect', data: { cin: 'someone', camLevel: 40, tokenType: 'hard' } }));
    expect(session.state).toMatchObject({ cin: null, level: 0, maxLevel: 0, tokenType: 'soft_selected' });
    expect(preferences.tokenType).toBeNull();
  });

  it('keeps what a step does not carry: cin, the activation period, the online banking status, the levels', () => {
    session.update({ cin: 'demo.hardkey', inTokenActivationPeriod: true, ibStatus: 'ACTIVE', level: 30, maxLevel: 30 });
    apply.execute(step({ status: 'OK', data: {} }));
    expect(session.state.cin).toBe('demo.hardkey');
    expect(session.state.inTokenActivationPeriod).toBe(true);
    expect(session.state.ibStatus).toBe('ACTIVE');
    expect(session.state.level).toBe(30);
    expect(session.state.maxLevel).toBe(30);
  });

  it('takes the activation period whichever way it says', () => {
    apply.execute(step({ status: 'OK', data: { inTokenActivationPeriod: true } }));
    expect(session.state.inTokenActivationPeriod).toBe(true);
    apply.execute(step({ status: 'OK', data: { inTokenActivationPeriod: false } }));
    expect(session.state.inTokenActivationPeriod).toBe(false);
  });

  it('takes the max level the page gives beside its level', () => {
    apply.execute(step({ status: 'OK', data: { camLevel: 10, maxCamLevel: 30 } }));
    expect(session.state).toMatchObject({ level: 10, maxLevel: 30 });
  });

  it('takes a max level without a level and leaves the level alone', () => {
    session.update({ level: 10, maxLevel: 10 });
    apply.execute(step({ status: 'OK', data: { maxCamLevel: 40 } }));
    expect(session.state).toMatchObject({ level: 10, maxLevel: 40 });
  });

  it('cancels loading on a page it only moves to (REDIRECT)', () => {
    session.update({ loading: true });
    const answer = step({ status: 'REDIRECT', route: '/idv/cam40redirect' });
    expect(apply.execute(answer)).toEqual({ kind: 'moved', step: answer, route: '/idv/cam40redirect', autosubmit: false });
    expect(session.state.loading).toBe(false);
    expect(reporter.reports).toEqual([]);
  });

  it('reports a fallback page (FD2G509) with its step, status and route, and still moves there', () => {
    const answer = step({ name: 'Fallback', status: 'FALLBACK', route: '/authentication/error/FD2G509' });
    expect(apply.execute(answer)).toMatchObject({ kind: 'moved', route: '/authentication/error/FD2G509' });
    expect(reporter.reports).toEqual([{ code: 'FD2G509', message: 'Log-on step Fallback ended with status FALLBACK' }]);
    // The fake reporter masks digits in the context as the real one does.
    expect(reporter.contexts).toEqual([{ step: 'Fallback', status: 'FALLBACK', route: '/authentication/error/FD*G***' }]);
  });

  it('reports a failed page that carries no code as FD2G002, and keeps no error description', () => {
    apply.execute(step({ name: 'Password', status: 'ERROR', route: '/authentication/error' }));
    expect(reporter.reports).toEqual([{ code: 'FD2G002', message: 'Log-on step Password ended with status ERROR' }]);
    expect(session.state.error).toBeNull();
  });

  it('keeps the listed code and the page’s message as the session error', () => {
    apply.execute(step({ status: 'ERROR', errors: [{ code: 'FD2G005', message: 'Limit exceeded' }] }));
    expect(session.state.error).toEqual({ code: 'FD2G005', description: 'Limit exceeded' });
  });

  it('keeps a transport failure as the session error, with an empty description when none came', () => {
    expect(apply.failed('FD999T', 'no answer')).toEqual({ kind: 'failed', route: '/authentication/error', code: 'FD999T' });
    expect(session.state.error).toEqual({ code: 'FD999T', description: 'no answer' });
    apply.failed('FD001T');
    expect(session.state.error).toEqual({ code: 'FD001T', description: '' });
  });

  it('drops a transport failure that lands after a log-off: no session error, no error page', async () => {
    navigator.goTo('/authentication/password');
    const from = apply.origin();
    await logOff.execute({ logOnAgain: true });
    expect(apply.failed('FD999T', 'no answer', from)).toEqual({ kind: 'ended' });
    expect(session.state.error).toBeNull();
    expect(navigator.current).toBe('/authentication/username');
    expect(reporter.reports).toEqual([]);
  });

  it.each([
    ['LOGGED_OUT', '/logoff'],
    ['TIMED_OUT', '/logoff/timed-out'],
  ] as const)('ends the session on %s without a report, and cancels loading', (status, route) => {
    session.update({ loading: true });
    expect(apply.execute(step({ status, route }))).toEqual({ kind: 'failed', route, code: null });
    expect(navigator.current).toBe(route);
    expect(session.state.loading).toBe(false);
    expect(reporter.reports).toEqual([]);
  });
});

describe('listed failure codes and log-off routes (mutation testing)', () => {
  it('reads a listed code in any case and spacing', () => {
    expect(listedFailureCode({ errors: [{ code: ' fd2g004 ', message: 'x' }], route: '/authentication/error' })).toBe('FD2G004');
    expect(listedFailureCode({ errors: [], route: '/authentication/error/fd2g006' })).toBe('FD2G006');
  });

  it('reads no code from an error route whose code is not listed', () => {
    expect(listedFailureCode({ errors: [], route: '/authentication/error/XYZ' })).toBeNull();
  });

  it.each([
    ['/logoff', true],
    ['/logoff/locked', true],
    ['/authentication/logoff', true],
    ['/authentication/logoff/multiple-login', true],
    ['/logoffs', false],
    ['/help/logoff', false],
    ['/authentication/password', false],
  ])('%s is a log-off route: %s', (route, expected) => {
    expect(isLogOffRoute(route)).toBe(expected);
  });
});

describe('one identity call (mutation testing)', () => {
  it('shows loading while the call is out', async () => {
    let answer: (s: IdentityStep) => void = () => {};
    const outcome = runIdentityCall(session, apply, () => new Promise((resolve) => (answer = resolve)));
    expect(session.state.loading).toBe(true);
    answer(step({ status: 'OK', route: '/authentication/password' }));
    expect(await outcome).toMatchObject({ kind: 'moved', route: '/authentication/password' });
    expect(session.state.loading).toBe(false);
  });

  it('sends any other error (not an identity failure) to the general error page without a code', async () => {
    const outcome = await runIdentityCall(session, apply, () => Promise.reject(new TypeError('bad page')));
    expect(outcome).toEqual({ kind: 'failed', route: '/authentication/error', code: null });
    expect(session.state.error).toBeNull();
  });

  it('keeps the code and description of an identity failure', async () => {
    const outcome = await runIdentityCall(session, apply, () => Promise.reject(new IdentityServiceFailure({ code: 'FD999T', description: 'no answer' })));
    expect(outcome).toEqual({ kind: 'failed', route: '/authentication/error', code: 'FD999T' });
    expect(session.state.error).toEqual({ code: 'FD999T', description: 'no answer' });
  });

  it('marks the forced token choice before its page is loaded', async () => {
    const service: Pick<IdentityService, 'forceTokenSelection'> = { forceTokenSelection: async () => step({ route: '/activation/choose' }) };
    expect(await new LoadForcedTokenSelection(service, session, apply).execute()).toMatchObject({ kind: 'moved', route: '/activation/choose' });
    expect(session.state.forceTokenSelect).toBe(true);
  });
});
