import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { IdentityFlowAdapter } from '../../src/adapters/identity-flows/identity-flow.adapter';
import { LegacyIdentityAdapter } from '../../src/adapters/legacy-page/legacy-identity.adapter';
import type { IdentityStep } from '../../src/core/identity/identity-step';
import { learnedMappingIds } from '../../scripts/generate-identity-flow-stubs.mjs';
import { findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';

/** The identity flows' calls (docs/api/identity.md, 'Identity flows') against the demo bank. */
const wiremock = inject('wiremockUrl');
const identityBase = `${wiremock}/gateway/idv`;
const client = () => realHttpClient(wiremockConfig(wiremock, { identityBase })).client;
const flows = () => new IdentityFlowAdapter(client(), { identityBase });
const logOn = () => new LegacyIdentityAdapter(client(), { identityBase });

const resetScenarios = () => fetch(`${wiremock}/__admin/scenarios/reset`, { method: 'POST' });
const forgetLearnt = async () => {
  for (const id of Object.values(learnedMappingIds)) await fetch(`${wiremock}/__admin/mappings/${id}`, { method: 'DELETE' });
};

beforeEach(resetScenarios);
afterEach(forgetLearnt);
afterAll(resetScenarios);

/** Opens a flow at `href` and passes its first page with `userid`. */
async function open(href: string, userid: string): Promise<{ service: IdentityFlowAdapter; step: IdentityStep }> {
  const service = flows();
  const index = await service.follow(href);
  return { service, step: await service.submit(index, { userid }) };
}

async function waitForMapping(id: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${wiremock}/__admin/mappings/${id}`)).ok, { timeout: 15_000, interval: 100, message: `mapping ${id} never arrived` })
    .toBe(true);
}

/** Registration's security step, as the new customer answers it: their password and memorable answer. */
const newCustomerSecurity = {
  memorableQuestion: 'PLACE',
  newPassword: 'Kestrel2050',
  confirmPassword: 'Kestrel2050',
  newMemorableAnswer: 'Greenwich',
  confirmMemorableAnswer: 'Greenwich',
};

describe('identity flows contract', () => {
  it('online reset: questions, options, code, password, reset, complete at level 30; the log-on learns the password', async () => {
    const { service, step: q1 } = await open('reset/password', 'demo.hardkey');
    expect(q1).toMatchObject({ name: 'OnlineReset', route: '/onlinereset/security-question-1', status: 'OK' });
    const q2 = await service.submit(q1, { securityAnswer1: 'battersea' });
    expect(q2.route).toBe('/onlinereset/security-question-2');
    const options = await service.submit(q2, { securityAnswer2: 'Marmalade' });
    expect(options.route).toBe('/onlinereset/options');
    const code = await service.submit(options, { resetOption: 'password' });
    expect(code.route).toBe('/onlinereset/security-code');
    const wrongCode = await service.submit(code, { securityCode: '000000' });
    expect(wrongCode).toMatchObject({ status: 'INVALID', errors: [{ code: 'LOG_0008', field: 'securityCode' }] });
    const password = await service.submit(code, { securityCode: '135790' });
    expect(password.route).toBe('/onlinereset/password');
    const reset = await service.submit(password, { newPassword: 'Thames2050x', confirmPassword: 'Thames2050x' });
    expect(reset).toMatchObject({ route: '/onlinereset/reset', data: { autosubmit: true }, form: { method: 'GET' } });
    const complete = await service.submit(reset, {});
    expect(complete).toMatchObject({ route: '/onlinereset/complete', status: 'OK', data: { camLevel: 30 } });

    // Each POST is sent once, with an Idempotency-Key.
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: '/gateway/idv/onlinereset/password' });
    expect(posts).toHaveLength(1);
    expect(headerOf(posts[0]?.headers, 'Idempotency-Key')).toBeTruthy();

    await waitForMapping(learnedMappingIds.hardkeyPassword);
    const logon = logOn();
    const passwordPage = await logon.submit(await logon.start(), { userid: 'demo.hardkey' });
    const cam30 = await logon.submit(passwordPage, {
      keyrcc_password_first: 'h',
      keyrcc_password_second: 'e',
      keyrcc_password_third: 'x',
      memorableAnswer: 'Paddington',
    });
    expect(cam30.route).toBe('/idv/cam40redirect');
  });

  it('demo.suspended: right answers end on the suspended page (FD2G006)', async () => {
    const { service, step: q1 } = await open('onlinereset', 'demo.suspended');
    const q2 = await service.submit(q1, { securityAnswer1: 'Battersea' });
    const end = await service.submit(q2, { securityAnswer2: 'Marmalade' });
    expect(end).toMatchObject({ route: '/authentication/error/FD2G006', status: 'ERROR', errors: [{ code: 'FD2G006' }] });
  });

  it('three wrong answers in a row end on the too-many-tries page (FD2G008)', async () => {
    const { service, step: q1 } = await open('reset-pin', 'demo.hardkey');
    expect(q1.route).toBe('/reset-pin/security-question-1');
    const first = await service.submit(q1, { securityAnswer1: 'x' });
    expect(first).toMatchObject({ status: 'INVALID', errors: [{ code: 'SEC_0001', field: 'securityAnswer1' }] });
    await service.submit(q1, { securityAnswer1: 'y' });
    const third = await service.submit(q1, { securityAnswer1: 'z' });
    expect(third.route).toBe('/authentication/error/FD2G008');
  });

  it('PIN reset: a failing lock code says to call; a good one gives the unlock code', async () => {
    const { service, step: q1 } = await open('reset/pin', 'demo.hardkey');
    const q2 = await service.submit(q1, { securityAnswer1: 'Battersea' });
    const lockPin = await service.submit(q2, { securityAnswer2: 'Marmalade' });
    expect(lockPin.route).toBe('/reset-pin/lock-pin');
    const failed = await service.submit(lockPin, { lockPin: '00000000' });
    expect(failed.errors[0]?.message).toMatch(/call us on \{phone\}/);
    const done = await service.submit(lockPin, { lockPin: '12345678' });
    expect(done).toMatchObject({ route: '/reset-pin/complete', data: { resetCode: '4831 2290' } });
  });

  it("offline reset: the security step's 'Sorry we cannot action your request' page", async () => {
    const { service, step: password } = await open('reset/both', 'demo.hardkey');
    expect(password.route).toBe('/offlinereset/password');
    const memorable = await service.submit(password, { newPassword: 'Thames2050x', confirmPassword: 'Thames2050x' });
    const security = await service.submit(memorable, { memorableQuestion: 'FILM', newMemorableAnswer: 'Casablanca', confirmMemorableAnswer: 'Casablanca' });
    expect(security.route).toBe('/offlinereset/security');
    const answer = await service.submit(security, { securityAnswer1: 'Battersea', securityAnswer2: 'Marmalade' });
    // The page is the general error; SubmitFlowStep counts it as complete on this step (unit-tested).
    expect(answer.route).toBe('/authentication/error');
  });

  it('registration: demo.newcustomer by account or card; demo.hardkey already registered; unknown details quote a reference', async () => {
    const service = flows();
    const index = await service.follow('registration');
    const details = await service.submit(index, {});
    expect(details.route).toBe('/registration/your-details');
    const byAccount = await service.submit(details, { detailsType: 'account', sortCode: '401276', accountNumber: '41230099', telephonePassword: 'Thames' });
    expect(byAccount.route).toBe('/registration/username');
    const byCard = await service.submit(details, { detailsType: 'card', cardNumber: '4929000000000006', telephonePassword: 'thames' });
    expect(byCard.route).toBe('/registration/username');
    const again = await service.submit(details, { detailsType: 'account', sortCode: '401276', accountNumber: '41234567', telephonePassword: 'Thames' });
    expect(again).toMatchObject({ route: '/authentication/error/FD2G009', status: 'ERROR' });
    const unknown = await service.submit(details, { detailsType: 'card', cardNumber: '4929000000000007', telephonePassword: 'Thames' });
    expect(unknown).toMatchObject({ route: '/registration/error', status: 'REDIRECT' });
    expect(unknown.errors[0]?.message).toContain('REG-40127');
    const taken = await service.submit(byAccount, { newUsername: 'demo.hardkey' });
    expect(taken).toMatchObject({ status: 'INVALID', errors: [{ field: 'newUsername' }] });
    const security = await service.submit(byAccount, { newUsername: 'demo.newcustomer' });
    expect(security.inputs.find((i) => i.name === 'newUsername')).toMatchObject({ type: 'hidden', value: 'demo.newcustomer' });
    const more = await service.submit(security, newCustomerSecurity);
    expect(more.route).toBe('/registration/additional-security-questions');
    const complete = await service.submit(more, {});
    expect(complete).toMatchObject({ route: '/registration/complete', data: { refID: 'REG-77120' } });
    await waitForMapping(learnedMappingIds.newCustomerSecurityCode);
  });

  it('registration: a username of their own choosing logs on to the account registered with, none of demo.hardkey\'s', async () => {
    const service = flows();
    const details = await service.submit(await service.follow('registration'), {});
    const username = await service.submit(details, { detailsType: 'account', sortCode: '401276', accountNumber: '41230099', telephonePassword: 'Thames' });
    const security = await service.submit(username, { newUsername: 'Jane.Smith' });
    const more = await service.submit(security, newCustomerSecurity);
    await service.submit(more, { newSecurityAnswer1: 'Battersea', confirmSecurityAnswer1: 'Battersea', newSecurityAnswer2: 'Marmalade', confirmSecurityAnswer2: 'Marmalade' });
    await waitForMapping(learnedMappingIds.newCustomerSecurityCode);

    // Stage 1 of the log-on gives the log-on under way its cookie; stage 3, as the registration taught
    // the demo bank, opens the session.
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const stage1 = await fetch(`${identityBase}/logon/username`, { method: 'POST', headers: form, body: new URLSearchParams({ userid: 'jane.smith' }) });
    const logOn = stage1.headers.getSetCookie().find((c) => c.startsWith('IDV_LOGON='))?.split(';')[0];
    expect(logOn, 'the log-on under way').toBeTruthy();
    const done = await fetch(`${identityBase}/logon/securetoken`, {
      method: 'POST',
      headers: { ...form, Cookie: logOn ?? '' },
      body: new URLSearchParams({ userid: 'jane.smith', memorableAnswer: 'Greenwich', idv_OtpCredential: '246810' }),
    });
    expect(done.status).toBe(200);
    const session = done.headers.getSetCookie().find((c) => c.startsWith('BANK_SESSION='))?.split(';')[0];
    expect(session, 'a session cookie').toBeTruthy();
    const headers = { Cookie: session ?? '' };
    const accounts = (await (await fetch(`${wiremock}/gateway/api/v12/accounts`, { headers })).json()) as { payload: { id: string; summary: { sortCode: string; number: string } }[] };
    expect(accounts.payload.map((a) => [a.summary.sortCode, a.summary.number])).toEqual([['401276', '41230099']]);
    const profile = (await (await fetch(`${wiremock}/gateway/api/v2/customers/profile`, { headers })).json()) as { payload: { lastName: string } };
    expect(profile.payload.lastName).not.toBe('Hardy');
    await fetch(`${wiremock}/gateway/api/session/logoff`, { headers });
  });

  it('activation: demo.nokey chooses a device and activates it with serial 1234-567-890; 000000 fails', async () => {
    const service = flows();
    const intro = await service.submit(
      { name: 'Activation', route: '/activation/choose', form: { action: 'activation/choose', method: 'POST' }, inputs: [], selects: [], labels: {}, links: [], errors: [], status: 'OK', data: {} },
      { userid: 'demo.nokey', tokenChoice: 'hard' },
    );
    expect(intro).toMatchObject({ route: '/activation/sk-intro', status: 'OK', data: { camLevel: 30 } });
    expect(intro.data.autosubmit).toBeUndefined();
    const activate = await service.submit(intro, {});
    expect(activate.route).toBe('/activation/sk-activate');
    const failed = await service.submit(activate, { serialNumber: '1234567890', activationCode: '000000' });
    expect(failed).toMatchObject({ status: 'INVALID', errors: [{ code: 'ACT_0001' }] });
    expect(failed.errors[0]?.message).toMatch(/ten-digit serial number/);
    const done = await service.submit(activate, { serialNumber: '1234567890', activationCode: '246810' });
    expect(done.route).toBe('/activation/sk-complete');
    const inUse = await service.submit(done, {});
    expect(inUse.route).toBe('/summary');
  });
});
