/**
 * Writes the demo bank's credit card mappings (wiremock/mappings/credit-cards/credit-cards.json) and
 * files (wiremock/__files/credit-cards/*): `node scripts/generate-credit-card-stubs.mjs`.
 * docs/api/credit-cards.md describes the calls; README.md ('The demo bank: credit cards') the data.
 *
 * State lives in the demo bank's ledger (docs/api/ledger.md), in CardOps.java: each application in
 * `credit-cards/{folder}/applications.json`; signing adds the card account to the customer's
 * accounts, once per Idempotency-Key, until `POST /__admin/scenarios/reset`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = '/gateway/api/v1/credit-cards';
const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
const application = '[A-Z]{3}[0-9]{6}';
const withKey = { 'Idempotency-Key': { matches: '.+' } };
const applications = 'credit-cards/{folder}/applications.json';
const emptyApplications = { payload: { applications: [] }, messages: [] };

/** The cards on offer, exactly. Rates in basis points, money in pence. */
export const products = [
  {
    productId: 'EVERYDAY',
    name: 'Everyday Credit Card',
    summary: 'For everyday spending, with one simple rate.',
    purchaseRate: 2290,
    representativeApr: 2550,
    variable: true,
    annualFee: 0,
    minimumLimit: 50000,
    maximumLimit: 1000000,
    balanceTransfer: null,
  },
  {
    productId: 'BALANCE_TRANSFER',
    name: 'Balance Transfer Card',
    summary: 'Move a balance from another card and pay no interest on it for 20 months.',
    purchaseRate: 2290,
    representativeApr: 2550,
    variable: true,
    annualFee: 0,
    minimumLimit: 50000,
    maximumLimit: 1000000,
    balanceTransfer: { rate: 0, months: 20, feePercent: 300 },
  },
];

const ledger = (params) => ({ status: 200, headers: jsonHeaders, transformers: ['ledger'], transformerParameters: params });

const mappings = [
  {
    name: 'credit cards: pre-eligibility',
    priority: 5,
    request: { method: 'GET', urlPath: `${base}/pre-eligibility` },
    response: { status: 200, headers: jsonHeaders, jsonBody: { payload: { eligible: true, reason: null }, messages: [] } },
  },
  {
    name: 'credit cards: the cards on offer',
    priority: 5,
    request: { method: 'GET', urlPath: base },
    response: { status: 200, headers: jsonHeaders, bodyFileName: 'credit-cards/products.json' },
  },
  {
    // A soft search: the limits of the cards on offer; it changes nothing and is not on the credit file.
    name: 'credit cards: eligibility (soft search)',
    priority: 5,
    request: { method: 'POST', urlPath: `${base}/eligibility` },
    response: { status: 200, headers: jsonHeaders, jsonBody: { payload: { likely: true }, messages: [] } },
  },
  {
    name: 'credit cards: the accounts a Direct Debit can come from (ledger)',
    priority: 5,
    request: { method: 'GET', urlPath: `${base}/accounts` },
    response: ledger({ read: 'accounts/{folder}/accounts.json' }),
  },
  {
    name: 'credit cards: the customer\'s applications (ledger)',
    priority: 5,
    request: { method: 'GET', urlPath: `${base}/applications` },
    response: ledger({ read: applications, empty: emptyApplications }),
  },
  {
    // 0004 as move money answers it (a stub ahead of the ledger, so nothing is kept under the key):
    // the same key with the code goes on to the ledger, which checks it (ReauthenticationLock.java).
    name: 'credit cards: an application for a limit of £4,004 without a Re-authentication Security Code: 0004 (nothing started)',
    priority: 1,
    request: {
      method: 'POST',
      urlPath: `${base}/applications`,
      headers: withKey,
      bodyPatterns: [{ matchesJsonPath: '$[?(@.requestedLimit == 400400)]' }, { matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }],
    },
    response: { status: 200, headers: jsonHeaders, jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: '0004', desc: 'Re-authentication required.' }] } } },
  },
  {
    name: 'credit cards: start an application (ledger)',
    priority: 5,
    request: { method: 'POST', urlPath: `${base}/applications`, headers: withKey },
    response: { transformers: ['ledger'], transformerParameters: { op: 'card-apply' } },
  },
  {
    name: 'credit cards: an application and its status (ledger)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}` },
    response: ledger({ read: applications, empty: emptyApplications, list: '/payload/applications', idField: 'applicationId', item: '{path.5}' }),
  },
  {
    name: 'credit cards: applicant details (ledger)',
    priority: 5,
    request: { method: 'POST', urlPathPattern: `${base}/applications/${application}/applicant-details`, headers: withKey },
    response: { transformers: ['ledger'], transformerParameters: { op: 'card-applicant-details' } },
  },
  {
    name: 'credit cards: decision (ledger)',
    priority: 5,
    request: { method: 'POST', urlPathPattern: `${base}/applications/${application}/decisions`, headers: withKey },
    response: { transformers: ['ledger'], transformerParameters: { op: 'card-decide' } },
  },
  {
    name: 'credit cards: the offer (ledger)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}/offers` },
    response: ledger({ read: applications, empty: emptyApplications, list: '/payload/applications', idField: 'applicationId', item: '{path.5}' }),
  },
  {
    name: 'credit cards: limit increases and repayment choices (ledger)',
    priority: 5,
    request: { method: 'PATCH', urlPathPattern: `${base}/applications/${application}`, headers: withKey },
    response: { transformers: ['ledger'], transformerParameters: { op: 'card-options' } },
  },
  {
    name: 'credit cards: the pre-contract credit information as HTML (ledger: made for this offer with PDFBox, kept in My documents)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}/pre-contract-information` },
    response: { status: 200, headers: jsonHeaders, transformers: ['ledger'], transformerParameters: { op: 'card-pre-contract', idempotent: false } },
  },
  {
    name: 'credit cards: the pre-contract credit information as PDF (the same document)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}/pre-contract-information/pdf` },
    response: { status: 200, headers: jsonHeaders, transformers: ['ledger'], transformerParameters: { op: 'card-pre-contract-pdf', idempotent: false } },
  },
  {
    name: 'credit cards: the unsigned agreement as HTML (ledger, from the offer and choices)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}/agreements/unsigned` },
    response: { status: 200, headers: jsonHeaders, transformers: ['ledger'], transformerParameters: { op: 'card-agreement-html', idempotent: false } },
  },
  {
    name: 'credit cards: the unsigned agreement as PDF (ledger: made for this application with PDFBox)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}/agreements/unsigned/pdf` },
    response: { status: 200, headers: jsonHeaders, transformers: ['ledger'], transformerParameters: { op: 'card-agreement-pdf', idempotent: false } },
  },
  {
    name: 'credit cards: sign the agreement (ledger: adds the card account)',
    priority: 5,
    request: { method: 'POST', urlPathPattern: `${base}/applications/${application}/agreements`, headers: withKey },
    response: { transformers: ['ledger'], transformerParameters: { op: 'card-sign' } },
  },
  {
    name: 'credit cards: the executed agreement as PDF (ledger: the copy made at signing and kept in My documents; 404 before)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: `${base}/applications/${application}/agreements/signed/pdf` },
    response: { status: 200, headers: jsonHeaders, transformers: ['ledger'], transformerParameters: { op: 'card-agreement-signed-pdf', idempotent: false } },
  },
  {
    // A card added by signing has no seeded transactions: an empty list until it is used.
    name: 'credit cards: a new card account\'s transactions (ledger)',
    priority: 5,
    request: { method: 'GET', urlPathPattern: '/gateway/api/v1/accounts/[A-Z]{2}-CC-N[0-9]+/transactions' },
    response: ledger({ read: 'accounts/{folder}/transactions-{path.4}.json', empty: { payload: { transactions: [] }, messages: [] } }),
  },
];

function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

rmSync(join(root, 'wiremock/mappings/credit-cards'), { recursive: true, force: true });
write(join(root, 'wiremock/mappings/credit-cards/credit-cards.json'), `${JSON.stringify({ mappings }, null, 2)}\n`);
write(join(root, 'wiremock/__files/credit-cards/products.json'), `${JSON.stringify({ payload: products, messages: [] }, null, 2)}\n`);
// The agreements are the ledger's own (CardDocuments.java): no static PDF stands in for them.
rmSync(join(root, 'wiremock/__files/credit-cards/agreement-unsigned.pdf'), { force: true });
rmSync(join(root, 'wiremock/__files/credit-cards/agreement-signed.pdf'), { force: true });
console.log('Wrote wiremock/mappings/credit-cards and wiremock/__files/credit-cards');
