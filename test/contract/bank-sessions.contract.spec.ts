import { afterAll, describe, expect, inject, it } from 'vitest';
import { ageBankSessions, openBankSession } from '../../scripts/bank-session.mjs';

/**
 * The demo bank's sessions (docs/sessions-and-access.md): a customer is whoever holds a live session
 * from a completed log-on, never a cookie that names them.
 */
const bank = inject('wiremockUrl');
const api = `${bank}/gateway/api`;
const accounts = `${api}/v12/accounts`;

/** A GET with exactly this cookie: none at all when it is left out (contract.setup.ts adds none to an empty one). */
const get = (url: string, cookie = '', headers: Record<string, string> = {}) => fetch(url, { headers: { ...headers, Cookie: cookie } });

/** Stage 3 of the log-on, as the security-code page posts it. */
const stageThree = (userid: string, headers: Record<string, string> = {}) =>
  fetch(`${bank}/gateway/idv/logon/securetoken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: '', ...headers },
    body: new URLSearchParams({ userid, memorableAnswer: 'Paddington', idv_OtpCredential: '246810' }).toString(),
  });

const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

// These requests carry none of the app's headers: they leave no journal entries for a later file
// that reads the first request of a path.
afterAll(() => fetch(`${bank}/__admin/requests`, { method: 'DELETE' }));

async function expectSessionEnded(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get('x-login-url')).toBe('/gateway/idv/logon');
  expect(await res.json()).toEqual({ header: { statusCode: 'E001', errorMsg: [{ code: '0020', desc: 'Your session has ended. Please log on again.' }] }, body: null });
}

describe('a customer call needs a live session', () => {
  it('answers 401 with the bank envelope when no cookie comes: there is no default customer', async () => {
    await expectSessionEnded(await get(accounts));
  });

  it('answers 401 to a cookie that names a customer', async () => {
    await expectSessionEnded(await get(accounts, 'DEMO_SESSION=demo.appkey'));
    await expectSessionEnded(await get(`${bank}/gateway/idv/security-details`, 'DEMO_SESSION=demo.hardkey'));
  });

  it("serves the session's customer, whatever customer another cookie names", async () => {
    const cookie = await openBankSession(bank, 'demo.appkey');
    const res = await get(accounts, `${cookie}; DEMO_SESSION=demo.hardkey`);
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { payload: { id: string }[] }).payload.map((a) => a.id);
    expect(ids).toContain('AK-CUR-001');
    expect(ids.some((id) => id.startsWith('HK-'))).toBe(false);
  });
});

describe('a session starts at the end of the log-on', () => {
  it('stage 3 sets a random HttpOnly SameSite=Strict cookie that serves that customer', async () => {
    const first = await stageThree('demo.appkey');
    const second = await stageThree('demo.appkey');
    const [issued] = first.headers.getSetCookie();
    expect(issued).toMatch(/^BANK_SESSION=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookiePair(second.headers.getSetCookie()[0] ?? '')).not.toBe(cookiePair(issued ?? ''));
    expect((await get(accounts, cookiePair(second.headers.getSetCookie()[0] ?? ''))).status).toBe(200);
  });

  it('over https the cookie is __Host- prefixed and Secure, and the plain name is not read there', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const [issued] = (await stageThree('demo.appkey', https)).headers.getSetCookie();
    expect(issued).toMatch(/^__Host-BANK_SESSION=[A-Za-z0-9_-]{43}; Path=\/; Secure; HttpOnly; SameSite=Strict$/);
    const token = cookiePair(issued ?? '').split('=')[1];
    expect((await get(accounts, `__Host-BANK_SESSION=${token}`, https)).status).toBe(200);
    await expectSessionEnded(await get(accounts, `BANK_SESSION=${token}`, https));
  });

  it('a wrong security code opens no session', async () => {
    const res = await fetch(`${bank}/gateway/idv/logon/securetoken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: '' },
      body: new URLSearchParams({ userid: 'demo.appkey', memorableAnswer: 'Paddington', idv_OtpCredential: '000000' }).toString(),
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('a session ends', () => {
  it('at the API log-off', async () => {
    const cookie = await openBankSession(bank, 'demo.appkey');
    const off = await get(`${api}/session/logoff`, cookie);
    expect(off.headers.getSetCookie()).toEqual(['BANK_SESSION=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict']);
    await expectSessionEnded(await get(accounts, cookie));
  });

  it("at the identity service's log-off", async () => {
    const cookie = await openBankSession(bank, 'demo.appkey');
    await get(`${bank}/gateway/idv/logoff`, cookie);
    await expectSessionEnded(await get(accounts, cookie));
  });

  it('when the same customer logs on again', async () => {
    const cookie = await openBankSession(bank, 'demo.appkey');
    const [newer] = (await stageThree('demo.appkey')).headers.getSetCookie();
    await expectSessionEnded(await get(accounts, cookie));
    expect((await get(accounts, cookiePair(newer ?? ''))).status).toBe(200);
  });

  it('after five minutes without a customer call, and the session check then says timed out', async () => {
    const cookie = await openBankSession(bank, 'demo.appkey');
    await ageBankSessions(bank, 4 * 60);
    expect((await get(accounts, cookie)).status).toBe(200);
    await ageBankSessions(bank, 4 * 60);
    expect((await get(accounts, cookie)).status).toBe(200);
    await ageBankSessions(bank, 5 * 60);
    const check = await get(`${api}/session/check`, cookie);
    expect(await check.json()).toEqual({ header: { statusCode: 'E001', errorMsg: [{ code: '0020', desc: 'Your session has ended' }] }, body: null });
    await expectSessionEnded(await get(accounts, cookie));
  });
});

describe('a read-only customer', () => {
  it('is READONLY in ib-status, and any change they send is refused with ELG006 and changes nothing', async () => {
    const cookie = await openBankSession(bank, 'demo.limited');
    const status = (await (await get(`${api}/v1/messages/ib-status`, cookie)).json()) as { payload: { ibStatus: string } };
    expect(status.payload.ibStatus).toBe('READONLY');
    const before = await (await get(`${api}/v1/sent-items`, cookie)).text();
    const sent = await fetch(`${api}/v1/messages`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Idempotency-Key': 'read-only-send-1' },
      body: JSON.stringify({ subject: 'General enquiry', body: 'hello' }),
    });
    expect(await sent.json()).toEqual({ header: { statusCode: 'E001', errorMsg: [{ code: 'ELG006', desc: 'Read only' }] }, body: null });
    expect(await (await get(`${api}/v1/sent-items`, cookie)).text()).toBe(before);
  });
});
