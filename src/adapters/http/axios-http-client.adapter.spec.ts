import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AxiosHttpClient } from './axios-http-client.adapter';
import { HttpFailure } from './http-client';
import { defaultHttpClientSettings } from './http-client-settings';
import { InMemoryGlobalSettings } from './in-memory-global-settings.adapter';
import { parseJsonText } from './read-answer';
import { ObservableSessionState } from '../state/observable-session-state.adapter';
import { FakeErrorReporter, FakeNavigator, InMemoryPreferences } from '../fakes/fake-system.adapter';
import { FakeClock } from '../fakes/fake-clock.adapter';
import { FakeSessionApi } from '../fakes/fake-session.adapter';
import { HandleHttpAnswer } from '../../core/http/handle-http-answer.use-case';
import { ClearCustomerData } from '../../core/session/clear-customer-data.use-case';
import { InMemoryCustomerDataRegistry } from '../../core/session/customer-data-registry';
import { InMemoryIdentityStepStore } from '../../core/session/identity-step-store';
import { LogOff } from '../../core/session/log-off.use-case';
import { logOffPageGraceMs, RequestLogOff } from '../../core/session/request-log-off.use-case';
import type { AppConfig } from '../../core/shared/app-config';
import type { Scheduler } from '../../core/shared/clock.port';

const config: AppConfig = {
  name: 'local',
  apiBase: '/gateway/api',
  identityBase: '/gateway/idv',
  contentBase: '/content',
  shareDealingHost: '/demo-sharedealing',
  bankDomains: ['bank.invalid'],
  bankHomeUrl: 'https://www.bank.invalid/',
  groupMember: 'UKDIRECT',
  helpPhone: '020 7946 0123',
};

type Reply =
  | { status: number; body?: string; headers?: Record<string, string> }
  | { network: 'ERR_NETWORK' | 'ECONNABORTED' }
  | { thrown: Error };

/** A transport that plays replies in order and records every request it saw. */
function harness(replies: Reply[], settings = defaultHttpClientSettings) {
  const seen: InternalAxiosRequestConfig[] = [];
  const queue = [...replies];
  const transport: AxiosAdapter = (config) => {
    seen.push(config);
    const reply = queue.shift() ?? { status: 200, body: '{}' };
    if ('network' in reply) return Promise.reject(new AxiosError('fail', reply.network, config));
    if ('thrown' in reply) return Promise.reject(reply.thrown);
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    return Promise.resolve(response);
  };
  const sleeps: number[] = [];
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      sleeps.push(ms);
      fn();
      return () => {};
    },
    setInterval: () => () => {},
  };
  const preferences = new InMemoryPreferences();
  const session = new ObservableSessionState();
  const navigator = new FakeNavigator();
  const globals = new InMemoryGlobalSettings();
  const reporter = new FakeErrorReporter();
  // The one log-off path behind the answers, with the bank's log-off in memory and its own clock.
  const bank = new FakeSessionApi();
  const registry = new InMemoryCustomerDataRegistry();
  const steps = new InMemoryIdentityStepStore();
  const logOffClock = new FakeClock();
  const logOff = new LogOff(bank, session, new ClearCustomerData(session, registry, steps, preferences), navigator);
  const requestLogOff = new RequestLogOff(session, navigator, logOffClock, logOff);
  const answers = new HandleHttpAnswer(session, preferences, navigator, reporter, () => requestLogOff, config.bankDomains);
  const now = Date.UTC(2026, 10, 22, 9, 30, 0);
  const client = new AxiosHttpClient(config, preferences, globals, { now: () => now }, scheduler, { ...settings, transport }, answers);
  return { client, seen, sleeps, preferences, session, navigator, globals, reporter, bank, registry, steps, logOff, logOffClock, now };
}

async function failureOf(promise: Promise<unknown>): Promise<HttpFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpFailure);
    return error as HttpFailure;
  }
  throw new Error('expected the call to fail');
}

const json = (value: unknown, status = 200, headers: Record<string, string> = {}) => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json', ...headers },
});

const envelopeError = (code: string, desc: string, statusCode = 'E001') => ({
  header: { statusCode, errorMsg: [{ code, desc }, { code: 'OTHER', desc: 'second' }] },
  body: null,
});

describe('AxiosHttpClient headers', () => {
  it('sends the common headers of docs/rules/calls.md on every call', async () => {
    const h = harness([json({ ok: 1 })]);
    await h.client.get('/gateway/api/ping');
    const headers = AxiosHeaders.from(h.seen[0]?.headers);
    expect(headers.get('X-Channel')).toBe('WEB');
    expect(headers.get('X-Locale')).toBe('en_GB');
    expect(headers.get('X-Country')).toBe('GB');
    expect(headers.get('X-Group-Member')).toBe('UKDIRECT');
    expect(headers.get('X-Technology')).toBe('2G');
    expect(headers.get('X-Token-Type')).toBe('SESSION_TOKEN');
    expect(headers.get('X-User-Preferences')).toMatch(/lang=.*;tz=.*;screen=/);
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.has('X-Routing')).toBe(false);
    expect(headers.has('Idempotency-Key')).toBe(false);
  });

  it('adds the stored routing header when one is set', async () => {
    const h = harness([json({})]);
    h.preferences.setRoutingHeader('SHP');
    await h.client.get('/x');
    expect(AxiosHeaders.from(h.seen[0]?.headers).get('X-Routing')).toBe('SHP');
  });

  it('gives the same fingerprint on every call', async () => {
    const h = harness([json({}), json({})]);
    await h.client.get('/a');
    await h.client.get('/b');
    const [a, b] = h.seen.map((c) => AxiosHeaders.from(c.headers).get('X-User-Preferences'));
    expect(a).toBe(b);
  });

  it('puts a fresh Idempotency-Key on every state-changing call', async () => {
    const h = harness([json({}), json({}), json({})]);
    await h.client.post('/p', { a: 1 });
    await h.client.patch('/p', { a: 2 });
    await h.client.delete('/p');
    const keys = h.seen.map((c) => AxiosHeaders.from(c.headers).get('Idempotency-Key'));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('uses the caller’s idempotency key when given', async () => {
    const h = harness([json({})]);
    await h.client.post('/p', {}, { idempotencyKey: 'same-action-1' });
    expect(AxiosHeaders.from(h.seen[0]?.headers).get('Idempotency-Key')).toBe('same-action-1');
  });

  it('lets the caller override a common header (content caching)', async () => {
    const h = harness([json({})]);
    await h.client.get('/c', { headers: { 'Cache-Control': 'max-age=86400' } });
    expect(AxiosHeaders.from(h.seen[0]?.headers).get('Cache-Control')).toBe('max-age=86400');
    expect(AxiosHeaders.from(h.seen[0]?.headers).has('Pragma')).toBe(false);
  });

  it('uses the configured time-out (35 s by default)', async () => {
    const h = harness([json({})]);
    await h.client.get('/x');
    expect(h.seen[0]?.timeout).toBe(35_000);
    const short = harness([json({})], { ...defaultHttpClientSettings, timeoutMs: 500 });
    await short.client.get('/x');
    expect(short.seen[0]?.timeout).toBe(500);
  });
});

describe('AxiosHttpClient answers', () => {
  it('resolves with the parsed JSON', async () => {
    const h = harness([json({ header: { statusCode: '0000' }, body: { n: 1 } })]);
    await expect(h.client.get('/x')).resolves.toEqual({ header: { statusCode: '0000' }, body: { n: 1 } });
  });

  it('resolves text answers as text', async () => {
    const h = harness([{ status: 200, body: '<html><body>page</body></html>' }]);
    await expect(h.client.get('/page', { responseType: 'text' })).resolves.toBe('<html><body>page</body></html>');
  });

  it('resolves an empty answer as undefined', async () => {
    const h = harness([{ status: 204 }]);
    await expect(h.client.delete('/x')).resolves.toBeUndefined();
  });

  it('keeps the correlation id and Date of every response as global settings', async () => {
    const h = harness([
      json({}, 200, { date: 'Sun, 22 Nov 2026 09:30:00 GMT', 'x-correlation-id': 'corr-1' }),
      json({}, 500, { date: 'Sun, 22 Nov 2026 09:31:00 GMT', 'x-correlation-id': 'corr-2' }),
      json({}, 200, {}),
    ]);
    await h.client.get('/a');
    expect(h.globals.serverDate).toBe('Sun, 22 Nov 2026 09:30:00 GMT');
    expect(h.globals.correlationId).toBe('corr-1');
    await h.client.post('/b').catch(() => undefined);
    expect(h.globals.correlationId).toBe('corr-2');
    expect(h.globals.serverDate).toBe('Sun, 22 Nov 2026 09:31:00 GMT');
    await h.client.get('/c');
    expect(h.globals.correlationId).toBe('corr-2');
  });
});

describe('AxiosHttpClient retries', () => {
  it('tries a GET at most 3 times on network errors, with backoff, then gives FD999T', async () => {
    const h = harness([{ network: 'ERR_NETWORK' }, { network: 'ERR_NETWORK' }, { network: 'ERR_NETWORK' }, json({})]);
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error.code).toBe('FD999T');
    expect(h.seen).toHaveLength(3);
    expect(h.sleeps).toEqual([400, 800]);
  });

  it('retries a GET that timed out', async () => {
    const h = harness([{ network: 'ECONNABORTED' }, json({ fine: true })]);
    await expect(h.client.get('/x')).resolves.toEqual({ fine: true });
    expect(h.seen).toHaveLength(2);
  });

  it('retries a GET on 5xx and succeeds on a later try', async () => {
    const h = harness([{ status: 503 }, { status: 502 }, json({ n: 3 })]);
    await expect(h.client.get('/x')).resolves.toEqual({ n: 3 });
    expect(h.seen).toHaveLength(3);
  });

  it('gives FD001T with the status after three 503s', async () => {
    const h = harness([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error).toMatchObject({ code: 'FD001T', status: 503 });
    expect(h.seen).toHaveLength(3);
  });

  it('honours a 429 Retry-After in seconds, up to the cap', async () => {
    const h = harness([{ status: 429, headers: { 'retry-after': '2' } }, { status: 429, headers: { 'retry-after': '600' } }, json({})]);
    await h.client.get('/x');
    expect(h.sleeps).toEqual([2000, 10_000]);
  });

  it('honours a 429 Retry-After given as an HTTP date', async () => {
    const h = harness([{ status: 429 }, json({})]);
    const at = new Date(h.now + 3000).toUTCString();
    const h2 = harness([{ status: 429, headers: { 'retry-after': at } }, json({})]);
    await h.client.get('/x');
    await h2.client.get('/x');
    expect(h.sleeps).toEqual([400]);
    expect(h2.sleeps).toEqual([3000]);
  });

  it('does not retry a GET on 4xx other than 429', async () => {
    const h = harness([{ status: 404 }]);
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error).toMatchObject({ code: 'FD001T', status: 404 });
    expect(h.seen).toHaveLength(1);
  });

  it.each(['post', 'patch', 'delete'] as const)('never sends a %s twice, whatever happens', async (method) => {
    for (const reply of [{ network: 'ERR_NETWORK' } as const, { network: 'ECONNABORTED' } as const, { status: 503 }, { status: 429 }]) {
      const h = harness([reply, json({})]);
      const call = method === 'delete' ? h.client.delete('/x') : h.client[method]('/x', { a: 1 });
      const failure = await failureOf(call);
      expect(failure.error.code).toBe('network' in reply ? 'FD999T' : 'FD001T');
      expect(h.seen).toHaveLength(1);
      expect(h.sleeps).toEqual([]);
    }
  });
});

describe('AxiosHttpClient failure mapping', () => {
  it('takes the first errorMsg code and description of an error envelope', async () => {
    const h = harness([json(envelopeError('FD2G003', 'Validation failed'), 400)]);
    const failure = await failureOf(h.client.post('/x'));
    expect(failure.error).toEqual({ code: 'FD2G003', description: 'Validation failed', status: 400 });
  });

  it('treats a 200 whose envelope says E001 as a failure', async () => {
    const h = harness([json(envelopeError('AP004T', 'Upcoming transactions are unavailable'))]);
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error.code).toBe('AP004T');
  });

  it('gives FD001T for a failure without an envelope', async () => {
    const h = harness([{ status: 400, body: 'Bad Request' }]);
    expect((await failureOf(h.client.post('/x'))).error.code).toBe('FD001T');
  });

  it('gives FD001T, not an unhandled rejection, for malformed JSON', async () => {
    const h = harness([{ status: 200, body: '{"header": {' }]);
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error).toMatchObject({ code: 'FD001T', status: 200 });
  });

  it('gives FD001T when the envelope is required and missing', async () => {
    const h = harness([json({ body: { n: 1 } }), json({ header: { statusCode: '0000' }, body: {} })]);
    expect((await failureOf(h.client.get('/x', { expectEnvelope: true }))).error.code).toBe('FD001T');
    await expect(h.client.get('/x', { expectEnvelope: true })).resolves.toEqual({ header: { statusCode: '0000' }, body: {} });
  });

  it('gives FD001T when the transport throws something unexpected', async () => {
    const h = harness([{ thrown: new TypeError('boom') }]);
    expect((await failureOf(h.client.get('/x'))).error.code).toBe('FD001T');
  });

  it.each(['Sorry we cannot action your request', 'Please try again later'])(
    'sends the customer to the general error page for "%s"',
    async (text) => {
      const h = harness([{ status: 200, body: `<html><p>${text}.</p></html>` }]);
      const failure = await failureOf(h.client.get('/page', { responseType: 'text' }));
      expect(failure.error.code).toBe('FD001T');
      expect(h.navigator.visited).toEqual(['/authentication/error']);
    },
  );

  it('sends the customer there too when an HTML page arrives where JSON was expected', async () => {
    const h = harness([{ status: 503, body: '<html><p>Please try again later</p></html>' }, { status: 503, body: '<html><p>Please try again later</p></html>' }, { status: 503, body: '<html><p>Please try again later</p></html>' }]);
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error).toMatchObject({ code: 'FD001T', status: 503 });
    expect(h.navigator.visited).toEqual(['/authentication/error']);
  });

  it('leaves a JSON error envelope to its codes even when its description has that wording', async () => {
    const h = harness([json(envelopeError('FD2G002', 'Something went wrong. Please try again later'), 400)]);
    const failure = await failureOf(h.client.post('/x'));
    expect(failure.error.code).toBe('FD2G002');
    expect(h.navigator.visited).toEqual([]);
  });

  it('lets the offline reset security step accept that text', async () => {
    const h = harness([{ status: 200, body: '<p>Please try again later</p>' }]);
    await expect(h.client.post('/reset', 'a=1', { responseType: 'text', acceptServiceUnavailableText: true })).resolves.toContain('later');
    expect(h.navigator.visited).toEqual([]);
  });

  it.each([401, 403])('redirects to log-on on %i with a log-on URL header when none is stored', async (status) => {
    const h = harness([{ status, headers: { 'x-login-url': 'https://logon.bank.invalid/' } }]);
    h.session.update({ possibleSession: true });
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error).toMatchObject({ code: 'FD001T', status });
    expect(h.session.state.possibleSession).toBe(false);
    expect(h.navigator.visited).toEqual(['/authentication/username']);
  });

  it('does not redirect on 401 when a log-on URL is already stored', async () => {
    const h = harness([{ status: 401, headers: { 'x-login-url': 'https://logon.bank.invalid/' } }]);
    h.preferences.setLoginUrl('https://stored.bank.invalid/');
    h.session.update({ possibleSession: true });
    await failureOf(h.client.get('/x'));
    expect(h.session.state.possibleSession).toBe(true);
    expect(h.navigator.visited).toEqual([]);
  });

  it('stores the log-on URL the bank gives, so a second 401 does not redirect again', async () => {
    const h = harness([
      { status: 401, headers: { 'x-login-url': '/gateway/idv/logon' } },
      { status: 401, headers: { 'x-login-url': '/gateway/idv/logon' } },
    ]);
    await failureOf(h.client.get('/x'));
    expect(h.preferences.getLoginUrl()).toBe('/gateway/idv/logon');
    expect(h.session.state.loginUrl).toBe('/gateway/idv/logon');
    h.session.update({ possibleSession: true });
    await failureOf(h.client.get('/x'));
    expect(h.navigator.visited).toEqual(['/authentication/username']);
    expect(h.session.state.possibleSession).toBe(true);
  });

  it('never stores a log-on URL it could not safely leave to', async () => {
    const h = harness([{ status: 401, headers: { 'x-login-url': 'javascript:alert(1)' } }]);
    await failureOf(h.client.get('/x'));
    expect(h.preferences.getLoginUrl()).toBeNull();
    expect(h.navigator.visited).toEqual([]);
  });

  it('reports every failed call to monitoring, with the path but not the query', async () => {
    const h = harness([{ network: 'ERR_NETWORK' }, json(envelopeError('FD2G003', 'Validation failed'), 400)]);
    await failureOf(h.client.post('/gateway/api/payments?userid=jdoe', {}));
    await failureOf(h.client.post('/gateway/api/payees', {}));
    expect(h.reporter.reports).toEqual([
      { code: 'FD999T', message: expect.stringContaining("Something's not right with our system") as string },
      { code: 'FD2G003', message: 'Validation failed' },
    ]);
    expect(h.reporter.contexts).toEqual([
      { method: 'POST', path: '/gateway/api/payments' },
      { method: 'POST', path: '/gateway/api/payees', status: '***' },
    ]);
  });

  it('does not redirect on 401 without the header', async () => {
    const h = harness([{ status: 401 }]);
    await failureOf(h.client.get('/x'));
    expect(h.navigator.visited).toEqual([]);
  });

  it('logs off with reason locked by the one log-off path: the bank is told and every store is wiped', async () => {
    const h = harness([json(envelopeError('0009', 'Your account is locked'), 403)]);
    h.session.update({ level: 40, cin: 'jdoe' });
    h.preferences.setLoginUrl('https://stored.bank.invalid/');
    let accounts = ['Current account'];
    let shareDealingToken: string | null = 'sd-token';
    h.registry.register('accounts', () => {
      accounts = [];
      shareDealingToken = null;
    });
    h.steps.set({ name: 'Cam40', route: '/summary', status: 'OK', form: null, inputs: [], selects: [], labels: {}, links: [], errors: [], data: {} });
    const failure = await failureOf(h.client.get('/x'));
    expect(failure.error.code).toBe('0009');
    // First to the log-off page (nothing of the session left on screen), which runs the log-off.
    expect(h.navigator.visited).toEqual(['/logoff/locked']);
    expect(h.session.state.logOffPending).toBe(true);
    h.logOffClock.advance(logOffPageGraceMs);
    await h.logOff.execute();
    expect(h.bank.count('logOff')).toBe(1);
    expect(accounts).toEqual([]);
    expect(shareDealingToken).toBeNull();
    expect(h.steps.current).toBeNull();
    expect(h.session.state).toMatchObject({ level: 0, cin: null, logOffPending: false });
    expect(h.preferences.getLoginUrl()).toBeNull();
    expect(h.navigator.current).toBe('/logoff/locked');
  });

  it('asks for the locked log-off once when several answers say locked', async () => {
    const h = harness([json(envelopeError('0009', 'locked'), 403), json(envelopeError('0009', 'locked'), 403)]);
    h.session.update({ level: 40 });
    await failureOf(h.client.get('/a'));
    await failureOf(h.client.get('/b'));
    expect(h.navigator.visited).toEqual(['/logoff/locked']);
    h.logOffClock.advance(logOffPageGraceMs);
    await h.logOff.execute();
    expect(h.bank.count('logOff')).toBe(1);
  });

  it('sets read-only state on ELG006', async () => {
    const h = harness([json(envelopeError('ELG006', 'Read only'))]);
    const failure = await failureOf(h.client.post('/x'));
    expect(failure.error.code).toBe('ELG006');
    expect(h.session.state.ibStatus).toBe('READONLY');
  });

  it('sets read-only state on ELG006 even when the answer is otherwise a success', async () => {
    const h = harness([json({ header: { statusCode: '0000', errorMsg: [{ code: 'ELG006', desc: 'Read only' }] }, body: { n: 1 } })]);
    await expect(h.client.get('/x')).resolves.toMatchObject({ body: { n: 1 } });
    expect(h.session.state.ibStatus).toBe('READONLY');
  });
});

describe('AxiosHttpClient readJson (a body read off the page)', () => {
  it("hands the JSON body to the caller's reader as text and resolves with what it made of it", async () => {
    const h = harness([json({ header: { statusCode: '0000' }, payload: { rows: [1, 2, 3] } })]);
    const texts: string[] = [];
    const value = await h.client.get('/gateway/api/v1/accounts/A/transactions', {
      readJson: async (text) => {
        texts.push(text);
        return { ok: true, value: { header: { statusCode: '0000' }, next: null } };
      },
    });
    expect(texts).toEqual([JSON.stringify({ header: { statusCode: '0000' }, payload: { rows: [1, 2, 3] } })]);
    expect(value).toEqual({ header: { statusCode: '0000' }, next: null });
  });

  it("judges the reader's answer as it would the body read on the page: an error envelope, or not JSON", async () => {
    const replies = () => [json(envelopeError('ACC042', 'Not available.')), { status: 200, body: '<html>Please try again later</html>' }];
    const outcome = async (options: { readJson?: (text: string) => Promise<ReturnType<typeof parseJsonText>> }) => {
      const h = harness(replies());
      const first = await failureOf(h.client.get('/a', options));
      const second = await failureOf(h.client.get('/b', options));
      return { errors: [first.error, second.error], visited: h.navigator.visited };
    };
    const read: string[] = [];
    const withReader = await outcome({ readJson: async (text) => (read.push(text), parseJsonText(text)) });
    expect(read).toHaveLength(2);
    expect(withReader.errors.map((e) => e.code)).toEqual(['ACC042', 'FD001T']);
    expect(withReader.visited).toHaveLength(1);
    expect(withReader).toEqual(await outcome({}));
  });
});
