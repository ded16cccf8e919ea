import { describe, expect, it } from 'vitest';
import { errorRedirect } from './redirect-rule';

/** the way back from an ended request (RFC 6749 4.1.2.1, response mode query). */
describe('errorRedirect', () => {
  it.each([
    [['https://tpp.example/callback'], 'mbx-7f3a9c/2 ?&=', 'https://tpp.example/callback?error=access_denied&error_description=expired&state=mbx-7f3a9c%2F2+%3F%26%3D'],
    [['https://tpp.example/cb?app=1'], null, 'https://tpp.example/cb?app=1&error=access_denied&error_description=expired'],
    [['http://tpp.example/callback', 'https://tpp.example/second'], 's', 'https://tpp.example/second?error=access_denied&error_description=expired&state=s'],
    [['https://user:pw@tpp.example/callback'], 's', null],
    [['not a url'], 's', null],
    [[], 's', null],
  ])('%j with state %j: %s', (redirectUris, state, expected) => {
    expect(errorRedirect({ redirectUris, state }, 'expired')).toBe(expected);
  });
});
