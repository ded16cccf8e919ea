import { describe, expect, it } from 'vitest';
import type { AppError } from '../shared/result';
import { answerOf, classifyFailure } from './confirm-answer';

const e = (code: string, status?: number): AppError => ({ code, description: `${code} words`, ...(status === undefined ? {} : { status }) });

describe('classifyFailure: the one answer classifier of every confirmation (issue 15 defect 4)', () => {
  const cases: [string, AppError, string, string?][] = [
    ['no response at all (FD999T)', e('FD999T'), 'unknown', 'no-answer'],
    ['a time-out (FD999T, no status)', e('FD999T'), 'unknown', 'no-answer'],
    ['409 already in progress, with a code', e('FD409', 409), 'unknown', 'in-progress'],
    ['409 without a code', e('FD001T', 409), 'unknown', 'in-progress'],
    ['500 without a bank code', e('FD001T', 500), 'unknown', 'server'],
    ['502 from a gateway', e('FD001T', 502), 'unknown', 'server'],
    ['503 text body on a message send', e('FD001T', 503), 'unknown', 'server'],
    ['504 from a gateway', e('FD001T', 504), 'unknown', 'server'],
    ['the catch-all FD892T on a 500', e('FD892T', 500), 'unknown', 'server'],
    ['an answer we could not read (FD001T, no status)', e('FD001T'), 'unknown', 'server'],
    ['0004 re-authentication required', e('0004', 200), 'reauthenticate'],
    ['0004 on a 400', e('0004', 400), 'reauthenticate'],
    ['OLR_0043 wrong code', e('OLR_0043', 200), 'refused'],
    ['BRC-109 refused', e('BRC-109', 200), 'refused'],
    ['a bank code on a 5xx is a definite refusal', e('MM0500', 502), 'refused'],
    ['400 without a bank code', e('FD001T', 400), 'refused'],
    ['403 without a log-on URL', e('FD001T', 403), 'refused'],
  ];
  it.each(cases)('%s', (_name, error, kind, reason) => {
    const answer = classifyFailure(error);
    expect(answer.kind).toBe(kind);
    const whole = { unknown: { kind, reason }, refused: { kind, code: error.code, message: error.description } }[kind as 'unknown' | 'refused'];
    expect(answer).toMatchObject(whole ?? { kind });
  });
});

describe('answerOf', () => {
  it('is accepted with the value a send resolves with', async () => {
    expect(await answerOf(async () => 'REF1')).toEqual({ kind: 'accepted', outcome: 'REF1' });
  });

  it('classifies an error carrying an AppError, and an error without one as unknown', async () => {
    expect(await answerOf(() => Promise.reject({ error: e('BRC-845', 200) }))).toMatchObject({ kind: 'refused', code: 'BRC-845' });
    expect(await answerOf(() => Promise.reject(new Error('socket hang up')))).toMatchObject({ kind: 'unknown', reason: 'server' });
  });
});
