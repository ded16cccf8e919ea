#!/usr/bin/env node
/**
 * Writes the demo bank's open banking stubs (docs/api/open-banking.md):
 *   wiremock/mappings/open-banking/hardkey.json        the lists and revocations, kept in the ledger
 *   wiremock/__files/open-banking/hardkey/consents-{active,expired}.json  demo.hardkey's seeds
 *   wiremock/__files/open-banking/history/consents-active.json  demo.history's 250 (paged by the ledger)
 *   wiremock/__files/open-banking/appkey/consents-{active,expired}.json   demo.appkey's own
 *   wiremock/mappings/open-banking/authorisations.json AIS-DEMO-1, CBPII-DEMO-1, VRP-DEMO-1, AIS-EXPIRED
 * Deterministic: run it again after changing the data here. Dates the issue gives relative to today
 * ('yesterday', '30 days from today') are WireMock templates; the others are fixed.
 *
 * Revocation state: the demo bank's ledger (docs/api/ledger.md). The ledger's `revoke-consent` op
 * (wiremock/extension/src/demobank/ledger/OpenBankingOps.java) moves a consent to the expired list,
 * REVOKED and dated the day it was made. Reset (POST /__admin/scenarios/reset) puts every consent
 * back. demo.history's 250 are a ledger seed too, read 100 a page by the ledger's paging (next
 * links), so their revocations are kept like demo.hardkey's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mappingsDir = join(root, 'wiremock/mappings/open-banking');
const filesDir = join(root, 'wiremock/__files/open-banking');
const api = '/gateway/api/v1/open-banking';
const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
const today = "{{now format='yyyy-MM-dd' timezone='Europe/London'}}";
const daysFromToday = (n) => `{{now offset='${n} days' format='yyyy-MM-dd' timezone='Europe/London'}}`;
const dateTimeDaysAgo = (n, time) => `{{now offset='-${n} days' format='yyyy-MM-dd' timezone='Europe/London'}}T${time}Z`;

const account = (id, name, number) => ({ accountId: id, name, sortCode: '401276', accountNumber: number });
const current = account('HK-CUR-001', 'Current Account', '41234567');
const bonusSaver = account('HK-SAV-003', 'Bonus Saver', '51230001');
const regularSaver = account('HK-SAV-007', 'Regular Saver', '51230005');
const instantSaver = account('HK-SAV-008', 'Instant Access Saver', '51230006');

const accountDetailsAndTransactions = [
  'ReadAccountsBasic',
  'ReadAccountsDetail',
  'ReadBalances',
  'ReadTransactionsBasic',
  'ReadTransactionsDetail',
  'ReadTransactionsCredits',
  'ReadTransactionsDebits',
];

/** demo.hardkey's consents, as docs/demo-bank.md lists them. `key` names a revocable one in the scenario. */
const hardkey = [
  {
    key: 'MONEYBOX',
    consentId: 'OB-HK-AIS-MONEYBOX',
    type: 'ACCOUNT_INFORMATION',
    provider: { name: 'Moneybox', onBehalfOf: null },
    grantedAt: '2026-03-02',
    expiresAt: null,
    lastAccessedAt: dateTimeDaysAgo(1, '07:42:00'),
    allAccounts: true,
    accounts: [current, bonusSaver, regularSaver, instantSaver],
    permissions: accountDetailsAndTransactions,
  },
  {
    key: 'EMMA',
    consentId: 'OB-HK-AIS-EMMA',
    type: 'ACCOUNT_INFORMATION',
    provider: { name: 'Emma', onBehalfOf: null },
    grantedAt: '2026-05-19',
    expiresAt: daysFromToday(30),
    lastAccessedAt: dateTimeDaysAgo(3, '18:05:00'),
    allAccounts: false,
    accounts: [current],
    permissions: [...accountDetailsAndTransactions, 'ReadStandingOrdersDetail', 'ReadDirectDebits'],
  },
  {
    consentId: 'OB-HK-AIS-YOLT',
    type: 'ACCOUNT_INFORMATION',
    status: 'EXPIRED',
    provider: { name: 'Yolt', onBehalfOf: null },
    grantedAt: '2024-05-01',
    expiresAt: '2025-05-01',
    lastAccessedAt: '2025-04-30T21:10:00Z',
    allAccounts: false,
    accounts: [current],
    permissions: ['ReadAccountsDetail', 'ReadBalances', 'ReadTransactionsDetail'],
  },
  {
    consentId: 'OB-HK-AIS-PLUM',
    type: 'ACCOUNT_INFORMATION',
    status: 'REVOKED',
    provider: { name: 'Plum', onBehalfOf: null },
    grantedAt: '2025-09-14',
    expiresAt: null,
    revokedAt: '2026-08-12',
    lastAccessedAt: '2026-08-11T06:30:00Z',
    allAccounts: false,
    accounts: [current],
    permissions: ['ReadAccountsDetail', 'ReadBalances', 'ReadTransactionsDetail'],
  },
  {
    key: 'CURVE',
    consentId: 'OB-HK-CBPII-CURVE',
    type: 'FUNDS_CONFIRMATION',
    provider: { name: 'Curve', onBehalfOf: null },
    grantedAt: '2026-01-10',
    expiresAt: null,
    account: current,
    // 5 checks: 3 yes, 2 no.
    fundsChecks: [
      { checkedAt: dateTimeDaysAgo(2, '12:31:08'), fundsAvailable: true },
      { checkedAt: dateTimeDaysAgo(6, '09:02:44'), fundsAvailable: false },
      { checkedAt: dateTimeDaysAgo(9, '19:47:15'), fundsAvailable: true },
      { checkedAt: dateTimeDaysAgo(15, '08:15:00'), fundsAvailable: true },
      { checkedAt: dateTimeDaysAgo(21, '22:58:31'), fundsAvailable: false },
    ],
  },
  {
    key: 'PLUM-VRP',
    consentId: 'OB-HK-VRP-PLUM',
    type: 'VARIABLE_RECURRING_PAYMENTS',
    provider: { name: 'Plum', onBehalfOf: null },
    grantedAt: '2026-07-01',
    sweeping: true,
    payee: { name: 'Regular Saver', sortCode: '401276', accountNumber: '51230005' },
    debtorAccount: current,
    controlParameters: {
      maximumIndividualAmount: 50000,
      periodicLimits: [{ periodType: 'Month', periodAlignment: 'Calendar', amount: 100000 }],
      validFromDateTime: '2026-07-01',
      validToDateTime: '2027-11-23',
    },
    payments: [
      { paidAt: '2026-07-28', amount: 50000 },
      { paidAt: '2026-08-28', amount: 25000 },
      { paidAt: '2026-09-28', amount: 50000 },
      { paidAt: '2026-10-28', amount: 40000 },
    ],
  },
];

/** The consent as the bank lists it at the start (the seed): its own status, never revoked by the demo. */
function seeded(consent) {
  const { key, ...dto } = consent;
  void key;
  return { ...dto, status: dto.status ?? 'AUTHORISED', revokedAt: dto.revokedAt ?? null };
}

const page = (consents, next = null) => JSON.stringify({ payload: { consents, links: { next } }, messages: [] }, null, 2);

/**
 * demo.hardkey's lists live in the ledger (docs/api/ledger.md): two seed documents, read by the
 * GETs, changed by the ledger's `revoke-consent` op (the consent moves to the expired list, REVOKED,
 * dated today). A customer with no seed of their own (demo.appkey) has no consents.
 */
function hardkeyMappings() {
  mkdirSync(join(filesDir, 'hardkey'), { recursive: true });
  const all = hardkey.map(seeded);
  writeFileSync(join(filesDir, 'hardkey', 'consents-active.json'), `${page(all.filter((c) => c.status === 'AUTHORISED'))}\n`);
  writeFileSync(join(filesDir, 'hardkey', 'consents-expired.json'), `${page(all.filter((c) => c.status !== 'AUTHORISED'))}\n`);
  const empty = { payload: { consents: [], links: { next: null } }, messages: [] };
  const mappings = ['active', 'expired'].map((list) => ({
    name: `open banking: ${list} consents (the ledger)`,
    priority: 10,
    request: { method: 'GET', urlPath: `${api}/consents/${list}` },
    response: {
      status: 200,
      headers,
      transformers: ['ledger'],
      // Paged by the ledger (page, pageSize; links.next): demo.history's 250 come 100 a page.
      transformerParameters: { read: `open-banking/{folder}/consents-${list}.json`, empty, page: { list: '/payload/consents', dateField: 'grantedAt', maxPageSize: 100 } },
    },
  }));
  mappings.push({
    name: 'open banking: revoke a consent (the ledger moves it to the expired list, REVOKED today)',
    priority: 5,
    request: { method: 'DELETE', urlPathPattern: `${api}/consents/[^/]+`, headers: { 'Idempotency-Key': { matches: '.+' } } },
    response: { transformers: ['ledger'], transformerParameters: { op: 'revoke-consent' } },
  });
  mappings.push({
    name: "open banking: stopping Plum's sweeping payment consent without a Re-authentication Security Code: 0004 (nothing changed)",
    priority: 2,
    request: {
      method: 'DELETE',
      urlPath: `${api}/consents/OB-HK-VRP-PLUM`,
      headers: { 'Idempotency-Key': { matches: '.+' }, 'X-Reauthentication-Code': { absent: true } },
    },
    response: {
      status: 200,
      headers,
      jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: '0004', desc: 'Re-authentication required.' }] } },
    },
  });
  mappings.push({
    name: 'open banking: a revocation without an Idempotency-Key is refused',
    priority: 3,
    request: { method: 'DELETE', urlPathPattern: `${api}/consents/.+`, headers: { 'Idempotency-Key': { absent: true } } },
    response: {
      status: 400,
      headers,
      jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: 'FD2G003', desc: 'An Idempotency-Key is required' }] } },
    },
  });
  return mappings;
}

/** demo.history: 250 information-sharing consents, 100 a page (three pages), with next links. */
const historyProviders = [
  'Moneybox', 'Emma', 'Snoop', 'Yolt', 'Plum', 'Chip', 'Cleo', 'Monzo', 'Starling', 'Revolut',
  'Credit Karma', 'ClearScore', 'Experian', 'Xero', 'QuickBooks', 'FreeAgent', 'Sage', 'Nutmeg', 'Wealthify', 'Lloyds',
  'Tink', 'TrueLayer', 'Plaid', 'Yapily', 'Token',
];

function historyConsents() {
  return Array.from({ length: 250 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const day = new Date(Date.UTC(2024, 0, 1) + i * 3 * 86_400_000).toISOString().slice(0, 10);
    return {
      consentId: `OB-HIS-${n}`,
      type: 'ACCOUNT_INFORMATION',
      status: 'AUTHORISED',
      provider: { name: `${historyProviders[i % historyProviders.length]} ${n}`, onBehalfOf: i % 10 === 9 ? 'Acme Budgeting Ltd' : null },
      grantedAt: day,
      expiresAt: null,
      lastAccessedAt: `${day}T08:00:00Z`,
      allAccounts: false,
      accounts: [{ accountId: 'HS-CUR-001', name: 'Current Account', sortCode: '401276', accountNumber: '49876543' }],
      permissions: ['ReadAccountsDetail', 'ReadBalances', 'ReadTransactionsDetail'],
    };
  });
}

/** A demo.hardkey seed, by id, as the ledger holds it (the shape demo.appkey's own are made from). */
function hardkeySeed(id) {
  const found = hardkey.find((c) => c.consentId === id);
  if (!found) throw new Error(`no seed ${id}`);
  return seeded(found);
}

/** demo.history's seed: 250 active consents in one ledger document, which the ledger reads in pages. */
function historySeeds() {
  mkdirSync(join(filesDir, 'history'), { recursive: true });
  writeFileSync(join(filesDir, 'history', 'consents-active.json'), `${page(historyConsents().map(seeded))}\n`);
}

/** demo.appkey's own consents: Snoop and Yonder active, Chip expired. */
const appkeyCurrent = { accountId: 'AK-CUR-001', name: 'Current Account', sortCode: '401276', accountNumber: '42223333' };
function appkeySeeds() {
  mkdirSync(join(filesDir, 'appkey'), { recursive: true });
  const snoop = { ...hardkeySeed('OB-HK-AIS-MONEYBOX'), consentId: 'OB-AK-AIS-SNOOP', provider: { name: 'Snoop', onBehalfOf: null }, grantedAt: '2026-06-14', allAccounts: false, accounts: [appkeyCurrent] };
  const yonder = { ...hardkeySeed('OB-HK-CBPII-CURVE'), consentId: 'OB-AK-CBPII-YONDER', provider: { name: 'Yonder', onBehalfOf: null }, grantedAt: '2026-08-03', account: appkeyCurrent };
  const chip = { ...hardkeySeed('OB-HK-AIS-YOLT'), consentId: 'OB-AK-AIS-CHIP', provider: { name: 'Chip', onBehalfOf: null }, accounts: [appkeyCurrent] };
  writeFileSync(join(filesDir, 'appkey', 'consents-active.json'), `${page([snoop, yonder])}\n`);
  writeFileSync(join(filesDir, 'appkey', 'consents-expired.json'), `${page([chip])}\n`);
}

const errorBody = (code, desc) => ({ header: { statusCode: 'E001', errorMsg: [{ code, desc }] } });

/** A query value as a form encodes it (space as +), as the provider's redirect receives it. */
const formEncode = (value) => new URLSearchParams({ v: value }).toString().slice(2);

/** The demo authorisation requests and the bank's answers (redirect to the provider). */
function authorisationMappings() {
  const requests = {
    'AIS-DEMO-1': {
      authState: 'AIS-DEMO-1',
      type: 'ACCOUNT_INFORMATION',
      provider: { name: 'Moneybox', onBehalfOf: null },
      redirectUris: ['https://tpp.example/callback'],
      state: 'mbx-7f3a9c/2 ?&=',
      expiresAt: daysFromToday(90),
      permissions: accountDetailsAndTransactions,
      accounts: [current, bonusSaver, regularSaver, instantSaver],
    },
    'CBPII-DEMO-1': {
      authState: 'CBPII-DEMO-1',
      type: 'FUNDS_CONFIRMATION',
      provider: { name: 'Curve', onBehalfOf: null },
      redirectUris: ['https://tpp.example/callback'],
      state: 'curve-c1',
      expiresAt: null,
      accounts: [current],
    },
    'VRP-DEMO-1': {
      authState: 'VRP-DEMO-1',
      type: 'VARIABLE_RECURRING_PAYMENTS',
      provider: { name: 'Plum', onBehalfOf: null },
      redirectUris: ['https://tpp.example/callback'],
      state: 'plum-51c0',
      expiresAt: null,
      accounts: [current, bonusSaver],
      sweeping: true,
      payee: { name: 'Regular Saver', sortCode: '401276', accountNumber: '51230005' },
      controlParameters: {
        maximumIndividualAmount: 25000,
        periodicLimits: [{ periodType: 'Month', periodAlignment: 'Calendar', amount: 50000 }],
        validFromDateTime: today,
        validToDateTime: null,
      },
    },
  };
  const path = (state) => `${api}/authorisations/${state}`;
  const mappings = [];
  for (const [state, request] of Object.entries(requests)) {
    mappings.push({
      name: `open banking: authorisation request ${state}`,
      priority: 5,
      request: { method: 'GET', url: path(state) },
      response: { status: 200, headers, body: JSON.stringify({ payload: request, messages: [] }, null, 2) },
    });
    mappings.push({
      name: `open banking: ${state} approved (redirect to the provider)`,
      priority: 5,
      request: {
        method: 'POST',
        url: path(state),
        headers: { 'Idempotency-Key': { matches: '.+' } },
        bodyPatterns: [{ matchesJsonPath: { expression: '$.decision', equalTo: 'APPROVED' } }, { matchesJsonPath: '$.reauthenticationCode' }],
      },
      response: {
        status: 200,
        headers,
        // the provider's own state, exactly as it sent it (RFC 6749 4.1.2), in the query.
        jsonBody: { payload: { redirectUri: `https://tpp.example/callback?code=demo-${state.toLowerCase()}&state=${formEncode(request.state)}` }, messages: [] },
      },
    });
    mappings.push({
      name: `open banking: ${state} declined (redirect to the provider)`,
      priority: 5,
      request: {
        method: 'POST',
        url: path(state),
        headers: { 'Idempotency-Key': { matches: '.+' } },
        bodyPatterns: [{ matchesJsonPath: { expression: '$.decision', equalTo: 'REJECTED' } }],
      },
      response: {
        status: 200,
        headers,
        jsonBody: { payload: { redirectUri: `https://tpp.example/callback?error=access_denied&state=${formEncode(request.state)}` }, messages: [] },
      },
    });
  }
  // A wrong Re-authentication Security Code (000000) is the bank's to count and lock before any stub
  // is matched (CodeCheck.java), so no stub answers it here.
  mappings.push({
    name: 'open banking: an authorisation answer without an Idempotency-Key is refused',
    priority: 1,
    request: { method: 'POST', urlPathPattern: `${api}/authorisations/.+`, headers: { 'Idempotency-Key': { absent: true } } },
    response: { status: 400, headers, jsonBody: errorBody('FD2G003', 'An Idempotency-Key is required') },
  });
  for (const method of ['GET', 'POST']) {
    mappings.push({
      name: `open banking: AIS-EXPIRED is an expired request (${method})`,
      priority: 3,
      request: { method, url: path('AIS-EXPIRED') },
      response: { status: 410, headers, jsonBody: errorBody('OB_AUTH_EXPIRED', 'This authorisation request has expired') },
    });
    if (method === 'GET') {
      // the bank knows whose request expired, for 'Return to {provider}'.
      mappings.push({
        name: "open banking: AIS-EXPIRED's provider, for the way back",
        priority: 3,
        request: { method, url: `${path('AIS-EXPIRED')}/provider` },
        response: {
          status: 200,
          headers,
          jsonBody: { payload: { provider: { name: 'Moneybox', onBehalfOf: null }, redirectUris: ['https://tpp.example/callback'], state: 'mbx-expired-4e1d' }, messages: [] },
        },
      });
    }
    mappings.push({
      name: `open banking: any other authState is unknown (${method})`,
      priority: 9,
      request: { method, urlPathPattern: `${api}/authorisations/.+` },
      response: { status: 404, headers, jsonBody: errorBody('OB_AUTH_NOT_FOUND', 'No such authorisation request') },
    });
  }
  return mappings;
}

mkdirSync(mappingsDir, { recursive: true });
const write = (name, mappings) => writeFileSync(join(mappingsDir, name), `${JSON.stringify({ mappings }, null, 2)}\n`);
write('hardkey.json', hardkeyMappings());
historySeeds();
appkeySeeds();
write('authorisations.json', authorisationMappings());
console.log('open banking stubs written');
