import { describe, expect, it } from 'vitest';
import { genericFailure, isStateChanging, judgeAnswer, parseRetryAfterMs, readEnvelopeHeader, retryDelayMs, usableLogOnUrl } from './failure-policy';

const now = Date.UTC(2026, 10, 22, 9, 30, 0);

describe('retryDelayMs', () => {
  it('retries GET and HEAD on no response, 5xx and 429 with doubling backoff', () => {
    expect(retryDelayMs('GET', 1, { kind: 'no-response' }, now)).toBe(400);
    expect(retryDelayMs('HEAD', 2, { kind: 'response', status: 500 }, now)).toBe(800);
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 429 }, now)).toBe(400);
  });
  it('stops after the third try', () => {
    expect(retryDelayMs('GET', 3, { kind: 'no-response' }, now)).toBeNull();
  });
  it('never retries a state-changing method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(retryDelayMs(method, 1, { kind: 'no-response' }, now)).toBeNull();
    }
  });
  it('does not retry other 4xx or successes', () => {
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 404 }, now)).toBeNull();
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 200 }, now)).toBeNull();
  });
  it('honours Retry-After up to the cap', () => {
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 429, retryAfter: '1' }, now)).toBe(1000);
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 429, retryAfter: '999' }, now)).toBe(10_000);
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 429, retryAfter: 'soon' }, now)).toBe(400);
  });
  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfterMs('5', now)).toBe(5000);
    expect(parseRetryAfterMs(new Date(now + 7000).toUTCString(), now)).toBe(7000);
    expect(parseRetryAfterMs('later', now)).toBeNull();
  });
});

describe('judgeAnswer', () => {
  it('gives FD999T when no response arrived', () => {
    expect(judgeAnswer({ storedLoginUrl: null }).error?.code).toBe('FD999T');
  });
  it('accepts a success', () => {
    expect(judgeAnswer({ status: 200, data: { header: { statusCode: '0000' } }, storedLoginUrl: null })).toEqual({ error: null, effects: [] });
  });
  it('takes the first message of the errorMsg list', () => {
    const data = { header: { statusCode: 'E001', errorMsg: [{ code: 'A1', desc: 'first' }, { code: 'B2', desc: 'second' }] } };
    expect(judgeAnswer({ status: 200, data, storedLoginUrl: null }).error).toEqual({ code: 'A1', description: 'first', status: 200 });
  });
  it('ignores malformed message entries', () => {
    const data = { header: { errorMsg: [null, { desc: 'no code' }, { code: 'C3' }] } };
    expect(judgeAnswer({ status: 500, data, storedLoginUrl: null }).error).toEqual({ code: 'C3', description: '', status: 500 });
  });
  it('gives FD001T for a malformed answer even with a success status', () => {
    expect(judgeAnswer({ status: 200, malformed: true, storedLoginUrl: null }).error?.code).toBe('FD001T');
  });
  it('names every effect that applies', () => {
    const data = { header: { statusCode: 'E001', errorMsg: [{ code: '0009', desc: 'locked' }, { code: 'ELG006', desc: 'ro' }] } };
    const verdict = judgeAnswer({ status: 403, data, text: 'Please try again later', loginUrlHeader: '/logon', storedLoginUrl: null });
    expect(verdict.effects).toEqual([
      { kind: 'general-error-page' },
      { kind: 'log-on-redirect' },
      { kind: 'store-log-on-url', url: '/logon' },
      { kind: 'log-off', reason: 'locked' },
      { kind: 'read-only' },
    ]);
  });
  it('stores the log-on URL the bank gives; the 401/403 rule reads the one stored before the answer', () => {
    expect(judgeAnswer({ status: 401, loginUrlHeader: '/idv/logon', storedLoginUrl: null }).effects).toEqual([
      { kind: 'log-on-redirect' },
      { kind: 'store-log-on-url', url: '/idv/logon' },
    ]);
    expect(judgeAnswer({ status: 401, loginUrlHeader: '/idv/logon', storedLoginUrl: '/idv/logon' }).effects).toEqual([]);
    expect(judgeAnswer({ status: 403, loginUrlHeader: 'https://logon.bank.invalid/', storedLoginUrl: '/idv/logon', bankDomains: ['bank.invalid'] }).effects).toEqual([
      { kind: 'store-log-on-url', url: 'https://logon.bank.invalid/' },
    ]);
  });
  it('a 401 with a session error code ends the session with its reason, instead of the redirect to log on', () => {
    const ended = { header: { statusCode: 'E001', errorMsg: [{ code: '0020', desc: 'Your session has ended' }] } };
    expect(judgeAnswer({ status: 401, data: ended, loginUrlHeader: '/idv/logon', storedLoginUrl: null }).effects).toEqual([
      { kind: 'session-ended', reason: 'timed-out' },
      { kind: 'store-log-on-url', url: '/idv/logon' },
    ]);
    // The same code on a 200 is the session check's own answer, which the SessionKeeper handles.
    expect(judgeAnswer({ status: 200, data: ended, storedLoginUrl: null }).effects).toEqual([]);
  });
  it.each(['https://evil.example/logon', 'https://bank.invalid.evil.example/', 'https://evilbank.invalid/', 'https://user:pw@bank.invalid/'])(
    'follows a log-on address only to the bank\'s own domains: not %j',
    (url) => {
      expect(usableLogOnUrl(url, ['bank.invalid'])).toBeNull();
      expect(judgeAnswer({ status: 401, loginUrlHeader: url, storedLoginUrl: null, bankDomains: ['bank.invalid'] }).effects).toEqual([]);
    },
  );
  it('keeps a log-on address on the bank\'s domain or a subdomain of it', () => {
    expect(usableLogOnUrl('https://bank.invalid/logon', ['bank.invalid'])).toBe('https://bank.invalid/logon');
    expect(usableLogOnUrl('https://logon.bank.invalid/', ['bank.invalid'])).toBe('https://logon.bank.invalid/');
  });
  it.each(['javascript:alert(1)', '//evil.example/logon', 'http://plain.example/', '/\\evil.example', ' '])('ignores the unusable log-on URL %j', (url) => {
    expect(usableLogOnUrl(url)).toBeNull();
    expect(judgeAnswer({ status: 401, loginUrlHeader: url, storedLoginUrl: null }).effects).toEqual([]);
  });
});

describe('which calls change state', () => {
  it.each([
    ['GET', false],
    ['HEAD', false],
    ['POST', true],
    ['PUT', true],
    ['PATCH', true],
    ['DELETE', true],
  ] as const)('%s: %s', (method, changing) => {
    expect(isStateChanging(method)).toBe(changing);
  });
});

describe('Retry-After', () => {
  it('is read on a 429 only: a 503 that sends one backs off as usual', () => {
    expect(retryDelayMs('GET', 1, { kind: 'response', status: 503, retryAfter: '5' }, now)).toBe(400);
  });

  it('is whole seconds, spaces around them allowed; digits with anything else are not seconds', () => {
    expect(parseRetryAfterMs(' 5 ', now)).toBe(5000);
    expect(parseRetryAfterMs('5a', now)).toBeNull();
    expect(parseRetryAfterMs('a5', now)).toBeNull();
  });
});

describe('the envelope header', () => {
  it('keeps a status code only when it is text', () => {
    expect(readEnvelopeHeader({ header: { statusCode: 1 } })).toEqual({ statusCode: undefined, errorMsg: undefined });
    expect(readEnvelopeHeader({ header: { statusCode: 'E001' } })?.statusCode).toBe('E001');
  });
});

describe('the failure reported', () => {
  it('carries the status when there was one, and none when no answer came', () => {
    expect(genericFailure(500)).toEqual({ code: 'FD001T', description: expect.any(String), status: 500 });
    expect(genericFailure()).not.toHaveProperty('status');
    expect(judgeAnswer({ status: 502, storedLoginUrl: null }).error).toMatchObject({ code: 'FD001T', status: 502 });
    expect(judgeAnswer({ storedLoginUrl: null })).toEqual({ error: expect.objectContaining({ code: 'FD999T' }), effects: [] });
  });

  it.each([199, 300, 302])('a status %i outside 2xx is a failure', (status) => {
    expect(judgeAnswer({ status, storedLoginUrl: null }).error?.code).toBe('FD001T');
  });

  it('a 299 with a good envelope is a success', () => {
    expect(judgeAnswer({ status: 299, data: { header: { statusCode: '0000' } }, storedLoginUrl: null }).error).toBeNull();
  });

  it('a log-on address on a success is kept, but the customer is not sent to log on', () => {
    expect(judgeAnswer({ status: 200, loginUrlHeader: '/idv/logon', storedLoginUrl: null }).effects).toEqual([{ kind: 'store-log-on-url', url: '/idv/logon' }]);
  });
});

describe('a usable log-on address', () => {
  it('is trimmed of the spaces around it', () => {
    expect(usableLogOnUrl(' /idv/logon ')).toBe('/idv/logon');
  });

  it('goes nowhere without the bank\'s domains', () => {
    expect(usableLogOnUrl('https://bank.invalid/logon')).toBeNull();
  });

  it.each(['http://bank.invalid/logon', 'https://user@bank.invalid/', 'https://:pw@bank.invalid/'])('is never %j (not https, or with credentials)', (url) => {
    expect(usableLogOnUrl(url, ['bank.invalid'])).toBeNull();
  });
});
