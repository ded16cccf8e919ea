import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { HttpFailure } from '../../src/adapters/http/http-client';
import { ErrorPanel } from '../../src/ui/shared/ErrorPanel';
import { logOffPageGraceMs } from '../../src/core/session/request-log-off.use-case';
import { countRequests, findRequests, realHttpClient, wiremockConfig } from './http-support';

/**
 * The real HttpClient against the demo bank's fault stubs (docs/api/faults.md): each fault gives
 * the right code and panel, a GET is tried at most 3 times, a POST arrives exactly once with an Idempotency-Key.
 */
const wiremockUrl = inject('wiremockUrl');
const config = wiremockConfig(wiremockUrl);
const faultPath = (kind: string) => `/gateway/api/faults/${kind}`;
/**
 * The client's time limit. Only the 'delay' stub (2.5 s) is meant to run past it, so that one gets a
 * limit under its delay. Every other stub answers, and its limit is a bound on a hung call, not a
 * wait: at 1 s, on a loaded machine, a try of the flaky stub (503, then 200, then 503 again) timed out
 * after the bank had already answered it and moved the scenario on, and the third try met the 503.
 */
const answeredWithinMs = 15_000;
const timeoutFor = (kind: string) => (kind === 'delay' ? 1000 : answeredWithinMs);

async function failureOf(promise: Promise<unknown>): Promise<HttpFailure> {
  const outcome = await promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpFailure);
  return outcome as HttpFailure;
}

/** The failure shown as the customer sees it: the 'It's us, not you.' panel quoting the code. */
function expectPanelFor(failure: HttpFailure | undefined, code: string): void {
  expect(failure?.error.code).toBe(code);
  render(createElement(MemoryRouter, null, createElement(ErrorPanel, { code: failure?.error.code })));
  expect(screen.getByRole('heading', { name: "It's us, not you." })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`quote error code ${code}\\.$`))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Balances' })).toBeInTheDocument();
}

async function arrivals(method: 'GET' | 'POST', kind: string, run: () => Promise<unknown>): Promise<number> {
  const pattern = { method, urlPath: faultPath(kind) };
  const before = await countRequests(wiremockUrl, pattern);
  await run();
  return (await countRequests(wiremockUrl, pattern)) - before;
}

describe('faults on demand against the real HTTP client', () => {
  beforeAll(async () => {
    await fetch(`${wiremockUrl}/__admin/scenarios/faults-flaky/state`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'Started' }),
    });
  });

  const noResponse = ['connection-reset', 'empty-response', 'malformed-chunk', 'random-data', 'delay'];

  describe.each(noResponse)('%s', (kind) => {
    it('gives FD999T to a GET after exactly 3 tries', async () => {
      const { client } = realHttpClient(config, { timeoutMs: timeoutFor(kind) });
      let failure: HttpFailure | undefined;
      const count = await arrivals('GET', kind, async () => {
        failure = await failureOf(client.get(`${wiremockUrl}${faultPath(kind)}`));
      });
      expectPanelFor(failure, 'FD999T');
      expect(count).toBe(3);
    });

    it('gives FD999T to a POST that arrived exactly once, with an Idempotency-Key', async () => {
      const { client } = realHttpClient(config, { timeoutMs: timeoutFor(kind) });
      let failure: HttpFailure | undefined;
      const count = await arrivals('POST', kind, async () => {
        failure = await failureOf(client.post(`${wiremockUrl}${faultPath(kind)}`, { amount: '10.00' }));
      });
      expect(failure?.error.code).toBe('FD999T');
      expect(count).toBe(1);
      const [request] = await findRequests(wiremockUrl, { method: 'POST', urlPath: faultPath(kind) });
      const key = Object.entries(request?.headers ?? {}).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe.each(['503', '429'])('%s', (kind) => {
    it('gives FD001T to a GET after exactly 3 tries', async () => {
      const { client } = realHttpClient(config, { timeoutMs: answeredWithinMs });
      let failure: HttpFailure | undefined;
      const count = await arrivals('GET', kind, async () => {
        failure = await failureOf(client.get(`${wiremockUrl}${faultPath(kind)}`));
      });
      expect(failure?.error).toMatchObject({ code: 'FD001T', status: Number(kind) });
      expectPanelFor(failure, 'FD001T');
      expect(count).toBe(3);
    });

    it('gives FD001T to a POST that arrived exactly once', async () => {
      const { client } = realHttpClient(config, { timeoutMs: answeredWithinMs });
      let failure: HttpFailure | undefined;
      const count = await arrivals('POST', kind, async () => {
        failure = await failureOf(client.post(`${wiremockUrl}${faultPath(kind)}`, {}));
      });
      expect(failure?.error).toMatchObject({ code: 'FD001T', status: Number(kind) });
      expect(count).toBe(1);
    });
  });

  it('recovers when a retried GET succeeds, and keeps the correlation id and date', async () => {
    const { client, globals } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    let body: unknown;
    const count = await arrivals('GET', 'flaky', async () => {
      body = await client.get(`${wiremockUrl}${faultPath('flaky')}`);
    });
    expect(body).toEqual({ header: { statusCode: '0000' }, body: { recovered: true } });
    expect(count).toBe(2);
    expect(globals.correlationId).toBe('corr-flaky-1');
    expect(globals.serverDate).toMatch(/GMT$/);
  });

  it('gives FD001T once for malformed JSON (an answer arrived: no retry)', async () => {
    const { client } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    let failure: HttpFailure | undefined;
    const count = await arrivals('GET', 'malformed-json', async () => {
      failure = await failureOf(client.get(`${wiremockUrl}${faultPath('malformed-json')}`));
    });
    expect(failure?.error).toMatchObject({ code: 'FD001T', status: 200 });
    expectPanelFor(failure, 'FD001T');
    expect(count).toBe(1);
  });

  it('takes the first errorMsg of an error envelope', async () => {
    const { client } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    const failure = await failureOf(client.post(`${wiremockUrl}${faultPath('error-envelope')}`, {}));
    expect(failure.error).toEqual({ code: 'FD2G003', description: 'Validation failed', status: 400 });
  });

  it('sends the customer to the general error page on the service-unavailable text', async () => {
    const { client, navigator } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    await failureOf(client.get(`${wiremockUrl}${faultPath('general-error-text')}`, { responseType: 'text' }));
    expect(navigator.visited).toEqual(['/authentication/error']);
  });

  it('logs off with reason locked by the one log-off path: the bank’s log-off is called and every store wiped', async () => {
    const { client, navigator, session, registry, steps, logOff, logOffClock, preferences } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    session.update({ level: 40, cin: 'jdoe' });
    preferences.setLoginUrl('/gateway/idv/logon');
    let accounts = ['Current account'];
    let shareDealingToken: string | null = 'sd-token';
    registry.register('accounts', () => {
      accounts = [];
      shareDealingToken = null;
    });
    steps.set({ name: 'Cam40', route: '/summary', status: 'OK', form: null, inputs: [], selects: [], labels: {}, links: [], errors: [], data: {} });
    const bankLogOff = { method: 'GET', urlPath: '/gateway/api/session/logoff' };
    const before = await countRequests(wiremockUrl, bankLogOff);
    const failure = await failureOf(client.get(`${wiremockUrl}${faultPath('locked')}`));
    expect(failure.error.code).toBe('0009');
    expect(navigator.visited).toEqual(['/logoff/locked']);
    // The log-off page (here its fallback timer) runs the log-off.
    logOffClock.advance(logOffPageGraceMs);
    await logOff.execute();
    expect((await countRequests(wiremockUrl, bankLogOff)) - before).toBe(1);
    expect(accounts).toEqual([]);
    expect(shareDealingToken).toBeNull();
    expect(steps.current).toBeNull();
    expect(session.state).toMatchObject({ level: 0, cin: null });
    expect(preferences.getLoginUrl()).toBeNull();
    expect(navigator.current).toBe('/logoff/locked');
  });

  it('sets read-only state on ELG006', async () => {
    const { client, session } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    const failure = await failureOf(client.get(`${wiremockUrl}${faultPath('read-only')}`));
    expect(failure.error.code).toBe('ELG006');
    expect(session.state.ibStatus).toBe('READONLY');
  });

  it('redirects to log-on on a 401 with a log-on URL when none is stored, and stores it', async () => {
    const { client, navigator, session, preferences } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    session.update({ possibleSession: true });
    await failureOf(client.get(`${wiremockUrl}${faultPath('log-on-required')}`));
    expect(session.state.possibleSession).toBe(false);
    expect(navigator.visited).toEqual(['/authentication/username']);
    expect(preferences.getLoginUrl()).toBe('/gateway/idv/logon');
    expect(session.state.loginUrl).toBe('/gateway/idv/logon');
    // Stored now: the next 401 leaves the customer where they are.
    session.update({ possibleSession: true });
    await failureOf(client.get(`${wiremockUrl}${faultPath('log-on-required')}`));
    expect(navigator.visited).toEqual(['/authentication/username']);
    expect(session.state.possibleSession).toBe(true);
  });

  it('reports each failed call to monitoring', async () => {
    const { client, reporter } = realHttpClient(config, { timeoutMs: answeredWithinMs });
    await failureOf(client.post(`${wiremockUrl}${faultPath('error-envelope')}`, {}));
    expect(reporter.reports).toEqual([{ code: 'FD2G003', message: 'Validation failed' }]);
    expect(reporter.contexts).toEqual([{ method: 'POST', path: `${wiremockUrl.replace(/\d/g, '*')}${faultPath('error-envelope')}`, status: '***' }]);
  });
});
