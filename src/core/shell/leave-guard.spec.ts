import { describe, expect, it } from 'vitest';
import { isExemptFromLeaveGuard, leaveGuardOn, leaveGuardShouldPrompt, leaveGuardUnloadMessage, pathMatches } from './leave-guard';

describe('leave guard rule', () => {
  const on = { enabled: true };

  it('prompts when enabled and moving to another route', () => {
    expect(leaveGuardShouldPrompt(on, '/move-money/payee', '/summary')).toBe(true);
  });
  it('asks stillNeeded at the moment of leaving: a page whose answer just came no longer prompts', () => {
    let awaiting = true;
    const rule = { enabled: true, stillNeeded: () => awaiting };
    expect(leaveGuardShouldPrompt(rule, '/a', '/b')).toBe(true);
    expect(leaveGuardOn(rule)).toBe(true);
    awaiting = false;
    expect(leaveGuardShouldPrompt(rule, '/a', '/b')).toBe(false);
    expect(leaveGuardOn(rule)).toBe(false);
    expect(leaveGuardOn({ enabled: false, stillNeeded: () => true })).toBe(false);
  });

  it('never prompts when disabled', () => {
    expect(leaveGuardShouldPrompt({ enabled: false }, '/move-money/payee', '/summary')).toBe(false);
  });
  it('does not prompt for the same path (query and trailing slash ignored)', () => {
    expect(leaveGuardShouldPrompt(on, '/summary', '/summary/?tab=1')).toBe(false);
  });
  it('exempts the log-off paths and the index route', () => {
    for (const path of ['/', '/logoff', '/logoff/locked', '/authentication/logoff', '/authentication/logoff/timeout']) {
      expect(isExemptFromLeaveGuard(path), path).toBe(true);
      expect(leaveGuardShouldPrompt(on, '/registration/your-details', path), path).toBe(false);
    }
    expect(isExemptFromLeaveGuard('/logoffs')).toBe(false);
  });
  it('does not prompt for a disabled path, exact or with /*', () => {
    const rule = { enabled: true, disabledPaths: ['/registration/username', '/registration/security/*'] };
    expect(leaveGuardShouldPrompt(rule, '/registration/your-details', '/registration/username')).toBe(false);
    expect(leaveGuardShouldPrompt(rule, '/registration/your-details', '/registration/security')).toBe(false);
    expect(leaveGuardShouldPrompt(rule, '/registration/your-details', '/registration/security/two')).toBe(false);
    expect(leaveGuardShouldPrompt(rule, '/registration/your-details', '/registration/complete')).toBe(true);
  });
  it('matches exact patterns only exactly', () => {
    expect(pathMatches('/a/b', '/a')).toBe(false);
    expect(pathMatches('/a/', '/a')).toBe(true);
  });
  it('uses the browser-unload wording of the spec', () => {
    expect(leaveGuardUnloadMessage).toBe('Changes you made may not be saved');
  });
});
