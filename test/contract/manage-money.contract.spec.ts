import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpManageMoneyAdapter } from '../../src/adapters/manage-money/http-manage-money.adapter';
import { HttpAccountsAdapter } from '../../src/adapters/accounts/http-accounts.adapter';
import { FakeErrorReporter } from '../../src/adapters/fakes/fake-system.adapter';
import { ManageMoneyErrorCodes } from '../../src/core/manage-money/manage-money-errors';
import type { StandingOrderAmendment } from '../../src/core/manage-money/change-rules';
import { groupMandates } from '../../src/core/manage-money/regular-payment';
import { findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';

const wiremockUrl = inject('wiremockUrl');
const resetScenarios = () => fetch(`${wiremockUrl}/__admin/scenarios/reset`, { method: 'POST' });

function adapters() {
  const config = wiremockConfig(wiremockUrl);
  const { client } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
  return { mm: new HttpManageMoneyAdapter(client, config), accounts: new HttpAccountsAdapter(client, config, new FakeErrorReporter()) };
}

async function rejection(promise: Promise<unknown>): Promise<{ error: { code: string; description: string } }> {
  try {
    await promise;
  } catch (e) {
    return e as { error: { code: string; description: string } };
  }
  throw new Error('expected a rejection');
}

const jane = async (mm: HttpManageMoneyAdapter) => (await mm.regularPayments('HK-CUR-001')).find((m) => m.id === 'HK-SO-1')!;
const amendTo = (amount: number, base: Awaited<ReturnType<typeof jane>>): StandingOrderAmendment => ({
  amount,
  nextPaymentDate: base.nextPaymentDate!,
  frequency: base.frequency!,
  reference: base.reference,
  payee: base.payee,
});

beforeEach(resetScenarios);
afterAll(resetScenarios);

describe("demo.hardkey's lists (docs/api/manage-money.md)", () => {
  it('has 3 standing orders (Jane Smith monthly £250.00) and 2 Direct Debits on the current account', async () => {
    const { mm } = adapters();
    const mandates = await mm.regularPayments('HK-CUR-001');
    const groups = groupMandates(mandates);
    expect(groups.map((g) => [g.title, g.mandates.length])).toEqual([
      ['Standing orders', 3],
      ['Direct Debits', 2],
    ]);
    expect(groups[0]!.mandates[0]).toMatchObject({
      payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' },
      amount: 25000,
      frequency: 'MONTHLY',
      status: 'active',
    });
    expect(groups[1]!.mandates.map((m) => m.payee.name)).toEqual(['OCTOPUS ENERGY', 'PUREGYM LTD']);
    expect(mandates.every((m) => /^\d{4}-\d{2}-\d{2}$/.test(m.nextPaymentDate ?? ''))).toBe(true);
  });

  it('has 4 payees and 3 future payments; other accounts have none', async () => {
    const { mm } = adapters();
    const payees = await mm.payees();
    expect(payees.map((p) => p.name)).toEqual(['Jane Smith', 'Mike Patel', 'Sam Okafor', 'ACME LETTINGS LTD']);
    expect(payees.every((p) => /^\d{6}$/.test(p.sortCode) && /^\d{8}$/.test(p.accountNumber))).toBe(true);
    expect((await mm.futurePayments('HK-CUR-001')).map((p) => [p.payee.name, p.amount])).toEqual([
      ['Sam Okafor', 30000],
      ['ACME LETTINGS LTD', 95000],
      ['Jane Smith', 120000],
    ]);
    expect(await mm.regularPayments('HK-SAV-003')).toEqual([]);
    expect(await mm.futurePayments('HK-SAV-003')).toEqual([]);
  });

  it('fails a list with the bank code, and a wrong shape with MM_MALFORMED naming the path', async () => {
    const { mm } = adapters();
    expect((await rejection(mm.regularPayments('FAULT-500'))).error.code).toBe('MM0500');
    const malformed = await rejection(mm.futurePayments('FAULT-MALFORMED'));
    expect(malformed.error.code).toBe(ManageMoneyErrorCodes.malformed);
    expect(malformed.error.description).toContain('answer.payload[0]');
  });
});

describe('changes, remembered by the demo bank', () => {
  it("amends Jane Smith's standing order to £275.00 with a code: the list and the upcoming transactions show it", async () => {
    const { mm, accounts } = adapters();
    const before = await jane(mm);
    await mm.amendStandingOrder('HK-SO-1', amendTo(27500, before), 'key-amend-1', { transactionCode: '123456' });
    expect((await jane(mm)).amount).toBe(27500);
    const upcoming = await accounts.upcomingTransactions();
    expect(upcoming.find((u) => u.description === 'JANE SMITH RENT SHARE')?.amount).toBe(-27500);
    const sent = await findRequests(wiremockUrl, { method: 'PATCH', url: '/gateway/api/v1/standing-orders/HK-SO-1' });
    expect(headerOf(sent.at(-1)?.headers, 'Idempotency-Key')).toBe('key-amend-1');
  });

  it('refuses a new amount without a code, and a wrong code with OLR_0043; nothing changes', async () => {
    const { mm } = adapters();
    const before = await jane(mm);
    expect((await rejection(mm.amendStandingOrder('HK-SO-1', amendTo(27500, before), 'key-a', {}))).error.code).toBe('MM_TSC_REQUIRED');
    expect((await rejection(mm.amendStandingOrder('HK-SO-1', amendTo(27500, before), 'key-b', { transactionCode: '000000' }))).error.code).toBe('OLR_0043');
    expect((await jane(mm)).amount).toBe(25000);
  });

  it('moves a standing order to another account: it leaves the current account', async () => {
    const { mm } = adapters();
    await mm.transferStandingOrder('HK-SO-2', 'HK-SAV-008', 'key-move-1');
    expect((await mm.regularPayments('HK-CUR-001')).map((m) => m.id)).not.toContain('HK-SO-2');
  });

  it('cancels a Direct Debit: listed as cancelled, gone from the upcoming transactions; a repeat answers the same', async () => {
    const { mm, accounts } = adapters();
    await mm.cancelRegularPayment({ id: 'HK-DD-1', type: 'direct-debit' }, 'key-dd-1');
    await mm.cancelRegularPayment({ id: 'HK-DD-1', type: 'direct-debit' }, 'key-dd-1');
    const octopus = (await mm.regularPayments('HK-CUR-001')).find((m) => m.id === 'HK-DD-1');
    expect(octopus).toMatchObject({ status: 'cancelled', nextPaymentDate: null });
    expect((await accounts.upcomingTransactions()).map((u) => u.description)).not.toContain('OCTOPUS ENERGY');
  });

  it('holds the cancel of the standing order to Cash ISA for re-authentication (0004); the code in its header, under the same key, cancels it once', async () => {
    const { mm } = adapters();
    expect((await rejection(mm.cancelRegularPayment({ id: 'HK-SO-2', type: 'standing-order' }, 'key-so-2'))).error.code).toBe('0004');
    expect((await mm.regularPayments('HK-CUR-001')).find((m) => m.id === 'HK-SO-2')?.status).toBe('active');
    expect((await rejection(mm.cancelRegularPayment({ id: 'HK-SO-2', type: 'standing-order' }, 'key-so-2', { reauthenticationCode: '000000' }))).error.code).toBe('OLR_0043');
    await mm.cancelRegularPayment({ id: 'HK-SO-2', type: 'standing-order' }, 'key-so-2', { reauthenticationCode: '123456' });
    expect((await mm.regularPayments('HK-CUR-001')).find((m) => m.id === 'HK-SO-2')?.status).toBe('cancelled');
    const sent = await findRequests(wiremockUrl, { method: 'DELETE', url: '/gateway/api/v1/standing-orders/HK-SO-2' });
    expect(sent.map((r) => headerOf(r.headers, 'X-Reauthentication-Code') ?? null)).toEqual([null, '000000', '123456']);
  });

  it.each([
    {
      what: 'moving the standing order to Jane Smith (the code in the body)',
      send: (mm: HttpManageMoneyAdapter, codes: { reauthenticationCode?: string }) => mm.transferStandingOrder('HK-SO-1', 'HK-SAV-008', 'key-0004-move', codes),
      request: { method: 'POST', url: '/gateway/api/v1/standing-orders/HK-SO-1/transfer' },
      changed: async (mm: HttpManageMoneyAdapter) => (await mm.regularPayments('HK-CUR-001')).every((m) => m.id !== 'HK-SO-1'),
    },
    {
      what: 'cancelling the Direct Debit to PUREGYM LTD (the code in its header)',
      send: (mm: HttpManageMoneyAdapter, codes: { reauthenticationCode?: string }) => mm.cancelRegularPayment({ id: 'HK-DD-2', type: 'direct-debit' }, 'key-0004-dd', codes),
      request: { method: 'DELETE', url: '/gateway/api/v1/direct-debits/HK-DD-2' },
      changed: async (mm: HttpManageMoneyAdapter) => (await mm.regularPayments('HK-CUR-001')).find((m) => m.id === 'HK-DD-2')?.status === 'cancelled',
    },
    {
      what: 'deleting the payee ACME LETTINGS LTD (the code in its header)',
      send: (mm: HttpManageMoneyAdapter, codes: { reauthenticationCode?: string }) => mm.deletePayee('HK-BEN-4', 'key-0004-ben', codes),
      request: { method: 'DELETE', url: '/gateway/api/v1/beneficiaries/HK-BEN-4' },
      changed: async (mm: HttpManageMoneyAdapter) => (await mm.payees()).every((p) => p.id !== 'HK-BEN-4'),
    },
    {
      what: 'stopping the future payment to Jane Smith (the code in its header)',
      send: (mm: HttpManageMoneyAdapter, codes: { reauthenticationCode?: string }) => mm.stopFuturePayment('HK-FP-3', 'key-0004-fp', codes),
      request: { method: 'DELETE', url: '/gateway/api/v1/future-payments/HK-FP-3' },
      changed: async (mm: HttpManageMoneyAdapter) => (await mm.futurePayments('HK-CUR-001')).every((p) => p.id !== 'HK-FP-3'),
    },
  ])('holds $what for re-authentication (0004), changing nothing; the same key with the code carries it out once', async ({ send, request, changed }) => {
    const { mm } = adapters();
    expect((await rejection(send(mm, {}))).error.code).toBe('0004');
    expect(await changed(mm)).toBe(false);
    await send(mm, { reauthenticationCode: '123456' });
    expect(await changed(mm)).toBe(true);
    // The bank's journal outlives a test: this change's tries are the ones under its key, and there are two.
    const sent = await findRequests(wiremockUrl, request);
    expect(sent.map((r) => headerOf(r.headers, 'Idempotency-Key')).filter((key) => key?.startsWith('key-0004-'))).toHaveLength(2);
  });

  it('cancels a standing order: listed as cancelled', async () => {
    const { mm } = adapters();
    await mm.cancelRegularPayment({ id: 'HK-SO-3', type: 'standing-order' }, 'key-so-3');
    const groups = groupMandates(await mm.regularPayments('HK-CUR-001'));
    expect(groups.map((g) => g.title)).toEqual(['Standing orders', 'Direct Debits', 'Cancelled standing orders']);
  });

  it('stops a future payment and deletes a payee: both gone from their lists, and from the upcoming transactions', async () => {
    const { mm, accounts } = adapters();
    await mm.stopFuturePayment('HK-FP-1', 'key-fp-1');
    expect((await mm.futurePayments('HK-CUR-001')).map((p) => p.id)).toEqual(['HK-FP-2', 'HK-FP-3']);
    expect((await accounts.upcomingTransactions()).map((u) => u.type)).not.toContain('FUTURE_PAYMENT');
    await mm.deletePayee('HK-BEN-2', 'key-ben-2');
    expect((await mm.payees()).map((p) => p.id)).toEqual(['HK-BEN-1', 'HK-BEN-3', 'HK-BEN-4']);
  });

  it('keeps several changes together', async () => {
    const { mm, accounts } = adapters();
    await mm.cancelRegularPayment({ id: 'HK-DD-2', type: 'direct-debit' }, 'k1', { reauthenticationCode: '123456' });
    await mm.amendStandingOrder('HK-SO-1', amendTo(27500, await jane(mm)), 'k2', { transactionCode: '654321' });
    await mm.stopFuturePayment('HK-FP-2', 'k3');
    const upcoming = await accounts.upcomingTransactions();
    expect(upcoming.map((u) => [u.description, u.amount])).toEqual([
      ['OCTOPUS ENERGY', -10400],
      ['JANE SMITH RENT SHARE', -27500],
      ['SAM OKAFOR HOLIDAY', -30000],
    ]);
    expect((await mm.futurePayments('HK-CUR-001')).map((p) => p.id)).toEqual(['HK-FP-1', 'HK-FP-3']);
  });

  it('a change that gets no answer rejects with FD999T (an unknown outcome)', async () => {
    const { mm } = adapters();
    expect((await rejection(mm.stopFuturePayment('FAULT-LOST', 'key-lost'))).error.code).toBe('FD999T');
  });
});
