import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../../adapters/fakes/fake-system.adapter';
import { stillHere, whileHere } from './while-here';

describe('stillHere', () => {
  it.each([
    ['k1 #/a', 'k1 #/a', true],
    ['k1 #/a', 'k2 #/a', false],
    ['k1 #/a', 'k1 #/b', false],
    [null, 'k1 #/a', false],
    ['k1 #/a', null, false],
    [null, null, false],
  ])('started at %s, now at %s: %s', (startedAt, now, expected) => {
    expect(stillHere(startedAt, now)).toBe(expected);
  });
});

describe('whileHere', () => {
  it('moves a customer who stayed, once asked', () => {
    const navigator = new FakeNavigator();
    navigator.goTo('/authentication/password');
    const go = whileHere(navigator);
    expect(go.here).toBe(true);
    expect(go.went).toBe(false);
    go.goTo('/authentication/securetoken', { replace: true });
    expect(navigator.visited).toEqual(['/authentication/password', '/authentication/securetoken']);
    expect(navigator.replaced).toEqual(['/authentication/securetoken']);
    expect(go.went).toBe(true);
  });

  it('leaves a customer who went elsewhere meanwhile where they went', () => {
    const navigator = new FakeNavigator();
    navigator.goTo('/authentication/password');
    const go = whileHere(navigator);
    navigator.goTo('/onlinereset');
    expect(go.here).toBe(false);
    go.goTo('/authentication/securetoken');
    expect(navigator.current).toBe('/onlinereset');
    expect(go.went).toBe(false);
  });
});
