import { describe, expect, inject, it } from 'vitest';
import { findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';

const wiremockUrl = inject('wiremockUrl');


describe('HTTP client against the demo bank', () => {
  it('sends the common headers of docs/rules/calls.md, and the routing header when stored', async () => {
    const { client, preferences } = realHttpClient(wiremockConfig(wiremockUrl));
    preferences.setRoutingHeader('PCF');
    // The journal lists the oldest first: another file's ping (with none of these headers) must not be the one read.
    await fetch(`${wiremockUrl}/__admin/requests`, { method: 'DELETE' });
    await expect(client.get(`${wiremockUrl}/gateway/api/ping`)).resolves.toEqual({ status: 'up' });
    const [request] = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/gateway/api/ping' });
    const expected: Record<string, string> = {
      'X-Channel': 'WEB',
      'X-Locale': 'en_GB',
      'X-Country': 'GB',
      'X-Group-Member': 'UKDIRECT',
      'X-Technology': '2G',
      'X-Token-Type': 'SESSION_TOKEN',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'X-Routing': 'PCF',
    };
    for (const [name, value] of Object.entries(expected)) expect(headerOf(request?.headers, name), name).toBe(value);
    expect(headerOf(request?.headers, 'X-User-Preferences')).toMatch(/^lang=/);
    expect(headerOf(request?.headers, 'Idempotency-Key')).toBeUndefined();
  });

  it('gives FD001T for a path the bank does not have, without retrying a 404', async () => {
    const { client } = realHttpClient(wiremockConfig(wiremockUrl));
    const error = await client.get(`${wiremockUrl}/gateway/api/does-not-exist`).catch((e: unknown) => e);
    expect(error).toMatchObject({ error: { code: 'FD001T', status: 404 } });
  });
});
