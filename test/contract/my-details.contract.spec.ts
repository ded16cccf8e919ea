import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpMyDetailsAdapter } from '../../src/adapters/my-details/http-my-details.adapter';
import { IdentityFlowAdapter } from '../../src/adapters/identity-flows/identity-flow.adapter';
import { LegacyIdentityAdapter } from '../../src/adapters/legacy-page/legacy-identity.adapter';
import { lostAnswerEmail } from '../../scripts/generate-my-details-stubs.mjs';
import { findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';
import { customerCookie } from './support/customer-session';

/** The my-details calls (docs/api/my-details.md) and security details' identity pages against the demo bank. */
const wiremock = inject('wiremockUrl');
const identityBase = `${wiremock}/gateway/idv`;
const config = wiremockConfig(wiremock, { identityBase });
const details = () => new HttpMyDetailsAdapter(realHttpClient(config).client, config);
const pages = () => new IdentityFlowAdapter(realHttpClient(config).client, { identityBase });
const logOn = () => new LegacyIdentityAdapter(realHttpClient(config).client, { identityBase });

const resetScenarios = () => fetch(`${wiremock}/__admin/scenarios/reset`, { method: 'POST' });
beforeEach(resetScenarios);
afterEach(resetScenarios);
/** Stage 2 of demo.hardkey's log-on with the password's 2nd, 5th and last characters. */
async function passwordStage(password: string, answer: string, userid = 'demo.hardkey') {
  const service = logOn();
  const page = await service.submit(await service.start(), { userid });
  return service.submit(page, {
    keyrcc_password_first: password[1] ?? '',
    keyrcc_password_second: password[4] ?? '',
    keyrcc_password_third: password[password.length - 1] ?? '',
    memorableAnswer: answer,
  });
}

describe('my details contract', () => {
  it("reads demo.hardkey's profile", async () => {
    expect(await details().profile()).toEqual({
      title: 'Mr',
      firstName: 'Alex',
      lastName: 'Hardy',
      addresses: [{ label: 'Home address', lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' }],
      phones: [{ label: 'Mobile', number: '07700 900123' }],
      email: 'alex.hardy@example.com',
    });
  });

  it('changes the email address once, with the key, and the profile shows it until a reset (the ledger)', async () => {
    await details().changeEmail('alex.h@example.org', 'key-email-1', { reauthenticationCode: '123456' });
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: '/gateway/api/v2/customers/email-address', bodyPatterns: [{ contains: 'alex.h@example.org' }] });
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toContain('key-email-1');
    expect((await details().profile()).email).toBe('alex.h@example.org');
    // The same key again is the same change: answered, nothing changes twice; another body with it is refused.
    await details().changeEmail('alex.h@example.org', 'key-email-1', { reauthenticationCode: '123456' });
    await expect(details().changeEmail('someone@example.org', 'key-email-1', { reauthenticationCode: '123456' })).rejects.toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect((await details().profile()).email).toBe('alex.h@example.org');
    await resetScenarios();
    expect((await details().profile()).email).toBe('alex.hardy@example.com');
  });

  it('an email change without a Re-authentication Security Code is held for it (0004) and changes nothing; the same key with the code makes it', async () => {
    await expect(details().changeEmail('held.for.code@example.org', 'key-email-0004')).rejects.toMatchObject({ error: { code: '0004' } });
    expect((await details().profile()).email).toBe('alex.hardy@example.com');
    await details().changeEmail('held.for.code@example.org', 'key-email-0004', { reauthenticationCode: '135790' });
    expect((await details().profile()).email).toBe('held.for.code@example.org');
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: '/gateway/api/v2/customers/email-address', bodyPatterns: [{ contains: 'held.for.code@example.org' }] });
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toEqual(['key-email-0004', 'key-email-0004']);
    await resetScenarios();
  });

  it('a lost answer on the email change rejects with FD999T (no answer); it was made, and a retry with the key is answered', async () => {
    await expect(details().changeEmail(lostAnswerEmail, 'key-lost', { reauthenticationCode: '123456' })).rejects.toMatchObject({ error: { code: 'FD999T' } });
    expect((await details().profile()).email).toBe(lostAnswerEmail);
    const posts = await findRequests(wiremock, {
      method: 'POST',
      urlPath: '/gateway/api/v2/customers/email-address',
      bodyPatterns: [{ contains: lostAnswerEmail }],
    });
    expect(posts).toHaveLength(1);
  });

  it('reads and changes statement preferences: the savings to online only', async () => {
    const before = await details().statementPreferences();
    expect(before.map((p) => [p.accountId, p.preference])).toEqual([
      ['HK-CUR-001', 'online'],
      ['HK-SAV-003', 'paper-and-online'],
    ]);
    expect(before[0]).toMatchObject({ accountName: 'Current Account', accountLabel: '40-12-76 41234567' });
    expect(before[1]?.nextStatementDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await details().changeStatementPreferences([{ accountId: 'HK-SAV-003', preference: 'online' }], 'key-pref-1');
    const after = await details().statementPreferences();
    expect(after.map((p) => p.preference)).toEqual(['online', 'online']);
    // Other files' tests post here too (the contract files share one demo bank): this test's own post.
    const posts = (await findRequests(wiremock, { method: 'POST', urlPath: '/gateway/api/v1/statement-preferences' })).filter((p) => headerOf(p.headers, 'Idempotency-Key')?.startsWith('key-pref-'));
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toEqual(['key-pref-1']);
    // Both accounts in one change. Paper asks for the Re-authentication Security Code first (0004,
    // nothing changed); the same key with the code goes through.
    const toPaper = [
      { accountId: 'HK-CUR-001', preference: 'paper-and-online' as const },
      { accountId: 'HK-SAV-003', preference: 'paper-and-online' as const },
    ];
    await expect(details().changeStatementPreferences(toPaper, 'key-pref-2')).rejects.toMatchObject({ error: { code: '0004' } });
    expect((await details().statementPreferences()).map((p) => p.preference)).toEqual(['online', 'online']);
    await details().changeStatementPreferences(toPaper, 'key-pref-2', { reauthenticationCode: '123456' });
    expect((await details().statementPreferences()).map((p) => p.preference)).toEqual(['paper-and-online', 'paper-and-online']);
    // An account that is not the customer's changes nothing.
    await expect(details().changeStatementPreferences([{ accountId: 'HK-SAV-003', preference: 'online' }, { accountId: 'XX-1', preference: 'online' }], 'key-pref-3')).rejects.toMatchObject({ error: { code: 'LDG_UNKNOWN_ACCOUNT' } });
    expect((await details().statementPreferences()).map((p) => p.preference)).toEqual(['paper-and-online', 'paper-and-online']);
    await resetScenarios();
    expect((await details().statementPreferences()).map((p) => p.preference)).toEqual(['online', 'paper-and-online']);
  });
});

describe('security details contract (identity pages)', () => {
  it('the options page (UpdateOptions) links to every change; the PIN page is a message (UpdateMessage)', async () => {
    const options = await pages().follow('security-details');
    expect(options).toMatchObject({ name: 'UpdateOptions', route: '/security-details/options', status: 'OK' });
    expect(options.links.map((l) => l.href)).toEqual([
      'security-details/update-username',
      'security-details/update-password',
      'security-details/update-memorable',
      'security-details/update-security-question-1',
      'security-details/update-security-question-2',
      'security-details/update-secure-key-pin',
    ]);
    const pin = await pages().follow('security-details/update-secure-key-pin');
    expect(pin).toMatchObject({ route: '/security-details/update-secure-key-pin', form: null });
  });

  it('a wrong Re-authentication Security Code (000000) is LOG_0008 on its field; any other changes the username', async () => {
    const service = pages();
    const form = await service.follow('security-details/update-username');
    expect(form).toMatchObject({ name: 'UpdateUsername', route: '/security-details/update-username' });
    const wrong = await service.submit(form, { newUsername: 'alex.hardy', reauthenticationCode: '000000' }, 'key-u-1');
    expect(wrong).toMatchObject({ status: 'INVALID', errors: [{ code: 'LOG_0008', field: 'reauthenticationCode' }] });
    const done = await service.submit(form, { newUsername: 'alex.hardy', reauthenticationCode: '246810' }, 'key-u-2');
    expect(done).toMatchObject({ name: 'UpdateSuccess', route: '/security-details/update-complete' });
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: '/gateway/idv/security-details/update-username' });
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toEqual(expect.arrayContaining(['key-u-1', 'key-u-2']));
  });

  it('a security change without a Re-authentication Security Code is held for it (0004) and changes nothing; the same key with the code makes it', async () => {
    const service = pages();
    const form = await service.follow('security-details/update-username');
    expect(form.inputs.map((i) => i.name), 'the form asks for no code up front').not.toContain('reauthenticationCode');
    const held = await service.submit(form, { newUsername: 'alex.held' }, 'key-u-0004');
    expect(held).toMatchObject({ route: '/security-details/update-username', status: 'INVALID', errors: [{ code: '0004' }] });
    expect((await passwordStage('Mercury2024', 'Paddington', 'alex.held')).route, 'the username did not change').not.toBe('/idv/cam40redirect');
    const done = await service.submit(form, { newUsername: 'alex.held', reauthenticationCode: '135790' }, 'key-u-0004');
    expect(done).toMatchObject({ name: 'UpdateSuccess', route: '/security-details/update-complete' });
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: '/gateway/idv/security-details/update-username' });
    // Both tries went under the one key: the 0004 kept nothing under it.
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key')).filter((key) => key === 'key-u-0004')).toHaveLength(2);
  });

  it('a new password logs on and the old one fails; then a new memorable answer does, with the new password', async () => {
    const service = pages();
    const form = await service.follow('security-details/update-password');
    const done = await service.submit(form, { currentPassword: 'Mercury2024', newPassword: 'Lambeth2031', confirmPassword: 'Lambeth2031', reauthenticationCode: '123456' }, 'k1');
    expect(done.route).toBe('/security-details/update-complete');
    expect((await passwordStage('Lambeth2031', 'Paddington')).route).toBe('/idv/cam40redirect');
    expect((await passwordStage('Mercury2024', 'Paddington')).errors[0]?.message).toMatch(/don't match our records/);
    expect((await passwordStage('Lambeth2031', 'Wrong answer')).route).toBe('/authentication/password');
    // Wrong tries count towards the log-on lock as any other does (the lock scenario moved on).
    const lock = (await (await fetch(`${wiremock}/__admin/scenarios`)).json()) as { scenarios: { name: string; state: string }[] };
    expect(lock.scenarios.find((x) => x.name === 'identity-demo.hardkey')?.state).toBe('F2');

    const memorable = await service.follow('security-details/update-memorable');
    await service.submit(memorable, { newMemorableAnswer: "St Paul's", confirmMemorableAnswer: "St Paul's", reauthenticationCode: '123456' }, 'k2');
    expect((await passwordStage('Lambeth2031', "st paul's")).route).toBe('/idv/cam40redirect');
    expect((await passwordStage('Lambeth2031', 'Paddington')).route).toBe('/authentication/password');

    // A reset of the demo bank's scenarios puts the original details back.
    await resetScenarios();
    expect((await passwordStage('Mercury2024', 'Paddington')).route).toBe('/idv/cam40redirect');
  });

  it('a new username logs on with the same password, answer and data; the old one then fails like an unknown one', async () => {
    await details().changeEmail('alex.h@example.org', 'key-email-rename', { reauthenticationCode: '123456' });
    const service = pages();
    const form = await service.follow('security-details/update-username');
    const done = await service.submit(form, { newUsername: 'Alex.Hardy77', reauthenticationCode: '246810' }, 'key-rename');
    expect(done).toMatchObject({ name: 'UpdateSuccess', route: '/security-details/update-complete' });

    // The new name, in any case, reaches the level-40 redirect and then the Secure Key page.
    expect((await passwordStage('Mercury2024', 'Paddington', 'alex.hardy77')).route).toBe('/idv/cam40redirect');
    expect((await passwordStage('Mercury2024', 'Paddington', 'ALEX.HARDY77')).route).toBe('/idv/cam40redirect');
    const cam40 = await fetch(`${identityBase}/logon/cam40?userid=alex.hardy77`);
    expect(await cam40.text()).toContain('securetoken');
    // Its session reads demo.hardkey's book in the ledger: the email changed before the rename.
    const profile = await fetch(`${wiremock}/gateway/api/v2/customers/profile`, { headers: { Cookie: await customerCookie('alex.hardy77') } });
    expect(((await profile.json()) as { payload: { emailAddress: string } }).payload.emailAddress).toBe('alex.h@example.org');

    // The old name with the right password gets the details mismatch, as an unknown username does.
    const old = await passwordStage('Mercury2024', 'Paddington', 'demo.hardkey');
    expect(old.route).toBe('/authentication/password');
    expect(old.errors[0]?.message).toMatch(/don't match our records/);
    const unknown = await passwordStage('Mercury2024', 'Paddington', 'nobody.here');
    expect(old.errors).toEqual(unknown.errors);

    // The same key again changes nothing more and answers the same page.
    expect((await service.submit(form, { newUsername: 'Alex.Hardy77', reauthenticationCode: '246810' }, 'key-rename')).route).toBe('/security-details/update-complete');

    // A reset puts demo.hardkey back.
    await resetScenarios();
    expect((await passwordStage('Mercury2024', 'Paddington')).route).toBe('/idv/cam40redirect');
    expect((await passwordStage('Mercury2024', 'Paddington', 'alex.hardy77')).route).toBe('/authentication/password');
  });

  it("a username another customer logs on with is refused (409 LDG_USERNAME_TAKEN) and changes nothing", async () => {
    const form = await pages().follow('security-details/update-username');
    const res = await fetch(`${identityBase}/security-details/update-username`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': 'key-taken' },
      body: new URLSearchParams({ newUsername: 'demo.appkey', reauthenticationCode: '123456' }).toString(),
    });
    expect(form.name).toBe('UpdateUsername');
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('LDG_USERNAME_TAKEN');
    expect((await passwordStage('Mercury2024', 'Paddington')).route).toBe('/idv/cam40redirect');
  });

  it('new answers to security questions 1 and 2 are the ones the reset flows accept; the old ones fail', async () => {
    const service = pages();
    for (const [n, answer] of [[1, 'Clapham Junction'], [2, 'Treacle Tart']] as const) {
      const form = await service.follow(`security-details/update-security-question-${n}`);
      const done = await service.submit(form, { [`newSecurityAnswer${n}`]: answer, [`confirmSecurityAnswer${n}`]: answer, reauthenticationCode: '123456' }, `key-q${n}`);
      expect(done.route).toBe('/security-details/update-complete');
    }
    const reset = async (first: string, second: string) => {
      const flow = pages();
      const q1 = await flow.submit(await flow.follow('reset/password'), { userid: 'demo.hardkey' });
      const q2 = await flow.submit(q1, { securityAnswer1: first });
      return q2.route === '/onlinereset/security-question-2' ? (await flow.submit(q2, { securityAnswer2: second })).route : q2.route;
    };
    expect(await reset('clapham junction', 'Treacle Tart')).toBe('/onlinereset/options');
    expect(await reset('Battersea', 'Treacle Tart')).toBe('/onlinereset/security-question-1');
    expect(await reset('Clapham Junction', 'Marmalade')).toBe('/onlinereset/security-question-2');

    // Both at once on the offline reset's last step.
    const offline = pages();
    const password = await offline.submit(await offline.follow('reset/both'), { userid: 'demo.hardkey' });
    const memorable = await offline.submit(password, { newPassword: 'Thames2050x', confirmPassword: 'Thames2050x' });
    const security = await offline.submit(memorable, { memorableQuestion: 'FILM', newMemorableAnswer: 'Casablanca', confirmMemorableAnswer: 'Casablanca' });
    expect((await offline.submit(security, { securityAnswer1: 'Battersea', securityAnswer2: 'Marmalade' })).route).toBe('/offlinereset/security');
    expect((await offline.submit(security, { securityAnswer1: 'Clapham Junction', securityAnswer2: 'Treacle Tart' })).route).toBe('/authentication/error');

    // A reset of the demo bank puts Battersea and Marmalade back.
    await resetScenarios();
    expect(await reset('Battersea', 'Marmalade')).toBe('/onlinereset/options');
  });

  it('a lost answer is a transport failure (FD999T), never a page', async () => {
    const service = pages();
    const form = await service.follow('security-details/update-username');
    const off = await fetch(`${wiremock}/__admin/mappings`, {
      method: 'POST',
      body: JSON.stringify({ priority: 0, request: { method: 'POST', urlPath: '/gateway/idv/security-details/update-username' }, response: { fault: 'CONNECTION_RESET_BY_PEER' } }),
    });
    const { id } = (await off.json()) as { id: string };
    try {
      await expect(service.submit(form, { newUsername: 'alex.hardy', reauthenticationCode: '123456' }, 'k')).rejects.toMatchObject({ error: { code: 'FD999T' } });
    } finally {
      await fetch(`${wiremock}/__admin/mappings/${id}`, { method: 'DELETE' });
    }
  });
});
