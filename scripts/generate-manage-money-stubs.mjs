/**
 * Generates the demo bank's manage-money stubs (docs/api/manage-money.md, "The demo bank"):
 * wiremock/__files/manage-money/... and wiremock/mappings/manage-money/*.json.
 *
 *   node scripts/generate-manage-money-stubs.mjs
 *
 * demo.hardkey's current account (HK-CUR-001) has 3 standing orders (one to Jane Smith, monthly,
 * £250.00), 2 Direct Debits (OCTOPUS ENERGY, PUREGYM LTD), 2 future payments; the customer has 4
 * payees. Changes are remembered with WireMock scenarios so that the lists and the Balances home's
 * upcoming transactions show them afterwards.
 *
 * Why one scenario holds a set of changes: a WireMock answer can depend on one scenario's state only,
 * and one list (the regular payments, the upcoming transactions) shows several things that change
 * independently. So the scenario 'manage-money-hardkey' holds which of the remembered changes have
 * been made (a set, 2^7 states), and a stub is generated per state for each list and per state for
 * each change. The payees are a list of their own with their own scenario ('manage-money-hardkey-payees').
 * `POST /__admin/scenarios/reset` puts both back.
 *
 * Remembered changes (anything else is answered as done and not remembered; the docs say so):
 *   A  amend Jane Smith's standing order (HK-SO-1) to £275.00      (amount 27500, with a code)
 *   T  move the Cash ISA standing order (HK-SO-2) to another account (any account)
 *   X  cancel the Regular Saver standing order (HK-SO-3)
 *   C  cancel the OCTOPUS ENERGY Direct Debit (HK-DD-1)
 *   P  cancel the PUREGYM LTD Direct Debit (HK-DD-2)
 *   F  stop the future payment to Sam Okafor (HK-FP-1)
 *   G  stop the future payment to ACME LETTINGS LTD (HK-FP-2)
 * and each payee's deletion (HK-BEN-1..4).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const filesDir = join(root, 'wiremock', '__files', 'manage-money');
const mappingsDir = join(root, 'wiremock', 'mappings', 'manage-money');
const api = '/gateway/api';
const TZ = 'Europe/London';
const scenario = 'manage-money-hardkey';
const payeesScenario = 'manage-money-hardkey-payees';
const account = 'HK-CUR-001';

/** A WireMock template for the date `days` after the day of the request (negative: before). */
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

// ------------------------------------------------------------------ the data

const janeSmith = { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' };
const mikePatel = { name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123' };
const samOkafor = { name: 'Sam Okafor', sortCode: '309634', accountNumber: '17283946' };
const acme = { name: 'ACME LETTINGS LTD', sortCode: '400530', accountNumber: '90817263' };

const standingOrders = (bits) => [
  {
    id: 'HK-SO-1', status: 'ACTIVE', accountId: account, payee: janeSmith,
    amount: bits.has('A') ? 27500 : 25000, frequency: 'MONTHLY',
    nextPaymentDate: inDays(3), lastPaymentDate: inDays(-28), reference: 'RENT SHARE',
  },
  ...(bits.has('T')
    ? []
    : [{
        id: 'HK-SO-2', status: 'ACTIVE', accountId: account,
        payee: { name: 'Cash ISA', sortCode: '401276', accountNumber: '51230003' },
        amount: 50000, frequency: 'MONTHLY', nextPaymentDate: inDays(13), lastPaymentDate: inDays(-18), reference: 'ISA SAVINGS',
      }]),
  {
    id: 'HK-SO-3', status: bits.has('X') ? 'CANCELLED' : 'ACTIVE', accountId: account,
    payee: { name: 'Regular Saver', sortCode: '401276', accountNumber: '51230005' },
    amount: 20000, frequency: 'MONTHLY', nextPaymentDate: bits.has('X') ? null : inDays(13), lastPaymentDate: inDays(-18),
    reference: 'REGULAR SAVER',
  },
];

const directDebits = (bits) => [
  {
    id: 'HK-DD-1', status: bits.has('C') ? 'CANCELLED' : 'ACTIVE', accountId: account, originator: 'OCTOPUS ENERGY',
    lastAmount: 10400, frequency: 'MONTHLY', nextPaymentDate: bits.has('C') ? null : inDays(2), lastPaymentDate: inDays(-29),
    reference: 'A-1B2C3D4E',
  },
  {
    id: 'HK-DD-2', status: bits.has('P') ? 'CANCELLED' : 'ACTIVE', accountId: account, originator: 'PUREGYM LTD',
    lastAmount: 2499, frequency: 'MONTHLY', nextPaymentDate: bits.has('P') ? null : inDays(9), lastPaymentDate: inDays(-22),
    reference: 'PG 88213456',
  },
];

const futurePayments = (bits) => [
  ...(bits.has('F') ? [] : [{ id: 'HK-FP-1', accountId: account, payee: samOkafor, amount: 30000, date: inDays(5), reference: 'HOLIDAY' }]),
  ...(bits.has('G') ? [] : [{ id: 'HK-FP-2', accountId: account, payee: acme, amount: 95000, date: inDays(40), reference: 'FLAT 2B DEPOSIT' }]),
];

/** Same ids, dates and texts as scripts/generate-accounts-data.mjs (hardkey's upcoming). */
const upcoming = (bits) => [
  ...(bits.has('C') ? [] : [{ id: 'HK-UP-1', accountId: account, date: inDays(2), description: 'OCTOPUS ENERGY', amount: -10400, type: 'DIRECT_DEBIT' }]),
  { id: 'HK-UP-2', accountId: account, date: inDays(3), description: 'JANE SMITH RENT SHARE', amount: bits.has('A') ? -27500 : -25000, type: 'STANDING_ORDER' },
  ...(bits.has('F') ? [] : [{ id: 'HK-UP-3', accountId: account, date: inDays(5), description: 'SAM OKAFOR HOLIDAY', amount: -30000, type: 'FUTURE_PAYMENT' }]),
  ...(bits.has('P') ? [] : [{ id: 'HK-UP-4', accountId: account, date: inDays(9), description: 'PUREGYM LTD', amount: -2499, type: 'DIRECT_DEBIT' }]),
];

const payees = [
  { id: 'HK-BEN-1', ...janeSmith, reference: 'RENT SHARE' },
  { id: 'HK-BEN-2', ...mikePatel, reference: 'FIVE A SIDE' },
  { id: 'HK-BEN-3', ...samOkafor, reference: 'HOLIDAY' },
  { id: 'HK-BEN-4', ...acme, reference: 'FLAT 2B' },
];

// ------------------------------------------------------------------ states

const letters = ['A', 'T', 'X', 'C', 'P', 'F', 'G'];
const subsets = (items) => items.reduce((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
const states = subsets(letters).map((s) => new Set(s));
/** WireMock's first state is 'Started'; others name the changes made, in a fixed order. */
const stateName = (bits) => (bits.size === 0 ? 'Started' : `changed ${letters.filter((l) => bits.has(l)).join('')}`);
const key = (bits, only) => letters.filter((l) => only.includes(l) && bits.has(l)).join('') || 'none';

rmSync(filesDir, { recursive: true, force: true });
rmSync(mappingsDir, { recursive: true, force: true });

const mappings = [];
const stub = (m) => mappings.push(m);
const ok = (payload) => ({ status: 200, jsonBody: envelope(payload), headers: jsonHeaders });
const bankError = (status, code, desc) => ({
  status,
  jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code, desc }] } },
  headers: jsonHeaders,
});
const withKey = { 'Idempotency-Key': { matches: '.+' } };

// Lists and upcoming: one body file per distinct answer, one stub per state.
for (const bits of states) {
  const name = stateName(bits);
  const regularFile = `hardkey/regular-payments-${key(bits, 'ATXCP')}.json`;
  const futureFile = `hardkey/future-payments-${key(bits, 'FG')}.json`;
  const upcomingFile = `hardkey/upcoming-${key(bits, 'ACFP')}.json`;
  write(join(filesDir, regularFile), json(envelope({ standingOrders: standingOrders(bits), directDebits: directDebits(bits) })));
  write(join(filesDir, futureFile), json(envelope(futurePayments(bits))));
  write(join(filesDir, upcomingFile), json(envelope(upcoming(bits))));
  const get = (what, urlPath, file, priority = 4) =>
    stub({
      name: `manage money demo.hardkey: ${what} (${name})`,
      priority,
      scenarioName: scenario,
      requiredScenarioState: name,
      request: { method: 'GET', urlPath },
      response: { status: 200, bodyFileName: `manage-money/${file}`, headers: jsonHeaders },
    });
  get('regular payments', `${api}/v1/accounts/${account}/regular-payments`, regularFile);
  get('future payments', `${api}/v1/accounts/${account}/future-payments`, futureFile);
  // Below the other demo customers' own upcoming stubs (priority 5, by cookie), above hardkey's
  // default (10): demo.hardkey, and a request without the cookie, get the list with these changes.
  get('upcoming transactions', `${api}/v1/upcoming-transactions`, upcomingFile, 6);
}

/** A remembered change: from each state without it to the state with it; afterwards, the same answer. */
function remembered(letter, what, request, payload) {
  for (const bits of states.filter((s) => !s.has(letter))) {
    const next = new Set([...bits, letter]);
    stub({
      name: `manage money demo.hardkey: ${what} (${stateName(bits)})`,
      priority: 3,
      scenarioName: scenario,
      requiredScenarioState: stateName(bits),
      newScenarioState: stateName(next),
      request: { ...request, headers: withKey },
      response: ok(payload),
    });
  }
  // Done already: a repeat (the same Idempotency-Key after a lost answer) answers the first outcome.
  stub({
    name: `manage money demo.hardkey: ${what} (done already)`,
    priority: 4,
    request: { ...request, headers: withKey },
    response: ok(payload),
  });
}

const soPath = (id) => `${api}/v1/standing-orders/${id}`;

// A new amount or payee needs a Transaction Security Code: 000000 is a wrong one (OLR_0043).
stub({
  name: 'manage money: a wrong Transaction Security Code',
  priority: 1,
  request: {
    method: 'PATCH',
    urlPathPattern: `${api}/v1/standing-orders/[^/]+`,
    bodyPatterns: [{ matchesJsonPath: "$[?(@.transactionSecurityCode == '000000')]" }],
  },
  response: bankError(
    400,
    'OLR_0043',
    'You have entered an incorrect Transaction Security Code. Please try again or call us on 020 7946 0123. (OLR_0043)',
  ),
});
stub({
  name: 'manage money demo.hardkey: a new amount for Jane Smith without a Transaction Security Code',
  priority: 2,
  request: {
    method: 'PATCH',
    urlPath: soPath('HK-SO-1'),
    bodyPatterns: [
      { matchesJsonPath: '$[?(@.amount != 25000)]' },
      { matchesJsonPath: { expression: '$.transactionSecurityCode', absent: true } },
    ],
  },
  response: bankError(400, 'MM_TSC_REQUIRED', 'A Transaction Security Code is needed for a new amount or payee.'),
});
remembered(
  'A',
  "amend Jane Smith's standing order to £275.00",
  {
    method: 'PATCH',
    urlPath: soPath('HK-SO-1'),
    bodyPatterns: [{ matchesJsonPath: '$[?(@.amount == 27500)]' }, { matchesJsonPath: "$[?(@.transactionSecurityCode =~ /\\d{6}/)]" }],
  },
  { id: 'HK-SO-1', status: 'ACTIVE' },
);
remembered(
  'T',
  'move the Cash ISA standing order to another account',
  { method: 'POST', urlPath: `${soPath('HK-SO-2')}/transfer`, bodyPatterns: [{ matchesJsonPath: '$.toAccountId' }] },
  { id: 'HK-SO-2', status: 'ACTIVE' },
);
remembered('X', 'cancel the Regular Saver standing order', { method: 'DELETE', urlPath: soPath('HK-SO-3') }, { id: 'HK-SO-3', status: 'CANCELLED' });
remembered('C', 'cancel OCTOPUS ENERGY', { method: 'DELETE', urlPath: `${api}/v1/direct-debits/HK-DD-1` }, { id: 'HK-DD-1', status: 'CANCELLED' });
remembered('P', 'cancel PUREGYM LTD', { method: 'DELETE', urlPath: `${api}/v1/direct-debits/HK-DD-2` }, { id: 'HK-DD-2', status: 'CANCELLED' });
remembered('F', 'stop the payment to Sam Okafor', { method: 'DELETE', urlPath: `${api}/v1/future-payments/HK-FP-1` }, { id: 'HK-FP-1', status: 'STOPPED' });
remembered('G', 'stop the payment to ACME LETTINGS LTD', { method: 'DELETE', urlPath: `${api}/v1/future-payments/HK-FP-2` }, { id: 'HK-FP-2', status: 'STOPPED' });

// Payees: their own scenario, a set of deleted payees.
const payeeIds = payees.map((p) => p.id);
const payeeStates = subsets(payeeIds).map((s) => new Set(s));
const payeeStateName = (gone) => (gone.size === 0 ? 'Started' : `deleted ${payeeIds.filter((id) => gone.has(id)).map((id) => id.slice(-1)).join('')}`);
for (const gone of payeeStates) {
  const file = `hardkey/beneficiaries-${gone.size === 0 ? 'all' : payeeStateName(gone).replace(' ', '-')}.json`;
  write(join(filesDir, file), json(envelope(payees.filter((p) => !gone.has(p.id)))));
  stub({
    name: `manage money demo.hardkey: payees (${payeeStateName(gone)})`,
    priority: 6,
    scenarioName: payeesScenario,
    requiredScenarioState: payeeStateName(gone),
    request: { method: 'GET', urlPath: `${api}/v1/beneficiaries` },
    response: { status: 200, bodyFileName: `manage-money/${file}`, headers: jsonHeaders },
  });
  for (const id of payeeIds.filter((p) => !gone.has(p))) {
    stub({
      name: `manage money demo.hardkey: delete payee ${id} (${payeeStateName(gone)})`,
      priority: 3,
      scenarioName: payeesScenario,
      requiredScenarioState: payeeStateName(gone),
      newScenarioState: payeeStateName(new Set([...gone, id])),
      request: { method: 'DELETE', urlPath: `${api}/v1/beneficiaries/${id}`, headers: withKey },
      response: ok({ id, status: 'DELETED' }),
    });
  }
}
for (const id of payeeIds) {
  stub({
    name: `manage money demo.hardkey: delete payee ${id} (done already)`,
    priority: 4,
    request: { method: 'DELETE', urlPath: `${api}/v1/beneficiaries/${id}`, headers: withKey },
    response: ok({ id, status: 'DELETED' }),
  });
}

// The other demo customers have no payees; every other account has no regular or future payments.
for (const customer of ['demo.appkey', 'demo.history']) {
  stub({
    name: `manage money ${customer}: payees`,
    priority: 5,
    request: { method: 'GET', urlPath: `${api}/v1/beneficiaries`, cookies: { DEMO_SESSION: { equalTo: customer } } },
    response: ok([]),
  });
}
stub({
  name: 'manage money: any other account has no regular payments',
  priority: 9,
  request: { method: 'GET', urlPathPattern: `${api}/v1/accounts/[^/]+/regular-payments` },
  response: ok({ standingOrders: [], directDebits: [] }),
});
stub({
  name: 'manage money: any other account has no future payments',
  priority: 9,
  request: { method: 'GET', urlPathPattern: `${api}/v1/accounts/[^/]+/future-payments` },
  response: ok([]),
});

// Changes the demo bank does not remember: answered as done (docs/api/manage-money.md says which).
const notRemembered = [
  ['PATCH', `${api}/v1/standing-orders/[^/]+`, 'amend a standing order'],
  ['POST', `${api}/v1/standing-orders/[^/]+/transfer`, 'move a standing order'],
  ['DELETE', `${api}/v1/standing-orders/[^/]+`, 'cancel a standing order'],
  ['DELETE', `${api}/v1/direct-debits/[^/]+`, 'cancel a Direct Debit'],
  ['DELETE', `${api}/v1/future-payments/[^/]+`, 'stop a future payment'],
  ['DELETE', `${api}/v1/beneficiaries/[^/]+`, 'delete a payee'],
];
for (const [method, urlPathPattern, what] of notRemembered) {
  stub({
    name: `manage money: ${what} (answered, not remembered)`,
    priority: 8,
    request: { method, urlPathPattern, headers: withKey },
    response: ok({ status: 'DONE' }),
  });
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
console.log(`manage-money stubs: ${mappings.length} mappings written to ${mappingsDir}`);
