import { describe, expect, it } from 'vitest';
import { IdentityServiceFailure } from '../../core/identity/identity-service.port';
import { IdentityErrorCodes, IdentityRoutes, IdentityStepNames, type IdentityStep } from '../../core/identity/identity-step';
import { DemoCustomers, DemoPassword, FakeIdentityService, passwordCharacter } from './fake-identity.adapter';
import { DemoTexts } from './fake-identity-pages';

const positionsOf = (step: IdentityStep) =>
  ['keyrcc_password_first', 'keyrcc_password_second', 'keyrcc_password_third'].map((f) => step.labels[f] ?? '');

/** The characters the page asks for, read from its labels as a screen would. */
function charactersFor(step: IdentityStep, password = DemoPassword): Record<string, string> {
  const [first, second, third] = positionsOf(step).map((label) => {
    const position = label.toLowerCase().startsWith('penultimate') ? 'penultimate' : label.toLowerCase().startsWith('last') ? 'last' : (label.slice(0, 3) as '1st');
    return passwordCharacter(password, position);
  });
  return { keyrcc_password_first: first ?? '', keyrcc_password_second: second ?? '', keyrcc_password_third: third ?? '' };
}

async function toPassword(fake: FakeIdentityService, userid: string) {
  return fake.submit(await fake.start(), { userid });
}

async function toSecureToken(fake: FakeIdentityService, userid: string) {
  const password = await toPassword(fake, userid);
  const redirect = await fake.submit(password, { ...charactersFor(password), memorableAnswer: 'Paddington' });
  return fake.submit(redirect, {});
}

describe('FakeIdentityService', () => {
  it('logs demo.hardkey on in three stages with a hard token', async () => {
    const fake = new FakeIdentityService();
    const username = await fake.start();
    expect(username.route).toBe(IdentityRoutes.username);
    const password = await fake.submit(username, { userid: 'demo.hardkey' });
    expect(password.route).toBe(IdentityRoutes.password);
    expect(positionsOf(password)).toEqual(['2nd character', '5th character', 'Last character']);
    const redirect = await fake.submit(password, { ...charactersFor(password), memorableAnswer: 'paddington' });
    expect(redirect).toMatchObject({ status: 'OK', route: IdentityRoutes.cam40Redirect, data: { camLevel: 30, autosubmit: true, tokenType: 'hard' } });
    const token = await fake.submit(redirect, {});
    expect(token).toMatchObject({ route: IdentityRoutes.secureToken, data: { tokenType: 'hard' } });
    expect(token.links.map((l) => l.id)).toContain('idv_cam20_otp_challenge');
    const done = await fake.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '123456' });
    expect(done).toMatchObject({ status: 'OK', route: '/summary', data: { camLevel: 40, cin: 'demo.hardkey' } });
  });

  it('gives demo.appkey the soft token page without the Secure Key PIN link', async () => {
    const token = await toSecureToken(new FakeIdentityService(), 'demo.appkey');
    expect(token.data.tokenType).toBe('soft');
    expect(token.links.map((l) => l.id)).not.toContain('idv_cam20_otp_challenge');
  });

  it('answers 000000 with LOG_0008', async () => {
    const fake = new FakeIdentityService();
    const token = await toSecureToken(fake, 'demo.hardkey');
    const again = await fake.submit(token, { memorableAnswer: 'Paddington', idv_OtpCredential: '000000' });
    expect(again.status).toBe('INVALID');
    expect(again.errors[0]?.code).toBe(IdentityErrorCodes.securityCodeIncorrect);
  });

  it('treats an unknown username like any other, then fails with the details mismatch', async () => {
    const fake = new FakeIdentityService();
    const password = await toPassword(fake, 'nobody.here');
    expect(password.route).toBe(IdentityRoutes.password);
    const failed = await fake.submit(password, { ...charactersFor(password), memorableAnswer: 'Paddington' });
    expect(failed.errors).toEqual([{ code: IdentityErrorCodes.detailsMismatch, message: DemoTexts.detailsMismatch }]);
  });

  it('warns on the fourth failure in a row and locks on the fifth, until reset', async () => {
    const fake = new FakeIdentityService();
    let page = await toPassword(fake, 'demo.appkey');
    const wrong = { keyrcc_password_first: 'x', keyrcc_password_second: 'x', keyrcc_password_third: 'x', memorableAnswer: 'Paddington' };
    for (let i = 1; i <= 3; i += 1) {
      page = await fake.submit(page, wrong);
      expect(page.data.message).toBeUndefined();
    }
    page = await fake.submit(page, wrong);
    expect(page.data.message).toBe(DemoTexts.lastTryWarning);
    page = await fake.submit(page, wrong);
    expect(page).toMatchObject({ name: IdentityStepNames.locked, route: IdentityRoutes.locked });
    const right = await toPassword(fake, 'demo.appkey');
    expect((await fake.submit(right, { ...charactersFor(right), memorableAnswer: 'Paddington' })).route).toBe(IdentityRoutes.locked);
    fake.reset();
    const after = await toPassword(fake, 'demo.appkey');
    expect((await fake.submit(after, { ...charactersFor(after), memorableAnswer: 'Paddington' })).status).toBe('OK');
  });

  it('plays demo.readonly, demo.locked and demo.forceselect', async () => {
    const fake = new FakeIdentityService();
    const login = async (userid: string) => {
      const password = await toPassword(fake, userid);
      return fake.submit(password, { ...charactersFor(password), memorableAnswer: 'Paddington' });
    };
    expect(await login('demo.readonly')).toMatchObject({ route: IdentityRoutes.readOnly, data: { ibStatus: 'READONLY' } });
    expect((await login('demo.locked')).route).toBe(IdentityRoutes.locked);
    const force = await login('demo.forceselect');
    expect(force.data.camLevel).toBe(30);
    expect(force.data.tokenType).toBeUndefined();
    expect((await fake.forceTokenSelection()).route).toBe(IdentityRoutes.tokenSelection);
  });

  it('lists every demo customer with a distinct username', () => {
    expect(DemoCustomers.map((c) => c.username)).toContain('demo.nokey');
    expect(new Set(DemoCustomers.map((c) => c.username)).size).toBe(DemoCustomers.length);
  });

  it('rejects with IdentityServiceFailure when told to fail', async () => {
    const fake = new FakeIdentityService();
    fake.failNextWith({ code: 'FD999T', description: 'no answer' });
    await expect(fake.start()).rejects.toBeInstanceOf(IdentityServiceFailure);
    expect((await fake.start()).route).toBe(IdentityRoutes.username);
  });
});
