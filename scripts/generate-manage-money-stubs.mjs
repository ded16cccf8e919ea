/**
 * Writes the demo bank's manage-money seed data and its few stubs (docs/api/manage-money.md, "The
 * demo bank"; docs/api/ledger.md): wiremock/__files/manage-money/hardkey/*.json and
 * wiremock/mappings/manage-money/hardkey.json.
 *
 *   node scripts/generate-manage-money-stubs.mjs
 *
 * demo.hardkey's current account (HK-CUR-001) has 3 standing orders (one to Jane Smith, monthly,
 * £250.00), 2 Direct Debits (OCTOPUS ENERGY, PUREGYM LTD), 2 future payments; the customer has 4
 * payees. The seed files are the ledger's starting point: the list stubs read the ledger, and every
 * change (amend to any amount, date, frequency or reference; move; cancel; stop; delete) is carried
 * out by it, once per Idempotency-Key. The upcoming transactions that come from these (accounts
 * seed, scripts/generate-accounts-data.mjs) name them in `source`, so the Balances home follows.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const filesDir = join(root, 'wiremock', '__files', 'manage-money');
const mappingsDir = join(root, 'wiremock', 'mappings', 'manage-money');
const api = '/gateway/api';
const TZ = 'Europe/London';
const account = 'HK-CUR-001';

/** A WireMock-style date template, `days` after the day the ledger is seeded (negative: before). */
const inDays = (days) =>
  days === 0
    ? `{{now format='yyyy-MM-dd' timezone='${TZ}'}}`
    : `{{now offset='${days} days' format='yyyy-MM-dd' timezone='${TZ}'}}`;

const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
const envelope = (payload) => ({ payload, messages: [] });
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

// ------------------------------------------------------------------ the seed data

const janeSmith = { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' };
const mikePatel = { name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123' };
const samOkafor = { name: 'Sam Okafor', sortCode: '309634', accountNumber: '17283946' };
const acme = { name: 'ACME LETTINGS LTD', sortCode: '400530', accountNumber: '90817263' };

const standingOrders = () => [
  {
    id: 'HK-SO-1', status: 'ACTIVE', accountId: account, payee: janeSmith,
    amount: 25000, frequency: 'MONTHLY',
    nextPaymentDate: inDays(3), lastPaymentDate: inDays(-28), reference: 'RENT SHARE',
  },
  ...([{
        id: 'HK-SO-2', status: 'ACTIVE', accountId: account,
        payee: { name: 'Cash ISA', sortCode: '401276', accountNumber: '51230003' },
        amount: 50000, frequency: 'MONTHLY', nextPaymentDate: inDays(13), lastPaymentDate: inDays(-18), reference: 'ISA SAVINGS',
      }]),
  {
    id: 'HK-SO-3', status: 'ACTIVE', accountId: account,
    payee: { name: 'Regular Saver', sortCode: '401276', accountNumber: '51230005' },
    amount: 20000, frequency: 'MONTHLY', nextPaymentDate: inDays(13), lastPaymentDate: inDays(-18),
    reference: 'REGULAR SAVER',
  },
];

const directDebits = () => [
  {
    id: 'HK-DD-1', status: 'ACTIVE', accountId: account, originator: 'OCTOPUS ENERGY',
    lastAmount: 10400, frequency: 'MONTHLY', nextPaymentDate: inDays(2), lastPaymentDate: inDays(-29),
    reference: 'A-1B2C3D4E',
  },
  {
    id: 'HK-DD-2', status: 'ACTIVE', accountId: account, originator: 'PUREGYM LTD',
    lastAmount: 2499, frequency: 'MONTHLY', nextPaymentDate: inDays(9), lastPaymentDate: inDays(-22),
    reference: 'PG 88213456',
  },
];

const futurePayments = () => [
  ...([{ id: 'HK-FP-1', accountId: account, payee: samOkafor, amount: 30000, date: inDays(5), reference: 'HOLIDAY' }]),
  ...([{ id: 'HK-FP-2', accountId: account, payee: acme, amount: 95000, date: inDays(40), reference: 'FLAT 2B DEPOSIT' }]),
  // Stopping it is held for a Re-authentication Security Code (the 0004 stub below).
  ...([{ id: 'HK-FP-3', accountId: account, payee: janeSmith, amount: 120000, date: inDays(55), reference: 'CAR SHARE' }]),
];

const payees = [
  { id: 'HK-BEN-1', ...janeSmith, reference: 'RENT SHARE' },
  { id: 'HK-BEN-2', ...mikePatel, reference: 'FIVE A SIDE' },
  { id: 'HK-BEN-3', ...samOkafor, reference: 'HOLIDAY' },
  { id: 'HK-BEN-4', ...acme, reference: 'FLAT 2B' },
];

rmSync(filesDir, { recursive: true, force: true });
rmSync(mappingsDir, { recursive: true, force: true });
write(join(filesDir, `hardkey/regular-payments-${account}.json`), json(envelope({ standingOrders: standingOrders(), directDebits: directDebits() })));
write(join(filesDir, `hardkey/future-payments-${account}.json`), json(envelope(futurePayments())));
write(join(filesDir, 'hardkey/beneficiaries.json'), json(envelope(payees)));

// ------------------------------------------------------------------ the stubs

const mappings = [];
const stub = (m) => mappings.push(m);
const ok = (payload) => ({ status: 200, jsonBody: envelope(payload), headers: jsonHeaders });
const bankError = (status, code, desc) => ({
  status,
  jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code, desc }] } },
  headers: jsonHeaders,
});
const withKey = { 'Idempotency-Key': { matches: '.+' } };
const ledger = (transformerParameters) => ({ headers: jsonHeaders, transformers: ['ledger'], transformerParameters });

// Reads: the customer's ledger ({folder}: hardkey, appkey, ...; an account without any: an empty list).
stub({
  name: 'manage money: regular payments of an account (ledger)',
  priority: 5,
  request: { method: 'GET', urlPathPattern: `${api}/v1/accounts/[^/]+/regular-payments` },
  response: ledger({
    read: 'manage-money/{folder}/regular-payments-{path.4}.json',
    empty: envelope({ standingOrders: [], directDebits: [] }),
  }),
});
stub({
  name: 'manage money: future payments of an account (ledger)',
  priority: 5,
  request: { method: 'GET', urlPathPattern: `${api}/v1/accounts/[^/]+/future-payments` },
  response: ledger({ read: 'manage-money/{folder}/future-payments-{path.4}.json', empty: envelope([]) }),
});
stub({
  name: 'manage money and move money: the saved payees (ledger)',
  priority: 5,
  request: { method: 'GET', urlPath: `${api}/v1/beneficiaries` },
  response: ledger({ read: 'manage-money/{folder}/beneficiaries.json', empty: envelope([]) }),
});

// A new amount or payee needs a Transaction Security Code: 000000 is a wrong one (OLR_0043), counted
// and locked by the bank before any stub is matched (CodeCheck.java), so no stub answers it here.

// 0004 as move money answers it (a stub ahead of the ledger, so nothing is kept under the key): the
// bank holds the cancellation of the standing order to Cash ISA (HK-SO-2, reference ISA SAVINGS) for
// a Re-authentication Security Code. The same key with the code (a DELETE has no body: the
// X-Reauthentication-Code header) goes on to the ledger, which checks it (000000 is wrong; three in a
// row lock, ReauthenticationLock.java).
stub({
  name: 'manage money: cancel the standing order to Cash ISA (ISA SAVINGS) without a Re-authentication Security Code: 0004 (nothing changed)',
  priority: 1,
  request: {
    method: 'DELETE',
    urlPath: `${api}/v1/standing-orders/HK-SO-2`,
    headers: { ...withKey, 'X-Reauthentication-Code': { absent: true } },
  },
  response: bankError(200, '0004', 'Re-authentication required.'),
});

// The same for one change of each other kind, so each reaches the Re-authentication field on the real
// demo bank: moving the standing order to Jane Smith (HK-SO-1, RENT SHARE: a body, so the code comes
// in it), cancelling the Direct Debit to PUREGYM LTD (HK-DD-2) and deleting the payee ACME LETTINGS
// LTD (HK-BEN-4) and stopping the future payment to Jane Smith (HK-FP-3, CAR SHARE) (no body: the
// X-Reauthentication-Code header).
stub({
  name: 'manage money: move the standing order to Jane Smith (RENT SHARE) without a Re-authentication Security Code: 0004 (nothing changed)',
  priority: 1,
  request: {
    method: 'POST',
    urlPath: `${api}/v1/standing-orders/HK-SO-1/transfer`,
    headers: withKey,
    bodyPatterns: [{ matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }],
  },
  response: bankError(200, '0004', 'Re-authentication required.'),
});
for (const [path, what] of [
  ['direct-debits/HK-DD-2', 'cancel the Direct Debit to PUREGYM LTD'],
  ['beneficiaries/HK-BEN-4', 'delete the payee ACME LETTINGS LTD'],
  ['future-payments/HK-FP-3', 'stop the future payment to Jane Smith (CAR SHARE)'],
]) {
  stub({
    name: `manage money: ${what} without a Re-authentication Security Code: 0004 (nothing changed)`,
    priority: 1,
    request: { method: 'DELETE', urlPath: `${api}/v1/${path}`, headers: { ...withKey, 'X-Reauthentication-Code': { absent: true } } },
    response: bankError(200, '0004', 'Re-authentication required.'),
  });
}

// Changes: the ledger carries them out (a new amount without a code: MM_TSC_REQUIRED, from the ledger).
const changes = [
  ['PATCH', `${api}/v1/standing-orders/[^/]+`, 'amend a standing order', 'amend-standing-order'],
  ['POST', `${api}/v1/standing-orders/[^/]+/transfer`, 'move a standing order', 'move-standing-order'],
  ['DELETE', `${api}/v1/standing-orders/[^/]+`, 'cancel a standing order', 'cancel-standing-order'],
  ['DELETE', `${api}/v1/direct-debits/[^/]+`, 'cancel a Direct Debit', 'cancel-direct-debit'],
  ['DELETE', `${api}/v1/future-payments/[^/]+`, 'stop a future payment', 'stop-future-payment'],
  ['DELETE', `${api}/v1/beneficiaries/[^/]+`, 'delete a payee', 'delete-payee'],
];
for (const [method, urlPathPattern, what, op] of changes) {
  stub({ name: `manage money: ${what} (ledger)`, priority: 5, request: { method, urlPathPattern, headers: withKey }, response: ledger({ op }) });
}

// Failures on demand (contract tests; docs/api/manage-money.md, "Failures").
stub({
  name: 'manage money fault: the regular payments of FAULT-500 fail with a code',
  priority: 2,
  request: { method: 'GET', urlPath: `${api}/v1/accounts/FAULT-500/regular-payments` },
  response: bankError(500, 'MM0500', 'Regular payments are unavailable.'),
});
stub({
  name: 'manage money fault: the future payments of FAULT-MALFORMED are not the agreed shape',
  priority: 2,
  request: { method: 'GET', urlPath: `${api}/v1/accounts/FAULT-MALFORMED/future-payments` },
  response: ok([{ id: 'X', amount: '12.34', date: 'soon' }]),
});
stub({
  name: 'manage money fault: stopping FAULT-LOST gets no answer (the connection drops)',
  priority: 2,
  request: { method: 'DELETE', urlPath: `${api}/v1/future-payments/FAULT-LOST` },
  response: { fault: 'CONNECTION_RESET_BY_PEER' },
});

write(join(mappingsDir, 'hardkey.json'), json({ mappings }));
console.log(`manage-money: seed data and ${mappings.length} mappings written`);
