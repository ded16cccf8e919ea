import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpOpenBankingAdapter } from '../../src/adapters/open-banking/http-open-banking.adapter';
import { nextPageQuery, toConsentPage } from '../../src/adapters/open-banking/open-banking.mapper';
import { FakeErrorReporter } from '../../src/adapters/fakes/fake-system.adapter';
import { AnswerAuthorisation } from '../../src/core/open-banking/authorisation.use-cases';
import type { Consent, FundsAvailabilityConsent, InformationSharingConsent, RecurringPaymentsConsent } from '../../src/core/open-banking/consent';
import { statusOf } from '../../src/core/open-banking/consent-status';
import { clustersOf } from '../../src/core/open-banking/permission-clusters';
import { LoadConsents } from '../../src/core/open-banking/load-consents.use-case';
import type { ConsentList, OpenBankingPort } from '../../src/core/open-banking/open-banking.port';
import { RevokeConsent } from '../../src/core/open-banking/revoke-consent.use-case';
import { bankDateAt } from '../../src/core/shared/bank-day';
import { findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';
import { customerCookie } from './support/customer-session';

const wiremockUrl = inject('wiremockUrl');
const resetScenarios = () => fetch(`${wiremockUrl}/__admin/scenarios/reset`, { method: 'POST' });
const today = bankDateAt(Date.now());

function adapter() {
  const config = wiremockConfig(wiremockUrl);
  const { client } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
  return new HttpOpenBankingAdapter(client, config);
}

async function rejection(promise: Promise<unknown>): Promise<{ error: { code: string; status?: number } }> {
  try {
    await promise;
  } catch (e) {
    return e as { error: { code: string; status?: number } };
  }
  throw new Error('expected a rejection');
}

async function everything(port: Pick<OpenBankingPort, 'consentPage'>): Promise<Consent[]> {
  const result = await new LoadConsents(port, new FakeErrorReporter()).execute();
  if (!result.ok) throw new Error(result.error.code);
  return result.value.consents;
}

const byName = (consents: Consent[], name: string, kind: Consent['kind']) => consents.find((c) => c.provider.name === name && c.kind === kind)!;

beforeEach(resetScenarios);
afterAll(resetScenarios);

describe("demo.hardkey's consents (docs/api/open-banking.md)", () => {
  it('lists Moneybox and Emma active, Yolt expired, Plum revoked, Curve with 5 checks and Plum\'s recurring payments', async () => {
    const consents = await everything(adapter());
    const moneybox = byName(consents, 'Moneybox', 'information-sharing') as InformationSharingConsent;
    expect(moneybox).toMatchObject({ grantedOn: '2026-03-02', expiresOn: null, allAccounts: true });
    expect(moneybox.lastAccessed?.slice(0, 10)).toBe(bankDateAt(Date.now() - 86_400_000));
    expect(clustersOf(moneybox.permissions).map((c) => c.title)).toEqual(['Your account details', 'Your account transactions']);
    const emma = byName(consents, 'Emma', 'information-sharing') as InformationSharingConsent;
    expect(emma.accounts.map((a) => a.name)).toEqual(['Current Account']);
    expect(emma.expiresOn).toBe(bankDateAt(Date.now() + 30 * 86_400_000));
    expect(statusOf(byName(consents, 'Yolt', 'information-sharing'), today)).toBe('expired');
    expect(byName(consents, 'Yolt', 'information-sharing').expiresOn).toBe('2025-05-01');
    const plumAis = byName(consents, 'Plum', 'information-sharing');
    expect([statusOf(plumAis, today), plumAis.revokedOn]).toEqual(['revoked', '2026-08-12']);
    const curve = byName(consents, 'Curve', 'funds-availability') as FundsAvailabilityConsent;
    expect(curve.account).toMatchObject({ name: 'Current Account', sortCode: '401276', accountNumber: '41234567' });
    expect([curve.checks.length, curve.checks.filter((c) => c.available).length]).toEqual([5, 3]);
    const plum = byName(consents, 'Plum', 'recurring-payments') as RecurringPaymentsConsent;
    expect(plum).toMatchObject({
      sweeping: true,
      payee: { name: 'Regular Saver' },
      maxIndividualAmount: 50_000,
      periodicLimits: [{ period: 'month', alignment: 'calendar', amount: 100_000 }],
      expiresOn: '2027-11-23',
    });
    expect(plum.payments).toHaveLength(4);
  });

  it('asks for 100 a page and sends a revocation once with its Idempotency-Key; the consent is then listed as revoked today', async () => {
    const ob = adapter();
    const emma = byName(await everything(ob), 'Emma', 'information-sharing');
    const gets = await findRequests(wiremockUrl, { method: 'GET', urlPathPattern: '/gateway/api/v1/open-banking/consents/active' });
    expect(gets[0]!.url).toContain('pageSize=100');
    const answer = await new RevokeConsent(ob).execute({ consentId: emma.id }, 'key-revoke-emma');
    expect(answer.kind).toBe('accepted');
    const deletes = await findRequests(wiremockUrl, { method: 'DELETE', url: `/gateway/api/v1/open-banking/consents/${emma.id}` });
    expect(deletes.map((r) => headerOf(r.headers, 'Idempotency-Key'))).toEqual(['key-revoke-emma']);
    const after = byName(await everything(ob), 'Emma', 'information-sharing');
    expect([statusOf(after, today), after.revokedOn]).toEqual(['revoked', today]);
    // The others are untouched; a second revocation of another consent keeps both revoked.
    const curve = byName(await everything(ob), 'Curve', 'funds-availability');
    await new RevokeConsent(ob).execute({ consentId: curve.id }, 'key-revoke-curve');
    const both = await everything(ob);
    expect(both.filter((c) => statusOf(c, today) === 'revoked').map((c) => c.id).sort()).toEqual(['OB-HK-AIS-PLUM', 'OB-HK-AIS-EMMA', 'OB-HK-CBPII-CURVE'].sort());
  });

  it('keeps revocations in the ledger: an ended consent cannot be revoked again (OB_NOT_ACTIVE); the same key gets the same answer', async () => {
    const ob = adapter();
    const yolt = await new RevokeConsent(ob).execute({ consentId: 'OB-HK-AIS-YOLT' }, 'key-yolt');
    expect(yolt).toMatchObject({ kind: 'refused', code: 'OB_NOT_ACTIVE' });
    expect((await new RevokeConsent(ob).execute({ consentId: 'OB-HK-AIS-MONEYBOX' }, 'key-mb')).kind).toBe('accepted');
    expect((await new RevokeConsent(ob).execute({ consentId: 'OB-HK-AIS-MONEYBOX' }, 'key-mb')).kind).toBe('accepted');
    expect((await new RevokeConsent(ob).execute({ consentId: 'OB-HK-AIS-MONEYBOX' }, 'key-mb-2'))).toMatchObject({ kind: 'refused', code: 'OB_NOT_ACTIVE' });
    const book = (await (await fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(book)).toContain('open-banking/hardkey/consents-expired.json');
    expect((await everything(ob)).filter((c) => statusOf(c, today) === 'active').map((c) => c.provider.name).sort()).toEqual(['Curve', 'Emma', 'Plum']);
  });

  it('refuses a revocation without an Idempotency-Key', async () => {
    const res = await fetch(`${wiremockUrl}/gateway/api/v1/open-banking/consents/OB-HK-AIS-EMMA`, { method: 'DELETE' });
    expect(res.status).toBe(400);
  });
});

describe("demo.history's 250 consents (three pages, next links)", () => {
  // jsdom's XHR may not send a Cookie header: this port reads the stubs with fetch and the adapter's own mapper.
  const historyPort: Pick<OpenBankingPort, 'consentPage'> = {
    async consentPage(list: ConsentList, next: string | null) {
      const listUrl = `${wiremockUrl}/gateway/api/v1/open-banking/consents/${list}`;
      const query = new URLSearchParams(next === null ? { page: '1', pageSize: '100' } : nextPageQuery(next, listUrl));
      const res = await fetch(`${listUrl}?${query}`, { headers: { Cookie: await customerCookie('demo.history') } });
      return toConsentPage(await res.json());
    },
  };

  it('reaches all 250 by following the next links, 100 a page', async () => {
    const consents = await everything(historyPort);
    expect(consents).toHaveLength(250);
    expect(new Set(consents.map((c) => c.id)).size).toBe(250);
    const pages = await findRequests(wiremockUrl, {
      method: 'GET',
      urlPathPattern: '/gateway/api/v1/open-banking/consents/active',
      cookies: { DEMO_SESSION: { equalTo: 'demo.history' } },
    });
    expect(pages.map((r) => new URL(r.url, 'http://x').searchParams.get('page')).sort()).toEqual(['1', '2', '3']);
  });

  it('keeps a revocation as demo.hardkey\'s are: 249 active, the one revoked today', async () => {
    await resetScenarios();
    try {
      const res = await fetch(`${wiremockUrl}/gateway/api/v1/open-banking/consents/OB-HIS-007`, {
        method: 'DELETE',
        headers: { Cookie: await customerCookie('demo.history'), 'Idempotency-Key': 'key-revoke-his-007' },
      });
      expect(res.status).toBe(200);
      const consents = await everything(historyPort);
      const revoked = consents.find((c) => c.id === 'OB-HIS-007');
      expect(consents).toHaveLength(250);
      expect(revoked && statusOf(revoked, today)).toBe('revoked');
      expect(consents.filter((c) => statusOf(c, today) === 'active')).toHaveLength(249);
    } finally {
      await resetScenarios();
    }
  });
});

describe("demo.appkey's consents of its own", () => {
  const asAppkey = async (path: string, init: RequestInit = {}) =>
    fetch(`${wiremockUrl}/gateway/api/v1/open-banking/${path}`, { ...init, headers: { Cookie: await customerCookie('demo.appkey'), ...(init.headers ?? {}) } });
  const names = async (list: ConsentList) => ((await (await asAppkey(`consents/${list}`)).json()) as { payload: { consents: { provider: { name: string }; status: string }[] } }).payload.consents;

  beforeEach(resetScenarios);
  afterAll(resetScenarios);

  it('lists its own providers, none of demo.hardkey\'s, and keeps a revocation', async () => {
    expect((await names('active')).map((c) => c.provider.name)).toEqual(['Snoop', 'Yonder']);
    expect((await names('expired')).map((c) => c.provider.name)).toEqual(['Chip']);
    const res = await asAppkey('consents/OB-AK-AIS-SNOOP', { method: 'DELETE', headers: { 'Idempotency-Key': 'key-revoke-snoop' } });
    expect(res.status).toBe(200);
    expect((await names('active')).map((c) => c.provider.name)).toEqual(['Yonder']);
    expect((await names('expired')).map((c) => [c.provider.name, c.status])).toEqual([['Chip', 'EXPIRED'], ['Snoop', 'REVOKED']]);
  });
});

describe('authorisations', () => {
  it('AIS-DEMO-1: Moneybox asks for account details and transactions for 90 days', async () => {
    const request = await adapter().authorisation('AIS-DEMO-1');
    expect(request).toMatchObject({ kind: 'information-sharing', provider: { name: 'Moneybox' }, selection: 'many' });
    expect(request.expiresOn).toBe(bankDateAt(Date.now() + 90 * 86_400_000));
    expect(clustersOf(request.permissions).map((c) => c.id)).toEqual(['account-details', 'account-transactions']);
  });

  it('CBPII-DEMO-1: Curve asks to check funds on one account; VRP-DEMO-1: Plum asks for sweeping, £250.00 a payment, £500.00 a month', async () => {
    const curve = await adapter().authorisation('CBPII-DEMO-1');
    expect(curve).toMatchObject({ kind: 'funds-availability', selection: 'fixed', accounts: [{ name: 'Current Account' }] });
    const plum = await adapter().authorisation('VRP-DEMO-1');
    expect(plum.recurring).toMatchObject({ sweeping: true, maxIndividualAmount: 25_000, periodicLimits: [{ period: 'month', alignment: 'calendar', amount: 50_000 }] });
  });

  it('approves with a code and gets the https redirect of the bank; declines likewise; one key per answer', async () => {
    const signing = { record: () => ({ kind: 'signed' as const }) };
    const answer = new AnswerAuthorisation(adapter(), signing);
    const vouch = async (authState: string) => {
      const request = await adapter().authorisation(authState);
      return { redirectUris: request.redirectUris, state: request.providerState };
    };
    // The bank names the provider's registered redirect URI and hands back the provider's own state.
    const ais = await vouch('AIS-DEMO-1');
    expect(ais).toEqual({ redirectUris: ['https://tpp.example/callback'], state: 'mbx-7f3a9c/2 ?&=' });
    const approved = await answer.execute('AIS-DEMO-1', { decision: 'approve', accountIds: ['HK-CUR-001'], reauthenticationCode: '123456' }, 'key-approve', ais);
    expect(approved).toEqual({
      kind: 'accepted',
      outcome: { decision: 'approve', redirect: { ok: true, url: 'https://tpp.example/callback?code=demo-ais-demo-1&state=mbx-7f3a9c%2F2+%3F%26%3D' } },
    });
    const declined = await answer.execute('VRP-DEMO-1', { decision: 'decline' }, 'key-decline', await vouch('VRP-DEMO-1'));
    expect(declined.kind === 'accepted' && declined.outcome.redirect).toEqual({ ok: true, url: 'https://tpp.example/callback?error=access_denied&state=plum-51c0' });
    for (const [key, state] of [['key-approve', 'AIS-DEMO-1'], ['key-decline', 'VRP-DEMO-1']] as const) {
      const sent = await findRequests(wiremockUrl, { method: 'POST', headers: { 'Idempotency-Key': { equalTo: key } } });
      expect(sent.map((r) => r.url)).toEqual([`/gateway/api/v1/open-banking/authorisations/${state}`]);
    }
  });

  it('a wrong Re-authentication Security Code is OLR_0043; AIS-EXPIRED is expired; an unknown state is not found', async () => {
    const wrong = await new AnswerAuthorisation(adapter(), { record: () => ({ kind: 'signed' as const }) }).execute(
      'AIS-DEMO-1',
      { decision: 'approve', accountIds: ['HK-CUR-001'], reauthenticationCode: '000000' },
      'key-wrong',
      { redirectUris: [], state: null },
    );
    expect(wrong).toMatchObject({ kind: 'refused', code: 'OLR_0043' });
    expect((await rejection(adapter().authorisation('AIS-EXPIRED'))).error).toMatchObject({ code: 'OB_AUTH_EXPIRED', status: 410 });
    expect((await rejection(adapter().authorisation('NO-SUCH-STATE'))).error).toMatchObject({ code: 'OB_AUTH_NOT_FOUND', status: 404 });
  });
});
