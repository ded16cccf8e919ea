import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserWindowMessages } from './browser-window-messages.adapter';
import { BrowserErrorReporter } from './console-error-reporter.adapter';
import { DataLayerTracking } from './data-layer-tracking.adapter';
import { HashNavigator } from './hash-navigator.adapter';
import { BrowserPreferences } from '../storage/browser-preferences.adapter';
import { FakeClock } from '../fakes/fake-clock.adapter';
import { InMemoryPreferences } from '../fakes/fake-system.adapter';
import { ObservableSessionState } from '../state/observable-session-state.adapter';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.bankDataLayer;
  delete window.bankErrorReports;
  vi.restoreAllMocks();
});

describe('BrowserWindowMessages', () => {
  const post = (data: unknown, origin: string) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('accepts only same-origin messages of an allowed type', () => {
    const received: string[] = [];
    const unsubscribe = new BrowserWindowMessages().subscribe(['SD_CLOSE'], (m) => received.push(m.type));
    post({ type: 'SD_CLOSE' }, window.location.origin);
    post({ type: 'SD_CLOSE' }, 'https://evil.example');
    post({ type: 'OTHER' }, window.location.origin);
    post('SD_CLOSE', window.location.origin);
    post(null, window.location.origin);
    expect(received).toEqual(['SD_CLOSE']);
    unsubscribe();
    post({ type: 'SD_CLOSE' }, window.location.origin);
    expect(received).toEqual(['SD_CLOSE']);
  });
});

describe('BrowserErrorReporter', () => {
  it('masks the customer’s real name once the bank gave it, and forgets it at log-off', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = new ObservableSessionState();
    const reporter = new BrowserErrorReporter(session, new InMemoryPreferences());
    session.update({ cin: 'demo.hardkey', ownNames: ['Alex Hardy', 'Alex', 'Hardy'] });
    reporter.report({ code: 'FD001T', message: 'Refused for ALEX HARDY', context: { payee: 'Hardy A' } });
    session.reset();
    reporter.report({ code: 'FD001T', message: 'Alex Hardy' });
    expect(window.bankErrorReports).toEqual([
      { code: 'FD001T', message: 'Refused for [name]', context: { payee: '[name] A' } },
      { code: 'FD001T', message: 'Alex Hardy', context: undefined },
    ]);
  });

  it('masks digits and the customer names the session knows, at the time of the report', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = new ObservableSessionState();
    const preferences = new InMemoryPreferences();
    const reporter = new BrowserErrorReporter(session, preferences);
    session.update({ cin: 'jane.smith' });
    preferences.setRememberedUsername('JSmith');
    reporter.report({ code: 'FD001T', message: 'Jane.Smith account 12345678 (remembered jsmith)', context: { sortCode: '40-11-22', user: 'jane.smith' } });
    session.reset();
    preferences.setRememberedUsername(null);
    reporter.report({ code: 'FD001T', message: 'jane.smith' });
    expect(window.bankErrorReports).toEqual([
      { code: 'FD001T', message: '[name] account ******** (remembered [name])', context: { sortCode: '**-**-**', user: '[name]' } },
      { code: 'FD001T', message: 'jane.smith', context: undefined },
    ]);
  });
});

describe('DataLayerTracking', () => {
  it('applies the tracking defaults and lets a call override them', () => {
    const tracking = new DataLayerTracking();
    tracking.page('verification/logon', { securityLevel: 40 });
    tracking.event({ action: 'popup', category: 'content', label: 'fscs' });
    expect(window.bankDataLayer?.[0]?.context).toEqual({
      businessLine: 'RBWM',
      channel: 'web',
      customerGroup: 'Retail',
      language: 'en',
      securityLevel: 40,
    });
    expect(window.bankDataLayer?.[1]).toMatchObject({ kind: 'event', event: { action: 'popup', category: 'content' } });
    expect(window.bankDataLayer?.[1]?.context.securityLevel).toBe(0);
  });
});

describe('BrowserPreferences', () => {
  it('keeps remember-me and the Secure Key instructions flag across sessions', () => {
    const prefs = new BrowserPreferences();
    expect(prefs.getShowSkInstructions()).toBe(true);
    prefs.setRememberedUsername('demo.hardkey');
    prefs.setShowSkInstructions(false);
    expect(localStorage.getItem('SHOW_SK_INSTRUCTIONS')).toBe('false');
    expect(new BrowserPreferences().getRememberedUsername()).toBe('demo.hardkey');
    prefs.setRememberedUsername(null);
    expect(prefs.getRememberedUsername()).toBeNull();
  });

  it('accepts both spellings of a token type and rejects unknown ones', () => {
    const prefs = new BrowserPreferences();
    sessionStorage.setItem('ob.tokenType', 'HARD_SELECTED');
    expect(prefs.getTokenType()).toBe('hard_selected');
    sessionStorage.setItem('ob.tokenType', 'nonsense');
    expect(prefs.getTokenType()).toBeNull();
  });

  it('keeps only PCF or SHP as the routing header', () => {
    const prefs = new BrowserPreferences();
    prefs.setRoutingHeader('SHP');
    expect(prefs.getRoutingHeader()).toBe('SHP');
    localStorage.setItem('ob.routingHeader', 'XYZ');
    expect(prefs.getRoutingHeader()).toBeNull();
  });

  it('clears the log-on URL, token type and routing header on log-off, keeping the device choices', () => {
    const prefs = new BrowserPreferences();
    prefs.setLoginUrl('/gateway/idv/logon');
    prefs.setTokenType('hard');
    prefs.setRoutingHeader('PCF');
    prefs.setRememberedUsername('demo.hardkey');
    prefs.clearCustomerData();
    expect(prefs.getLoginUrl()).toBeNull();
    expect(prefs.getTokenType()).toBeNull();
    expect(prefs.getRoutingHeader()).toBeNull();
    expect(prefs.getRememberedUsername()).toBe('demo.hardkey');
  });

  it('degrades to nothing stored when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const prefs = new BrowserPreferences();
    expect(() => prefs.setLoginUrl('/x')).not.toThrow();
    expect(prefs.getLoginUrl()).toBeNull();
  });
});

describe('HashNavigator', () => {
  it('navigates by hash', () => {
    new HashNavigator().goTo('logoff/locked');
    expect(window.location.hash).toBe('#/logoff/locked');
  });
});

describe('FakeClock', () => {
  it('fires timers in order as time advances and honours cancellation', () => {
    const clock = new FakeClock();
    const fired: string[] = [];
    clock.setInterval(() => fired.push(`tick@${clock.now()}`), 1000);
    const cancel = clock.setTimeout(() => fired.push('never'), 1500);
    clock.setTimeout(() => fired.push('once'), 2500);
    cancel();
    const start = clock.now();
    clock.advance(3000);
    expect(fired).toEqual([`tick@${start + 1000}`, `tick@${start + 2000}`, 'once', `tick@${start + 3000}`]);
    expect(clock.now()).toBe(start + 3000);
  });
});
