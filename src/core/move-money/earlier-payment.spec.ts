import { describe, expect, it } from 'vitest';
import { earlierPaymentOf, earlierPaymentWords, type RecentPayment } from './earlier-payment';
import type { PaymentInstruction } from './move-money';

const toJane: PaymentInstruction = {
  kind: 'existing-payee',
  fromAccountId: 'HK-CUR-001',
  target: { kind: 'saved-payee', payee: { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: '' } },
  amountPence: 700,
  reference: 'RENT',
};
const paid = (at: string, extra: Partial<RecentPayment> = {}): RecentPayment => ({ payeeName: 'Jane Smith', sortCode: '20-00-00', accountNumber: '55779911', amountPence: 700, paidAt: Date.parse(at), ...extra });
const now = Date.parse('2026-11-28T16:00:00Z');

describe("the bank's record of an earlier payment", () => {
  it('finds the same payee account and amount paid today, at its time in London', () => {
    const earlier = earlierPaymentOf(toJane, [paid('2026-11-28T14:02:00Z')], now);
    expect(earlier && earlierPaymentWords(earlier)).toBe('You paid Jane Smith £7.00 at 14:02 today.');
  });

  it('says yesterday for the day before, and nothing for the day before that', () => {
    expect(earlierPaymentOf(toJane, [paid('2026-11-27T08:15:00Z')], now)?.day).toBe('yesterday');
    expect(earlierPaymentOf(toJane, [paid('2026-11-26T23:59:00Z')], now)).toBeNull();
  });

  it('reads the time and the day in London in summer time', () => {
    const summer = Date.parse('2026-07-01T10:00:00Z');
    expect(earlierPaymentOf(toJane, [paid('2026-06-30T23:30:00Z')], summer)).toMatchObject({ time: '00:30', day: 'today' });
  });

  it('another amount or another payee account is not the same payment', () => {
    expect(earlierPaymentOf(toJane, [paid('2026-11-28T14:02:00Z', { amountPence: 701 })], now)).toBeNull();
    expect(earlierPaymentOf(toJane, [paid('2026-11-28T14:02:00Z', { accountNumber: '55779912' })], now)).toBeNull();
    expect(earlierPaymentOf(toJane, [paid('2026-11-28T14:02:00Z', { sortCode: '200001' })], now)).toBeNull();
  });

  it('names the latest of several', () => {
    expect(earlierPaymentOf(toJane, [paid('2026-11-28T15:10:00Z'), paid('2026-11-28T09:00:00Z')], now)?.time).toBe('15:10');
  });

  it('a transfer between own accounts is never held by it', () => {
    const transfer: PaymentInstruction = { ...toJane, kind: 'transfer', target: { kind: 'own-account', accountId: 'HK-SAV-002', name: 'Savings' } };
    expect(earlierPaymentOf(transfer, [paid('2026-11-28T14:02:00Z')], now)).toBeNull();
  });
});
