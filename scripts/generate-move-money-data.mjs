/**
 * Generates the demo bank's move-money stubs (docs/api/move-money.md, README 'The demo bank: move
 * money'): wiremock/mappings/move-money/*.json and wiremock/__files/move-money/*.
 *
 *   node scripts/generate-move-money-data.mjs
 *
 * The refusals on demand (wrong code, BRC-109, BRC-845, re-authentication) are plain stubs; an
 * accepted confirm is carried out by the demo bank's ledger (docs/api/ledger.md): the amount moves
 * between the accounts named, once per Idempotency-Key, and the balances, transactions, payees and
 * upcoming list show it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = join(root, 'wiremock/__files/move-money');
const mappings = join(root, 'wiremock/mappings/move-money');
mkdirSync(files, { recursive: true });
mkdirSync(mappings, { recursive: true });

const api = '/gateway/api';
const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

const ok = (payload) => ({ status: 200, headers: jsonHeaders, jsonBody: { header: { statusCode: '0000' }, payload } });
const failure = (code, desc, status = 200) => ({
  status,
  headers: jsonHeaders,
  jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code, desc }] } },
});
const path = (p) => ({ urlPath: `${api}${p}` });
const eq = (expression, equalTo) => ({ matchesJsonPath: { expression, equalTo } });
const re = (expression, matches) => ({ matchesJsonPath: { expression, matches } });
const absent = (expression) => ({ matchesJsonPath: { expression, absent: true } });

function write(name, value) {
  writeFileSync(join(mappings, name), `${JSON.stringify({ mappings: value }, null, 2)}\n`);
}

// ---- Reads: token type, saved payees, secondary reference check ----
write('reads.json', [
  { name: 'move money: token type (Secure Key)', priority: 10, request: { method: 'GET', ...path('/v1/move-money/token-type') }, response: ok({ tokenType: 'HARD_SELECTED' }) },
  {
    name: 'move money: token type of demo.appkey (mobile app)',
    priority: 5,
    request: { method: 'GET', ...path('/v1/move-money/token-type'), cookies: { DEMO_SESSION: { equalTo: 'demo.appkey' } } },
    response: ok({ tokenType: 'SOFT_SELECTED' }),
  },
  ...[
    ['needs a roll number: Nationwide 07-00-93 33333334', 5, [eq('$.sortCode', '070093'), eq('$.accountNumber', '33333334')], true],
    ['no secondary reference needed', 10, [], false],
  ].map(([name, priority, bodyPatterns, required]) => ({
    name: `move money: secondary reference check, ${name}`,
    priority,
    request: {
      method: 'POST',
      ...path('/v1/secondary-reference-account-checks'),
      headers: Object.fromEntries(['X-Client-Id', 'X-Source-System', 'X-Group', 'X-Channel'].map((h) => [h, { matches: '.+' }])),
      ...(bodyPatterns.length ? { bodyPatterns } : {}),
    },
    response: ok({ secondaryReferenceRequired: required }),
  })),
  // The bank's own record of what it paid from an account (the ledger writes it as it carries a
  // payment out, so a lost answer is listed too); every payment's review reads it.
  {
    name: "move money: an account's recent outgoing payments, as the ledger carried them out (today and the day before, pending included)",
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${api}/v1/accounts/[^/]+/recent-payments` },
    response: {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      transformers: ['ledger'],
      transformerParameters: { read: 'move-money/{folder}/recent-payments-{path.4}.json', empty: { payload: [], messages: [] } },
    },
  },
]);

// ---- International: the data-transfer session and the launch page (single-sign-on flags) ----
write('international.json', [
  {
    name: 'move money: international data-transfer session',
    priority: 5,
    request: { method: 'POST', ...path('/v1/international/data-transfer/session'), queryParameters: { sso: { equalTo: 'true' }, dataTransfer: { equalTo: 'true' } } },
    response: ok({ dataTransferId: 'DT-{{randomValue length=12 type=ALPHANUMERIC}}' }),
  },
  {
    name: 'move money: international launch (the demo stands in for the international payments service)',
    priority: 5,
    request: {
      method: 'POST',
      ...path('/v1/international/data-transfer/launch'),
      queryParameters: { sso: { equalTo: 'true' }, dataTransfer: { equalTo: 'true' } },
      bodyPatterns: [{ contains: 'dataTransferId=DT-' }],
    },
    response: { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, bodyFileName: 'move-money/international.html' },
  },
]);
writeFileSync(
  join(files, 'international.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>International payments (demo)</title></head><body><main><h1>International payments (demo)</h1><p>The demo bank stands in for the international payments service here.</p></main></body></html>\n',
);

// ---- Confirmation of Payee: the README's table ----
const cop = (name, priority, bodyPatterns, payload) => ({
  name: `move money: confirmation of payee, ${name}`,
  priority,
  request: { method: 'POST', ...path('/v1/confirmation-of-payee'), ...(bodyPatterns.length ? { bodyPatterns } : {}) },
  response: ok(payload),
});
const acct = (sortCode, accountNumber) => [eq('$.sortCode', sortCode), eq('$.accountNumber', accountNumber)];
write('confirmation-of-payee.json', [
  cop('99-99-99 any: SCNS', 1, [eq('$.sortCode', '999999')], { matched: false, reasonCode: 'SCNS' }),
  cop('20-00-00 00000000: AC01', 2, acct('200000', '00000000'), { matched: false, reasonCode: 'AC01' }),
  cop('20-00-00 11223344: OPTO', 2, acct('200000', '11223344'), { matched: false, reasonCode: 'OPTO' }),
  {
    name: 'move money: confirmation of payee, 20-00-00 99999999: no answer in time',
    priority: 2,
    request: { method: 'POST', ...path('/v1/confirmation-of-payee'), bodyPatterns: acct('200000', '99999999') },
    response: { fault: 'CONNECTION_RESET_BY_PEER' },
  },
  cop('07-00-93 33333334 with ROLL1234: match', 2, [...acct('070093', '33333334'), re('$.secondaryReference', '(?i)\\s*ROLL1234\\s*')], {
    matched: true,
  }),
  cop('07-00-93 33333334 any other roll number: IVCR', 3, acct('070093', '33333334'), { matched: false, reasonCode: 'IVCR' }),
  cop('20-00-00 55779911 as business: PANM', 3, [...acct('200000', '55779911'), eq('$.accountType', 'BUSINESS')], {
    matched: false,
    reasonCode: 'PANM',
    accountName: 'Jane Smith',
  }),
  cop('20-00-00 55779911 Jane Smith: match', 4, [...acct('200000', '55779911'), re('$.name', '(?i)\\s*jane smith\\s*')], { matched: true }),
  cop('20-00-00 55779911 Jane Smyth or J Smith: MBAM', 4, [...acct('200000', '55779911'), re('$.name', '(?i)\\s*(jane smyth|j smith)\\s*')], {
    matched: false,
    reasonCode: 'MBAM',
    accountName: 'Jane Smith',
  }),
  cop('20-00-00 55779911 any other name: ANNM', 5, acct('200000', '55779911'), { matched: false, reasonCode: 'ANNM' }),
  cop('20-00-00 44668822 as personal: BANM', 3, [...acct('200000', '44668822'), eq('$.accountType', 'PERSONAL')], {
    matched: false,
    reasonCode: 'BANM',
    accountName: 'Acme Plumbing Ltd',
  }),
  cop('20-00-00 44668822 Acme Plumbing Ltd: match', 4, [...acct('200000', '44668822'), re('$.name', '(?i)\\s*acme plumbing ltd\\s*')], {
    matched: true,
  }),
  cop('any other payee: ANNM', 9, [], { matched: false, reasonCode: 'ANNM' }),
]);

// ---- Confirms ----
const confirmKinds = [
  { kind: 'transfer', path: '/v1/transfers', op: 'transfer' },
  { kind: 'payment to a saved payee', path: '/v1/payments', op: 'payment' },
  { kind: 'payment to a new payee', path: '/legacy/create-beneficiary-adhoc', op: 'payment' },
  { kind: 'company payment', path: '/legacy/create-beneficiary-major', op: 'payment' },
  { kind: 'standing order', path: '/legacy/create-beneficiary-standing-order', op: 'payment' },
];
const keyed = { 'Idempotency-Key': { matches: '.+' } };
write(
  'confirm.json',
  confirmKinds.flatMap((k) => {
    const request = (extra = {}) => ({ method: 'POST', ...path(k.path), headers: keyed, ...extra });
    const ledgerOp = (fault = null, holdMs = 0) => ({
      headers: jsonHeaders,
      transformers: ['ledger'],
      transformerParameters: { op: k.op, ...(fault ? { fault } : {}), ...(holdMs ? { holdMs } : {}) },
    });
    return [
      // A wrong code (000000), Transaction or Re-authentication Security Code, is the bank's to count
      // and lock before any stub is matched (CodeCheck.java), so no stub answers it here.
      {
        name: `move money: ${k.kind}, £999.99: BRC-109`,
        priority: 1,
        request: request({ bodyPatterns: [eq('$.amount', '99999')] }),
        response: failure('BRC-109', 'Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-109)'),
      },
      {
        name: `move money: ${k.kind}, £845.00: BRC-845`,
        priority: 1,
        request: request({ bodyPatterns: [eq('$.amount', '84500')] }),
        response: failure('BRC-845', 'Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-845)'),
      },
      {
        name: `move money: ${k.kind}, £10,000.00 or more without a re-authentication code: 0004`,
        priority: 2,
        request: request({ bodyPatterns: [{ matchesJsonPath: '$[?(@.amount >= 1000000)]' }, absent('$.reauthenticationCode')] }),
        response: failure('0004', 'Re-authentication required.'),
      },
      {
        name: `move money: ${k.kind}, reference RESET: paid (the ledger), then the connection is reset before the answer`,
        priority: 3,
        request: request({ bodyPatterns: [re('$.reference', '(?i)\\s*RESET\\s*')] }),
        response: { ...ledgerOp('CONNECTION_RESET_BY_PEER') },
      },
      ...(k.op === 'transfer' || k.kind === 'payment to a saved payee'
        ? [
            {
              name: `move money: ${k.kind}, reference MAINT: paid (the ledger), then a proxy maintenance page with status 200 in place of the answer`,
              priority: 3,
              request: request({ bodyPatterns: [re('$.reference', '(?i)\\s*MAINT\\s*')] }),
              response: { headers: jsonHeaders, transformers: ['ledger'], transformerParameters: { op: k.op, unreadable: 'maintenance-page' } },
            },
          ]
        : []),
      {
        name: `move money: ${k.kind}, reference SLOW: carried out over 3 s (a retry meanwhile gets 409)`,
        priority: 3,
        request: request({ bodyPatterns: [re('$.reference', '(?i)\\s*SLOW\\s*')] }),
        response: { ...ledgerOp(null, 3000) },
      },
      {
        name: `move money: ${k.kind}: the ledger moves the money, once per Idempotency-Key`,
        priority: 5,
        request: request(),
        response: { ...ledgerOp() },
      },
    ];
  }),
);
