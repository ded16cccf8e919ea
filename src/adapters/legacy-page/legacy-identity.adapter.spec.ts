import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { IdentityServiceFailure } from '../../core/identity/identity-service.port';
import type { IdentityStep } from '../../core/identity/identity-step';
import { LegacyIdentityAdapter } from './legacy-identity.adapter';

const page = (body: string) => `<html><body><main id="idv-step" data-cam-level="10">${body}</main></body></html>`;
const usernamePage = page('<form action="logon/username" method="post"><input name="userid" type="text"></form>');

const step = (form: IdentityStep['form']): IdentityStep => ({
  name: 'Username',
  route: '/authentication/username',
  status: 'OK',
  form,
  inputs: [{ name: 'csrf', type: 'hidden', value: 'tok 1' }],
  selects: [],
  labels: {},
  links: [],
  errors: [],
  data: {},
});

function adapter(identityBase = '/gateway/idv') {
  const http = new FakeHttpClient();
  return { http, service: new LegacyIdentityAdapter(http, { identityBase }) };
}

async function failureOf(promise: Promise<unknown>): Promise<IdentityServiceFailure> {
  const outcome = await promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(IdentityServiceFailure);
  return outcome as IdentityServiceFailure;
}

describe('LegacyIdentityAdapter on the one HTTP client', () => {
  it('fetches pages as text through the HttpClient, leaving their wording to the parser', async () => {
    const { http, service } = adapter();
    http.reply('GET', '/gateway/idv/logon', usernamePage);
    expect((await service.start()).route).toBe('/authentication/username');
    expect(http.calls).toEqual([
      { method: 'GET', url: '/gateway/idv/logon', options: { responseType: 'text', acceptServiceUnavailableText: true } },
    ]);
  });

  it('posts a form url-encoded through the HttpClient (which adds the Idempotency-Key), to the action relative to the base', async () => {
    const { http, service } = adapter();
    http.reply('POST', '/gateway/idv/logon/username', usernamePage);
    await service.submit(step({ action: 'logon/username', method: 'POST' }), { userid: 'demo.hardkey' });
    const [call] = http.calls;
    expect(call?.body).toBe('csrf=tok+1&userid=demo.hardkey');
    expect(call?.options).toMatchObject({ responseType: 'text', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  });

  it('sends a GET form as a query string', async () => {
    const { http, service } = adapter();
    http.reply('GET', '/gateway/idv/cam40', usernamePage);
    await service.submit(step({ action: '/gateway/idv/cam40', method: 'GET' }), { a: 'x y' });
    expect(http.calls[0]?.url).toBe('/gateway/idv/cam40?csrf=tok+1&a=x+y');
  });

  it.each([
    'https://collector.evil.example/steal',
    '//collector.evil.example/steal',
    'javascript:alert(1)',
    'data:text/html,<p>x</p>',
  ])('refuses to submit a form to %s with FDIDVERR001 and sends nothing', async (action) => {
    const { http, service } = adapter();
    const failure = await failureOf(service.submit(step({ action, method: 'POST' }), { memorableAnswer: 'Paddington' }));
    expect(failure.error.code).toBe('FDIDVERR001');
    expect(http.calls).toEqual([]);
  });

  it('refuses a link off the identity service’s origin too', async () => {
    const { http, service } = adapter('https://idv.bank.invalid/idv');
    expect((await failureOf(service.follow('https://other.bank.invalid/idv/x'))).error.code).toBe('FDIDVERR001');
    http.reply('GET', 'https://idv.bank.invalid/idv/reset/password', usernamePage);
    await service.follow('reset/password');
    await service.follow('/idv/reset/password');
    expect(http.calls.map((c) => c.url)).toEqual(['https://idv.bank.invalid/idv/reset/password', 'https://idv.bank.invalid/idv/reset/password']);
  });

  it('turns the HttpClient’s failure into an IdentityServiceFailure with the same code', async () => {
    const { http, service } = adapter();
    http.fail('POST', '/gateway/idv/logon/username', { code: 'FD999T' });
    expect((await failureOf(service.submit(step({ action: 'logon/username', method: 'POST' }), {}))).error.code).toBe('FD999T');
  });
});
