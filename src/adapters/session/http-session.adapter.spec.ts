import { beforeEach, describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { HttpSessionAdapter } from './http-session.adapter';
import { toSessionCheckAnswer } from './session-check.mapper';

let http: FakeHttpClient;
let adapter: HttpSessionAdapter;

beforeEach(() => {
  http = new FakeHttpClient();
  adapter = new HttpSessionAdapter(http, { apiBase: '/gateway/api' });
});

describe('HttpSessionAdapter', () => {
  it('reads the check answer header', async () => {
    http.reply('GET', '/gateway/api/session/check', { header: { statusCode: 'E001', errorMsg: [{ code: '0014', desc: 'Multiple login' }] }, body: {} });
    expect(await adapter.check()).toEqual({ statusCode: 'E001', errorCodes: ['0014'] });
  });

  it('reads an error envelope the client rejected as the answer', async () => {
    http.fail('GET', '/gateway/api/session/check', { code: '0014', description: 'Multiple login' });
    expect(await adapter.check()).toEqual({ statusCode: 'E001', errorCodes: ['0014'] });
  });

  it('passes a transport failure on', async () => {
    http.fail('GET', '/gateway/api/session/check', { code: 'FD999T' });
    await expect(adapter.check()).rejects.toMatchObject({ error: { code: 'FD999T' } });
  });

  it('calls keep-alive and log-off with GET', async () => {
    http.reply('GET', '/gateway/api/session/keep-alive', {}).reply('GET', '/gateway/api/session/logoff', {});
    await adapter.keepAlive();
    await adapter.logOff();
    expect(http.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /gateway/api/session/keep-alive', 'GET /gateway/api/session/logoff']);
  });

  it('posts fraud events and ignores their errors', async () => {
    http.fail('POST', '/gateway/api/fraud-events', { code: 'FD001T' });
    await expect(adapter.fraudEvent('LLG')).resolves.toBeUndefined();
    expect(http.calls[0]).toMatchObject({ method: 'POST', url: '/gateway/api/fraud-events', body: { eventCode: 'LLG' } });
  });
});

describe('session check mapper', () => {
  it.each([
    [{ header: { statusCode: '0000' } }, { statusCode: '0000', errorCodes: [] }],
    [{ header: { statusCode: ' SSCHK ', errorMsg: [] } }, { statusCode: 'SSCHK', errorCodes: [] }],
    [{ header: { statusCode: 'DSPSMM', errorMsg: [{ code: 1 }, { code: '0020' }] } }, { statusCode: 'DSPSMM', errorCodes: ['0020'] }],
    [{}, { statusCode: 'E001', errorCodes: [] }],
    ['<html>', { statusCode: 'E001', errorCodes: [] }],
    [null, { statusCode: 'E001', errorCodes: [] }],
    [{ header: { statusCode: 0 } }, { statusCode: 'E001', errorCodes: [] }],
  ])('reads %j', (body, answer) => {
    expect(toSessionCheckAnswer(body)).toEqual(answer);
  });
});
