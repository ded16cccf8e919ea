import { describe, expect, inject, it } from 'vitest';
import { jsonOrNull, resetDemoBank, resetDemoBankAroundTests } from './http-support';
import { customerCookie } from './support/customer-session';

/**
 * The ledger under concurrent requests ('Done when'; docs/api/ledger.md, "Concurrency and
 * resets"): 30+ requests at once with one key, with different keys against one balance, and with a
 * reset in the middle. No duplicate, no overdraft past the arranged limit, no SENT without a record.
 */
const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;

/**
 * What this file changed is put back, and its requests leave WireMock's journal (their keys all
 * start `conc-`), so a later file's journal count sees none of them.
 */
resetDemoBankAroundTests(wiremockUrl, 'conc-.*');

interface Envelope {
  header?: { statusCode: string; errorMsg?: { code: string }[] };
  payload?: { status?: string; paymentReference?: string };
}

interface Answer {
  key: string;
  amount: number;
  status: number;
  text: string;
  json: Envelope | null;
}

async function transfer(customer: string, key: string, body: { fromAccountId: string; toAccountId: string; amount: number; reference: string }): Promise<Answer> {
  const res = await fetch(`${api}/v1/transfers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Cookie: await customerCookie(customer) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { key, amount: body.amount, status: res.status, text, json: jsonOrNull<Envelope>(text) };
}

const sent = (a: Answer) => a.status === 200 && a.json?.payload?.status === 'SENT';
const code = (a: Answer) => a.json?.header?.errorMsg?.[0]?.code;

interface Book {
  documents: Record<string, { payload: unknown }>;
  idempotencyKeys: Record<string, string>;
}

async function bookOf(customer: string, ...docs: string[]): Promise<Book> {
  const query = docs.map((d) => `doc=${encodeURIComponent(d)}`).join('&');
  const res = await fetch(`${wiremockUrl}/__admin/ledger/${customer}${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Book;
}

interface Account {
  id: string;
  summary: { balance: number; availableBalance: number | null; limit: number | null };
}

async function accountIn(customer: string, folder: string, id: string) {
  const name = `accounts/${folder}/accounts.json`;
  const transactions = `accounts/${folder}/transactions-${id}.json`;
  const book = await bookOf(customer, name, transactions);
  const account = (book.documents[name]?.payload as Account[]).find((a) => a.id === id);
  const rows = (book.documents[transactions]?.payload as { transactions: { description: string; amount: number }[] }).transactions;
  return { account, rows, keys: book.idempotencyKeys };
}

describe('30+ concurrent requests against the ledger', () => {
  it('one key, 32 at once: carried out once; every other answer is the same answer or 409 in progress', async () => {
    const before = await accountIn('demo.hardkey', 'hardkey', 'HK-CUR-001');
    const body = { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 777, reference: 'ONE KEY' };
    const answers = await Promise.all(Array.from({ length: 32 }, () => transfer('demo.hardkey', 'conc-one-key', body)));
    const done = answers.filter(sent);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((a) => a.text)).size).toBe(1);
    for (const a of answers.filter((x) => !sent(x))) {
      expect(a.status).toBe(409);
      expect(code(a)).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const after = await accountIn('demo.hardkey', 'hardkey', 'HK-CUR-001');
    expect(after.account?.summary.balance).toBe((before.account?.summary.balance ?? 0) - 777);
    expect(after.rows.filter((r) => r.description.endsWith(' ONE KEY'))).toHaveLength(1);
  });

  it('35 keys against one balance: no overdraft past the arranged £500.00, one transaction per SENT', async () => {
    // demo.appkey's current account: £450.12 with an arranged overdraft of £500.00 (£950.12 available):
    // 19 transfers of £50.00 fit (£950.00), the other 16 are refused.
    const before = await accountIn('demo.appkey', 'appkey', 'AK-CUR-001');
    expect(before.account?.summary).toMatchObject({ balance: 45_012, availableBalance: 95_012, limit: 50_000 });
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        transfer('demo.appkey', `conc-many-${i}`, { fromAccountId: 'AK-CUR-001', toAccountId: 'AK-SAV-002', amount: 5_000, reference: `MANY ${i}` }),
      ),
    );
    const done = answers.filter(sent);
    expect(done).toHaveLength(19);
    for (const a of answers.filter((x) => !sent(x))) {
      expect(a.status).toBe(422);
      expect(code(a)).toBe('LDG_INSUFFICIENT_FUNDS');
    }
    expect(new Set(done.map((a) => a.json?.payload?.paymentReference)).size).toBe(19);
    const after = await accountIn('demo.appkey', 'appkey', 'AK-CUR-001');
    expect(after.account?.summary.balance).toBe(45_012 - 19 * 5_000);
    expect(after.account?.summary.balance).toBeGreaterThanOrEqual(-50_000);
    expect(after.account?.summary.availableBalance).toBe(12);
    expect(after.rows.filter((r) => r.description.includes(' MANY '))).toHaveLength(19);
    for (const a of done) expect(after.keys[a.key] ?? 'no record').toMatch(/^200 /);
  });

  it('a reset in the middle of 34 requests: no SENT that the ledger does not hold, no money moved without a SENT', async () => {
    const seedBalance = (await accountIn('demo.hardkey', 'hardkey', 'HK-CUR-001')).account?.summary.balance ?? 0;
    // Settled before the reset (then forgotten by it, as a reset does).
    const early = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        transfer('demo.hardkey', `conc-early-${i}`, { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 200 + i, reference: `EARLY ${i}` }),
      ),
    );
    expect(early.every(sent)).toBe(true);
    // In flight across the reset: reference SLOW holds each for 3 s with its key in progress.
    const slow = Array.from({ length: 12 }, (_, i) =>
      transfer('demo.hardkey', `conc-slow-${i}`, { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 300 + i, reference: 'SLOW' }),
    );
    for (let i = 0; ; i++) {
      const keys = (await bookOf('demo.hardkey')).idempotencyKeys;
      if (Array.from({ length: 12 }, (_, k) => keys[`conc-slow-${k}`]).every((v) => v?.startsWith('in progress'))) break;
      if (i > 300) throw new Error('the slow requests never all reached the ledger');
      await new Promise((r) => setTimeout(r, 10));
    }
    await resetDemoBank(wiremockUrl);
    // Sent after the reset while the slow ones are still held: 12 with keys of their own, 4 with one key.
    const late = [
      ...Array.from({ length: 12 }, (_, i) =>
        transfer('demo.hardkey', `conc-late-${i}`, { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 400 + i, reference: `LATE ${i}` }),
      ),
      ...Array.from({ length: 4 }, () =>
        transfer('demo.hardkey', 'conc-late-same', { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 499, reference: 'LATE SAME' }),
      ),
    ];
    const afterReset = [...(await Promise.all(slow)), ...(await Promise.all(late))];
    const book = await accountIn('demo.hardkey', 'hardkey', 'HK-CUR-001');

    // No SENT without a record: every SENT since the reset is held, with its answer.
    const done = afterReset.filter(sent);
    for (const a of done) expect(book.keys[a.key] ?? 'no record', `${a.key} answered SENT`).toMatch(/^200 /);
    // No duplicate: one key carried out once, and the money moved is exactly what was answered SENT.
    const distinct = new Map(done.map((a) => [a.key, a.amount]));
    const moved = [...distinct.values()].reduce((sum, amount) => sum + amount, 0);
    expect(book.account?.summary.balance).toBe(seedBalance - moved);
    expect(book.rows.filter((r) => /^TRANSFER TO .* (LATE|SLOW)/.test(r.description))).toHaveLength(distinct.size);
    // Whatever was not SENT was answered so (LDG_RESET for a change caught by the reset, 409 for a key in progress).
    for (const a of afterReset.filter((x) => !sent(x))) expect(['LDG_RESET', 'IDEMPOTENCY_IN_PROGRESS'], a.key).toContain(code(a));
    // The requests settled before the reset are forgotten with it.
    for (const a of early) expect(book.keys[a.key]).toBeUndefined();
    // Every late request with a key of its own was carried out.
    for (let i = 0; i < 12; i++) expect(book.keys[`conc-late-${i}`]).toMatch(/^200 /);
  });
});
