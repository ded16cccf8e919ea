import { AxiosHttpClient } from '../../src/adapters/http/axios-http-client.adapter';
import { defaultHttpClientSettings, type HttpClientSettings } from '../../src/adapters/http/http-client-settings';
import { InMemoryGlobalSettings } from '../../src/adapters/http/in-memory-global-settings.adapter';
import { ObservableSessionState } from '../../src/adapters/state/observable-session-state.adapter';
import { BrowserClock, BrowserScheduler } from '../../src/adapters/system/browser-clock.adapter';
import { FakeNavigator, InMemoryPreferences } from '../../src/adapters/fakes/fake-system.adapter';
import type { AppConfig } from '../../src/core/shared/app-config';

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

/** The real HTTP client with real timers, plus the fakes it reports effects to. */
export function realHttpClient(config: AppConfig, settings: Partial<HttpClientSettings> = {}) {
  const preferences = new InMemoryPreferences();
  const session = new ObservableSessionState();
  const navigator = new FakeNavigator();
  const globals = new InMemoryGlobalSettings();
  const client = new AxiosHttpClient(
    config,
    preferences,
    session,
    navigator,
    globals,
    new BrowserClock(),
    new BrowserScheduler(),
    { ...defaultHttpClientSettings, ...settings },
  );
  return { client, preferences, session, navigator, globals };
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
