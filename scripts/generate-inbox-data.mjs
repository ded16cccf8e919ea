/**
 * Generates the demo bank's secure inbox, messages and my documents (docs/api/inbox.md,
 * docs/api/documents.md): wiremock/mappings/{inbox,my-documents}/ and wiremock/__files/{inbox,my-documents}/.
 *
 *   node scripts/generate-inbox-data.mjs
 *
 * Deterministic. Writes the seed data of the demo bank's ledger (docs/api/ledger.md) and the few
 * stubs that read and change it: what the customer does (read, delete, reply, open a document) is
 * kept per customer until the demo bank restarts or is reset (POST /__admin/scenarios/reset).
 * demo.hardkey's inbox (and that of any customer without one of their own) is `inbox/hardkey/`,
 * demo.appkey's `inbox/appkey/`, demo.newcustomer's `inbox/newcustomer/` (empty); every customer
 * starts from the same documents.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimalPdf } from './minimal-pdf.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const api = '/gateway/api';
const json = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

// ------------------------------------------------------------------ inbox

/** Served through WireMock's response templating: the expiring message always expires in 40 days. */
const inFortyDays = "{{now offset='40 days' format='yyyy-MM-dd' timezone='Europe/London'}}";

const longText = [
  'Dear customer,',
  '',
  'We are writing to tell you about changes to the terms and conditions of your current account, which take effect in two months.',
  '',
  ...Array.from({ length: 14 }, (_, i) =>
    `${i + 1}. Section ${i + 1} of your terms changes. We have rewritten it in plain English so it is easier to read; what it means for you is the same unless we say otherwise below. ` +
      'You do not need to do anything. If you are not happy with the changes you can close your account at any time without charge before they take effect.',
  ),
  '',
  'A full copy of the new terms is in My documents.',
  '',
  'Yours sincerely,',
  'Customer Services',
].join('\n');

const received = [
  { id: 'R-001', created: '2026-11-21T08:15:00Z', subject: 'Your new Secure Key is on its way', unread: true, text: 'Dear customer,\nYour new Secure Key was posted today and should arrive within 5 working days.\n\nWhen it arrives, log on and follow the steps to activate it.\n\nCustomer Services' },
  { id: 'R-002', created: '2026-11-18T10:02:00Z', subject: 'Your statement is ready', text: 'Your October statement is now in My documents.' },
  { id: 'R-003', created: '2026-11-15T14:40:00Z', subject: 'About <b>your</b> payment', text: 'We received your payment <b>in full</b>.\n<script>alert("not run")</script>\n<a href="https://phish.example">This is text, not a link</a>\nThank you.' },
  { id: 'R-004', created: '2026-11-12T09:00:00Z', subject: 'Changes to your terms and conditions', unread: true, text: longText },
  { id: 'R-005', created: '2026-11-02T16:20:00Z', subject: 'Your complaint reference CMP-204411', text: 'Thank you for contacting us.\nYour complaint reference is CMP-204411.\nWe aim to resolve it within 8 weeks.' },
  { id: 'R-006', created: '2026-10-28T11:11:00Z', subject: 'Limited offer: 5% regular saver', unread: true, expiry: inFortyDays, text: 'Our Regular Saver pays 5% AER (fixed) for 12 months.\nThis offer ends on the expiry date shown with this message.' },
  { id: 'R-007', created: '2026-10-05T09:30:00Z', subject: 'Travelling soon?', text: 'Tell us before you travel so your cards keep working abroad.\nUse Manage account, then Travel.' },
  { id: 'R-008', created: '2026-09-14T13:45:00Z', subject: 'Your credit card limit', text: 'We can offer you a higher credit limit.\nReply through Manage account on your credit card to accept or decline.' },
  { id: 'R-009', created: '2026-08-01T08:00:00Z', subject: 'We have updated our privacy notice', text: 'Our privacy notice has changed.\nThe new notice is in My documents.' },
  { id: 'R-010', created: '2026-06-19T17:05:00Z', subject: 'Your direct debit to Council Tax', text: 'A new direct debit to Council Tax was set up on 19 June 2026.' },
  { id: 'R-011', created: '2026-03-03T12:00:00Z', subject: 'Welcome to Online Banking', text: 'Welcome!\nYou can now see your accounts, move money and send us secure messages.' },
  { id: 'R-012', created: '2025-12-24T09:00:00Z', subject: 'Our opening hours over the holidays', text: 'Our phone lines are closed on 25 and 26 December.\nOnline Banking is open as usual.' },
].map((m) => ({ expiry: '9999-12-31', unread: false, ...m }));


const sentBase = [
  { id: 'S-001', created: '2026-11-01T19:20:00Z', subject: 'Feedback', text: 'The new app is much faster. Thank you.' },
  { id: 'S-002', created: '2026-10-30T07:55:00Z', subject: 'Complaints', text: 'My card was declined abroad although I told you I was travelling.' },
  { id: 'S-003', created: '2026-09-15T12:10:00Z', subject: 'Re: Your credit card limit', text: 'Please tell me more about the higher limit.' },
  { id: 'S-004', created: '2026-06-20T08:30:00Z', subject: 'Council Tax direct debit', text: 'Can you confirm the first collection date?' },
];
const summaryDto = (m, status) => ({ messageId: m.id, createdDate: m.created, status, subject: m.subject, expiryDate: m.expiry });
const envelope = (payload) => JSON.stringify({ payload, messages: [] }, null, 2);

/** demo.appkey's own inbox: two messages of its own, nothing sent yet. */
const appkeyReceived = [
  { id: 'AK-R-001', created: '2026-11-20T09:30:00Z', subject: 'Your new debit card PIN', unread: true, expiry: '9999-12-31', text: 'Your PIN for your new debit card is on its way by post, separately from the card.' },
  { id: 'AK-R-002', created: '2026-10-01T08:00:00Z', subject: 'Welcome to the mobile app', unread: false, expiry: '9999-12-31', text: 'You can now approve payments with the mobile app instead of a Secure Key.' },
];

const withText = (m, status) => ({ ...summaryDto(m, status), messageText: m.text });

function inbox() {
  const filesDir = join(root, 'wiremock', '__files', 'inbox');
  const mappingsDir = join(root, 'wiremock', 'mappings', 'inbox');
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(mappingsDir, { recursive: true, force: true });
  // The ledger's seeds: each message with its words (the list reads leave `messageText` out).
  write(join(filesDir, 'hardkey', 'received.json'), envelope(received.map((m) => withText(m, m.unread ? 'U' : 'R'))));
  write(join(filesDir, 'hardkey', 'sent.json'), envelope(sentBase.map((m) => ({ ...withText(m, 'R'), expiryDate: null }))));
  write(join(filesDir, 'appkey', 'received.json'), envelope(appkeyReceived.map((m) => withText(m, m.unread ? 'U' : 'R'))));
  write(join(filesDir, 'appkey', 'sent.json'), envelope([]));
  // demo.newcustomer (registered in the app): nothing received or sent yet.
  write(join(filesDir, 'newcustomer', 'received.json'), envelope([]));
  write(join(filesDir, 'newcustomer', 'sent.json'), envelope([]));

  const noStore = { 'Cache-Control': 'no-store' };
  const ledger = (transformerParameters, headers = json) => ({ status: 200, headers, transformers: ['ledger'], transformerParameters });
  const keyed = { 'Idempotency-Key': { matches: '.+' } };
  const mappings = [
    {
      name: 'inbox: received messages (ledger; without their words)',
      priority: 10,
      request: { method: 'GET', urlPath: `${api}/v1/inbox/messages` },
      response: ledger({ read: 'inbox/{folder}/received.json', omit: ['messageText'] }),
    },
    {
      name: 'inbox: unread count (ledger)',
      priority: 10,
      request: { method: 'GET', urlPath: `${api}/v1/inbox/unread-count` },
      response: ledger({ read: 'inbox/{folder}/received.json', count: { where: 'status', equals: 'U', as: 'messageCount' } }),
    },
    {
      name: 'inbox: a received message with its words (ledger)',
      priority: 10,
      request: { method: 'GET', urlPathPattern: `${api}/v1/inbox/messages/[A-Za-z0-9-]+` },
      response: ledger({ read: 'inbox/{folder}/received.json', item: '{last}', idField: 'messageId', notFoundCode: 'MSG404' }),
    },
    {
      name: 'inbox: mark a message read (ledger)',
      priority: 5,
      request: { method: 'PATCH', urlPathPattern: `${api}/v1/inbox/messages/[A-Za-z0-9-]+`, headers: keyed },
      response: ledger({ op: 'mark-message-read' }, noStore),
    },
    {
      name: 'inbox: delete a received message (ledger)',
      priority: 5,
      request: { method: 'DELETE', urlPathPattern: `${api}/v1/inbox/messages/[A-Za-z0-9-]+`, headers: keyed },
      response: ledger({ op: 'delete-message' }, noStore),
    },
    {
      name: 'sent items: list (ledger; without their words)',
      priority: 10,
      request: { method: 'GET', urlPath: `${api}/v1/sent-items` },
      response: ledger({ read: 'inbox/{folder}/sent.json', omit: ['messageText'] }),
    },
    {
      name: 'sent items: a sent message with its words (ledger)',
      priority: 10,
      request: { method: 'GET', urlPathPattern: `${api}/v1/sent-items/[A-Za-z0-9-]+` },
      response: ledger({ read: 'inbox/{folder}/sent.json', item: '{last}', idField: 'messageId', notFoundCode: 'MSG404' }),
    },
    {
      name: 'sent items: delete a sent message (ledger)',
      priority: 5,
      request: { method: 'DELETE', urlPathPattern: `${api}/v1/sent-items/[A-Za-z0-9-]+`, headers: keyed },
      response: ledger({ op: 'delete-sent-message' }, noStore),
    },
  ];

  // Messages to the bank, send-allowed and failures on demand.
  const failure = (code, desc) => JSON.stringify({ header: { statusCode: 'E001', errorMsg: [{ code, desc }] } });
  mappings.push(
    {
      name: 'messages: any text containing DEMO-FAIL fails (failure on demand)',
      priority: 1,
      request: { method: 'POST', urlPathPattern: `${api}/v1/messages(/[a-z-]+)?`, bodyPatterns: [{ contains: 'DEMO-FAIL' }] },
      response: { status: 422, body: failure('FD001T', 'The message could not be sent'), headers: json },
    },
    {
      name: 'messages: a message or reply whose text contains REAUTH, without a Re-authentication Security Code: 0004 (nothing sent)',
      priority: 2,
      request: {
        method: 'POST',
        urlPath: `${api}/v1/messages`,
        headers: keyed,
        bodyPatterns: [{ matchesJsonPath: { expression: '$.messageText', contains: 'REAUTH' } }, { matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }],
      },
      response: { status: 200, body: failure('0004', 'Re-authentication required.'), headers: json },
    },
    {
      name: 'messages: a reply or message to the bank, kept in Sent with its words (ledger)',
      priority: 8,
      request: { method: 'POST', urlPath: `${api}/v1/messages`, headers: keyed, bodyPatterns: [{ matchesJsonPath: '$.messageType' }, { matchesJsonPath: '$.messageText' }] },
      response: ledger({ op: 'send-message' }),
    },
    {
      name: 'messages: a form (dispute, credit limit, limit offer answer, travel), kept in Sent (ledger)',
      priority: 5,
      request: {
        method: 'POST',
        urlPathPattern: `${api}/v1/messages/(dispute-transaction|change-credit-limit|card-limit-change-response|travel)`,
        headers: keyed,
        bodyPatterns: [{ matchesJsonPath: '$.accountId' }],
      },
      response: ledger({ op: 'send-message' }),
    },
    {
      name: 'messages: send-allowed (everyone but demo.appkey)',
      priority: 10,
      request: { method: 'GET', urlPath: `${api}/v1/messages/send-allowed` },
      response: { status: 200, body: envelope({ sendAllowed: true }), headers: json },
    },
    {
      name: 'messages: send-allowed fails for demo.appkey',
      priority: 5,
      request: { method: 'GET', urlPath: `${api}/v1/messages/send-allowed`, cookies: { DEMO_SESSION: { equalTo: 'demo.appkey' } } },
      response: { status: 403, body: failure('MSG003', 'Sending secure messages is not available for this customer'), headers: json },
    },
  );
  write(join(mappingsDir, 'inbox.json'), `${JSON.stringify({ mappings }, null, 2)}\n`);
  return mappings.length;
}

// ------------------------------------------------------------------ my documents

function documentsData() {
  const docs = [];
  for (let year = 2020; year <= 2026; year++) {
    for (const month of [1, 4, 7, 10]) {
      const quarter = { 1: `October to December ${year - 1}`, 4: `January to March ${year}`, 7: `April to June ${year}`, 10: `July to September ${year}` }[month];
      docs.push({ date: `${year}-${String(month).padStart(2, '0')}-02`, desc: `Quarterly statement, ${quarter}`, kind: 'statement' });
    }
    docs.push({ date: `${year}-01-15`, desc: `Annual summary ${year - 1}`, kind: 'summary' });
  }
  docs.push(
    { date: '2019-12-10', desc: 'Letter: your account is open', kind: 'letter' },
    { date: '2021-06-01', desc: 'Letter: your new debit card', kind: 'letter' },
    { date: '2023-03-14', desc: 'Letter: changes to your overdraft', kind: 'letter' },
    { date: '2025-08-20', desc: 'Letter: our privacy notice has changed', kind: 'letter' },
    { date: '2026-11-10', desc: 'Letter: changes to your terms and conditions', kind: 'letter' },
  );
  docs.sort((a, b) => (a.date < b.date ? 1 : -1));
  const unread = new Set(['2026-11-10', '2026-10-02', '2026-07-02', '2026-04-02', '2025-08-20']);
  return docs.map((d, i) => ({ ...d, id: `DOC-${d.date.replace(/-/g, '')}-${String(docs.length - i).padStart(2, '0')}`, unread: unread.has(d.date) }));
}

function documents() {
  const filesDir = join(root, 'wiremock', '__files', 'my-documents');
  const mappingsDir = join(root, 'wiremock', 'mappings', 'my-documents');
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(mappingsDir, { recursive: true, force: true });
  const docs = documentsData();
  const unreadDocs = docs.filter((d) => d.unread).map((d) => d.id);
  for (const d of docs) {
    write(
      join(filesDir, 'pdf', `${d.id}.pdf`),
      minimalPdf(['Demo Bank plc', d.desc, `Date: ${d.date}`, `Document ${d.id}`, 'Demo document: not a real statement of account.']),
    );
  }
  // The ledger's seed, the same for every customer (each keeps what they have opened).
  const list = docs.map((d) => ({
    documentGenerationDate: d.date.replace(/-/g, ''),
    documentIdentifier: d.id,
    documentDescription: d.desc,
    readUnreadStatus: d.unread ? 'U' : 'R',
  }));
  write(join(filesDir, 'list.json'), envelope({ documents: list }));
  const mappings = [
    {
      name: 'my documents: list (ledger)',
      priority: 10,
      request: {
        method: 'GET',
        urlPath: `${api}/v1/my-documents`,
        queryParameters: { fromDate: { matches: '^\\d{8}$' } },
        headers: { 'X-Client-Id': { equalTo: 'WEB_BANKING' } },
      },
      response: { status: 200, headers: json, transformers: ['ledger'], transformerParameters: { read: 'my-documents/list.json' } },
    },
    {
      // Opening a document marks it read in the ledger; the PDF is the document's own file.
      name: 'my documents: a document (its PDF; marks it read)',
      priority: 5,
      request: { method: 'GET', urlPathPattern: `${api}/v1/my-documents/DOC-[0-9]{8}-[0-9]{2}` },
      response: {
        status: 200,
        bodyFileName: 'my-documents/pdf/{{request.pathSegments.[4]}}.pdf',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="{{request.pathSegments.[4]}}.pdf"',
          'Cache-Control': 'no-store',
        },
        transformers: ['ledger'],
        transformerParameters: { op: 'mark-document-read', idempotent: false },
      },
    },
  ];
  write(join(mappingsDir, 'my-documents.json'), `${JSON.stringify({ mappings }, null, 2)}\n`);
  return { mappings: mappings.length, documents: docs.length, unread: unreadDocs };
}

const inboxCount = inbox();
const docs = documents();
console.log(`inbox: ${inboxCount} mappings; my documents: ${docs.mappings} mappings, ${docs.documents} documents, unread ${docs.unread.join(', ')}`);
