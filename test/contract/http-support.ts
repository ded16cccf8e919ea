import { AxiosHttpClient } from '../../src/adapters/http/axios-http-client.adapter';
import { defaultHttpClientSettings, type HttpClientSettings } from '../../src/adapters/http/http-client-settings';
import { InMemoryGlobalSettings } from '../../src/adapters/http/in-memory-global-settings.adapter';
import { ObservableSessionState } from '../../src/adapters/state/observable-session-state.adapter';
import { BrowserClock, BrowserScheduler } from '../../src/adapters/system/browser-clock.adapter';
import { FakeErrorReporter, FakeNavigator, InMemoryPreferences } from '../../src/adapters/fakes/fake-system.adapter';
import { FakeClock } from '../../src/adapters/fakes/fake-clock.adapter';
import { HttpSessionAdapter } from '../../src/adapters/session/http-session.adapter';
import { HandleHttpAnswer } from '../../src/core/http/handle-http-answer.use-case';
import { ClearCustomerData } from '../../src/core/session/clear-customer-data.use-case';
import { InMemoryCustomerDataRegistry } from '../../src/core/session/customer-data-registry';
import { InMemoryIdentityStepStore } from '../../src/core/session/identity-step-store';
import { LogOff } from '../../src/core/session/log-off.use-case';
import { RequestLogOff } from '../../src/core/session/request-log-off.use-case';
import type { AppConfig } from '../../src/core/shared/app-config';
import type { AxiosAdapter } from 'axios';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { checkedTransport, checkFetchAnswers, takeContractViolations } from './support/answer-checks';

/**
 * every answer a contract test sees, through the client below or its own fetch, is checked
 * against openapi/bank.yaml; a test that saw one the document does not allow fails.
 */
checkFetchAnswers();
afterEach(() => {
  const problems = takeContractViolations();
  if (problems.length > 0) throw new Error(`The demo bank broke openapi/bank.yaml:\n${[...new Set(problems)].join('\n')}`);
});

/** The demo bank's configuration with every base pointing at the WireMock under test. */
export function wiremockConfig(wiremockUrl: string, patch: Partial<AppConfig> = {}): AppConfig {
  return {
    name: 'local',
    apiBase: `${wiremockUrl}/gateway/api`,
    identityBase: `${wiremockUrl}/gateway/idv`,
    contentBase: `${wiremockUrl}/content`,
    shareDealingHost: `${wiremockUrl}/demo-sharedealing`,
    bankDomains: ['bank.invalid', 'localhost'],
    bankHomeUrl: 'https://www.bank.invalid/',
    groupMember: 'UKDIRECT',
    helpPhone: '020 7946 0123',
    ...patch,
  };
}

/**
 * The real HTTP client with real timers, its answers handled by the real HandleHttpAnswer with the
 * real log-off path behind it (RequestLogOff, LogOff through the real session adapter on the same
 * client, ClearCustomerData), and fakes where the app would navigate, store or report. The log-off
 * page's grace timer runs on a FakeClock (`logOffClock`), so a test decides when it falls due.
 */
export function realHttpClient(config: AppConfig, settings: Partial<HttpClientSettings> = {}) {
  const preferences = new InMemoryPreferences();
  const session = new ObservableSessionState();
  const navigator = new FakeNavigator();
  const globals = new InMemoryGlobalSettings();
  const reporter = new FakeErrorReporter();
  const registry = new InMemoryCustomerDataRegistry();
  const steps = new InMemoryIdentityStepStore();
  const logOffClock = new FakeClock();
  let requestLogOff: RequestLogOff | null = null;
  const answers = new HandleHttpAnswer(
    session,
    preferences,
    navigator,
    reporter,
    () => {
      if (!requestLogOff) throw new Error('log-off path not built');
      return requestLogOff;
    },
    config.bankDomains,
  );
  const client = new AxiosHttpClient(
    config,
    preferences,
    globals,
    new BrowserClock(),
    new BrowserScheduler(),
    { ...defaultHttpClientSettings, transport: withCookies(checkedTransport()), ...settings },
    answers,
  );
  const logOff = new LogOff(new HttpSessionAdapter(client, config), session, new ClearCustomerData(session, registry, steps, preferences), navigator);
  requestLogOff = new RequestLogOff(session, navigator, logOffClock, logOff);
  return { client, preferences, session, navigator, globals, reporter, registry, steps, logOff, logOffClock };
}

/**
 * jsdom runs on another origin than the demo bank, so its XHR sends the bank's session cookie (and
 * keeps the one a log-on sets) only when asked with credentials; in the browser the app and the bank
 * share one origin behind nginx and the cookie goes without asking.
 */
function withCookies(transport: AxiosAdapter): AxiosAdapter {
  return (config) => transport({ ...config, withCredentials: true });
}

/** How many requests matching the pattern WireMock's journal holds. */
export async function countRequests(wiremockUrl: string, pattern: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${wiremockUrl}/__admin/requests/count`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(pattern),
  });
  if (!res.ok) throw new Error(`count failed: ${res.status}`);
  return ((await res.json()) as { count: number }).count;
}

/** The journal's requests matching the pattern, newest first. */
export async function findRequests(
  wiremockUrl: string,
  pattern: Record<string, unknown>,
): Promise<{ url: string; method: string; headers: Record<string, string> }[]> {
  const res = await fetch(`${wiremockUrl}/__admin/requests/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(pattern),
  });
  return ((await res.json()) as { requests: { url: string; method: string; headers: Record<string, string> }[] }).requests;
}

/**
 * Puts the demo bank's ledger (and every scenario) back to its seed data (docs/api/ledger.md): a
 * file that changes state calls it before its tests; files run one at a time against one demo bank.
 */
export async function resetDemoBank(wiremockUrl: string): Promise<void> {
  const res = await fetch(`${wiremockUrl}/__admin/scenarios/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`The demo bank did not reset: ${res.status}`);
}

/**
 * A header WireMock's journal recorded, by name in any case: header names are case-insensitive, and
 * scripts/check-tests.mjs flags a fixed-case read like `headers['Idempotency-Key']`.
 */
export const headerOf = (headers: Record<string, string> | undefined, name: string): string | undefined =>
  Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/**
 * For a file that moves money in the demo bank: the bank is reset before each test, and after the
 * file it is put back and the file's requests (their Idempotency-Keys all match `keyPattern`, a
 * WireMock regex) leave WireMock's journal, so a later file's journal count sees none of them.
 */
export function resetDemoBankAroundTests(wiremockUrl: string, keyPattern: string): void {
  afterAll(async () => {
    await resetDemoBank(wiremockUrl);
    const res = await fetch(`${wiremockUrl}/__admin/requests/remove`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ headers: { 'Idempotency-Key': { matches: keyPattern } } }),
    });
    expect(res.ok).toBe(true);
  });
  beforeEach(() => resetDemoBank(wiremockUrl));
}

/**
 * An answer's body as JSON, or null when it is empty or not JSON (WireMock's own 'Request was not
 * matched' page, or a stub's plain text): a test then looks at the status and text instead.
 */
export function jsonOrNull<T>(text: string): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/**
 * A request to the demo bank's API (`api`, the gateway base) as a gateway sends it: a JSON body (a
 * string is sent as it is, to test the bank's parsing) and an Idempotency-Key when given. Returns the
 * status, the text and the JSON (null when the body is not JSON).
 */
export async function sendToBank<T>(api: string, method: string, path: string, body: unknown, key?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}), ...headers },
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: jsonOrNull<T>(text) };
}
