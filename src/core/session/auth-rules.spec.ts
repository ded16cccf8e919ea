import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeFeatureToggles, FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeTracking, InMemoryPreferences } from '../../adapters/fakes/fake-system.adapter';
import { applyLevels, raisedLevel, toCamLevel } from './auth-levels';
import { CheckForcedTokenSelection, isLogOnFlowPath, shouldForceTokenSelection } from './check-forced-token-selection.use-case';
import { GetGreeting } from './get-greeting.use-case';
import { greetingForHour } from './greeting';
import { RaiseLevelOnSuccess } from './raise-level-on-success.use-case';
import { ResetAuthLevel } from './reset-auth-level.use-case';
import { ResetTokenType, SetTokenType, ToggleTokenType } from './set-token-type.use-case';
import { canToggleTokenType, normaliseTokenType, toggledTokenType } from './token-type';

let session: FakeSessionState;
let tracking: FakeTracking;
let preferences: InMemoryPreferences;

beforeEach(() => {
  session = new FakeSessionState();
  tracking = new FakeTracking();
  preferences = new InMemoryPreferences();
});

describe('security levels', () => {
  it('reads only CAM0, 10, 30 and 40', () => {
    expect([0, 10, '30', 40, 20, 'x', undefined].map(toCamLevel)).toEqual([0, 10, 30, 40, null, null, null]);
  });

  it('raises only to a higher level', () => {
    expect(raisedLevel(10, 40)).toBe(40);
    expect(raisedLevel(40, 30)).toBe(40);
  });

  it.each(['onlineBankingStatus', 'accounts', 'messages', 'myDocuments'] as const)('rises to CAM40 after %s succeeds and tracks verification/logon once', (success) => {
    session.update({ level: 30, maxLevel: 30 });
    const raise = new RaiseLevelOnSuccess(session, tracking);
    expect(raise.execute(success)).toBe(40);
    expect(session.state.maxLevel).toBe(40);
    raise.execute('accounts');
    expect(tracking.pages).toEqual([{ name: 'verification/logon', context: expect.objectContaining({ securityLevel: 40 }) }]);
  });

  it('does not touch a level that is already 40', () => {
    session.update({ level: 40, maxLevel: 40 });
    new RaiseLevelOnSuccess(session, tracking).execute('messages');
    expect(tracking.pages).toEqual([]);
  });

  it('keeps max level as the highest reached', () => {
    session.update({ level: 30, maxLevel: 30 });
    applyLevels(session, tracking, { level: 10 });
    expect(session.state).toMatchObject({ level: 10, maxLevel: 30 });
    applyLevels(session, tracking, { level: 40, maxLevel: 30 });
    expect(session.state).toMatchObject({ level: 40, maxLevel: 40 });
  });

  it.each(['log-off', 'auth-failure', 'form-failure'] as const)('falls to 0 on %s', (cause) => {
    session.update({ level: 40, maxLevel: 40, loading: true });
    new ResetAuthLevel(session).execute(cause);
    expect(session.state).toMatchObject({ level: 0, maxLevel: 40, loading: false });
  });
});

describe('token type', () => {
  it.each([
    ['HARD', 'hard'],
    ['HARD_SELECTED', 'hard_selected'],
    ['SOFT', 'soft'],
    ['SOFT_SELECTED', 'soft_selected'],
    ['hard_legacy', 'hard_legacy'],
    [' soft_selected ', 'soft_selected'],
    ['usb', null],
    [undefined, null],
  ])('reads %j as %j', (raw, expected) => {
    expect(normaliseTokenType(raw)).toBe(expected);
  });

  it('defaults to soft_selected', () => {
    expect(session.state.tokenType).toBe('soft_selected');
  });

  it('offers the toggle only for hard_selected and soft_selected', () => {
    expect((['hard', 'hard_selected', 'hard_legacy', 'soft', 'soft_selected'] as const).filter(canToggleTokenType)).toEqual([
      'hard_selected',
      'soft_selected',
    ]);
    expect(toggledTokenType('hard')).toBe('hard');
  });

  it('toggles between hard_selected and soft_selected and keeps the choice', () => {
    const toggle = new ToggleTokenType(session, preferences);
    expect(toggle.execute()).toBe('hard_selected');
    expect(preferences.tokenType).toBe('hard_selected');
    expect(toggle.execute()).toBe('soft_selected');
    expect(preferences.tokenType).toBe('soft_selected');
  });

  it('does not toggle other types', () => {
    session.update({ tokenType: 'hard' });
    expect(new ToggleTokenType(session, preferences).execute()).toBe('hard');
    expect(preferences.tokenType).toBeNull();
  });

  it('sets any spelling and ignores unknown values', () => {
    const set = new SetTokenType(session, preferences);
    expect(set.execute('HARD_SELECTED')).toBe('hard_selected');
    expect(set.execute('usb')).toBe('hard_selected');
    expect(preferences.tokenType).toBe('hard_selected');
  });

  it('is reset to soft_selected by the username page', () => {
    session.update({ tokenType: 'hard' });
    preferences.setTokenType('hard');
    expect(new ResetTokenType(session, preferences).execute()).toBe('soft_selected');
    expect(session.state.tokenType).toBe('soft_selected');
    expect(preferences.tokenType).toBe('soft_selected');
  });
});

describe('forced token selection', () => {
  const base = { level: 30, inTokenActivationPeriod: false, path: '/summary', toggleOn: true };

  it('holds when all four conditions hold', () => {
    expect(shouldForceTokenSelection(base)).toBe(true);
  });

  it.each([
    ['level 40', { level: 40 }],
    ['level 10', { level: 10 }],
    ['in the token activation period', { inTokenActivationPeriod: true }],
    ['on the online-reset-complete page', { path: '/onlinereset/complete' }],
    ['toggle off', { toggleOn: false }],
    ['a log-on page (every customer passes CAM30 there)', { path: '/authentication/securetoken' }],
    ['the token choice itself', { path: '/activation/choose' }],
  ])('does not hold at %s', (_name, change) => {
    expect(shouldForceTokenSelection({ ...base, ...change })).toBe(false);
  });

  it('reads the toggle and records the decision', () => {
    const toggles = new FakeFeatureToggles();
    const check = new CheckForcedTokenSelection(session, toggles);
    session.update({ level: 30 });
    expect(check.execute('/summary')).toBe(true);
    expect(session.state.forceTokenSelect).toBe(true);
    toggles.set('forceTokenSelection', false);
    expect(check.execute('/summary')).toBe(false);
    expect(session.state.forceTokenSelect).toBe(false);
  });
});

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:00 is %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });

  it('comes from the Clock in local time', () => {
    const clock = new FakeClock();
    const greeting = new GetGreeting(clock);
    clock.set(new Date(2026, 10, 22, 11, 59, 59).getTime());
    expect(greeting.execute()).toBe('Good morning');
    clock.set(new Date(2026, 10, 22, 12, 0, 0).getTime());
    expect(greeting.execute()).toBe('Good afternoon');
    clock.set(new Date(2026, 10, 22, 17, 59, 59).getTime());
    expect(greeting.execute()).toBe('Good afternoon');
    clock.set(new Date(2026, 10, 22, 18, 0, 0).getTime());
    expect(greeting.execute()).toBe('Good evening');
  });
});

describe('level and token-choice edges (mutation testing)', () => {
  it('keeps a loaded session loaded at CAM30, and unloads it below', () => {
    session.update({ level: 40, maxLevel: 40, loaded: true });
    applyLevels(session, tracking, { level: 30 });
    expect(session.state.loaded).toBe(true);
    applyLevels(session, tracking, { level: 10 });
    expect(session.state.loaded).toBe(false);
  });

  it('tracks verification/logon only when the level crosses into CAM40', () => {
    session.update({ level: 40, maxLevel: 40 });
    applyLevels(session, tracking, { level: 40 });
    expect(tracking.pages).toEqual([]);
    session.update({ level: 30 });
    applyLevels(session, tracking, { level: 40 });
    expect(tracking.pages.map((p) => p.name)).toEqual(['verification/logon']);
  });

  it('writes nothing when a success finds the level already at CAM40', () => {
    session.update({ level: 40, maxLevel: 40 });
    const update = vi.spyOn(session, 'update');
    expect(new RaiseLevelOnSuccess(session, tracking).execute('accounts')).toBe(40);
    expect(update).not.toHaveBeenCalled();
  });

  it('counts only the log-on flow’s own pages, from the start of the path', () => {
    expect(['/authentication', '/idv/cam40redirect', '/activation/choose', '/logoff/locked'].map(isLogOnFlowPath)).toEqual([true, true, true, true]);
    expect(['/help/authentication', '/inbox/logoff', '/activations', '/summary'].map(isLogOnFlowPath)).toEqual([false, false, false, false]);
  });

  it.each([
    ['/onlinereset/complete/', false],
    ['/onlinereset/complete//', false],
    ['/gateway/onlinereset/complete', false],
    ['/onlinereset/completed', true],
  ])('at %s forces the choice: %s', (path, expected) => {
    expect(shouldForceTokenSelection({ level: 30, inTokenActivationPeriod: false, path, toggleOn: true })).toBe(expected);
  });

  it('records the decision only when it changes', () => {
    session.update({ level: 30 });
    const check = new CheckForcedTokenSelection(session, new FakeFeatureToggles());
    const update = vi.spyOn(session, 'update');
    check.execute('/summary');
    check.execute('/summary');
    expect(update).toHaveBeenCalledTimes(1);
  });
});
