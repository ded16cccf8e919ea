import { describe, expect, it } from 'vitest';
import type { AppError } from '../shared/result';
import { judgeAnswer, type Answer } from '../http/failure-policy';
import { answerOf, classifyFailure } from './confirm-answer';

const e = (code: string, status?: number): AppError => ({ code, description: `${code} words`, ...(status === undefined ? {} : { status }) });

describe('classifyFailure: the one answer classifier of every confirmation', () => {
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
    // a 2xx we could not read (cut short, not JSON, a proxy's maintenance page
    // with 200) is FD001T with the 2xx status: the bank may have acted, so it is unknown, never refused.
    ['a 200 we could not read (FD001T, 200)', e('FD001T', 200), 'unknown', 'server'],
    ['a 201 we could not read (FD001T, 201)', e('FD001T', 201), 'unknown', 'server'],
    ['a 302 without a bank code (a proxy redirect)', e('FD001T', 302), 'unknown', 'server'],
    ['the catch-all FD892T on a 200', e('FD892T', 200), 'unknown', 'server'],
    ['400 without a bank code', e('FD001T', 400), 'refused'],
    ['499, the last 4xx, without a bank code', e('FD001T', 499), 'refused'],
    ['403 without a log-on URL', e('FD001T', 403), 'refused'],
  ];
  it.each(cases)('%s', (_name, error, kind, reason) => {
    const answer = classifyFailure(error);
    expect(answer.kind).toBe(kind);
    const whole = { unknown: { kind, reason }, refused: { kind, code: error.code, message: error.description } }[kind as 'unknown' | 'refused'];
    expect(answer).toMatchObject(whole ?? { kind });
  });
});

describe('an unreadable answer after sending, through judgeAnswer', () => {
  const unreadable: [string, Answer][] = [
    ['a body cut short', { status: 200, text: '{"header":{"statusCode":"0000"},"bo', malformed: true, storedLoginUrl: null }],
    ['a body that is not JSON', { status: 200, text: 'OK', malformed: true, storedLoginUrl: null }],
    ["a proxy's maintenance page with status 200", { status: 200, text: '<html><body><h1>Down for maintenance</h1></body></html>', malformed: true, storedLoginUrl: null }],
    ['the service-unavailable text on a 200', { status: 200, text: 'Sorry we cannot action your request', storedLoginUrl: null }],
  ];
  it.each(unreadable)('%s is unknown, so the retry keeps the key', (_name, answer) => {
    const { error } = judgeAnswer(answer);
    expect(error).not.toBeNull();
    expect(classifyFailure(error!)).toEqual({ kind: 'unknown', reason: 'server', code: 'FD001T' });
  });
  it('an envelope refusal with the bank code on a 200 stays a refusal', () => {
    const { error } = judgeAnswer({ status: 200, data: { header: { statusCode: 'E001', errorMsg: [{ code: 'BRC-109', desc: 'No' }] } }, storedLoginUrl: null });
    expect(classifyFailure(error!)).toEqual({ kind: 'refused', code: 'BRC-109', message: 'No' });
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
