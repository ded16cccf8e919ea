import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { LegacyIdentityAdapter } from '../../src/adapters/legacy-page/legacy-identity.adapter';
import { IdentityServiceFailure } from '../../src/core/identity/identity-service.port';
import { IdentityRoutes, IdentityStepNames, type IdentityStep } from '../../src/core/identity/identity-step';
import { DemoTexts } from '../../src/adapters/fakes/fake-identity-pages';
import { DemoCustomers, DemoPassword, passwordCharacter } from '../../src/adapters/fakes/fake-identity.adapter';
import { customers as stubCustomers } from '../../scripts/generate-identity-stubs.mjs';
import { findRequests, realHttpClient, wiremockConfig } from './http-support';

const wiremock = inject('wiremockUrl');
const base = `${wiremock}/gateway/idv`;
/** The adapter on the one HTTP client, as the app wires it; `http` exposes what the client kept. */
const identityWithClient = (identityBase = base) => {
  const http = realHttpClient(wiremockConfig(wiremock, { identityBase }));
  return { service: new LegacyIdentityAdapter(http.client, { identityBase }), http };
};
const identity = (identityBase = base) => identityWithClient(identityBase).service;

const resetScenarios = () => fetch(`${wiremock}/__admin/scenarios/reset`, { method: 'POST' });

/** The characters a page asks for, read from its labels as the password screen reads them. */
function characters(step: IdentityStep, password = DemoPassword): Record<string, string> {
  const pick = (field: string) => {
    const label = (step.labels[field] ?? '').toLowerCase();
    const position = label.startsWith('penultimate') ? 'penultimate' : label.startsWith('last') ? 'last' : (label.slice(0, 3) as '1st');
    return passwordCharacter(password, position);
  };
  return {
    keyrcc_password_first: pick('keyrcc_password_first'),
    keyrcc_password_second: pick('keyrcc_password_second'),
    keyrcc_password_third: pick('keyrcc_password_third'),
  };
}

const wrongCharacters = { keyrcc_password_first: '#', keyrcc_password_second: '#', keyrcc_password_third: '#' };

async function toPassword(service: LegacyIdentityAdapter, userid: string) {
  const username = await service.start();
  return service.submit(username, { userid });
}

async function toCam30(service: LegacyIdentityAdapter, userid: string) {
  const password = await toPassword(service, userid);
  return service.submit(password, { ...characters(password), memorableAnswer: 'Paddington' });
}

async function logOn(userid: string) {
  const service = identity();
  const redirect = await toCam30(service, userid);
  expect(redirect).toMatchObject({ status: 'OK', route: IdentityRoutes.cam40Redirect, data: { camLevel: 30, autosubmit: true } });
  const token = await service.submit(redirect, {});
  expect(token.route).toBe(IdentityRoutes.secureToken);
  const done = await service.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '246810' });
  return { token, done };
}

beforeEach(resetScenarios);
afterAll(resetScenarios);

describe('identity service contract: the demo customers', () => {
  it('demo.hardkey logs on in three stages with a Secure Key, to CAM40 and /summary', async () => {
    const { token, done } = await logOn('demo.hardkey');
    expect(token.data.tokenType).toBe('hard');
    expect(token.links.map((l) => l.id)).toContain('idv_cam20_otp_challenge');
    expect(done).toMatchObject({ name: IdentityStepNames.logonComplete, route: '/summary', status: 'OK' });
    expect(done.data).toMatchObject({ camLevel: 40, maxCamLevel: 40, cin: 'demo.hardkey', tokenType: 'hard', ibStatus: 'ACTIVE' });
  });

  it('demo.appkey logs on with the mobile app (soft token)', async () => {
    const { token, done } = await logOn('demo.appkey');
    expect(token.data.tokenType).toBe('soft');
    expect(token.links.map((l) => l.id)).not.toContain('idv_cam20_otp_challenge');
    expect(done.data).toMatchObject({ camLevel: 40, tokenType: 'soft' });
  });

  it('demo.history logs on like demo.hardkey', async () => {
    const { done } = await logOn('demo.history');
    expect(done.data).toMatchObject({ camLevel: 40, cin: 'demo.history', tokenType: 'hard' });
  });

  it('demo.readonly gets the read-only page (ELG006, FD138B) after stage 2, whose Proceed leads to token selection', async () => {
    const service = identity();
    const readOnly = await toCam30(service, 'demo.readonly');
    expect(readOnly).toMatchObject({ name: IdentityStepNames.readOnly, route: IdentityRoutes.readOnly, data: { ibStatus: 'READONLY', camLevel: 30 } });
    expect(readOnly.errors.map((e) => e.code)).toEqual(['ELG006']);
    const proceed = readOnly.links.find((l) => l.id === 'activation_nav');
    expect(proceed?.text).toBe('Proceed');
    expect((await service.follow(proceed?.href ?? '')).route).toBe(IdentityRoutes.tokenSelection);
  });

  it('demo.locked gets the locked page: log-off with reason locked', async () => {
    const locked = await toCam30(identity(), 'demo.locked');
    expect(locked).toMatchObject({ name: IdentityStepNames.locked, route: '/logoff/locked', status: 'ERROR' });
    expect(locked.errors[0]?.code).toBe('0009');
  });

  it('demo.forceselect reaches CAM30 with no token, is forced to token selection, and can then log on', async () => {
    const service = identity();
    const cam30 = await toCam30(service, 'demo.forceselect');
    expect(cam30.data.camLevel).toBe(30);
    expect(cam30.data).not.toHaveProperty('tokenType');
    const selection = await service.forceTokenSelection();
    expect(selection).toMatchObject({ name: IdentityStepNames.tokenSelection, route: '/activation/choose' });
    expect(selection.selects[0]?.key).toBe('tokenChoice');
    const token = await service.submit(selection, { userid: 'demo.forceselect', tokenChoice: 'hard' });
    expect(token).toMatchObject({ route: IdentityRoutes.secureToken, data: { tokenType: 'hard' } });
    const done = await service.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '135790' });
    expect(done.data.camLevel).toBe(40);
  });

  it('asks each customer for the same three positions every time, as the fake does', async () => {
    const service = identity();
    for (const customer of DemoCustomers) {
      const page = await toPassword(service, customer.username);
      expect(['keyrcc_password_first', 'keyrcc_password_second', 'keyrcc_password_third'].map((f) => page.labels[f])).toEqual(
        customer.positions.map((p) => (p === 'last' ? 'Last character' : p === 'penultimate' ? 'Penultimate character' : `${p} character`)),
      );
    }
    expect(stubCustomers.map((c: { username: string }) => c.username)).toEqual(DemoCustomers.map((c) => c.username));
  });
});

describe('identity service contract: wrong entries', () => {
  it('wrong password characters get the details mismatch on the password page', async () => {
    const service = identity();
    const password = await toPassword(service, 'demo.hardkey');
    const again = await service.submit(password, { ...wrongCharacters, memorableAnswer: 'Paddington' });
    expect(again).toMatchObject({ route: IdentityRoutes.password, status: 'INVALID' });
    expect(again.errors).toEqual([{ code: 'LOG_0001', message: DemoTexts.detailsMismatch }]);
  });

  it('a wrong memorable answer gets the very same message (never says which element was wrong)', async () => {
    const service = identity();
    const password = await toPassword(service, 'demo.hardkey');
    const again = await service.submit(password, { ...characters(password), memorableAnswer: 'Euston' });
    expect(again.errors).toEqual([{ code: 'LOG_0001', message: DemoTexts.detailsMismatch }]);
  });

  it('an unknown username proceeds to a password page like any other and fails with the same message', async () => {
    const service = identity();
    const password = await toPassword(service, 'no.such.customer');
    expect(password).toMatchObject({ route: IdentityRoutes.password, status: 'OK', data: { camLevel: 10, cin: 'no.such.customer' } });
    const known = await toPassword(service, 'demo.hardkey');
    expect(password.inputs.map((i) => i.name)).toEqual(known.inputs.map((i) => i.name));
    const failed = await service.submit(password, { ...characters(password), memorableAnswer: 'Paddington' });
    expect(failed.errors).toEqual([{ code: 'LOG_0001', message: DemoTexts.detailsMismatch }]);
  });

  it('security code 000000 gets LOG_0008; a good code then logs on', async () => {
    const service = identity();
    const token = await service.submit(await toCam30(service, 'demo.hardkey'), {});
    const wrong = await service.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '000000' });
    expect(wrong).toMatchObject({ route: IdentityRoutes.secureToken, status: 'INVALID' });
    expect(wrong.errors).toEqual([{ code: 'LOG_0008', message: DemoTexts.securityCodeIncorrect, field: 'idv_OtpCredential' }]);
    const done = await service.submit(wrong, { memorableAnswer: 'Paddington', idv_OtpCredential: '123456' });
    expect(done.data.camLevel).toBe(40);
  });

  it('a wrong memorable answer at stage 3 gets the details mismatch', async () => {
    const service = identity();
    const token = await service.submit(await toCam30(service, 'demo.appkey'), {});
    const wrong = await service.submit(token, { memorableAnswer: 'Euston', idv_OtpCredential: '123456' });
    expect(wrong.errors).toEqual([{ code: 'LOG_0001', message: DemoTexts.detailsMismatch }]);
  });

  it('warns on the 4th failure in a row and locks on the 5th, even with the right details; a restart (reset) unlocks', async () => {
    const service = identity();
    let page = await toPassword(service, 'demo.appkey');
    for (let failure = 1; failure <= 3; failure += 1) {
      page = await service.submit(page, { ...wrongCharacters, memorableAnswer: 'Paddington' });
      expect(page.data.message).toBeUndefined();
    }
    page = await service.submit(page, { ...wrongCharacters, memorableAnswer: 'Paddington' });
    expect(page.status).toBe('INVALID');
    expect(page.data.message).toBe(DemoTexts.lastTryWarning);
    page = await service.submit(page, { ...wrongCharacters, memorableAnswer: 'Paddington' });
    expect(page).toMatchObject({ name: IdentityStepNames.locked, route: '/logoff/locked' });
    expect((await toCam30(service, 'demo.appkey')).route).toBe('/logoff/locked');
    // Another customer is not affected.
    expect((await toCam30(service, 'demo.hardkey')).status).toBe('OK');
    await resetScenarios();
    expect((await toCam30(service, 'demo.appkey')).status).toBe('OK');
  });

  it('failures at stage 3 count towards the same lock', async () => {
    const service = identity();
    let token = await service.submit(await toCam30(service, 'demo.hardkey'), {});
    for (let failure = 1; failure <= 4; failure += 1) {
      token = await service.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '000000' });
      expect(token.errors[0]?.code).toBe('LOG_0008');
    }
    expect(token.data.message).toBe(DemoTexts.lastTryWarning);
    const locked = await service.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '000000' });
    expect(locked.route).toBe('/logoff/locked');
  });

  it('unknown usernames lock too after five failures, so the lock does not reveal them', async () => {
    const service = identity();
    let page = await toPassword(service, 'someone.else');
    for (let failure = 1; failure <= 5; failure += 1) page = await service.submit(page, { ...wrongCharacters, memorableAnswer: 'x' });
    expect(page.route).toBe('/logoff/locked');
  });
});

describe('identity service contract: other pages', () => {
  it('log-off answers "Log out Successful" and expires the session cookie', async () => {
    expect(await identity().follow(`${base}/logoff`)).toMatchObject({ status: 'LOGGED_OUT', route: '/logoff', data: { hasLoggedOut: true } });
    // Node's fetch can read Set-Cookie, which the browser (and jsdom) hide from scripts.
    const res = await fetch(`${base}/logoff`);
    expect(res.headers.getSetCookie()).toEqual(['BANK_SESSION=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict']);
  });

  it('the username answer sets one opaque cookie for the identity pages only: no cookie names a customer', async () => {
    const res = await fetch(`${base}/logon/username`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'userid=Demo.HardKey&cookieuserid=true',
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^IDV_LOGON=[A-Za-z0-9_-]{43}; Path=\/gateway\/idv; HttpOnly; SameSite=Strict$/);
    expect(cookies[0]?.toLowerCase()).not.toContain('hardkey');
  });

  it('the identity pages know who is logging on from their opaque cookie, never from a cookie that names someone', async () => {
    const started = await fetch(`${base}/logon/username`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'userid=demo.appkey',
    });
    const logOn = (started.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    // The reset's first page echoes the username of the log-on under way into its form.
    const page = (cookie: string) => fetch(`${base}/onlinereset`, { headers: { Cookie: cookie } }).then((r) => r.text());
    expect(await page(logOn)).toContain('data-cin="demo.appkey"');
    const forged = await page('IDV_USERID=demo.hardkey');
    expect(forged).not.toContain('demo.hardkey');
    const both = await page(`${logOn}; IDV_USERID=demo.hardkey`);
    expect(both).toContain('data-cin="demo.appkey"');
    expect(both).not.toContain('demo.hardkey');
  });

  it('echoes a hostile username escaped', async () => {
    const page = await toPassword(identity(), '"><img src=x onerror=alert(1)>');
    expect(page.data.cin).toBe('"><img src=x onerror=alert(1)>');
    expect(page.inputs.find((i) => i.name === 'userid')?.value).toBe('"><img src=x onerror=alert(1)>');
  });

  it.each([
    ['multiple-login', '/logoff/multiple-login', 'MULTIPLE_LOGIN'],
    ['timed-out', '/logoff/timed-out', 'TIMED_OUT'],
    ['unrecognised', '/authentication/error/FD2G509', 'FALLBACK'],
    ['general-error', '/authentication/error', 'ERROR'],
  ])('test page %s maps to %s', async (page, route, status) => {
    expect(await identity().follow(`test/${page}`)).toMatchObject({ route, status });
  });
});

describe('identity service contract: transport', () => {
  async function withStub(mapping: object, body: () => Promise<void>) {
    const res = await fetch(`${wiremock}/__admin/mappings`, { method: 'POST', body: JSON.stringify(mapping) });
    const { id } = (await res.json()) as { id: string };
    try {
      await body();
    } finally {
      await fetch(`${wiremock}/__admin/mappings/${id}`, { method: 'DELETE' });
    }
  }
  const count = async (method: string, urlPath: string) => {
    const res = await fetch(`${wiremock}/__admin/requests/count`, { method: 'POST', body: JSON.stringify({ method, urlPath }) });
    return ((await res.json()) as { count: number }).count;
  };

  it('sends the form url-encoded with the common headers', async () => {
    const path = `/gateway/idv/test/echo-${Date.now()}`;
    await withStub(
      {
        request: {
          method: 'POST',
          urlPath: path,
          headers: { 'Content-Type': { contains: 'application/x-www-form-urlencoded' }, 'X-Channel': { equalTo: 'WEB' }, 'X-Locale': { equalTo: 'en_GB' } },
          formParameters: { userid: { equalTo: 'demo.hardkey' }, memorableAnswer: { equalTo: 'a b&c' } },
        },
        response: { status: 200, bodyFileName: 'identity/logoff.html' },
      },
      async () => {
        const step: IdentityStep = {
          name: 'x', route: '/', status: 'OK', form: { action: path.replace('/gateway/idv/', ''), method: 'POST' },
          inputs: [{ name: 'userid', type: 'hidden', value: 'demo.hardkey' }], selects: [], labels: {}, links: [], errors: [], data: {},
        };
        expect((await identity().submit(step, { memorableAnswer: 'a b&c' })).status).toBe('LOGGED_OUT');
      },
    );
  });

  it('never retries a POST: a 500 rejects with FD001T after exactly one request', async () => {
    const path = `/gateway/idv/test/post-fails-${Date.now()}`;
    await withStub({ request: { method: 'POST', urlPath: path }, response: { status: 500 } }, async () => {
      const step: IdentityStep = {
        name: 'x', route: '/', status: 'OK', form: { action: path, method: 'POST' }, inputs: [], selects: [], labels: {}, links: [], errors: [], data: {},
      };
      const error = await identity(wiremock).submit(step, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityServiceFailure);
      expect((error as IdentityServiceFailure).error).toMatchObject({ code: 'FD001T', status: 500 });
      expect(await count('POST', path)).toBe(1);
    });
  });

  it('tries a GET 3 times on a 503', async () => {
    const path = `/gateway/idv/test/get-fails-${Date.now()}`;
    await withStub({ request: { method: 'GET', urlPath: path }, response: { status: 503 } }, async () => {
      const error = await identity().follow(path.replace('/gateway/idv/', '')).catch((e: unknown) => e);
      expect((error as IdentityServiceFailure).error.code).toBe('FD001T');
      expect(await count('GET', path)).toBe(3);
    });
  });

  it('goes through the one HTTP client: a POST carries an Idempotency-Key, every call the common headers, and the correlation id is kept', async () => {
    const path = `/gateway/idv/test/one-client-${Date.now()}`;
    await withStub(
      {
        request: { method: 'POST', urlPath: path },
        response: {
          status: 200,
          bodyFileName: 'identity/logoff.html',
          headers: { 'X-Correlation-Id': 'corr-idv-1', 'Access-Control-Expose-Headers': 'Date, X-Correlation-Id, X-Login-Url, Retry-After' },
        },
      },
      async () => {
        const { service, http } = identityWithClient();
        const step: IdentityStep = {
          name: 'x', route: '/', status: 'OK', form: { action: path, method: 'POST' }, inputs: [], selects: [], labels: {}, links: [], errors: [], data: {},
        };
        expect((await service.submit(step, { userid: 'demo.hardkey' })).status).toBe('LOGGED_OUT');
        expect(http.globals.correlationId).toBe('corr-idv-1');
        const [request] = await findRequests(wiremock, { method: 'POST', urlPath: path });
        const header = (name: string) => Object.entries(request?.headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
        expect(header('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(header('X-Channel')).toBe('WEB');
        expect(header('X-Token-Type')).toBe('SESSION_TOKEN');
        expect(header('Accept')).toContain('text/html');
      },
    );
  });

  it.each([
    ['another host', 'https://collector.evil.example/steal'],
    ['a protocol-relative host', '//collector.evil.example/steal'],
    ['another port of the same host', `${wiremock.replace(/:\d+$/, '')}:1/gateway/idv/logon`],
    ['a script address', 'javascript:alert(1)'],
  ])('refuses a form whose action points to %s with FDIDVERR001, sending nothing', async (_what, action) => {
    const { service, http } = identityWithClient();
    const step: IdentityStep = {
      name: 'x', route: '/', status: 'OK', form: { action, method: 'POST' }, inputs: [{ name: 'userid', type: 'hidden', value: 'demo.hardkey' }],
      selects: [], labels: {}, links: [], errors: [], data: {},
    };
    const error = await service.submit(step, { memorableAnswer: 'Paddington' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityServiceFailure);
    expect((error as IdentityServiceFailure).error.code).toBe('FDIDVERR001');
    expect(http.globals.correlationId).toBeNull();
    expect(await service.follow(action).catch((e: unknown) => (e as IdentityServiceFailure).error.code)).toBe('FDIDVERR001');
  });

  it('rejects with FD999T when no answer comes', async () => {
    const error = await identity('http://127.0.0.1:9/gateway/idv').start().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityServiceFailure);
    expect((error as IdentityServiceFailure).error.code).toBe('FD999T');
  });
});
