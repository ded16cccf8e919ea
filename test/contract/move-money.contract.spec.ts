import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpAccountsAdapter } from '../../src/adapters/accounts/http-accounts.adapter';
import { FakeErrorReporter } from '../../src/adapters/fakes/fake-system.adapter';
import { HttpMoveMoneyAdapter, MoveMoneyPaths } from '../../src/adapters/move-money/http-move-money.adapter';
import type { NewPayee, PaymentInstruction } from '../../src/core/move-money/move-money';
import { answerOf } from '../../src/core/journey/confirm-answer';
import { countRequests, findRequests, realHttpClient, resetDemoBank, wiremockConfig, headerOf } from './http-support';

const wiremockUrl = inject('wiremockUrl');

/** What this file changed in the demo bank is put back for the files after it. */
afterAll(() => resetDemoBank(wiremockUrl));
const api = `${wiremockUrl}/gateway/api`;

function setUp() {
  const config = wiremockConfig(wiremockUrl);
  const { client } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
  return { moveMoney: new HttpMoveMoneyAdapter(client, config), accounts: new HttpAccountsAdapter(client, config, new FakeErrorReporter()) };
}

/** Every test starts from the ledger's seed data: references count from MM000001 again. */
beforeEach(async () => {
  await resetDemoBank(wiremockUrl);
});

const payee = (patch: Partial<NewPayee> = {}): NewPayee => ({
  name: 'Jane Smith',
  sortCode: '200000',
  accountNumber: '55779911',
  accountType: 'personal',
  ...patch,
});

const newPayeePayment = (patch: Partial<PaymentInstruction> = {}): PaymentInstruction => ({
  kind: 'new-payee',
  fromAccountId: 'HK-CUR-001',
  target: { kind: 'new-payee', payee: payee() },
  amountPence: 2500,
  reference: 'DINNER',
  ...patch,
});

describe('move money reads', () => {
  it('reads the token type', async () => {
    expect(await setUp().moveMoney.tokenType()).toBe('hard_selected');
  });

  it('reads the saved payees (the one list manage money shows and deletes from)', async () => {
    await fetch(`${wiremockUrl}/__admin/scenarios/reset`, { method: 'POST' });
    const payees = await setUp().moveMoney.savedPayees();
    expect(payees.map((p) => p.name)).toEqual(['Jane Smith', 'Mike Patel', 'Sam Okafor', 'ACME LETTINGS LTD']);
    expect(payees[0]).toMatchObject({ name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' });
  });

  it('asks whether a secondary reference is needed, with the client, source system, group and channel headers', async () => {
    const { moveMoney } = setUp();
    expect(await moveMoney.needsSecondaryReference('070093', '33333334')).toBe(true);
    expect(await moveMoney.needsSecondaryReference('200000', '55779911')).toBe(false);
    const [sent] = await findRequests(wiremockUrl, { method: 'POST', urlPath: `/gateway/api${MoveMoneyPaths.secondaryReferenceCheck}` });
    for (const header of ['X-Client-Id', 'X-Source-System', 'X-Group', 'X-Channel']) expect(headerOf(sent?.headers, header)).toBeTruthy();
  });
});

describe('Confirmation of Payee, the test payee table', () => {
  it.each([
    ['Jane Smith', payee(), { result: 'match' }],
    ['Jane Smyth', payee({ name: 'Jane Smyth' }), { result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' }],
    ['J Smith', payee({ name: 'j smith' }), { result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' }],
    ['any other name', payee({ name: 'John Doe' }), { result: 'no-match', reason: 'ANNM' }],
    ['Jane Smith as business', payee({ accountType: 'business' }), { result: 'type-mismatch', reason: 'PANM', actualName: 'Jane Smith' }],
    ['Acme business', payee({ name: 'Acme Plumbing Ltd', accountNumber: '44668822', accountType: 'business' }), { result: 'match' }],
    ['Acme as personal', payee({ name: 'Acme Plumbing Ltd', accountNumber: '44668822' }), { result: 'type-mismatch', reason: 'BANM', actualName: 'Acme Plumbing Ltd' }],
    ['00000000', payee({ accountNumber: '00000000', accountType: 'business' }), { result: 'unavailable', reason: 'AC01' }],
    ['11223344', payee({ accountNumber: '11223344' }), { result: 'unavailable', reason: 'OPTO' }],
    ['99-99-99', payee({ sortCode: '999999', accountNumber: '12345678' }), { result: 'unavailable', reason: 'SCNS' }],
    ['roll number ROLL1234', payee({ name: 'Nationwide', sortCode: '070093', accountNumber: '33333334', secondaryReference: 'ROLL1234' }), { result: 'match' }],
    ['another roll number', payee({ name: 'Nationwide', sortCode: '070093', accountNumber: '33333334', secondaryReference: 'ROLL9999' }), { result: 'unavailable', reason: 'IVCR' }],
    ['no answer', payee({ accountNumber: '99999999' }), { result: 'unavailable', reason: 'TIMEOUT' }],
  ])('%s', async (_case, asked, answer) => {
    expect(await setUp().moveMoney.checkPayee(asked)).toEqual(answer);
  });
});

/** A confirm as every area reads it: the adapter's receipt or failure, through core's one classifier. */
const confirmed = (m: HttpMoveMoneyAdapter, ...args: Parameters<HttpMoveMoneyAdapter['confirm']>) => answerOf(() => m.confirm(...args));

describe('confirm', () => {
  it('pays once: the same key again answers the first outcome, and the balance moves once', async () => {
    const { moveMoney, accounts } = setUp();
    const before = (await accounts.list()).find((a) => a.id === 'HK-CUR-001');
    const first = await confirmed(moveMoney, newPayeePayment(), 'key-contract-1', { transactionCode: '123456' });
    expect(first).toEqual({ kind: 'accepted', outcome: expect.objectContaining({ reference: 'MM000001', status: 'sent' }) as unknown });
    const again = await confirmed(moveMoney, newPayeePayment(), 'key-contract-1', { transactionCode: '123456' });
    expect(again).toEqual(first);
    const after = (await accounts.list()).find((a) => a.id === 'HK-CUR-001');
    expect(after?.summary.balance).toBe((before?.summary.balance ?? 0) - 2500);
    const sent = await findRequests(wiremockUrl, { method: 'POST', urlPath: `/gateway/api${MoveMoneyPaths.createBeneficiaryAdhoc}` });
    // Other files' requests stay in the journal: this test's are the two with its key.
    expect(sent.filter((r) => headerOf(r.headers, 'Idempotency-Key') === 'key-contract-1')).toHaveLength(2);
    const transactions = await accounts.transactions('HK-CUR-001');
    expect(transactions[0]).toMatchObject({ description: 'JANE SMITH DINNER', amount: -2500 });
    expect(transactions[1]?.description).not.toBe('JANE SMITH DINNER');
  });

  it('answers OLR_0043 for the code 000000, and moves no money', async () => {
    const { moveMoney } = setUp();
    expect(await confirmed(moveMoney, newPayeePayment(), 'key-contract-2', { transactionCode: '000000' })).toMatchObject({ kind: 'refused', code: 'OLR_0043' });
  });

  it('refuses £999.99 with BRC-109 and £845.00 with BRC-845', async () => {
    const { moveMoney } = setUp();
    expect(await confirmed(moveMoney, newPayeePayment({ amountPence: 99_999 }), 'key-contract-3', { transactionCode: '123456' })).toMatchObject({
      kind: 'refused',
      code: 'BRC-109',
    });
    expect(await confirmed(moveMoney, newPayeePayment({ amountPence: 84_500 }), 'key-contract-4', { transactionCode: '123456' })).toMatchObject({
      kind: 'refused',
      code: 'BRC-845',
    });
  });

  it('asks for re-authentication (0004) from £10,000.00, and takes the payment with a re-authentication code', async () => {
    const { moveMoney } = setUp();
    // From the Bonus Saver (£12,500.00): the current account could not pay £10,000.00.
    const big = newPayeePayment({ amountPence: 1_000_000, fromAccountId: 'HK-SAV-003' });
    expect(await confirmed(moveMoney, big, 'key-contract-5', { transactionCode: '123456' })).toMatchObject({ kind: 'reauthenticate', code: '0004' });
    expect(await confirmed(moveMoney, big, 'key-contract-5', { transactionCode: '123456', reauthenticationCode: '654321' })).toMatchObject({ kind: 'accepted' });
  });

  it('a connection reset on reference RESET is an unknown outcome; the retry with the same key gets the first outcome', async () => {
    const { moveMoney } = setUp();
    const lost = newPayeePayment({ reference: 'RESET' });
    const first = await confirmed(moveMoney, lost, 'key-contract-6', { transactionCode: '123456' });
    expect(first).toMatchObject({ kind: 'unknown', code: 'FD999T' });
    expect(await confirmed(moveMoney, lost, 'key-contract-6', { transactionCode: '123456' })).toMatchObject({ kind: 'accepted', outcome: { reference: 'MM000001' } });
    expect(await countRequests(wiremockUrl, { method: 'POST', urlPath: `/gateway/api${MoveMoneyPaths.createBeneficiaryAdhoc}`, headers: { 'Idempotency-Key': { equalTo: 'key-contract-6' } } })).toBe(2);
  });

  it('transfers between own accounts without a code, and both balances move', async () => {
    const { moveMoney, accounts } = setUp();
    const answer = await confirmed(moveMoney, 
      { kind: 'transfer', fromAccountId: 'HK-CUR-001', target: { kind: 'own-account', accountId: 'HK-SAV-003', name: 'Bonus Saver' }, amountPence: 10_000, reference: 'SAVINGS' },
      'key-contract-7',
      {},
    );
    expect(answer).toMatchObject({ kind: 'accepted', outcome: { reference: 'MM000001' } });
    const list = await accounts.list();
    expect(list.find((a) => a.id === 'HK-SAV-003')?.summary.balance).toBe(1_260_000);
    expect(list.find((a) => a.id === 'HK-CUR-001')?.summary.balance).toBe(184_215 - 10_000);
  });

  it('sets up a standing order to a company, dated its first payment, and it shows in the upcoming list', async () => {
    const { moveMoney, accounts } = setUp();
    const answer = await confirmed(moveMoney, 
      {
        kind: 'standing-order-company',
        fromAccountId: 'HK-CUR-001',
        target: { kind: 'company', company: { id: 'british-gas', name: 'British Gas', sortCode: '401162', accountNumber: '21347665', referenceLabel: 'x', signWith: 'account' } },
        amountPence: 2500,
        reference: '850012345678',
        schedule: { frequency: 'monthly', firstPaymentDate: '2030-01-15', end: { kind: 'after', payments: 12 } },
      },
      'key-contract-8',
      { transactionCode: '123456' },
    );
    expect(answer).toEqual({ kind: 'accepted', outcome: { reference: 'MM000001', date: '2030-01-15', status: 'scheduled' } });
    const upcoming = await accounts.upcomingTransactions();
    expect(upcoming.at(-1)).toMatchObject({ description: 'BRITISH GAS 850012345678', amount: -2500, date: '2030-01-15' });
    const [sent] = await findRequests(wiremockUrl, { method: 'POST', urlPath: `/gateway/api${MoveMoneyPaths.createBeneficiaryStandingOrder}` });
    expect(sent).toBeDefined();
  });

  it('pays a saved payee and a company on their own paths', async () => {
    const { moveMoney } = setUp();
    const saved = await confirmed(moveMoney, 
      { kind: 'existing-payee', fromAccountId: 'HK-CUR-001', target: { kind: 'saved-payee', payee: { id: 'HK-BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: 'RENT' } }, amountPence: 2500, reference: 'RENT' },
      'key-contract-9',
      {},
    );
    expect(saved).toMatchObject({ kind: 'accepted' });
    const company = await confirmed(moveMoney, 
      { kind: 'company', fromAccountId: 'HK-CUR-001', target: { kind: 'company', company: { id: 'hmrc-self-assessment', name: 'HMRC', sortCode: '083210', accountNumber: '12001039', referenceLabel: 'x', signWith: 'reference' } }, amountPence: 2500, reference: '1234567890K' },
      'key-contract-10',
      { transactionCode: '123456' },
    );
    expect(company).toMatchObject({ kind: 'accepted' });
    expect(await countRequests(wiremockUrl, { method: 'POST', url: `/gateway/api${MoveMoneyPaths.payment}` })).toBeGreaterThan(0);
    expect(await countRequests(wiremockUrl, { method: 'POST', url: `/gateway/api${MoveMoneyPaths.createBeneficiaryMajor}` })).toBeGreaterThan(0);
    expect(api).toContain('/gateway/api');
  });
});
