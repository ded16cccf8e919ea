import { describe, expect, it } from 'vitest';
import type { FundsAvailabilityConsent, InformationSharingConsent, RecurringPaymentsConsent } from './consent';
import { providerLabel } from './consent';
import { statusOf } from './consent-status';
import { dashboardSections, matchesSearch, sortConsents } from './dashboard';
import { clustersOf } from './permission-clusters';
import { isValidLimit } from './recurring-payment-limits';
import { errorRedirect, redirectFromAnswer, refusedRedirectBody, refusedRedirectText } from './redirect-rule';
import { revocationConsequences, revocationTitle, revokedTitle } from './revocation';

const today = '2026-11-23';

function ais(patch: Partial<InformationSharingConsent> = {}): InformationSharingConsent {
  return {
    id: 'A', kind: 'information-sharing', provider: { name: 'Moneybox', onBehalfOf: null }, grantedOn: '2026-03-02', expiresOn: null,
    bankStatus: 'active', revokedOn: null, lastAccessed: null, allAccounts: true, accounts: [], permissions: [], ...patch,
  };
}

const account = { id: 'CA1', name: 'Current Account', sortCode: '112233', accountNumber: '12345678' };

function cof(patch: Partial<FundsAvailabilityConsent> = {}): FundsAvailabilityConsent {
  return {
    id: 'F', kind: 'funds-availability', provider: { name: 'Klarna', onBehalfOf: null }, grantedOn: '2026-03-02', expiresOn: null,
    bankStatus: 'active', revokedOn: null, account, checks: [], ...patch,
  };
}

function vrp(patch: Partial<RecurringPaymentsConsent> = {}): RecurringPaymentsConsent {
  return {
    id: 'V', kind: 'recurring-payments', provider: { name: 'Sweepr', onBehalfOf: null }, grantedOn: '2026-03-02', expiresOn: null,
    bankStatus: 'active', revokedOn: null, sweeping: true, payee: { name: 'Me', sortCode: null, accountNumber: null }, fromAccount: account,
    maxIndividualAmount: 50_000, periodicLimits: [], validFrom: '2026-03-02', payments: [], ...patch,
  };
}

/** Every order of a list (for three or four items). */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('the bank\'s word on a consent is believed, whatever its dates', () => {
  it('revoked by the bank, with no revocation date sent: revoked', () => {
    expect(statusOf(ais({ bankStatus: 'revoked', revokedOn: null }), today)).toBe('revoked');
  });

  it('expired by the bank, with no end date or an end date still to come: expired', () => {
    expect(statusOf(ais({ bankStatus: 'expired', expiresOn: null }), today)).toBe('expired');
    expect(statusOf(ais({ bankStatus: 'expired', expiresOn: '2027-01-01' }), today)).toBe('expired');
  });
});

describe('the provider as the customer reads it', () => {
  it('its name, and the company it acts for when there is one', () => {
    expect(providerLabel({ name: 'Moneybox', onBehalfOf: null })).toBe('Moneybox');
    expect(providerLabel({ name: 'Snoop', onBehalfOf: 'Acme Budgeting Ltd' })).toBe('Snoop on behalf of Acme Budgeting Ltd');
  });
});

describe('dashboard search', () => {
  it('a consent with no "on behalf of" is found by its name alone', () => {
    const plum = ais({ provider: { name: 'Plum', onBehalfOf: null } });
    expect(matchesSearch(plum, 'e')).toBe(false);
    expect(matchesSearch(plum, 'lu')).toBe(true);
  });

  it('the sections show only the consents the search finds', () => {
    const consents = [ais({ id: '1', provider: { name: 'Emma', onBehalfOf: null } }), ais({ id: '2', provider: { name: 'Plum', onBehalfOf: null } })];
    const [info] = dashboardSections(consents, today, { query: 'plum', sort: 'name' });
    expect(info!.active.map((c) => c.id)).toEqual(['2']);
  });
});

describe('dashboard sort: the same consents in any order give the same list', () => {
  it('by name, ignoring case and accents; the same name newest first, then by id', () => {
    const consents = [
      ais({ id: 'b', provider: { name: 'emma', onBehalfOf: null }, grantedOn: '2026-01-01' }),
      ais({ id: 'a', provider: { name: 'Émma', onBehalfOf: null }, grantedOn: '2026-01-01' }),
      ais({ id: 'c', provider: { name: 'EMMA', onBehalfOf: null }, grantedOn: '2026-02-01' }),
      ais({ id: 'd', provider: { name: 'Emma', onBehalfOf: null }, grantedOn: '2025-12-01' }),
    ];
    for (const order of orders(consents)) expect(sortConsents(order, 'name').map((c) => c.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('by date granted, newest first, whatever the names; the same date by name', () => {
    const consents = [
      ais({ id: '1', provider: { name: 'Aardvark', onBehalfOf: null }, grantedOn: '2024-01-01' }),
      ais({ id: '2', provider: { name: 'Zebra', onBehalfOf: null }, grantedOn: '2026-06-01' }),
      ais({ id: '3', provider: { name: 'Badger', onBehalfOf: null }, grantedOn: '2026-06-01' }),
    ];
    for (const order of orders(consents)) expect(sortConsents(order, 'granted').map((c) => c.id)).toEqual(['3', '2', '1']);
  });
});

describe('the words of a revocation', () => {
  it('funds availability: the provider can no longer check the account named', () => {
    const lines = revocationConsequences(cof());
    expect(lines[0]).toBe('Klarna will no longer be able to check whether your Current Account has enough money for a payment.');
  });

  it('recurring payments: no more payments under the agreement, those made stand', () => {
    const lines = revocationConsequences(vrp());
    expect(lines[0]).toBe('Sweepr will no longer be able to take payments from your account under this agreement. Payments already made are not affected.');
  });

  it('every kind: it cannot be restarted here', () => {
    for (const consent of [ais(), cof(), vrp()]) {
      expect(revocationConsequences(consent)[2]).toBe('You cannot restart this access here: to share again you would give new consent through the provider.');
    }
  });

  it('the titles before and after', () => {
    expect(revocationTitle(cof())).toBe("Stop Klarna's access");
    expect(revokedTitle(cof())).toBe("Klarna's access has stopped");
  });
});

describe('permissions the app does not know', () => {
  it('are listed in a cluster of their own, "other"', () => {
    expect(clustersOf(['ReadFutureThing']).map((c) => c.id)).toEqual(['other']);
  });
});

describe('recurring payment limits counted from the consent date', () => {
  it('are valid limits', () => {
    expect(isValidLimit({ period: 'month', alignment: 'consent', amount: 100 })).toBe(true);
  });
});

describe('the redirect rule, more addresses', () => {
  const vouched = { redirectUris: ['https://tpp.example/cb'], state: 'S' };

  it('an answer of spaces only is no address', () => {
    expect(redirectFromAnswer('   ', vouched)).toEqual({ ok: false, reason: 'missing' });
  });

  it('a tab or a line break around the address is trimmed, not read as a control character', () => {
    expect(redirectFromAnswer('\thttps://tpp.example/cb?state=S\n', vouched)).toEqual({ ok: true, url: 'https://tpp.example/cb?state=S' });
  });

  it('a user name alone, or a password alone, is credentials', () => {
    expect(redirectFromAnswer('https://user@tpp.example/cb?state=S', vouched)).toEqual({ ok: false, reason: 'credentials' });
    expect(redirectFromAnswer('https://:secret@tpp.example/cb?state=S', vouched)).toEqual({ ok: false, reason: 'credentials' });
  });

  it('a registered address the bank sent unreadable is passed over, the others still count', () => {
    expect(redirectFromAnswer('https://tpp.example/cb?state=S', { redirectUris: ['not a url', 'https://tpp.example/cb'], state: 'S' })).toEqual({
      ok: true,
      url: 'https://tpp.example/cb?state=S',
    });
  });

  it('each refusal has its words on the error page', () => {
    expect(refusedRedirectBody('not-registered')).toBe(refusedRedirectText.notRegistered);
    expect(refusedRedirectBody('wrong-state')).toBe(refusedRedirectText.wrongState);
    for (const reason of ['missing', 'malformed', 'not-https', 'credentials'] as const) expect(refusedRedirectBody(reason)).toBe(refusedRedirectText.body);
    expect(refusedRedirectText.notRegistered).toBe('The address we were given to return you to the provider is not one the provider registered with us, so we have not opened it.');
    expect(refusedRedirectText.wrongState).toBe('The address we were given to return you to the provider does not carry what the provider asked us to send back, so we have not opened it.');
  });
});

describe('the error redirect of an ended request', () => {
  it('passes over a registered address with a user name or a password in it', () => {
    expect(errorRedirect({ redirectUris: ['https://user@tpp.example/cb', 'https://:pw@tpp.example/cb', 'https://tpp.example/second'], state: null }, 'expired')).toBe(
      'https://tpp.example/second?error=access_denied&error_description=expired',
    );
  });
});
