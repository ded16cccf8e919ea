import { describe, expect, it, vi } from 'vitest';
import { IdentityServiceFailure } from '../identity/identity-service.port';
import type { IdentityStep } from '../identity/identity-step';
import { OpenSecurityPage, SubmitSecurityChange, confirmAnswerOf } from './security-details.use-cases';

function step(route: string, patch: Partial<IdentityStep> = {}): IdentityStep {
  return { name: 'UpdatePassword', route, status: 'OK', errors: [], inputs: [], labels: {}, selects: [], links: [], form: null, data: {}, ...patch } as IdentityStep;
}
const form = step('/security-details/update-password', { form: { action: 'security-details/update-password', method: 'POST' } } as Partial<IdentityStep>);
const apply = () => ({ execute: vi.fn() });
const failure = (code: string, status?: number) => new IdentityServiceFailure({ code, description: code, ...(status === undefined ? {} : { status }) });

describe('SubmitSecurityChange: what a change answered', () => {
  it('the complete page is done, with the key sent', async () => {
    const submit = vi.fn(async () => step('/security-details/update-complete', { name: 'UpdateSuccess' }));
    const answer = await new SubmitSecurityChange({ submit }, apply()).execute(form, { newPassword: 'x' }, 'key-1');
    expect(answer.kind).toBe('done');
    expect(submit).toHaveBeenCalledWith(form, { newPassword: 'x' }, 'key-1');
    expect(confirmAnswerOf(answer).kind).toBe('accepted');
  });

  it('the same page with LOG_0008 is a wrong code; a refusal for the kit (a new key next time)', async () => {
    const again = step(form.route, { status: 'INVALID', errors: [{ code: 'LOG_0008', field: 'reauthenticationCode', message: 'wrong' }] });
    const answer = await new SubmitSecurityChange({ submit: async () => again }, apply()).execute(form, {}, 'k');
    expect(answer).toMatchObject({ kind: 'invalid', wrongCode: true });
    expect(confirmAnswerOf(answer)).toMatchObject({ kind: 'refused', code: 'LOG_0008' });
  });

  it('the same page with 0004 is held for re-authentication: nothing changed, the same key with the code next', async () => {
    const held = step(form.route, { status: 'INVALID', errors: [{ code: '0004', message: 'Re-authentication required.' }] });
    const answer = await new SubmitSecurityChange({ submit: async () => held }, apply()).execute(form, { newUsername: 'alex.h' }, 'k');
    expect(answer).toMatchObject({ kind: 'reauthenticate' });
    expect(confirmAnswerOf(answer)).toEqual({ kind: 'reauthenticate', code: '0004' });
  });

  it('0004 on a page of another flow is not this change held', async () => {
    const other = step('/authentication/error/0004', { status: 'INVALID', errors: [{ code: '0004', message: 'x' }] });
    expect((await new SubmitSecurityChange({ submit: async () => other }, apply()).execute(form, {}, 'k')).kind).not.toBe('reauthenticate');
  });

  it('other errors on the page are not a wrong code', async () => {
    const again = step(form.route, { status: 'INVALID', errors: [{ code: 'REG_0003', field: 'newUsername', message: 'taken' }] });
    expect(await new SubmitSecurityChange({ submit: async () => again }, apply()).execute(form, {}, 'k')).toMatchObject({ kind: 'invalid', wrongCode: false });
  });

  it('no answer (FD999T) is unknown: the change may have been made', async () => {
    const answer = await new SubmitSecurityChange({ submit: async () => Promise.reject(failure('FD999T')) }, apply()).execute(form, {}, 'k');
    expect(answer.kind).toBe('unknown');
    expect(confirmAnswerOf(answer)).toEqual({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' });
  });

  it('a definite refusal (a 4xx) shows its code', async () => {
    const answer = await new SubmitSecurityChange({ submit: async () => Promise.reject(failure('FD001T', 400)) }, apply()).execute(form, {}, 'k');
    expect(answer).toMatchObject({ kind: 'failed', code: 'FD001T' });
    expect(confirmAnswerOf(answer)).toMatchObject({ kind: 'refused', code: 'FD001T' });
  });

  // security details went through a classifier of their own that called a 5xx
  // without a code a refusal; now core/journey/confirm-answer decides, as for every confirmation.
  it.each([
    ['a 500 without a code', failure('FD001T', 500), 'server'],
    ['a 502 from a gateway', failure('FD001T', 502), 'server'],
    ['a 200 we could not read', failure('FD001T', 200), 'server'],
    ['a 409 (still being worked on)', failure('FD001T', 409), 'in-progress'],
  ])('%s is unknown, so the next try keeps the key', async (_name, error, reason) => {
    const answer = await new SubmitSecurityChange({ submit: async () => Promise.reject(error) }, apply()).execute(form, {}, 'k');
    expect(answer.kind).toBe('unknown');
    expect(confirmAnswerOf(answer)).toEqual({ kind: 'unknown', reason, code: error.error.code });
  });

  it('an error that is not the service\'s own (a page we could not parse) is unknown', async () => {
    const answer = await new SubmitSecurityChange({ submit: async () => Promise.reject(new TypeError('cannot read')) }, apply()).execute(form, {}, 'k');
    expect(confirmAnswerOf(answer)).toMatchObject({ kind: 'unknown', reason: 'server' });
  });

  it('an error page that refuses with a code of the bank’s shows its code', async () => {
    const page = step('/authentication/error/CAM_0107', { status: 'ERROR', errors: [{ code: 'CAM_0107', message: 'x' }] });
    const answer = await new SubmitSecurityChange({ submit: async () => page }, apply()).execute(form, {}, 'k');
    expect(answer).toMatchObject({ kind: 'failed', code: 'CAM_0107' });
    expect(confirmAnswerOf(answer)).toMatchObject({ kind: 'refused', code: 'CAM_0107' });
  });

  it.each([
    ['a page nobody can read (a 200 maintenance page, a cut-off body: FD2G509)', step('/authentication/error/FD2G509', { name: 'Unrecognised', status: 'FALLBACK', errors: [{ code: 'FD2G509', message: 'x' }] })],
    ['the general error page (a proxy’s "try again later")', step('/authentication/error', { name: 'Error', status: 'ERROR' })],
    ['the form again without an error', step(form.route, { status: 'OK' })],
  ])('%s is unknown, not refused: the typed details stay and the next try keeps the key', async (_name, page) => {
    const answer = await new SubmitSecurityChange({ submit: async () => page }, apply()).execute(form, {}, 'k');
    expect(answer.kind).toBe('unknown');
    expect(confirmAnswerOf(answer)).toEqual({ kind: 'unknown', reason: 'server', code: 'FD001T' });
  });

  it('a page that ends the session takes the log-off path', async () => {
    const locked = step('/logoff/locked', { status: 'LOGGED_OUT' });
    const a = apply();
    expect(await new SubmitSecurityChange({ submit: async () => locked }, a).execute(form, {}, 'k')).toEqual({ kind: 'ended' });
    expect(a.execute).toHaveBeenCalledWith(locked);
  });
});

describe('OpenSecurityPage', () => {
  it('opens the options page at the flow entry', async () => {
    const follow = vi.fn(async () => step('/security-details/options', { name: 'UpdateOptions' }));
    expect(await new OpenSecurityPage({ follow }, apply()).execute()).toMatchObject({ kind: 'page' });
    expect(follow).toHaveBeenCalledWith('security-details');
  });

  it('a transport failure shows its code, with Back and Balances on the page', async () => {
    expect(await new OpenSecurityPage({ follow: async () => Promise.reject(failure('FD999T')) }, apply()).execute('x')).toMatchObject({
      kind: 'failed',
      code: 'FD999T',
    });
  });
});
