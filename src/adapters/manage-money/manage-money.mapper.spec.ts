import { describe, expect, it } from 'vitest';
import { toAmendBody, toFuturePayments, toPayees, toRegularPayments } from './manage-money.mapper';

const envelope = (payload: unknown) => ({ payload, messages: [] });
const standingOrder = {
  id: 'SO', status: 'ACTIVE', accountId: 'A', payee: { name: 'Jane Smith', sortCode: '20-00-00', accountNumber: '55779911' },
  amount: 25000, frequency: 'MONTHLY', nextPaymentDate: '2026-12-01T00:00:00Z', lastPaymentDate: null, reference: 'RENT',
};
const directDebit = { id: 'DD', status: 'cancelled', accountId: 'A', originator: 'OCTOPUS ENERGY', lastAmount: null, reference: 'X' };

function malformed(read: () => unknown): string {
  try {
    read();
  } catch (e) {
    const { code, description } = (e as { error: { code: string; description: string } }).error;
    return `${code}: ${description}`;
  }
  throw new Error('expected MM_MALFORMED');
}

describe('the manage-money mapper', () => {
  it('maps standing orders and Direct Debits: statuses in lower case, sort codes as digits, dates as calendar days', () => {
    const [so, dd] = toRegularPayments(envelope({ standingOrders: [standingOrder], directDebits: [directDebit] }));
    expect(so).toMatchObject({ type: 'standing-order', status: 'active', payee: { sortCode: '200000' }, nextPaymentDate: '2026-12-01', lastPaymentDate: null });
    expect(dd).toEqual({
      id: 'DD', type: 'direct-debit', status: 'cancelled', accountId: 'A', payee: { name: 'OCTOPUS ENERGY', sortCode: null, accountNumber: null },
      amount: null, frequency: null, nextPaymentDate: null, lastPaymentDate: null, reference: 'X',
    });
  });

  it('names the path of what is wrong', () => {
    expect(malformed(() => toRegularPayments(envelope({ standingOrders: [{ ...standingOrder, amount: 12.5 }], directDebits: [] })))).toBe(
      'MM_MALFORMED: Malformed regular payments answer: answer.payload.standingOrders[0].amount is not an integer',
    );
    expect(malformed(() => toRegularPayments(envelope({ standingOrders: [{ ...standingOrder, amount: 0 }], directDebits: [] })))).toContain(
      'standingOrders[0].amount is not a positive amount in pence',
    );
    expect(malformed(() => toPayees(envelope([{ id: 'B', name: 'N', sortCode: '12345', accountNumber: '12345678', reference: 'R' }])))).toContain(
      'answer.payload[0].sortCode is not six digits',
    );
    expect(malformed(() => toFuturePayments(envelope([{ id: 'F' }])))).toContain('answer.payload[0].accountId is not a string');
    expect(malformed(() => toRegularPayments({ messages: [] }))).toContain('answer.payload is not present');
  });

  it('sends the code only with the values it signs', () => {
    const amendment = { amount: 27500, nextPaymentDate: '2026-12-01', frequency: 'MONTHLY' as const, reference: 'RENT', payee: { name: 'J', sortCode: null, accountNumber: null } };
    expect(toAmendBody(amendment)).toEqual({ amount: 27500, nextPaymentDate: '2026-12-01', frequency: 'MONTHLY', reference: 'RENT' });
    expect(toAmendBody(amendment, { transactionCode: '123456' })).toMatchObject({ transactionSecurityCode: '123456' });
    // After a 0004 each code goes in its own field.
    expect(toAmendBody(amendment, { transactionCode: '123456', reauthenticationCode: '777888' })).toMatchObject({
      transactionSecurityCode: '123456',
      reauthenticationCode: '777888',
    });
  });
});
