import { describe, expect, it } from 'vitest';
import type { Consent, InformationSharingConsent } from './consent';
import { AnswerAuthorisation } from './authorisation.use-cases';
import { LoadConsents } from './load-consents.use-case';
import type { AuthorisationDecision, ConsentList, ConsentPage, OpenBankingPort } from './open-banking.port';
import { RevokeConsent } from './revoke-consent.use-case';

const consent = (id: string, patch: Partial<InformationSharingConsent> = {}): Consent => ({
  id, kind: 'information-sharing', provider: { name: id, onBehalfOf: null }, grantedOn: '2026-01-01', expiresOn: null, bankStatus: 'active',
  revokedOn: null, lastAccessed: null, allAccounts: false, accounts: [], permissions: [], ...patch,
});

class Reporter {
  reports: { code: string; message: string }[] = [];
  report(error: { code: string; message: string }) {
    this.reports.push(error);
  }
}

/** A bank with 250 active consents in pages of 100 (next links) and one expired list page. */
function pagedBank(total = 250, pageSize = 100) {
  const calls: [ConsentList, string | null][] = [];
  const port: Pick<OpenBankingPort, 'consentPage'> = {
    async consentPage(list, next) {
      calls.push([list, next]);
      if (list === 'expired') return { consents: [consent('X', { bankStatus: 'expired' })], leftOut: [], next: null };
      const page = next === null ? 1 : Number(new URLSearchParams(next.split('?')[1]).get('page'));
      const from = (page - 1) * pageSize;
      const consents = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) => consent(`C${from + i + 1}`));
      return { consents, leftOut: [], next: from + pageSize < total ? `/consents/active?page=${page + 1}&pageSize=100` : null };
    },
  };
  return { port, calls };
}

describe('LoadConsents', () => {
  it('follows the next links until every consent is listed (250 in 3 pages), and both lists', async () => {
    const { port, calls } = pagedBank();
    const result = await new LoadConsents(port, new Reporter()).execute();
    expect(result.ok && result.value.consents.length).toBe(251);
    expect(calls.filter(([list]) => list === 'active').map(([, next]) => next)).toEqual([
      null,
      '/consents/active?page=2&pageSize=100',
      '/consents/active?page=3&pageSize=100',
    ]);
    expect(result.ok && result.value.incomplete).toBe(false);
  });

  it('stops on a next link it has followed already and says the list is incomplete', async () => {
    const port: Pick<OpenBankingPort, 'consentPage'> = {
      consentPage: async (list, next) => ({ consents: [consent(`${list}-${next ?? 'first'}`)], leftOut: [], next: list === 'active' ? '/again' : null }),
    };
    const result = await new LoadConsents(port, new Reporter()).execute();
    expect(result.ok && result.value.consents.map((c) => c.id)).toEqual(['active-first', 'active-/again', 'expired-first']);
    expect(result.ok && result.value.incomplete).toBe(true);
  });

  it('takes a consent in both lists from the expired list, and reports the entries left out', async () => {
    const reporter = new Reporter();
    const port: Pick<OpenBankingPort, 'consentPage'> = {
      consentPage: async (list): Promise<ConsentPage> =>
        list === 'active'
          ? { consents: [consent('E')], leftOut: [{ id: 'BAD-1', problem: 'consents[1].grantedAt is not an ISO date' }], next: null }
          : { consents: [consent('E', { bankStatus: 'revoked', revokedOn: '2026-11-23' })], leftOut: [], next: null },
    };
    const result = await new LoadConsents(port, reporter).execute();
    expect(result.ok && result.value.consents).toEqual([consent('E', { bankStatus: 'revoked', revokedOn: '2026-11-23' })]);
    expect(result.ok && result.value.leftOut).toHaveLength(1);
    expect(reporter.reports).toEqual([{ code: 'OB_MALFORMED', message: 'A consent was left out of the dashboard: consents[1].grantedAt is not an ISO date', context: { consentId: 'BAD-1' } }]);
  });

  it('joins a load in flight, and a failure is a result with its code', async () => {
    const { port, calls } = pagedBank(5);
    const load = new LoadConsents(port, new Reporter());
    await Promise.all([load.execute(), load.execute()]);
    expect(calls).toHaveLength(2);
    const failing = new LoadConsents({ consentPage: () => Promise.reject({ error: { code: 'FD999T', description: 'no answer' } }) }, new Reporter());
    expect(await failing.execute()).toEqual({ ok: false, error: { code: 'FD999T', description: 'no answer' } });
  });
});

describe('RevokeConsent', () => {
  it('accepted; refused with the bank\'s code; a lost answer is unknown, never failed', async () => {
    const sent: [string, string][] = [];
    const ok = new RevokeConsent({ revoke: async (id, key) => void sent.push([id, key]) });
    expect(await ok.execute({ consentId: 'E' }, 'k1')).toEqual({ kind: 'accepted', outcome: { done: true } });
    expect(sent).toEqual([['E', 'k1']]);
    const refused = new RevokeConsent({ revoke: () => Promise.reject({ error: { code: 'OB_0001', description: 'Already ended' } }) });
    expect(await refused.execute({ consentId: 'E' }, 'k2')).toEqual({ kind: 'refused', code: 'OB_0001', message: 'Already ended' });
    const lost = new RevokeConsent({ revoke: () => Promise.reject({ error: { code: 'FD999T', description: 'no answer' } }) });
    expect(await lost.execute({ consentId: 'E' }, 'k3')).toEqual({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' });
  });
});

describe('AnswerAuthorisation', () => {
  const approve: AuthorisationDecision = { decision: 'approve', accountIds: ['A'], reauthenticationCode: '123456' };
  const vouched = { redirectUris: ['https://tpp.example/cb'], state: 'S' };

  function answering(result: () => Promise<{ redirectUri: unknown }>) {
    const recorded: string[] = [];
    const use = new AnswerAuthorisation({ answerAuthorisation: result }, { record: (answer) => (recorded.push(answer), { kind: 'signed' }) });
    return { use, recorded };
  }

  it('judges the redirect of the bank\'s answer, and counts the accepted code', async () => {
    const { use, recorded } = answering(async () => ({ redirectUri: 'https://tpp.example/cb?state=S' }));
    expect(await use.execute('S', approve, 'k', vouched)).toEqual({ kind: 'accepted', outcome: { decision: 'approve', redirect: { ok: true, url: 'https://tpp.example/cb?state=S' } } });
    expect(recorded).toEqual(['accepted']);
  });

  it('refuses to follow an http address even when the bank accepted', async () => {
    const { use } = answering(async () => ({ redirectUri: 'http://tpp.example/cb' }));
    expect(await use.execute('S', { decision: 'decline' }, 'k', vouched)).toEqual({ kind: 'accepted', outcome: { decision: 'decline', redirect: { ok: false, reason: 'not-https' } } });
  });

  it('a wrong code (OLR_0043) counts against the re-authentication counter; a decline counts nothing', async () => {
    const { use, recorded } = answering(() => Promise.reject({ error: { code: 'OLR_0043', description: 'wrong' } }));
    expect(await use.execute('S', approve, 'k', vouched)).toMatchObject({ kind: 'refused', code: 'OLR_0043' });
    expect(await use.execute('S', { decision: 'decline' }, 'k', vouched)).toMatchObject({ kind: 'refused', code: 'OLR_0043' });
    expect(recorded).toEqual(['wrong-code']);
  });

  it('a lost answer is unknown', async () => {
    const { use } = answering(() => Promise.reject({ error: { code: 'FD999T', description: 'no answer' } }));
    expect(await use.execute('S', approve, 'k', vouched)).toEqual({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' });
  });
});
