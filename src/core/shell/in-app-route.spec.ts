import { describe, expect, it } from 'vitest';
import { FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { RememberPostAuthDestination } from '../session/forward-after-log-on.use-case';
import { toInAppRoute } from './in-app-route';

const refused: [string, string][] = [
  ['an absolute address', 'https://evil.example/summary'],
  ['an http address', 'http://evil.example'],
  ['a protocol-relative address', '//evil.example/summary'],
  ['a protocol-relative address with a third slash', '///evil.example'],
  ['a backslash (read as a slash by browsers)', '/\\evil.example'],
  ['backslashes only', '\\\\evil.example'],
  ['a backslash inside', '/summary\\..\\logoff'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: after a slash', '/javascript:alert(1)'],
  ['a capitalised scheme', 'JavaScript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['a relative path', 'summary'],
  ['a dot path', './summary'],
  ['a dot-dot segment', '/summary/../authentication/logoff'],
  ['a single-dot segment', '/summary/./1'],
  ['a fragment', '/summary#/logoff'],
  ['user info', '/@evil.example'],
  ['whitespace in front', ' /summary'],
  ['a tab', '/summ\tary'],
  ['a new line', '/summary\n//evil.example'],
  ['a NUL', '/summary\u0000'],
  ['an encoded slash in the path', '/%2F%2Fevil.example'],
  ['an encoded backslash in the path', '/%5Cevil.example'],
  ['a broken escape in the query', '/summary?x=%E0%A4%A'],
  ['an empty value', ''],
  ['the log-on pages (a loop)', '/authentication/username'],
  ['the error pages', '/authentication/error/FD2G004'],
  ['the log-off page', '/logoff/locked'],
  ['the IDV redirect', '/idv/cam40redirect?__returnUrl=/summary'],
  ['the token choice', '/activation/choose'],
  ['an over-long route', `/summary/${'a'.repeat(600)}`],
];

describe('in-app route (a destination after log-on, the IDV __returnUrl)', () => {
  it.each(['/', '/summary', '/summary/1/transactions', '/summary/2/transactions/statements/st-2026-01', '/inbox?folder=sent&page=2', '/help?q=lost%20card'])(
    'takes the route of this app %s',
    (route) => {
      expect(toInAppRoute(route)).toBe(route);
    },
  );

  it.each(refused)('refuses %s', (_what, raw) => {
    expect(toInAppRoute(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(toInAppRoute(null)).toBeNull();
    expect(toInAppRoute(undefined)).toBeNull();
  });
});

describe('the post-log-on destination', () => {
  it.each(refused)('is never kept when it is %s', (_what, raw) => {
    const session = new FakeSessionState();
    expect(new RememberPostAuthDestination(session).execute(raw)).toBe(false);
    expect(session.state.postAuthDestination).toBeNull();
  });
});
