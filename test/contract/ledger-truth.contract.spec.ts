import { describe, expect, inject, it } from 'vitest';
import { resetDemoBank, resetDemoBankAroundTests, sendToBank } from './http-support';

/**
 * The demo bank never tells an untruth (docs/api/ledger.md, "A refusal
 * changes nothing"): a refused instruction changes nothing, every subscription into a Cash ISA counts
 * against the tax year's allowance, 'the same body' is the same parsed JSON, an amount out of range is
 * refused, and a reset during a slow request never leaves a SENT that the ledger does not hold.
 */
const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;

/**
 * What this file changed is put back, and its requests leave WireMock's journal (their keys all
 * start `truth-`), so a later file's journal count sees none of them.
 */
resetDemoBankAroundTests(wiremockUrl, 'truth-.*');

interface Envelope {
  header?: { statusCode: string; errorMsg?: { code: string; desc: string }[] };
  payload?: { status?: string; paymentReference?: string } & Record<string, unknown>;
}

const send = (method: string, path: string, body: unknown, key?: string) => sendToBank<Envelope>(api, method, path, body, key);

const errorCode = (answer: { json: Envelope | null }) => answer.json?.header?.errorMsg?.[0]?.code;

interface Book {
  documents: Record<string, { payload: unknown }>;
  idempotencyKeys: Record<string, string>;
}

async function bookOf(...docs: string[]): Promise<Book> {
  const query = docs.map((d) => `doc=${encodeURIComponent(d)}`).join('&');
  const res = await fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Book;
}

const ACCOUNTS = 'accounts/hardkey/accounts.json';
const PAYEES = 'manage-money/hardkey/beneficiaries.json';
const ISA = 'savings/hardkey/cash-isa-eligibility.json';
const REGULAR = 'manage-money/hardkey/regular-payments-HK-CUR-001.json';

interface Account {
  id: string;
  summary: { balance: number; availableBalance: number | null };
}

async function accounts(): Promise<Account[]> {
  return (await bookOf(ACCOUNTS)).documents[ACCOUNTS]?.payload as Account[];
}

const balanceOf = async (id: string) => (await accounts()).find((a) => a.id === id)?.summary.balance;

/** Everything the demo bank holds for demo.hardkey in the documents named, keys aside. */
async function state(...docs: string[]) {
  const book = await bookOf(...docs);
  return docs.map((d) => book.documents[d]);
}

describe('7. a refused payment to someone new saves no payee', () => {
  it('not enough money: 422 LDG_INSUFFICIENT_FUNDS, and the payees are as they were', async () => {
    const before = await state(PAYEES, ACCOUNTS);
    // £16,842.16 is 1p more than the current account's £16,842.15 available (overdraft included);
    // over £10,000.00 it carries its Re-authentication Security Code, so the ledger is asked.
    const refused = await send(
      'POST',
      '/legacy/create-beneficiary-adhoc',
      {
        fromAccountId: 'HK-CUR-001',
        amount: 1_684_216,
        reference: 'TOO MUCH',
        payee: { name: 'Nadia Brook', sortCode: '112233', accountNumber: '44556677', accountType: 'PERSONAL' },
        transactionSecurityCode: '123456',
        reauthenticationCode: '123456',
      },
      'truth-7',
    );
    expect(refused.status).toBe(422);
    expect(errorCode(refused)).toBe('LDG_INSUFFICIENT_FUNDS');
    expect(await state(PAYEES, ACCOUNTS)).toEqual(before);
  });
});

describe('8. every subscription into a Cash ISA counts against the tax year allowance', () => {
  // demo.hardkey has paid £6,000.00 into ISAs this tax year (of £20,000.00): £14,000.00 is left.
  // A code is good only for the instruction it was first carried out with: another one brings its own.
  const intoIsa = (amount: number, reference = 'ISA TOP UP', reauthenticationCode = '123456') => ({
    fromAccountId: 'HK-CUR-001',
    toAccountId: 'HK-ISA-005',
    amount,
    reference,
    reauthenticationCode,
  });

  it('a transfer from an own account counts: £14,000.00 is taken, 1p more is refused with ISA_OVER_ALLOWANCE', async () => {
    const isaBefore = await balanceOf('HK-ISA-005');
    const first = await send('POST', '/v1/transfers', intoIsa(1_400_000), 'truth-8a');
    expect(first.status).toBe(200);
    expect(first.json?.payload?.status).toBe('SENT');
    const over = await send('POST', '/v1/transfers', intoIsa(1, 'ONE MORE', '654321'), 'truth-8b');
    expect(over.status).toBe(422);
    expect(errorCode(over)).toBe('ISA_OVER_ALLOWANCE');
    expect(over.json?.header?.errorMsg?.[0]?.desc).toBe('You can pay in up to £0.00 more this tax year.');
    expect(await balanceOf('HK-ISA-005')).toBe((isaBefore ?? 0) + 1_400_000);
    const isa = (await state(ISA))[0]?.payload as { subscribedThisTaxYear: number; allowance: number };
    expect(isa.subscribedThisTaxYear).toBe(2_000_000);
  });

  it('£32,000.00 never reaches ISAs in one tax year, whichever route: a transfer into a new Cash ISA counts too', async () => {
    const opened = await send(
      'POST',
      '/v1/products/cash-isa/applications',
      { nationalInsuranceNumber: 'QQ123456C', firstDeposit: 1_000_000, fromAccountId: 'HK-SAV-003', taxYear: '2026/27', declarationAccepted: true, fscsInformationSheetAcknowledged: true },
      'truth-8c',
    );
    expect(opened.status).toBe(201);
    // £4,000.00 is left; the rest of the £16,000.00 in the transfers is refused.
    const intoNew = await send('POST', '/v1/transfers', { ...intoIsa(1_200_000), toAccountId: 'ISA-71230002' }, 'truth-8d');
    expect(intoNew.status).toBe(422);
    expect(errorCode(intoNew)).toBe('ISA_OVER_ALLOWANCE');
    const intoOld = await send('POST', '/v1/transfers', intoIsa(400_001), 'truth-8e');
    expect(errorCode(intoOld)).toBe('ISA_OVER_ALLOWANCE');
    expect((await send('POST', '/v1/transfers', intoIsa(400_000), 'truth-8f')).json?.payload?.status).toBe('SENT');
    const isa = (await state(ISA))[0]?.payload as { subscribedThisTaxYear: number };
    expect(isa.subscribedThisTaxYear).toBe(2_000_000);
  });

  it('a payment to the ISA by its sort code and account number reaches it and counts', async () => {
    const before = await balanceOf('HK-ISA-005');
    const toOwnIsa = (amount: number, key: string) =>
      send(
        'POST',
        '/legacy/create-beneficiary-adhoc',
        {
          fromAccountId: 'HK-CUR-001',
          amount,
          reference: 'MY ISA',
          payee: { name: 'Alex Morgan', sortCode: '401276', accountNumber: '51230003', accountType: 'PERSONAL' },
          transactionSecurityCode: '123456',
          reauthenticationCode: '123456',
        },
        key,
      );
    expect((await toOwnIsa(1_400_001, 'truth-8g')).json?.header?.errorMsg?.[0]?.code).toBe('ISA_OVER_ALLOWANCE');
    expect((await toOwnIsa(500_000, 'truth-8h')).json?.payload?.status).toBe('SENT');
    expect(await balanceOf('HK-ISA-005')).toBe((before ?? 0) + 500_000);
    const isa = (await state(ISA))[0]?.payload as { subscribedThisTaxYear: number };
    expect(isa.subscribedThisTaxYear).toBe(1_100_000);
  });
});

describe("9. 'the same body' is the same parsed JSON: field order does not matter", () => {
  it('the same transfer with its fields in another order gets the remembered answer, and the money moves once', async () => {
    const before = await balanceOf('HK-CUR-001');
    const first = await send('POST', '/v1/transfers', '{"fromAccountId":"HK-CUR-001","toAccountId":"HK-SAV-003","amount":1234,"reference":"ORDER"}', 'truth-9');
    expect(first.status).toBe(200);
    const again = await send('POST', '/v1/transfers', '{ "reference": "ORDER", "amount": 1234, "toAccountId": "HK-SAV-003", "fromAccountId": "HK-CUR-001" }', 'truth-9');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(await balanceOf('HK-CUR-001')).toBe((before ?? 0) - 1234);
    // Another value is still another request.
    const other = await send('POST', '/v1/transfers', '{"reference":"ORDER","amount":1235,"toAccountId":"HK-SAV-003","fromAccountId":"HK-CUR-001"}', 'truth-9');
    expect(other.status).toBe(422);
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('10. an amount out of range is refused with an LDG_* code and changes nothing', () => {
  const body = (amount: string) =>
    `{"fromAccountId":"HK-CUR-001","toAccountId":"HK-SAV-003","amount":${amount},"reference":"RANGE","reauthenticationCode":"123456"}`;
  it.each([
    ['2^64+1 pence', '18446744073709551617', 'LDG_AMOUNT_OUT_OF_RANGE'],
    ['2^63 pence', '9223372036854775808', 'LDG_AMOUNT_OUT_OF_RANGE'],
    ['the largest long', '9223372036854775807', 'LDG_AMOUNT_OUT_OF_RANGE'],
    ['over £99,999,999.99', '10000000000', 'LDG_AMOUNT_OUT_OF_RANGE'],
    ['a negative amount', '-100', 'LDG_AMOUNT_OUT_OF_RANGE'],
    ['nothing', '0', 'LDG_AMOUNT_OUT_OF_RANGE'],
    ['part of a penny', '12.5', 'LDG_MALFORMED'],
    ['pounds as a decimal', '100.0', 'LDG_MALFORMED'],
    ['an exponent', '1e2', 'LDG_MALFORMED'],
  ])('%s (%s)', async (_case, amount, code) => {
    const before = await state(ACCOUNTS);
    for (const path of ['/v1/transfers', '/v1/payments']) {
      const sent = path === '/v1/transfers' ? body(amount) : body(amount).replace('"toAccountId":"HK-SAV-003"', '"beneficiaryId":"HK-BEN-1"');
      const answer = await send('POST', path, sent, `truth-10-${path}-${amount}`);
      expect(answer.status, `${path} ${amount}`).toBe(400);
      expect(errorCode(answer), `${path} ${amount}`).toBe(code);
    }
    expect(await state(ACCOUNTS)).toEqual(before);
  });
});

describe('11. an amend refused as malformed changes nothing', () => {
  it.each([
    ['a new amount with a date that is not a date', { amount: 31_000, transactionSecurityCode: '123456', nextPaymentDate: 'soon' }],
    ['a new amount and date with an unknown frequency', { amount: 31_000, transactionSecurityCode: '123456', nextPaymentDate: '2027-01-15', frequency: 'HOURLY' }],
    ['a new date with a reference that is not text', { nextPaymentDate: '2027-01-15', reference: 42 }],
  ])('%s: 400 LDG_MALFORMED, the standing order and the upcoming list as they were', async (_case, patch) => {
    const before = await state(REGULAR, 'accounts/hardkey/upcoming.json');
    const answer = await send('PATCH', '/v1/standing-orders/HK-SO-1', patch, `truth-11-${JSON.stringify(patch)}`);
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('LDG_MALFORMED');
    expect(await state(REGULAR, 'accounts/hardkey/upcoming.json')).toEqual(before);
  });
});

describe('12. a reset during a slow request never leaves a SENT the ledger does not hold', () => {
  it('reference SLOW (3 s), reset after it is in progress: answered as failed with LDG_RESET, and the retry is carried out afresh', async () => {
    const slow = { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 5_000, reference: 'SLOW' };
    const answer = send('POST', '/v1/transfers', slow, 'truth-12');
    // Wait until the ledger holds the key in progress, then reset while the request is held.
    for (let i = 0; ; i++) {
      const keys = (await bookOf()).idempotencyKeys;
      if (keys['truth-12']?.startsWith('in progress')) break;
      if (i > 200) throw new Error('the slow request never reached the ledger');
      await new Promise((r) => setTimeout(r, 10));
    }
    await resetDemoBank(wiremockUrl);
    const got = await answer;
    const book = await bookOf(ACCOUNTS);
    const balance = (book.documents[ACCOUNTS]?.payload as Account[]).find((a) => a.id === 'HK-CUR-001')?.summary.balance;
    // The reset came after the request was in progress and before its 3 s ended: it is answered as
    // failed (never SENT for what the ledger will not hold) and the ledger keeps nothing of it.
    expect(got.status).toBe(503);
    expect(errorCode(got)).toBe('LDG_RESET');
    expect(got.json?.payload?.status).not.toBe('SENT');
    expect(book.idempotencyKeys['truth-12']).toBeUndefined();
    expect(balance).toBe(184_215);
    // Nothing of it was kept, so the retry with the same key is a first request, carried out once.
    const retry = await send('POST', '/v1/transfers', slow, 'truth-12');
    expect(retry.json?.payload?.status).toBe('SENT');
    expect(await balanceOf('HK-CUR-001')).toBe(184_215 - 5_000);
    expect((await bookOf()).idempotencyKeys['truth-12']).toMatch(/^200 /);
  });
});
