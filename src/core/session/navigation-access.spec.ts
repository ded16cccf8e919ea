import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFeatureToggles, FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { applyLevels } from './auth-levels';
import { postLogOnRoute, RememberPostAuthDestination } from './forward-after-log-on.use-case';
import { GuardNavigation } from './guard-navigation.use-case';
import { hasFullLogOn, navigationAccess, type NavigationContext } from './navigation-access';
import { isReadOnly } from './read-only';
import { RaiseLevelOnSuccess } from './raise-level-on-success.use-case';
import { ResetAuthLevel } from './reset-auth-level.use-case';

const at = (patch: Partial<NavigationContext>): NavigationContext => ({
  level: 0,
  loaded: false,
  ibStatus: null,
  inTokenActivationPeriod: false,
  ...patch,
});
const account = { path: '/summary/1/transactions', needsFullLogOn: true };
const openPage = { path: '/gel', needsFullLogOn: false };

describe('full log-on', () => {
  it('is CAM40, or a completed (loaded) log-on whose page still said CAM30', () => {
    expect(hasFullLogOn({ level: 40, loaded: false })).toBe(true);
    expect(hasFullLogOn({ level: 30, loaded: true })).toBe(true);
    expect(hasFullLogOn({ level: 30, loaded: false })).toBe(false);
    expect(hasFullLogOn({ level: 10, loaded: true })).toBe(false);
    expect(hasFullLogOn({ level: 0, loaded: false })).toBe(false);
  });
});

describe('navigation access', () => {
  it('lets a full log-on into account pages', () => {
    expect(navigationAccess(account, at({ level: 40, loaded: true }), true)).toBe('allowed');
  });

  it.each([0, 10, 30] as const)('sends CAM%s from an account page to log on', (level) => {
    expect(navigationAccess(account, at({ level }), false)).toBe('log-on');
  });

  it('sends a read-only customer part-way through log-on to the read-only page, not back to log on', () => {
    expect(navigationAccess(account, at({ level: 30, ibStatus: 'READONLY' }), false)).toBe('read-only');
    expect(navigationAccess(account, at({ level: 0, ibStatus: 'READONLY' }), false)).toBe('log-on');
  });

  it('lets a read-only customer with a full log-on in (the shell shows the read-only banner)', () => {
    expect(navigationAccess(account, at({ level: 40, loaded: true, ibStatus: 'READONLY' }), false)).toBe('allowed');
  });

  it('forces token selection on navigation at CAM30 on any page outside the log-on flow', () => {
    expect(navigationAccess(account, at({ level: 30 }), true)).toBe('choose-token');
    expect(navigationAccess(openPage, at({ level: 30 }), true)).toBe('choose-token');
    expect(navigationAccess({ path: '/summary?tab=1', needsFullLogOn: true }, at({ level: 30 }), true)).toBe('choose-token');
  });

  it('does not force token selection in the log-on flow, in the activation period, on reset complete or with the toggle off', () => {
    expect(navigationAccess({ path: '/authentication/securetoken', needsFullLogOn: false }, at({ level: 30 }), true)).toBe('allowed');
    expect(navigationAccess({ path: '/activation/choose', needsFullLogOn: false }, at({ level: 30 }), true)).toBe('allowed');
    expect(navigationAccess(openPage, at({ level: 30, inTokenActivationPeriod: true }), true)).toBe('allowed');
    expect(navigationAccess({ path: '/onlinereset/complete', needsFullLogOn: false }, at({ level: 30 }), true)).toBe('allowed');
    expect(navigationAccess(openPage, at({ level: 30 }), false)).toBe('allowed');
  });

  it('leaves open pages alone below CAM30', () => {
    expect(navigationAccess(openPage, at({ level: 0 }), true)).toBe('allowed');
  });
});

describe('GuardNavigation', () => {
  let session: FakeSessionState;
  let toggles: FakeFeatureToggles;
  let guard: GuardNavigation;

  beforeEach(() => {
    session = new FakeSessionState();
    toggles = new FakeFeatureToggles();
    guard = new GuardNavigation(session, toggles, new RememberPostAuthDestination(session));
  });

  it('keeps the account page asked for and sends the customer to log on', () => {
    expect(guard.execute(account)).toEqual({ access: 'log-on', redirectTo: '/authentication/username' });
    expect(session.state.postAuthDestination).toBe('/summary/1/transactions');
    // Only the token choice is recorded as forced (the shell hides the sidebar for it).
    expect(session.state.forceTokenSelect).toBe(false);
  });

  it('forces the token choice, keeping the page asked for', () => {
    session.update({ level: 30 });
    expect(guard.execute({ path: '/summary', needsFullLogOn: true })).toEqual({ access: 'choose-token', redirectTo: '/activation/choose' });
    expect(session.state).toMatchObject({ forceTokenSelect: true, postAuthDestination: '/summary' });
  });

  it('sends a read-only customer part-way through log-on to the read-only page', () => {
    toggles.set('forceTokenSelection', false);
    session.update({ level: 30, ibStatus: 'READONLY' });
    expect(guard.execute(account)).toEqual({ access: 'read-only', redirectTo: '/authentication/error/ELG006' });
  });

  it('lets an allowed page show and keeps nothing', () => {
    session.update({ level: 40, loaded: true });
    expect(guard.execute(account)).toEqual({ access: 'allowed', redirectTo: null });
    expect(session.state.postAuthDestination).toBeNull();
  });

  it('leaves the move to an identity call in flight (the log-on step loads the forced page itself)', () => {
    session.update({ level: 30, loading: true });
    expect(guard.execute(account)).toEqual({ access: 'choose-token', redirectTo: null });
    expect(session.state.postAuthDestination).toBeNull();
  });
});

describe('the loaded session', () => {
  it('is loaded on reaching CAM40, by a log-on page or a listed success, and no longer once the level falls', () => {
    const session = new FakeSessionState();
    const tracking = new FakeTracking();
    applyLevels(session, tracking, { level: 30 });
    expect(session.state.loaded).toBe(false);
    new RaiseLevelOnSuccess(session, tracking).execute('accounts');
    expect(session.state).toMatchObject({ level: 40, loaded: true });
    applyLevels(session, tracking, { level: 10 });
    expect(session.state.loaded).toBe(false);
    applyLevels(session, tracking, { level: 40 });
    new ResetAuthLevel(session).execute('auth-failure');
    expect(session.state).toMatchObject({ level: 0, loaded: false });
  });
});

describe('post-log-on route', () => {
  it('is the kept destination when it is an in-app route, else the page route', () => {
    expect(postLogOnRoute('/summary/1/transactions', '/summary')).toBe('/summary/1/transactions');
    expect(postLogOnRoute(null, '/summary')).toBe('/summary');
    expect(postLogOnRoute('//evil.example', '/summary')).toBe('/summary');
    expect(postLogOnRoute('/authentication/logoff', '/summary')).toBe('/summary');
  });
});

describe('read-only mode', () => {
  it('is the online banking status READONLY', () => {
    expect(isReadOnly({ ibStatus: 'READONLY' })).toBe(true);
    expect(isReadOnly({ ibStatus: 'ACTIVE' })).toBe(false);
    expect(isReadOnly({ ibStatus: null })).toBe(false);
  });
});
