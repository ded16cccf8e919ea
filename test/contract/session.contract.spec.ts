import { afterEach, describe, expect, inject, it } from 'vitest';
import { HttpSessionAdapter } from '../../src/adapters/session/http-session.adapter';
import { buildContainer } from '../../src/composition/container';
import { localEnvironment } from '../../src/composition/environments.config';
import { SessionApi } from '../../src/core/session/session-api.port';
import { realHttpClient, wiremockConfig } from './http-support';

const wiremock = inject('wiremockUrl');

/**
 * The real adapter on the real HttpClient, pointed at the demo bank, every answer checked against
 * openapi/bank.yaml (http-support's client; this file used to build its own, unchecked).
 */
const sessionApiAt = (apiBase: string) => {
  const config = wiremockConfig(wiremock, { apiBase });
  return new HttpSessionAdapter(realHttpClient(config).client, config);
};
const sessionApi = () => sessionApiAt(`${wiremock}/gateway/api`);

const setSessionState = (state: string) =>
  fetch(`${wiremock}/__admin/scenarios/session/state`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });

async function requestCount(method: string, url: string): Promise<number> {
  const res = await fetch(`${wiremock}/__admin/requests/count`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, url }),
  });
  return ((await res.json()) as { count: number }).count;
}

afterEach(async () => {
  await fetch(`${wiremock}/__admin/scenarios/reset`, { method: 'POST' });
});

describe('session gateway (demo bank)', () => {
  it('answers a live session check with status 0000', async () => {
    expect(await sessionApi().check()).toEqual({ statusCode: '0000', errorCodes: [] });
  });

  it('answers an expired session once switched on through the admin API', async () => {
    expect((await setSessionState('expired')).ok).toBe(true);
    expect(await sessionApi().check()).toEqual({ statusCode: 'E001', errorCodes: ['FD2G001'] });
  });

  it('answers multiple login with result code 0014', async () => {
    await setSessionState('multiple-login');
    expect(await sessionApi().check()).toEqual({ statusCode: 'E001', errorCodes: ['0014'] });
  });

  it('keeps the session alive and logs off', async () => {
    const api = sessionApi();
    const before = await requestCount('GET', '/gateway/api/session/logoff');
    await expect(api.keepAlive()).resolves.toBeUndefined();
    await expect(api.logOff()).resolves.toBeUndefined();
    expect(await requestCount('GET', '/gateway/api/session/logoff')).toBe(before + 1);
  });

  it('posts fraud events exactly once, and ignores their errors', async () => {
    const before = await requestCount('POST', '/gateway/api/fraud-events');
    await expect(sessionApi().fraudEvent('LLG')).resolves.toBeUndefined();
    expect(await requestCount('POST', '/gateway/api/fraud-events')).toBe(before + 1);
    // A path outside the document on purpose (the bank answers 404): not through the checked client.
    const broken = buildContainer({ kind: 'real', config: localEnvironment }, { apiBase: `${wiremock}/gateway/api/missing` }).get<SessionApi>(SessionApi);
    await expect(broken.fraudEvent('LLG')).resolves.toBeUndefined();
  });
});
