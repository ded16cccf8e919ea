import { describe, expect, it } from 'vitest';
import { nextPageQuery, toAuthorisation, toConsentPage } from './open-banking.mapper';

const good = {
  consentId: 'OB-1', type: 'ACCOUNT_INFORMATION', status: 'AUTHORISED', provider: { name: '<img src=x onerror=alert(1)>Evil', onBehalfOf: '' },
  grantedAt: '2026-03-02T10:00:00Z', expiresAt: null, allAccounts: true, permissions: ['ReadBalances'],
};
const vrp = {
  consentId: 'OB-2', type: 'VARIABLE_RECURRING_PAYMENTS', status: 'AUTHORISED', provider: { name: 'Plum' }, grantedAt: '2026-07-01',
  sweeping: true, payee: { name: 'Regular Saver', sortCode: '40-12-76', accountNumber: '51230005' },
  controlParameters: {
    maximumIndividualAmount: 50000, validFromDateTime: '2026-07-01', validToDateTime: '2027-11-23T00:00:00Z',
    periodicLimits: [{ periodType: 'Year', periodAlignment: 'Consent', amount: 900000 }, { periodType: 'Month', periodAlignment: 'Calendar', amount: 100000 }],
  },
  payments: [{ paidAt: '2026-07-28', amount: 50000 }],
};

describe('toConsentPage', () => {
  it('reads each kind; a provider name is kept as text, whatever it holds; a VRP ends at its validTo', () => {
    const page = toConsentPage({ payload: { consents: [good, vrp], links: { next: '/gateway/api/v1/open-banking/consents/active?page=2&pageSize=100' } }, messages: [] });
    expect(page.leftOut).toEqual([]);
    expect(page.consents[0]).toMatchObject({ id: 'OB-1', kind: 'information-sharing', provider: { name: '<img src=x onerror=alert(1)>Evil', onBehalfOf: null }, grantedOn: '2026-03-02' });
    expect(page.consents[1]).toMatchObject({
      kind: 'recurring-payments', expiresOn: '2027-11-23', payee: { sortCode: '401276' },
      periodicLimits: [{ period: 'month', alignment: 'calendar', amount: 100000 }, { period: 'year', alignment: 'consent', amount: 900000 }],
    });
    expect(page.next).toBe('/gateway/api/v1/open-banking/consents/active?page=2&pageSize=100');
  });

  it('leaves a malformed consent out, naming what was wrong, and keeps the rest', () => {
    const page = toConsentPage({
      payload: {
        consents: [
          { ...good, consentId: 'BAD-DATE', grantedAt: 'yesterday' },
          good,
          { ...vrp, consentId: 'BAD-LIMIT', controlParameters: { ...vrp.controlParameters, periodicLimits: [{ periodType: 'Quarter', periodAlignment: 'Calendar', amount: 1 }] } },
          'not a consent',
          { ...good, consentId: 'NO-NAME', provider: { name: '   ' } },
        ],
      },
    });
    expect(page.consents.map((c) => c.id)).toEqual(['OB-1']);
    expect(page.leftOut.map((l) => l.id)).toEqual(['BAD-DATE', 'BAD-LIMIT', null, 'NO-NAME']);
    expect(page.leftOut[0]!.problem).toBe("consents[0].grantedAt is not an ISO date 'YYYY-MM-DD'");
  });

  it('fails the whole list (OB_MALFORMED) only when the envelope is wrong', () => {
    expect(() => toConsentPage({ payload: { consents: 'none' } })).toThrow(/OB_MALFORMED/);
    expect(() => toConsentPage({ nothing: true })).toThrow(/OB_MALFORMED/);
  });
});

describe('nextPageQuery: a next link is followed only as a query on the same list', () => {
  const list = 'http://localhost:8080/gateway/api/v1/open-banking/consents/active';
  it('takes the query of a path to the same list', () => {
    expect(nextPageQuery('/gateway/api/v1/open-banking/consents/active?page=2&pageSize=100', list)).toEqual({ page: '2', pageSize: '100' });
    expect(nextPageQuery('/gateway/api/v1/open-banking/consents/active?page=3&pageSize=100', '/gateway/api/v1/open-banking/consents/active')).toEqual({ page: '3', pageSize: '100' });
  });
  it.each(['https://evil.example/gateway/api/v1/open-banking/consents/active?page=2', '//evil.example/x', '/gateway/api/v1/open-banking/consents/expired?page=2', '/\\evil.example', 'page=2'])(
    'refuses %s',
    (next) => {
      expect(() => nextPageQuery(next, list)).toThrow(/OB_MALFORMED/);
    },
  );
});

describe('toAuthorisation', () => {
  it('a funds check names exactly one account; an information request lets the customer choose several', () => {
    const account = { accountId: 'HK-CUR-001', name: 'Current Account', sortCode: '401276', accountNumber: '41234567' };
    expect(toAuthorisation({ payload: { authState: 'C', type: 'FUNDS_CONFIRMATION', provider: { name: 'Curve' }, accounts: [account] } })).toMatchObject({
      selection: 'fixed', recurring: null, permissions: [],
    });
    expect(() => toAuthorisation({ payload: { authState: 'C', type: 'FUNDS_CONFIRMATION', provider: { name: 'Curve' }, accounts: [account, account] } })).toThrow(/OB_MALFORMED/);
    expect(toAuthorisation({ payload: { authState: 'A', type: 'ACCOUNT_INFORMATION', provider: { name: 'M' }, accounts: [account], permissions: ['ReadBalances'] } }).selection).toBe('many');
  });
});
