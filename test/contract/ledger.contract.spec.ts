import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { resetDemoBank, sendToBank } from './http-support';
import { customerCookie } from './support/customer-session';

/**
 * The demo bank's ledger (docs/api/ledger.md) over plain HTTP: idempotency per key as a gateway
 * does it, money that moves by exactly the amount sent, the admin GET, and bad input answered with
 * the bank's error envelope.
 */
const wiremockUrl = inject('wiremockUrl');

/** What this file changed in the demo bank is put back for the files after it. */
afterAll(() => resetDemoBank(wiremockUrl));
const api = `${wiremockUrl}/gateway/api`;

interface Envelope {
  header?: { statusCode: string; errorMsg?: { code: string; desc: string }[] };
  payload?: unknown;
}

interface Account {
  id: string;
  summary: { balance: number; availableBalance: number | null };
}

const send = (method: string, path: string, body: unknown, key?: string, headers: Record<string, string> = {}) =>
  sendToBank<Envelope>(api, method, path, body, key, headers);

async function ledgerOf(customer: string, ...docs: string[]) {
  const query = docs.map((d) => `doc=${encodeURIComponent(d)}`).join('&');
  const res = await fetch(`${wiremockUrl}/__admin/ledger/${customer}${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { customer: string; documents: Record<string, { payload: unknown }>; idempotencyKeys: Record<string, string> };
}

async function accounts(): Promise<Account[]> {
  const doc = await ledgerOf('demo.hardkey', 'accounts/hardkey/accounts.json');
  return doc.documents['accounts/hardkey/accounts.json']?.payload as Account[];
}

const balanceOf = async (id: string) => (await accounts()).find((a) => a.id === id)?.summary;

const errorCode = (answer: { json: Envelope | null }) => answer.json?.header?.errorMsg?.[0]?.code;

const transfer = (amount: number, reference = 'LEDGER') => ({ fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount, reference });

beforeEach(async () => {
  await resetDemoBank(wiremockUrl);
});

describe('idempotency per key', () => {
  it('the same key and body again: the same answer, and the money moves once', async () => {
    const before = await balanceOf('HK-CUR-001');
    const first = await send('POST', '/v1/transfers', transfer(1234), 'ledger-key-1');
    expect(first.status).toBe(200);
    const again = await send('POST', '/v1/transfers', transfer(1234), 'ledger-key-1');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    const after = await balanceOf('HK-CUR-001');
    expect(after?.balance).toBe((before?.balance ?? 0) - 1234);
    expect(after?.availableBalance).toBe((before?.availableBalance ?? 0) - 1234);
    const book = await ledgerOf('demo.hardkey');
    expect(book.idempotencyKeys['ledger-key-1']).toMatch(/^200 POST \/gateway\/api\/v1\/transfers/);
  });

  it('the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, and nothing more moves', async () => {
    await send('POST', '/v1/transfers', transfer(1000), 'ledger-key-2');
    const before = await balanceOf('HK-CUR-001');
    const other = await send('POST', '/v1/transfers', transfer(2000), 'ledger-key-2');
    expect(other.status).toBe(422);
    expect(other.json?.header?.statusCode).toBe('E001');
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await balanceOf('HK-CUR-001'))?.balance).toBe(before?.balance);
  });

  it('the same key while the first is still being carried out: 409 IDEMPOTENCY_IN_PROGRESS (reference SLOW holds it 3 s)', async () => {
    const slow = send('POST', '/v1/transfers', transfer(500, 'SLOW'), 'ledger-key-3');
    // The second send goes once the ledger holds the first key as in progress (not after a guess).
    await expect.poll(async () => (await ledgerOf('demo.hardkey')).idempotencyKeys['ledger-key-3'] ?? '', { timeout: 10_000, interval: 50 }).toMatch(/^in progress: /);
    const meanwhile = await send('POST', '/v1/transfers', transfer(500, 'SLOW'), 'ledger-key-3');
    expect(meanwhile.status).toBe(409);
    expect(errorCode(meanwhile)).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect((await slow).status).toBe(200);
    const afterwards = await send('POST', '/v1/transfers', transfer(500, 'SLOW'), 'ledger-key-3');
    expect(afterwards.text).toBe((await slow).text);
  });

  it('RESET takes the payment and drops the connection; the retry with the key answers it, and the balance moved once', async () => {
    const before = await balanceOf('HK-CUR-001');
    const body = { ...transfer(777, 'RESET') };
    await expect(send('POST', '/v1/transfers', body, 'ledger-key-4')).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNRESET' } });
    const retry = await send('POST', '/v1/transfers', body, 'ledger-key-4');
    expect(retry.status).toBe(200);
    expect((retry.json?.payload as { status: string }).status).toBe('SENT');
    expect((await balanceOf('HK-CUR-001'))?.balance).toBe((before?.balance ?? 0) - 777);
  });

  it('a refusal that changes nothing (0004) is not remembered: the same key with the code added goes through', async () => {
    const big = { fromAccountId: 'HK-SAV-003', amount: 1_000_000, reference: 'BIG', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'PERSONAL' }, transactionSecurityCode: '123456' };
    const first = await send('POST', '/legacy/create-beneficiary-adhoc', big, 'ledger-key-5');
    expect(errorCode(first)).toBe('0004');
    const withCode = await send('POST', '/legacy/create-beneficiary-adhoc', { ...big, reauthenticationCode: '654321' }, 'ledger-key-5');
    expect(withCode.json?.header?.statusCode).toBe('0000');
    expect((await balanceOf('HK-SAV-003'))?.balance).toBe(1_250_000 - 1_000_000);
  });
});

describe('money moves by exactly the amount sent', () => {
  it('a transfer to the Credit Card lowers the current account and raises the card (balance, available credit, payment info)', async () => {
    const answer = await send('POST', '/v1/transfers', { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-CC-002', amount: 1000, reference: 'CARD' }, 'ledger-key-6');
    expect(answer.status).toBe(200);
    const list = await accounts();
    expect(list.find((a) => a.id === 'HK-CUR-001')?.summary.balance).toBe(184_215 - 1000);
    expect(list.find((a) => a.id === 'HK-CC-002')?.summary).toMatchObject({ balance: -68_245 + 1000, availableBalance: 431_755 + 1000 });
    const info = (await (await fetch(`${api}/v1/credit-cards/HK-CC-002/payment-info`)).json()) as { payload: { availableCredit: number } };
    expect(info.payload.availableCredit).toBe(431_755 + 1000);
    const card = (await (await fetch(`${api}/v1/accounts/HK-CC-002/transactions`)).json()) as { payload: { transactions: { amount: number; runningBalance: number }[] } };
    expect(card.payload.transactions[0]).toMatchObject({ amount: 1000, runningBalance: -67_245 });
    const current = (await (await fetch(`${api}/v1/accounts/HK-CUR-001/transactions`)).json()) as { payload: { transactions: { amount: number }[] } };
    expect(current.payload.transactions[0]).toMatchObject({ amount: -1000 });
  });

  it('a payment to someone new saves them as a payee, listed in move money and manage money', async () => {
    const body = { fromAccountId: 'HK-CUR-001', amount: 4321, reference: 'BOOKS', payee: { name: 'Priya Shah', sortCode: '112233', accountNumber: '44556677', accountType: 'PERSONAL' }, transactionSecurityCode: '123456' };
    expect((await send('POST', '/legacy/create-beneficiary-adhoc', body, 'ledger-key-7')).status).toBe(200);
    const payees = (await (await fetch(`${api}/v1/beneficiaries`)).json()) as { payload: { name: string }[] };
    expect(payees.payload.map((p) => p.name)).toContain('Priya Shah');
    expect((await balanceOf('HK-CUR-001'))?.balance).toBe(184_215 - 4321);
  });

  it('an amended standing order keeps any amount, date, frequency and reference, and the upcoming list follows', async () => {
    const patch = { amount: 26_250, nextPaymentDate: '2030-02-03', frequency: 'QUARTERLY', reference: 'NEW RENT', transactionSecurityCode: '123456' };
    expect((await send('PATCH', '/v1/standing-orders/HK-SO-1', patch, 'ledger-key-8')).status).toBe(200);
    const regular = (await (await fetch(`${api}/v1/accounts/HK-CUR-001/regular-payments`)).json()) as { payload: { standingOrders: Record<string, unknown>[] } };
    expect(regular.payload.standingOrders.find((s) => s.id === 'HK-SO-1')).toMatchObject({ amount: 26_250, nextPaymentDate: '2030-02-03', frequency: 'QUARTERLY', reference: 'NEW RENT' });
    const upcoming = (await (await fetch(`${api}/v1/upcoming-transactions`)).json()) as { payload: Record<string, unknown>[] };
    expect(upcoming.payload.find((u) => u.source === 'HK-SO-1')).toMatchObject({ amount: -26_250, date: '2030-02-03', description: 'JANE SMITH NEW RENT' });
  });
});

describe('manage money in the ledger', () => {
  it('a moved standing order leaves one account and is listed in the other; a cancelled one cannot be amended', async () => {
    expect((await send('POST', '/v1/standing-orders/HK-SO-2/transfer', { toAccountId: 'HK-SAV-007' }, 'mm-1')).status).toBe(200);
    const list = async (id: string) =>
      ((await (await fetch(`${api}/v1/accounts/${id}/regular-payments`)).json()) as { payload: { standingOrders: { id: string; accountId: string }[] } }).payload.standingOrders;
    expect((await list('HK-CUR-001')).map((s) => s.id)).not.toContain('HK-SO-2');
    expect(await list('HK-SAV-007')).toEqual([expect.objectContaining({ id: 'HK-SO-2', accountId: 'HK-SAV-007' })]);
    expect((await send('DELETE', '/v1/standing-orders/HK-SO-3', undefined, 'mm-2')).status).toBe(200);
    const amend = await send('PATCH', '/v1/standing-orders/HK-SO-3', { reference: 'AGAIN' }, 'mm-3');
    expect(amend.status).toBe(422);
    expect(errorCode(amend)).toBe('MM_NOT_ACTIVE');
  });
});

describe('bad input gets the bank error envelope, never a crash', () => {
  it.each([
    ['an unknown account', () => send('POST', '/v1/transfers', { fromAccountId: 'HK-CUR-001', toAccountId: 'NOPE-1', amount: 100 }, 'bad-1'), 404, 'LDG_UNKNOWN_ACCOUNT'],
    // £16,842.16: over £10,000.00, so it carries its Re-authentication Security Code (else 0004 comes first).
    ['more than the account has', () => send('POST', '/v1/transfers', { ...transfer(1_684_216), reauthenticationCode: '123456' }, 'bad-2'), 422, 'LDG_INSUFFICIENT_FUNDS'],
    ['a body that is not JSON', () => send('POST', '/v1/transfers', '{"amount": 1', 'bad-3'), 400, 'LDG_MALFORMED'],
    ['an amount in pounds', () => send('POST', '/v1/transfers', { ...transfer(0), amount: '12.34' }, 'bad-4'), 400, 'LDG_MALFORMED'],
    ['a payee that is not there', () => send('DELETE', '/v1/beneficiaries/HK-BEN-99', undefined, 'bad-5'), 404, 'LDG_NOT_FOUND'],
  ])('%s', async (_case, call, status, code) => {
    const answer = await call();
    expect(answer.status).toBe(status);
    expect(answer.json?.header?.statusCode).toBe('E001');
    expect(errorCode(answer)).toBe(code);
    expect((await balanceOf('HK-CUR-001'))?.balance).toBe(184_215);
  });
});

describe('customers, reset and the admin GET', () => {
  it('demo.appkey has an inbox of its own', async () => {
    const own = (await (await fetch(`${api}/v1/inbox/messages`, { headers: { Cookie: await customerCookie('demo.appkey') } })).json()) as { payload: { messageId: string }[] };
    expect(own.payload.map((m) => m.messageId)).toEqual(['AK-R-001', 'AK-R-002']);
    const hardkey = (await (await fetch(`${api}/v1/inbox/messages`)).json()) as { payload: unknown[] };
    expect(hardkey.payload).toHaveLength(12);
  });

  it('opening a document marks it read in the ledger', async () => {
    const pdf = await fetch(`${api}/v1/my-documents/DOC-20261110-40`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const book = await ledgerOf('demo.hardkey', 'my-documents/list.json');
    const docs = (book.documents['my-documents/list.json']?.payload as { documents: { documentIdentifier: string; readUnreadStatus: string }[] }).documents;
    expect(docs.find((d) => d.documentIdentifier === 'DOC-20261110-40')?.readUnreadStatus).toBe('R');
  });

  it('POST /__admin/scenarios/reset puts the seed data back and forgets the keys', async () => {
    await send('POST', '/v1/transfers', transfer(999), 'ledger-key-9');
    expect((await balanceOf('HK-CUR-001'))?.balance).toBe(184_215 - 999);
    await resetDemoBank(wiremockUrl);
    expect((await balanceOf('HK-CUR-001'))?.balance).toBe(184_215);
    expect((await ledgerOf('demo.hardkey')).idempotencyKeys).toEqual({});
  });

  it('the generic merge keeps a change of details (the example for later areas)', async () => {
    const changed = await send('PATCH', '/v1/customer/details', { email: 'sam@example.com', ignored: 'x' }, 'details-1');
    expect(changed.status).toBe(200);
    const read = (await (await fetch(`${api}/v1/customer/details`)).json()) as { payload: Record<string, unknown> };
    expect(read.payload).toEqual({ email: 'sam@example.com', statementPreference: 'PAPERLESS' });
  });

  it('ledger-matches: a stub can match a request against a value in the customer ledger', async () => {
    const stub = await fetch(`${wiremockUrl}/__admin/mappings`, {
      method: 'POST',
      body: JSON.stringify({
        priority: 1,
        request: {
          method: 'POST',
          urlPath: '/gateway/api/v1/ledger-matcher-check',
          customMatcher: { name: 'ledger-matches', parameters: { doc: 'details/{folder}/details.json', pointer: '/payload/email', jsonField: 'email', ignoreCase: true } },
        },
        response: { status: 200, body: 'matched' },
      }),
    });
    const { id } = (await stub.json()) as { id: string };
    try {
      expect((await send('POST', '/v1/ledger-matcher-check', { email: 'ALEX.MORGAN@example.com' })).text).toBe('matched');
      expect((await send('POST', '/v1/ledger-matcher-check', { email: 'someone@example.com' })).status).toBe(404);
      await send('PATCH', '/v1/customer/details', { email: 'someone@example.com' }, 'details-2');
      expect((await send('POST', '/v1/ledger-matcher-check', { email: 'someone@example.com' })).text).toBe('matched');
    } finally {
      await fetch(`${wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
    }
  });

  it("a fault of the extension itself is the bank's envelope quoting the request id, and WireMock keeps serving", async () => {
    const stub = await fetch(`${wiremockUrl}/__admin/mappings`, {
      method: 'POST',
      body: JSON.stringify({
        priority: 1,
        request: { method: 'POST', urlPath: '/gateway/api/v1/ledger-broken-op' },
        response: { transformers: ['ledger'], transformerParameters: { op: 'no-such-op' } },
      }),
    });
    const { id } = (await stub.json()) as { id: string };
    try {
      const broken = await send('POST', '/v1/ledger-broken-op', {}, 'broken-1');
      expect(broken.status).toBe(500);
      expect(errorCode(broken)).toBe('LDG_INTERNAL');
      expect(broken.json?.header?.errorMsg?.[0]?.desc).toMatch(/request [0-9a-f-]{36}/);
      expect((await balanceOf('HK-CUR-001'))?.balance).toBe(184_215);
    } finally {
      await fetch(`${wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
    }
  });
});
