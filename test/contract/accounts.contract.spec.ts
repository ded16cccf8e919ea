import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { HttpAccountsAdapter } from '../../src/adapters/accounts/http-accounts.adapter';
import { toAccounts } from '../../src/adapters/accounts/accounts.mapper';
import { toTransactions } from '../../src/adapters/accounts/transactions.mapper';
import { HttpFailure } from '../../src/adapters/http/http-client';
import { FakeErrorReporter } from '../../src/adapters/fakes/fake-system.adapter';
import { AccountsFailure } from '../../src/core/accounts/accounts-failure';
import { daysFrom, plusDays } from '../../src/core/shared/calendar-spans';
import { isShareDealing } from '../../src/core/accounts/category';
import { maskCardNumber } from '../../src/core/accounts/account-identifiers';
import { countRequests, findRequests, realHttpClient, wiremockConfig } from './http-support';
import { anAccount } from '../../src/adapters/fakes/fake-accounts.data';
import { toCsv } from '../../src/adapters/accounts/transaction-files/csv-transactions.writer';
import { transactionFileWorkerHandler, type FromFileWorker } from '../../src/adapters/accounts/transaction-files/transaction-file-worker.protocol';
import { WorkerTransactionFileWriter, type FileWorker } from '../../src/adapters/accounts/transaction-files/worker-transaction-file-writer.adapter';
import { transactionsForFile } from '../../src/core/accounts/transaction-file';
import { blobBytes, pdfAccessibility, pdfText } from './pdf-support';
import { customerCookie } from './support/customer-session';

const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;

function adapter(reporter = new FakeErrorReporter()) {
  const config = wiremockConfig(wiremockUrl);
  const { client } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
  return new HttpAccountsAdapter(client, config, reporter);
}

/** The demo bank writes dates in London time. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolvePromise(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob, 'latin1');
  });
}

/** Checks the structure a PDF reader relies on: header, every xref offset at its 'n 0 obj', startxref. */
function expectValidPdf(text: string) {
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('accounts adapter against the demo bank (demo.hardkey by default)', () => {
  it('lists every account of demo.hardkey, current account first, with every category', async () => {
    const reporter = new FakeErrorReporter();
    const accounts = await adapter(reporter).list();
    // The demo bank sends what was agreed: no account needs a safe default.
    expect(reporter.reports).toEqual([]);
    expect(accounts[0]).toMatchObject({
      id: 'HK-CUR-001',
      name: 'Current Account',
      summary: { category: 'Current', subCategory: 'Standard Current', sortCode: '401276', number: '41234567', balance: 184215 },
      displayConfig: { displayOverdraft: true, displayAvailableBalance: true, displayCreditLimit: false },
    });
    expect(accounts[0]?.summary.balanceDate).toBe(londonToday());
    expect(new Set(accounts.map((a) => a.summary.category))).toEqual(
      new Set(['Current', 'Credit Card', 'Savings', 'Mortgage', 'Loan', 'Investments']),
    );
    const savings = accounts.filter((a) => a.summary.category === 'Savings').map((a) => a.summary.subCategory);
    expect(savings.sort()).toEqual(['Bonus', 'Fixed', 'ISA', 'Notice', 'Regular', 'Standard Savings']);
    const card = accounts.find((a) => a.summary.category === 'Credit Card');
    expect(card?.summary.balance).toBeLessThan(0);
    expect(maskCardNumber(card?.summary.creditCardNumber)).toBe('**** **** **** 5678');
    const shares = accounts.filter((a) => isShareDealing(a.summary));
    expect(shares).toHaveLength(1);
    expect(shares[0]?.sharedealingAuthToken).toBe('demo-sd-7f3a9c2e41b8');
    expect(accounts.find((a) => a.summary.subCategory === 'Personal Loan')?.summary.balance).toBeLessThan(0);
    expect(accounts.every((a) => Number.isInteger(a.summary.balance))).toBe(true);
  });

  it('fetches one account by id', async () => {
    const card = await adapter().byId('HK-CC-002');
    expect(card).toMatchObject({ id: 'HK-CC-002', summary: { category: 'Credit Card', limit: 500000 } });
    expect(card.displayConfig).toEqual({ displayOverdraft: false, displayAvailableBalance: true, displayCreditLimit: true });
  });

  it('serves two years of current account transactions, newest first, with today in them', async () => {
    const list = await adapter().transactions('HK-CUR-001');
    const today = londonToday();
    expect(list.length).toBeGreaterThan(1000);
    expect(list[0]?.date).toBe(today);
    expect(daysFrom(list[list.length - 1]!.date, today)).toBeGreaterThanOrEqual(729);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.date >= list[i]!.date).toBe(true);
    const descriptions = new Set(list.map((t) => t.description));
    for (const d of ['ACME WIDGETS LTD SALARY', 'TESCO STORES 2041', 'TFL TRAVEL CH', 'HALIFAX MORTGAGE 0042', 'REGULAR SAVER TRANSFER']) {
      expect(descriptions).toContain(d);
    }
    expect(new Set(list.map((t) => t.type))).toEqual(
      new Set(['CARD_PAYMENT', 'DIRECT_DEBIT', 'STANDING_ORDER', 'BANK_CREDIT', 'TRANSFER', 'CASH', 'FASTER_PAYMENT']),
    );
    // Running balances agree with the amounts.
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.balance! - list[i - 1]!.amount).toBe(list[i]!.balance);
  });

  it('sends the range and never answers outside it', async () => {
    const to = londonToday();
    const from = plusDays(to, -30);
    const list = await adapter().transactions('HK-CUR-001', { from, to });
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((t) => t.date >= from && t.date <= to)).toBe(true);
    const requests = await findRequests(wiremockUrl, {
      method: 'GET',
      urlPath: '/gateway/api/v1/accounts/HK-CUR-001/transactions',
      queryParameters: { fromDate: { equalTo: from } },
    });
    expect(requests.map((r) => r.url)).toContain(`/gateway/api/v1/accounts/HK-CUR-001/transactions?fromDate=${from}&toDate=${to}&page=1&pageSize=5000`);
  });

  it('passes the gateway error code on, after the client retries the GET', async () => {
    const before = await countRequests(wiremockUrl, { method: 'GET', urlPath: '/gateway/api/v1/accounts/FAULT-500/transactions' });
    const error = await rejection(adapter().transactions('FAULT-500'));
    expect(error).toBeInstanceOf(HttpFailure);
    expect((error as HttpFailure).error).toMatchObject({ code: 'TX0500', description: 'Transactions are unavailable.' });
    expect((await countRequests(wiremockUrl, { method: 'GET', urlPath: '/gateway/api/v1/accounts/FAULT-500/transactions' })) - before).toBe(3);
  });

  it('turns a malformed answer into ACC_MALFORMED', async () => {
    const error = await rejection(adapter().transactions('FAULT-MALFORMED'));
    expect(error).toBeInstanceOf(AccountsFailure);
    expect((error as AccountsFailure).error.code).toBe('ACC_MALFORMED');
  });

  it('reads the last log-on from GET status', async () => {
    const last = await adapter().lastLogon();
    expect(last).toEqual({ date: plusDays(londonToday(), -2), time: '18:42', unsuccessfulCount: 1 });
  });

  it('lists statements and fetches one as a real PDF blob', async () => {
    const accounts = adapter();
    const statements = await accounts.statements('HK-CUR-001');
    expect(statements).toHaveLength(12);
    expect(statements[0]).toMatchObject({ id: 'HK-CUR-001-STM-2026-10', period: '2026-10', title: 'Statement October 2026' });
    const pdf = await accounts.statementPdf('HK-CUR-001', 'HK-CUR-001-STM-2026-10');
    expect(pdf.type).toBe('application/pdf');
    const text = await blobText(pdf);
    // PDFBox's own file (its structure is pdf.js's to read below); the seeds on disk are checked byte by byte further down.
    expect(text.startsWith('%PDF-1.')).toBe(true);
    // The seeded statement served as the bank's other documents are: tagged, in an embedded font, one creditor name.
    const data = await blobBytes(pdf);
    expect(await pdfText(data)).toContain('Current Account - Statement October 2026 Demo Bank plc');
    expect(await pdfAccessibility(data)).toMatchObject({ marked: true, language: 'en-GB', title: 'Current Account - Statement October 2026', displayDocTitle: true, allTextTagged: true, fontsEmbedded: true });
  });

  it('fails a statement that does not exist', async () => {
    const error = await rejection(adapter().statementPdf('HK-CUR-001', 'NOPE'));
    expect(error).toBeInstanceOf(HttpFailure);
    expect((error as HttpFailure).error).toMatchObject({ code: 'FD001T', status: 404 });
  });

  it('serves upcoming transactions, pending authorisations, rates, card payment info and marketing', async () => {
    const accounts = adapter();
    const today = londonToday();
    const upcoming = await accounts.upcomingTransactions();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((u) => u.date > today)).toBe(true);
    const pending = await accounts.pendingAuthorisations();
    expect(pending.map((p) => p.accountId).sort()).toEqual(['HK-CC-002', 'HK-CC-002', 'HK-CUR-001']);
    expect(await accounts.pendingAuthorisations('HK-CC-002')).toHaveLength(2);
    const rates = await accounts.interestRates('HK-SAV-003');
    expect(rates.rates[0]).toEqual({ label: 'Balances up to £10,000', ratePercent: 3.25, basis: 'AER' });
    const info = await accounts.creditCardPaymentInfo('HK-CC-002');
    expect(info).toMatchObject({ minimumPayment: 2500, creditLimit: 500000 });
    expect(info.paymentDueDate > today).toBe(true);
    const marketing = await accounts.marketing();
    expect(marketing.accountsList.map((b) => b.action.type)).toEqual(['navigate']);
    expect(marketing.accountsListEnd.map((b) => b.action.type)).toEqual(['popout', 'link']);
  });
});

describe("per-customer demo data (the session's customer)", () => {
  // jsdom's XHR may not send a Cookie header, so these read the stubs with fetch and the same mappers.
  const get = async (path: string, customer: string) => {
    const res = await fetch(`${api}${path}`, { headers: { Cookie: await customerCookie(customer) } });
    expect(res.status).toBe(200);
    return res.json() as Promise<unknown>;
  };

  it('gives demo.history one current account with 100,000 transactions, made by the demo bank, adding up to its balance', async () => {
    const { accounts } = toAccounts(await get('/v12/accounts', 'demo.history'));
    expect(accounts.map((a) => a.id)).toEqual(['HS-CUR-001']);
    const list = toTransactions(await get('/v1/accounts/HS-CUR-001/transactions', 'demo.history'), 'HS-CUR-001');
    expect(list).toHaveLength(100_000);
    expect(list[0]?.date).toBe(londonToday());
    expect(new Set(list.map((t) => t.id)).size).toBe(100_000);
    // Within 12 months (one download holds every row), the closing balance the sum of every amount,
    // and each running balance the one before it plus the amount.
    const oldest = list[list.length - 1];
    expect((oldest?.date ?? '') >= plusDays(londonToday(), -365)).toBe(true);
    expect(list.reduce((sum, t) => sum + t.amount, 0)).toBe(accounts[0]?.summary.balance);
    expect(list[0]?.balance).toBe(accounts[0]?.summary.balance);
    expect(list.every((t, i) => i === 0 || t.balance === (list[i - 1]?.balance ?? 0) - (list[i - 1]?.amount ?? 0))).toBe(true);
  });

  it('pages and filters demo.history by date as any account (page, pageSize, fromDate, toDate, links.next)', async () => {
    const path = '/v1/accounts/HS-CUR-001/transactions';
    const first = (await get(`${path}?page=1&pageSize=5000`, 'demo.history')) as { payload: { transactions: { id: string }[]; links: { next: string | null } } };
    expect(first.payload.transactions).toHaveLength(5000);
    expect(first.payload.transactions[0]?.id).toBe('HS-CUR-001-100000');
    expect(first.payload.links.next).toBe(`/gateway/api${path}?page=2&pageSize=5000`);
    const last = (await get(`${path}?page=20&pageSize=5000`, 'demo.history')) as typeof first;
    expect(last.payload.transactions.at(-1)?.id).toBe('HS-CUR-001-000001');
    expect(last.payload.links.next).toBeNull();
    const today = londonToday();
    const yesterday = plusDays(today, -1);
    const ranged = toTransactions(await get(`${path}?fromDate=${yesterday}&toDate=${yesterday}`, 'demo.history'), 'HS-CUR-001');
    expect(ranged.length).toBeGreaterThan(100);
    expect(ranged.every((t) => t.date === yesterday)).toBe(true);
    const hardkey = (await get('/v1/accounts/HK-CUR-001/transactions?page=1&pageSize=100', 'demo.hardkey')) as typeof first;
    expect(hardkey.payload.transactions).toHaveLength(100);
    expect(hardkey.payload.links.next).toContain('page=2&pageSize=100');
  });

  it('gives demo.appkey a current and a savings account', async () => {
    const { accounts } = toAccounts(await get('/v12/accounts', 'demo.appkey'));
    expect(accounts.map((a) => a.summary.category)).toEqual(['Current', 'Savings']);
  });

  it('gives any other customer demo.hardkey data', async () => {
    const { accounts } = toAccounts(await get('/v12/accounts', 'demo.readonly'));
    expect(accounts[0]?.id).toBe('HK-CUR-001');
  });
});

describe('statement PDFs on disk', () => {
  it('are all structurally valid PDFs', () => {
    const dir = resolve(__dirname, '../../wiremock/__files/accounts');
    const pdfs = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(20);
    for (const file of pdfs) expectValidPdf(readFileSync(join(dir, file), 'latin1'));
  });
});

describe('demo share-dealing host', () => {
  const post = (token: string) =>
    fetch(`${wiremockUrl}/demo-sharedealing/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ authToken: token }).toString(),
    });

  it('signs in with the account token posted in the body, and refuses any other', async () => {
    const ok = await post('demo-sd-7f3a9c2e41b8');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('You are signed in to the demo share dealing service.');
    expect((await post('stolen')).status).toBe(401);
  });
});

describe('the adapter reads a long history page by page', () => {
  it("reads demo.history's 100,000 transactions in pages of 5,000, newest first", async () => {
    const list = await adapter().transactions('HS-CUR-001');
    expect(list).toHaveLength(100_000);
    expect(list[0]?.id).toBe('HS-CUR-001-100000');
    expect(list[99_999]?.id).toBe('HS-CUR-001-000001');
    const requests = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/gateway/api/v1/accounts/HS-CUR-001/transactions', queryParameters: { pageSize: { equalTo: '5000' } } });
    expect(requests.filter((r) => r.url.endsWith('page=20&pageSize=5000'))).not.toHaveLength(0);
  });
});

describe('an export reads the same pages in the export worker', () => {
  it("writes demo.history's 100,000 rows from the pages' text, the same file as from the list's rows", async () => {
    const today = londonToday();
    const range = { from: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, to: today };
    const account = anAccount({ id: 'HS-CUR-001' });
    // The worker's own handler behind a worker-like object: the pages' text go to it unparsed.
    const pagesSent: number[] = [];
    const worker: FileWorker = {
      onmessage: null,
      onerror: null,
      terminate: () => undefined,
      postMessage(message) {
        if (message.kind === 'page') pagesSent.push(message.text.length);
        setTimeout(() => handle(message), 0);
      },
    };
    const handle = transactionFileWorkerHandler((message) => setTimeout(() => worker.onmessage?.({ data: message } as MessageEvent<FromFileWorker>), 0));
    const file = await new WorkerTransactionFileWriter(() => worker, undefined, adapter()).writeFetched({ format: 'csv', account, range, generatedAt: Date.now() });
    expect(pagesSent).toHaveLength(20);
    const rows = transactionsForFile(await adapter().transactions('HS-CUR-001', range), range);
    expect(rows).toHaveLength(100_000);
    expect(file?.blob).toBeDefined();
    // jsdom's Blob, read as bytes (its FileReader's text would drop the byte order mark).
    const bytes = await new Promise<ArrayBuffer>((done, reject) => {
      const reader = new FileReader();
      reader.onload = () => done(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(file?.blob as Blob);
    });
    // Line by line: a failing toBe on 5 MB of text takes minutes to print its diff.
    const lines = Buffer.from(bytes).toString('utf8').split('\r\n');
    const expected = toCsv(rows).split('\r\n');
    expect(lines).toHaveLength(expected.length);
    const first = lines.findIndex((line, i) => line !== expected[i]);
    expect(first === -1 ? null : { line: first, got: lines[first], expected: expected[first] }).toBeNull();
  });
});
