import { describe, expect, it } from 'vitest';
import type { Consent } from './consent';
import { maxConsentPages } from './consent-paging';
import { LoadConsents } from './load-consents.use-case';
import type { ConsentList, OpenBankingPort } from './open-banking.port';

const consent = (id: string): Consent => ({
  id, kind: 'information-sharing', provider: { name: id, onBehalfOf: null }, grantedOn: '2026-01-01', expiresOn: null, bankStatus: 'active',
  revokedOn: null, lastAccessed: null, allAccounts: false, accounts: [], permissions: [],
});

const reporter = { report: () => undefined };

describe('LoadConsents, more', () => {
  it('a load that has ended is not joined: the next page opened asks the bank again', async () => {
    const calls: ConsentList[] = [];
    const port: Pick<OpenBankingPort, 'consentPage'> = {
      consentPage: async (list) => (calls.push(list), { consents: [consent(`${list}-${calls.length}`)], leftOut: [], next: null }),
    };
    const load = new LoadConsents(port, reporter);
    await load.execute();
    const second = await load.execute();
    expect(calls).toHaveLength(4);
    expect(second.ok && second.value.consents.map((c) => c.id)).toEqual(['active-3', 'expired-4']);
  });

  it(`a bank whose next links never end: ${maxConsentPages} pages of a list at most, and the list is incomplete`, async () => {
    let pages = 0;
    const port: Pick<OpenBankingPort, 'consentPage'> = {
      consentPage: async (list, next) => {
        if (list === 'expired') return { consents: [], leftOut: [], next: null };
        pages += 1;
        return { consents: [consent(`C${pages}`)], leftOut: [], next: `/consents/active?page=${(next === null ? 1 : Number(next.split('=')[1])) + 1}` };
      },
    };
    const result = await new LoadConsents(port, reporter).execute();
    expect(pages).toBe(maxConsentPages);
    expect(result.ok && result.value.consents).toHaveLength(maxConsentPages);
    expect(result.ok && result.value.incomplete).toBe(true);
  });
});
