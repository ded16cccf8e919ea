import { describe, expect, it } from 'vitest';
import type { Consent, InformationSharingConsent } from './consent';
import { canRevoke, statusOf } from './consent-status';
import { maxConsentPages, nextStep } from './consent-paging';
import { dashboardSections, matchesSearch, sortConsents } from './dashboard';
import { clustersOf, otherClusterTitle } from './permission-clusters';
import { alignmentText, isValidLimit, limitAmountText, maxPaymentText, paymentsSoFar, sortLimits, type PeriodicLimit } from './recurring-payment-limits';
import { redirectFromAnswer } from './redirect-rule';
import { revocationConsequences } from './revocation';
import { toInAppRoute } from '../shell/in-app-route';

const today = '2026-11-23';

function ais(patch: Partial<InformationSharingConsent> = {}): InformationSharingConsent {
  return {
    id: 'A', kind: 'information-sharing', provider: { name: 'Moneybox', onBehalfOf: null }, grantedOn: '2026-03-02', expiresOn: null,
    bankStatus: 'active', revokedOn: null, lastAccessed: null, allAccounts: true, accounts: [], permissions: [], ...patch,
  };
}

describe('which consents are active, expired or revoked', () => {
  it.each([
    ['no end date', {}, 'active'],
    ['ends today (still active today)', { expiresOn: today }, 'active'],
    ['ended yesterday, though the bank still says active', { expiresOn: '2026-11-22' }, 'expired'],
    ['the bank says expired', { bankStatus: 'expired' as const, expiresOn: '2025-05-01' }, 'expired'],
    ['the bank says revoked', { bankStatus: 'revoked' as const, revokedOn: '2026-08-12' }, 'revoked'],
    ['a revocation date alone', { revokedOn: '2026-08-12' }, 'revoked'],
    ['revoked, and past its end since: revoked wins', { bankStatus: 'revoked' as const, revokedOn: '2025-01-01', expiresOn: '2025-06-01' }, 'revoked'],
    ['expired by the bank and revoked: revoked wins', { bankStatus: 'expired' as const, revokedOn: '2025-01-01' }, 'revoked'],
  ])('%s', (_, patch, expected) => {
    expect(statusOf(ais(patch), today)).toBe(expected);
  });

  it('only an active consent can be revoked', () => {
    expect(canRevoke(ais(), today)).toBe(true);
    expect(canRevoke(ais({ expiresOn: '2026-01-01' }), today)).toBe(false);
    expect(canRevoke(ais({ bankStatus: 'revoked', revokedOn: today }), today)).toBe(false);
  });
});

describe('clusters from permissions (the guidelines\' data clusters)', () => {
  it('groups account details and transactions, in the guidelines\' order, each permission described', () => {
    const clusters = clustersOf(['ReadTransactionsDebits', 'ReadAccountsDetail', 'ReadBalances', 'ReadTransactionsBasic', 'ReadAccountsBasic']);
    expect(clusters.map((c) => c.title)).toEqual(['Your account details', 'Your account transactions']);
    expect(clusters[0]!.permissions.map((p) => p.code)).toEqual(['ReadAccountsBasic', 'ReadAccountsDetail', 'ReadBalances']);
    expect(clusters[0]!.permissions[1]!.description).toBe('Your account name, number and sort code');
    expect(clusters[1]!.permissions.map((p) => p.code)).toEqual(['ReadTransactionsBasic', 'ReadTransactionsDebits']);
  });

  it('puts regular payments, statements, features and party details in their own clusters', () => {
    const clusters = clustersOf(['ReadParty', 'ReadDirectDebits', 'ReadStatementsBasic', 'ReadProducts', 'ReadStandingOrdersDetail']);
    expect(clusters.map((c) => c.id)).toEqual(['regular-payments', 'statements', 'features-and-benefits', 'contact-and-party']);
    expect(clusters[0]!.permissions.map((p) => p.code)).toEqual(['ReadStandingOrdersDetail', 'ReadDirectDebits']);
  });

  it('never hides an unknown permission, counts duplicates once and leaves out empty clusters', () => {
    const clusters = clustersOf(['ReadBalances', 'ReadBalances', 'ReadFutureThing', ' ', 'ReadAnother']);
    expect(clusters.map((c) => c.title)).toEqual(['Your account details', otherClusterTitle]);
    expect(clusters[0]!.permissions).toHaveLength(1);
    expect(clusters[1]!.permissions.map((p) => p.code)).toEqual(['ReadAnother', 'ReadFutureThing']);
    expect(clustersOf([])).toEqual([]);
  });
});

describe('recurring payment limits', () => {
  const limits: PeriodicLimit[] = [
    { period: 'year', alignment: 'consent', amount: 1_000_000 },
    { period: 'month', alignment: 'calendar', amount: 100_000 },
    { period: 'day', alignment: 'calendar', amount: 50_000 },
    { period: 'half-year', alignment: 'calendar', amount: 600_000 },
    { period: 'fortnight', alignment: 'consent', amount: 60_000 },
    { period: 'week', alignment: 'calendar', amount: 55_000 },
  ];

  it('orders the periods day, week, fortnight, month, half-year, year', () => {
    expect(sortLimits(limits).map((l) => l.period)).toEqual(['day', 'week', 'fortnight', 'month', 'half-year', 'year']);
  });

  it('says each limit, and whether it runs by calendar or from the consent date', () => {
    expect(limitAmountText({ period: 'month', alignment: 'calendar', amount: 100_000 })).toBe('£1,000.00 a month');
    expect(alignmentText({ period: 'month', alignment: 'calendar', amount: 1 })).toBe('By calendar month');
    expect(alignmentText({ period: 'year', alignment: 'consent', amount: 1 })).toBe('From the consent date, a year at a time');
    expect(maxPaymentText(50_000)).toBe('£500.00 a payment');
  });

  it('counts the payments made so far', () => {
    expect(paymentsSoFar([{ amount: 50_000 }, { amount: 25_000 }, { amount: 50_000 }, { amount: 40_000 }])).toEqual({ count: 4, total: 165_000 });
    expect(paymentsSoFar([])).toEqual({ count: 0, total: 0 });
  });

  it.each([
    [{ period: 'month', alignment: 'calendar', amount: 1 }, true],
    [{ period: 'quarter', alignment: 'calendar', amount: 100 }, false],
    [{ period: 'month', alignment: 'rolling', amount: 100 }, false],
    [{ period: 'month', alignment: 'consent', amount: 0 }, false],
    [{ period: 'month', alignment: 'consent', amount: 10.5 }, false],
  ])('a limit %o is valid: %s', (limit, valid) => {
    expect(isValidLimit(limit)).toBe(valid);
  });
});

describe('the redirect rule: only https from the bank\'s answer', () => {
  it.each([
    ['https://tpp.example/callback?state=AIS-DEMO-1&code=x', { ok: true, url: 'https://tpp.example/callback?state=AIS-DEMO-1&code=x' }],
    ['  https://tpp.example/cb?state=AIS-DEMO-1  ', { ok: true, url: 'https://tpp.example/cb?state=AIS-DEMO-1' }],
    ['http://tpp.example/callback', { ok: false, reason: 'not-https' }],
    ['javascript:alert(1)', { ok: false, reason: 'not-https' }],
    ['data:text/html,hi', { ok: false, reason: 'not-https' }],
    ['//tpp.example/callback', { ok: false, reason: 'malformed' }],
    ['/summary', { ok: false, reason: 'malformed' }],
    ['https://user:pass@tpp.example/', { ok: false, reason: 'credentials' }],
    ['https://tpp.example\\@evil.example/', { ok: false, reason: 'malformed' }],
    ['https://tpp.example/\ncb', { ok: false, reason: 'malformed' }],
    ['', { ok: false, reason: 'missing' }],
    [undefined, { ok: false, reason: 'missing' }],
    [42, { ok: false, reason: 'missing' }],
  ])('%j', (address, expected) => {
    expect(redirectFromAnswer(address, { redirectUris: ['https://tpp.example/callback', 'https://tpp.example/cb'], state: 'AIS-DEMO-1' })).toEqual(expected);
  });
});

describe('the redirect the bank vouches for: registered URI exactly, the provider\'s state back', () => {
  const vouched = { redirectUris: ['https://tpp.example/callback'], state: 'p-state/1 ?&=' };
  const withState = `state=${encodeURIComponent('p-state/1 ?&=')}`;
  it.each([
    [`https://tpp.example/callback?${withState}&code=x`, true],
    [`https://tpp.example/callback?code=x&${withState}`, true],
    [`https://tpp.example/callback/?${withState}`, 'not-registered'],
    [`https://tpp.example/callbackx?${withState}`, 'not-registered'],
    [`https://tpp.example/other?${withState}`, 'not-registered'],
    [`https://tpp.example:8443/callback?${withState}`, 'not-registered'],
    [`https://evil.example/callback?${withState}`, 'not-registered'],
    [`https://TPP.example/callback?${withState}`, true],
    ['https://tpp.example/callback?state=AIS-DEMO-1&code=x', 'wrong-state'],
    ['https://tpp.example/callback?code=x', 'wrong-state'],
    [`https://tpp.example/callback?${withState}&state=x`, 'wrong-state'],
  ] as const)('%s', (address, expected) => {
    const decision = redirectFromAnswer(address, vouched);
    expect(decision.ok ? true : decision.reason).toBe(expected);
  });

  it('no registered URI: nothing is followed; a provider that sent no state gets no redirect', () => {
    expect(redirectFromAnswer('https://tpp.example/callback?code=x', { redirectUris: [], state: null })).toEqual({ ok: false, reason: 'not-registered' });
    expect(redirectFromAnswer('https://tpp.example/callback?code=x', { redirectUris: ['http://tpp.example/callback'], state: null })).toEqual({ ok: false, reason: 'not-registered' });
    expect(redirectFromAnswer('https://tpp.example/callback?code=x', { redirectUris: ['https://tpp.example/callback'], state: null })).toEqual({ ok: false, reason: 'wrong-state' });
  });

  it("compares the registered URI's query too: its own parameters, no others", () => {
    const withQuery = { redirectUris: ['https://tpp.example/callback?tenant=uk'], state: 's1' };
    expect(redirectFromAnswer('https://tpp.example/callback?tenant=uk&code=x&state=s1', withQuery).ok).toBe(true);
    expect(redirectFromAnswer('https://tpp.example/callback?code=x&state=s1', withQuery)).toEqual({ ok: false, reason: 'not-registered' });
    expect(redirectFromAnswer('https://tpp.example/callback?tenant=de&code=x&state=s1', withQuery)).toEqual({ ok: false, reason: 'not-registered' });
    expect(redirectFromAnswer('https://tpp.example/callback?tenant=uk&next=https://evil.example&code=x&state=s1', withQuery)).toEqual({ ok: false, reason: 'not-registered' });
    expect(redirectFromAnswer('https://tpp.example/callback?next=https://evil.example&code=x&state=s1', { redirectUris: ['https://tpp.example/callback'], state: 's1' })).toEqual({ ok: false, reason: 'not-registered' });
  });
});

describe('paging: follow the next link to the end, never round in circles', () => {
  it('follows a new link, stops on none, on a loop and after the most pages', () => {
    expect(nextStep('/p?page=2', [''])).toEqual({ follow: true, next: '/p?page=2' });
    expect(nextStep(null, [''])).toEqual({ follow: false, reason: 'done' });
    expect(nextStep('', [''])).toEqual({ follow: false, reason: 'done' });
    expect(nextStep('/p?page=2', ['', '/p?page=2'])).toEqual({ follow: false, reason: 'loop' });
    const many = Array.from({ length: maxConsentPages }, (_, i) => `/p?page=${i}`);
    expect(nextStep('/p?page=new', many)).toEqual({ follow: false, reason: 'too-many-pages' });
  });
});

describe('the dashboard: sections, search and sort', () => {
  const consents: Consent[] = [
    ais({ id: '1', provider: { name: 'moneybox', onBehalfOf: null }, grantedOn: '2026-03-02' }),
    ais({ id: '2', provider: { name: 'Emma', onBehalfOf: null }, grantedOn: '2026-05-19', expiresOn: '2026-12-23' }),
    ais({ id: '3', provider: { name: 'Yolt', onBehalfOf: null }, grantedOn: '2024-05-01', bankStatus: 'expired', expiresOn: '2025-05-01' }),
    ais({ id: '4', provider: { name: 'Plum', onBehalfOf: null }, grantedOn: '2025-09-14', bankStatus: 'revoked', revokedOn: '2026-08-12' }),
    ais({ id: '5', provider: { name: 'Snoop', onBehalfOf: 'Acme Budgeting Ltd' }, grantedOn: '2026-03-02' }),
  ];

  it('keeps revoked apart from expired, per kind', () => {
    const [info, funds] = dashboardSections(consents, today, { query: '', sort: 'name' });
    expect(info!.active.map((c) => c.id)).toEqual(['2', '1', '5']);
    expect(info!.expired.map((c) => c.id)).toEqual(['3']);
    expect(info!.revoked.map((c) => c.id)).toEqual(['4']);
    expect(funds).toEqual({ kind: 'funds-availability', active: [], expired: [], revoked: [] });
  });

  it('searches the provider name and "on behalf of", ignoring case and spaces', () => {
    expect(consents.filter((c) => matchesSearch(c, '  MONEY ')).map((c) => c.id)).toEqual(['1']);
    expect(consents.filter((c) => matchesSearch(c, 'acme')).map((c) => c.id)).toEqual(['5']);
    expect(consents.filter((c) => matchesSearch(c, '')).length).toBe(5);
  });

  it('sorts by name A to Z (ties newest first) or by date granted newest first (ties by name)', () => {
    expect(sortConsents(consents, 'name').map((c) => c.provider.name)).toEqual(['Emma', 'moneybox', 'Plum', 'Snoop', 'Yolt']);
    expect(sortConsents(consents, 'granted').map((c) => c.id)).toEqual(['2', '1', '5', '4', '3']);
  });

  it('shows only the kinds asked for (a section page)', () => {
    expect(dashboardSections(consents, today, { query: '', sort: 'name', kinds: ['recurring-payments'] }).map((s) => s.kind)).toEqual(['recurring-payments']);
  });
});

describe('the revocation warning', () => {
  it('says what stops, and that the customer may want to tell the provider', () => {
    const lines = revocationConsequences(ais({ provider: { name: 'Emma', onBehalfOf: null } }));
    expect(lines[0]).toMatch(/^Emma will no longer be able to see information about your accounts/);
    expect(lines[1]).toBe('This may stop a service Emma gives you. You may want to tell Emma that you have stopped their access.');
  });
});

describe('a provider sends a customer who is not logged on', () => {
  it('to an authorisation page the log-on keeps as the destination (core/shell/in-app-route)', () => {
    expect(toInAppRoute('/open-banking/information-sharing/authorisation/AIS-DEMO-1')).toBe('/open-banking/information-sharing/authorisation/AIS-DEMO-1');
    // A query is kept as a route's query, but the authorisation page never reads it.
    expect(toInAppRoute('/open-banking/recurring-payments/authorisation/VRP-DEMO-1?redirect_uri=https%3A%2F%2Fevil.example')).not.toBeNull();
  });
});
