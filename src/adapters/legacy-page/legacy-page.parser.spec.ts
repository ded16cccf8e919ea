import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IdentityErrorCodes, IdentityRoutes, IdentityStepNames } from '../../core/identity/identity-step';
import { DemoPages, DemoTexts } from '../fakes/fake-identity-pages';
import { parseLegacyPage } from './legacy-page.parser';

/** Fixture pages: most are the demo bank's own answers (captured from WireMock), a few are legacy variants. */
const fixture = (name: string) => readFileSync(join(process.cwd(), 'test/fixtures/identity', `${name}.html`), 'utf8');
const parse = (name: string) => parseLegacyPage(fixture(name));

describe('parseLegacyPage: the log-on stages', () => {
  it('reads the username page: form, inputs, labels, links and level 0', () => {
    const step = parse('username');
    expect(step).toMatchObject({ name: IdentityStepNames.username, route: IdentityRoutes.username, status: 'OK' });
    expect(step.form).toEqual({ action: 'logon/username', method: 'POST' });
    expect(step.inputs).toEqual([
      { name: 'userid', type: 'text', value: '', label: 'Username', required: true, maxLength: 76 },
      { name: 'cookieuserid', type: 'checkbox', value: 'true', label: 'Remember me' },
    ]);
    expect(step.labels).toEqual({ userid: 'Username', cookieuserid: 'Remember me' });
    expect(step.links).toEqual([{ id: 'g2', href: 'registration', text: 'Register' }]);
    expect(step.data).toMatchObject({ camLevel: 0, maxCamLevel: 0, stepTracker: 'username' });
  });

  it('reads the password page: the requested positions from the labels, the hidden userid and the four links', () => {
    const step = parse('password');
    expect(step).toMatchObject({ name: IdentityStepNames.password, route: IdentityRoutes.password, status: 'OK' });
    expect(step.labels).toMatchObject({
      keyrcc_password_first: '2nd character',
      keyrcc_password_second: '5th character',
      keyrcc_password_third: 'Last character',
      memorableAnswer: 'Memorable answer',
    });
    expect(step.inputs.find((i) => i.name === 'userid')).toEqual({ name: 'userid', type: 'hidden', value: 'demo.hardkey' });
    expect(step.links.map((l) => l.id)).toEqual(['idv_switchuser', 'cam30forgotpasswordlink', 'cam30forgotdosilink', 'copy_both_nav']);
    expect(step.data).toMatchObject({ camLevel: 10, maxCamLevel: 10, cin: 'demo.hardkey' });
  });

  it('marks a page with error blocks INVALID and keeps each code and message', () => {
    const step = parse('password-mismatch');
    expect(step.status).toBe('INVALID');
    expect(step.errors).toEqual([{ code: IdentityErrorCodes.detailsMismatch, message: DemoTexts.detailsMismatch }]);
    expect(step.data.message).toBeUndefined();
  });

  it('carries the warning before the lock in data.message', () => {
    expect(parse('password-last-try').data.message).toBe(DemoTexts.lastTryWarning);
  });

  it('rule: log-on success at level 30 moves on to the level-40 redirect by itself', () => {
    const step = parse('cam30-success');
    expect(step).toMatchObject({ name: IdentityStepNames.cam40Redirect, route: IdentityRoutes.cam40Redirect, status: 'OK' });
    expect(step.data).toMatchObject({ camLevel: 30, autosubmit: true, tokenType: 'hard', cin: 'demo.hardkey' });
    expect(step.form).toEqual({ action: 'logon/cam40', method: 'GET' });
  });

  it('rule: level-30 success without a token type leaves tokenType out (forced token selection applies)', () => {
    const step = parse('cam30-success-no-token');
    expect(step.status).toBe('OK');
    expect(step.data.camLevel).toBe(30);
    expect(step.data).not.toHaveProperty('tokenType');
  });

  it('reads the Secure Key page for each token type', () => {
    const hard = parse('securetoken-hard');
    expect(hard).toMatchObject({ name: IdentityStepNames.secureToken, route: IdentityRoutes.secureToken, data: { tokenType: 'hard' } });
    expect(hard.links.map((l) => l.id)).toEqual(['cam20forgotdosilink', 'idv_cam20_otp_challenge']);
    const soft = parse('securetoken-soft');
    expect(soft.data.tokenType).toBe('soft');
    expect(soft.links.map((l) => l.id)).toEqual(['cam20forgotdosilink']);
  });

  it('reads LOG_0008 with the field it belongs to', () => {
    const step = parse('securetoken-code-incorrect');
    expect(step.status).toBe('INVALID');
    expect(step.errors).toEqual([{ code: 'LOG_0008', message: DemoTexts.securityCodeIncorrect, field: 'idv_OtpCredential' }]);
  });

  it("rule: 'Logon Activity Completed' goes to the post-log-on route", () => {
    const step = parse('logon-complete');
    expect(step).toMatchObject({ name: IdentityStepNames.logonComplete, route: '/summary', status: 'OK' });
    expect(step.data).toMatchObject({ camLevel: 40, maxCamLevel: 40, successMsg: 'Logon Activity Completed', ibStatus: 'ACTIVE' });
  });

  it("rule: 'Logon Activity Completed' without a level means level 30", () => {
    const step = parse('logon-activity-completed-level30');
    expect(step).toMatchObject({ route: '/summary', status: 'OK', data: { camLevel: 30, maxCamLevel: 30 } });
  });

  it('reads the token selection page with its select (key and title)', () => {
    const step = parse('token-selection');
    expect(step).toMatchObject({ name: IdentityStepNames.tokenSelection, route: IdentityRoutes.tokenSelection });
    expect(step.selects).toEqual([
      {
        key: 'tokenChoice',
        title: 'Which Secure Key will you use?',
        options: [
          { value: 'soft', label: 'The mobile app (Digital Secure Key)' },
          { value: 'hard', label: 'A Secure Key device' },
        ],
      },
    ]);
  });
});

describe('parseLegacyPage: the legacy page mapping rules', () => {
  it("rule: 'Log out Successful' marks logged out", () => {
    const step = parse('logged-out');
    expect(step).toMatchObject({ name: IdentityStepNames.loggedOut, route: IdentityRoutes.loggedOut, status: 'LOGGED_OUT' });
    expect(step.data.hasLoggedOut).toBe(true);
  });

  it('rule: logged on twice leads to log-off with the multiple-login reason', () => {
    expect(parse('multiple-login')).toMatchObject({ route: '/logoff/multiple-login', status: 'MULTIPLE_LOGIN' });
  });

  it('rule: logged on twice is recognised by its words alone', () => {
    const step = parseLegacyPage('<html><body><p>You appear to be logged on twice.</p></body></html>');
    expect(step.route).toBe('/logoff/multiple-login');
  });

  it('rule: a remember-me marker means timed out', () => {
    expect(parse('timed-out')).toMatchObject({ name: IdentityStepNames.timedOut, route: IdentityRoutes.timedOut, status: 'TIMED_OUT' });
  });

  it('rule: an unrecognised page becomes the fallback-to-legacy error route', () => {
    const step = parse('unrecognised');
    expect(step).toMatchObject({ name: IdentityStepNames.unrecognised, route: '/authentication/error/FD2G509', status: 'FALLBACK' });
    expect(step.errors[0]?.code).toBe('FD2G509');
  });

  it('rule: an empty or broken answer is unrecognised too', () => {
    expect(parseLegacyPage('').status).toBe('FALLBACK');
    expect(parseLegacyPage('<<<not html').status).toBe('FALLBACK');
  });

  it('rule: the locked code logs off with reason locked', () => {
    const step = parse('locked');
    expect(step).toMatchObject({ name: IdentityStepNames.locked, route: '/logoff/locked', status: 'ERROR' });
    expect(step.errors[0]?.code).toBe('0009');
  });

  it('rule: the temporarily-locked code logs off with reason temporarily-locked', () => {
    expect(parse('temporarily-locked')).toMatchObject({ route: '/logoff/temporarily-locked', status: 'ERROR' });
  });

  it('rule: the read-only code sets read-only state', () => {
    const step = parse('readonly');
    expect(step).toMatchObject({ name: IdentityStepNames.readOnly, route: IdentityRoutes.readOnly, status: 'OK' });
    expect(step.data).toMatchObject({ ibStatus: 'READONLY', camLevel: 30, message: DemoTexts.readOnly });
    expect(step.errors.map((e) => e.code)).toEqual(['ELG006']);
    expect(step.links).toEqual([{ id: 'activation_nav', href: 'force-token-selection', text: 'Proceed' }]);
  });

  it('rule: the FD138B marker alone also means read-only', () => {
    expect(parseLegacyPage('<html><body><main id="idv-step" data-cam-level="30"><p>FD138B</p></main></body></html>').data.ibStatus).toBe(
      'READONLY',
    );
  });

  it("rule: 'Sorry we cannot action your request' / 'Please try again later' lead to the general error page", () => {
    expect(parse('general-error')).toMatchObject({ name: IdentityStepNames.generalError, route: '/authentication/error', status: 'ERROR' });
  });
});

describe('parseLegacyPage: data and markup variants', () => {
  it('reads every step-data field', () => {
    expect(parse('all-step-data').data).toEqual({
      camLevel: 30,
      maxCamLevel: 40,
      tokenType: 'soft',
      cin: 'demo.appkey',
      stepTracker: 'onlinereset-complete',
      title: 'Reset complete',
      successMsg: 'Your details have been reset',
      refID: 'REF12345',
      resetCode: 'RC-77',
      activationCode: 'AC-99',
      expires: '2026-12-31T23:59:59Z',
      address: '1 High Street, London',
      message: 'All done',
      alternatives: ['phone', 'branch'],
      reorderSK: true,
      unregistered: false,
      hasLoggedOut: false,
      autosubmit: false,
      inTokenActivationPeriod: true,
      theme: 'dark',
      ibStatus: 'ACTIVE',
    });
  });

  it('keeps the token family of the upper-case spellings, wrapped labels, disabled inputs and skips buttons', () => {
    const step = parse('legacy-token-type');
    expect(step.data).toMatchObject({ tokenType: 'hard', inTokenActivationPeriod: true });
    expect(step.form).toEqual({ action: '/gateway/idv/logon/securetoken', method: 'POST' });
    expect(step.inputs.map((i) => i.name)).toEqual(['userid', 'memorableAnswer', 'idv_OtpCredential']);
    expect(step.inputs[1]?.label).toBe('Memorable answer');
    expect(step.inputs[2]).toMatchObject({ label: 'Security code', disabled: true, maxLength: 6 });
    expect(step.labels).toMatchObject({ memorableAnswer: 'Memorable answer', idv_OtpCredential: 'Security code' });
  });

  it('is inert: scripts and handlers in a page never run, and nothing reaches the live document', async () => {
    const before = document.body.innerHTML;
    const step = parse('hostile');
    await new Promise((r) => setTimeout(r, 20));
    const flags = globalThis as { __idvScriptRan?: boolean; __idvImageRan?: boolean };
    expect(flags.__idvScriptRan).toBeUndefined();
    expect(flags.__idvImageRan).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
    expect(step.data.cin).toBe('a"><img src=x onerror=alert(1)>');
    expect(step.route).toBe(IdentityRoutes.password);
  });
});

describe('the fake identity service matches the demo bank pages', () => {
  const pages = new DemoPages();
  const cases: [string, ReturnType<typeof parseLegacyPage>][] = [
    ['username', pages.username()],
    ['password', pages.password('demo.hardkey', ['2nd', '5th', 'last'])],
    ['password-mismatch', pages.password('demo.appkey', ['1st', '3rd', 'penultimate'], [{ code: 'LOG_0001', message: DemoTexts.detailsMismatch }])],
    [
      'password-last-try',
      pages.password('demo.appkey', ['1st', '3rd', 'penultimate'], [{ code: 'LOG_0001', message: DemoTexts.detailsMismatch }], DemoTexts.lastTryWarning),
    ],
    ['cam30-success', pages.cam40Redirect('demo.hardkey', 'hard')],
    ['cam30-success-no-token', pages.cam40Redirect('demo.forceselect', undefined)],
    ['securetoken-hard', pages.secureToken('demo.hardkey', 'hard')],
    ['securetoken-soft', pages.secureToken('demo.appkey', 'soft')],
    [
      'securetoken-code-incorrect',
      pages.secureToken('demo.hardkey', 'hard', [{ code: 'LOG_0008', message: DemoTexts.securityCodeIncorrect, field: 'idv_OtpCredential' }]),
    ],
    ['logon-complete', pages.logonComplete('demo.hardkey', 'hard')],
    ['readonly', pages.readOnly('demo.readonly')],
    ['locked', pages.locked()],
    ['logged-out', pages.loggedOut()],
    ['multiple-login', pages.multipleLogin()],
    ['timed-out', pages.timedOut()],
  ];
  it.each(cases)('%s', (name, fromFake) => {
    expect(fromFake).toEqual(parse(name));
  });

  it('token-selection (the page captured without a session cookie)', () => {
    expect(pages.tokenSelection('')).toEqual(parse('token-selection'));
  });
});
