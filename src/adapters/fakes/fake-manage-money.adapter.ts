import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { injectable } from 'inversify';
import { AccountsFailure } from '../../core/accounts/accounts-failure';
import type { StandingOrderAmendment } from '../../core/manage-money/change-rules';
import type { FuturePayment } from '../../core/manage-money/future-payment';
import type { ManageMoneyPort } from '../../core/manage-money/manage-money.port';
import type { Payee } from '../../core/manage-money/payee';
import type { Mandate } from '../../core/manage-money/regular-payment';
import type { AppError } from '../../core/shared/result';

type Method = keyof ManageMoneyPort;

/** The fakes profile's data: the current account ACC-CUR-1 of fake-accounts.data.ts. */
export const fakeMandates = (): Mandate[] => [
  {
    id: 'SO-1', type: 'standing-order', status: 'active', accountId: 'ACC-CUR-1',
    payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' },
    amount: 25000, frequency: 'MONTHLY', nextPaymentDate: '2026-12-01', lastPaymentDate: '2026-11-01', reference: 'RENT SHARE',
  },
  {
    id: 'SO-2', type: 'standing-order', status: 'active', accountId: 'ACC-CUR-1',
    payee: { name: 'Bonus Saver', sortCode: '401276', accountNumber: '51230001' },
    amount: 10000, frequency: 'MONTHLY', nextPaymentDate: '2026-12-05', lastPaymentDate: '2026-11-05', reference: 'SAVINGS',
  },
  {
    id: 'DD-1', type: 'direct-debit', status: 'active', accountId: 'ACC-CUR-1',
    payee: { name: 'BRITISH GAS', sortCode: null, accountNumber: null },
    amount: 6500, frequency: 'MONTHLY', nextPaymentDate: '2026-11-25', lastPaymentDate: '2026-10-25', reference: 'BG-0042',
  },
  {
    id: 'SO-9', type: 'standing-order', status: 'cancelled', accountId: 'ACC-CUR-1',
    payee: { name: 'Old Landlord', sortCode: '112233', accountNumber: '44556677' },
    amount: 95000, frequency: 'MONTHLY', nextPaymentDate: null, lastPaymentDate: '2026-06-01', reference: 'FLAT 1 RENT',
  },
];

export const fakePayees = (): Payee[] => [
  { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: 'RENT SHARE' },
  { id: 'BEN-2', name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123', reference: 'FIVE A SIDE' },
];

export const fakeFuturePayments = (): FuturePayment[] => [
  {
    id: 'FP-1', accountId: 'ACC-CUR-1', payee: { name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123' },
    amount: 4500, date: '2026-12-10', reference: 'FIVE A SIDE',
  },
];

/**
 * In-memory manage-money gateway. Data is public and mutable; changes change it (so lists show
 * them); `failWith` makes one method reject like the HTTP adapter; `calls` records every change with
 * its key, so a test can count keys.
 */
@injectable()
export class FakeManageMoney implements ManageMoneyPort {
  mandates: Mandate[] = fakeMandates();
  payeesList: Payee[] = fakePayees();
  future: FuturePayment[] = fakeFuturePayments();
  readonly calls: { method: Method; key?: string; args: unknown[] }[] = [];
  private readonly failures: Partial<Record<Method, AppError>> = {};
  /** Keys already answered: a repeat answers the first outcome and changes nothing twice. */
  private readonly seen = new Set<string>();

  failWith(method: Method, error: AppError | null): void {
    if (error) this.failures[method] = error;
    else delete this.failures[method];
  }

  private async answer<T>(method: Method, args: unknown[], value: () => T, key?: string): Promise<T> {
    this.calls.push({ method, key, args });
    await Promise.resolve();
    const failure = this.failures[method];
    if (failure) throw new AccountsFailure(failure);
    if (key !== undefined) {
      if (this.seen.has(key)) return undefined as T;
      this.seen.add(key);
    }
    return value();
  }

  regularPayments(accountId: string): Promise<Mandate[]> {
    return this.answer('regularPayments', [accountId], () => structuredClone(this.mandates.filter((m) => m.accountId === accountId)));
  }
  payees(): Promise<Payee[]> {
    return this.answer('payees', [], () => structuredClone(this.payeesList));
  }
  futurePayments(accountId: string): Promise<FuturePayment[]> {
    return this.answer('futurePayments', [accountId], () => structuredClone(this.future.filter((p) => p.accountId === accountId)));
  }

  amendStandingOrder(id: string, amendment: StandingOrderAmendment, key: string, codes: SigningCodesToSend): Promise<void> {
    return this.answer('amendStandingOrder', [id, amendment, codes], () => {
      this.mandates = this.mandates.map((m) =>
        m.id === id
          ? { ...m, amount: amendment.amount, nextPaymentDate: amendment.nextPaymentDate, frequency: amendment.frequency, reference: amendment.reference }
          : m,
      );
    }, key);
  }
  transferStandingOrder(id: string, toAccountId: string, key: string): Promise<void> {
    return this.answer('transferStandingOrder', [id, toAccountId], () => {
      this.mandates = this.mandates.map((m) => (m.id === id ? { ...m, accountId: toAccountId } : m));
    }, key);
  }
  cancelRegularPayment(mandate: Pick<Mandate, 'id' | 'type'>, key: string): Promise<void> {
    return this.answer('cancelRegularPayment', [mandate], () => {
      this.mandates = this.mandates.map((m) => (m.id === mandate.id ? { ...m, status: 'cancelled', nextPaymentDate: null } : m));
    }, key);
  }
  deletePayee(id: string, key: string): Promise<void> {
    return this.answer('deletePayee', [id], () => {
      this.payeesList = this.payeesList.filter((p) => p.id !== id);
    }, key);
  }
  stopFuturePayment(id: string, key: string): Promise<void> {
    return this.answer('stopFuturePayment', [id], () => {
      this.future = this.future.filter((p) => p.id !== id);
    }, key);
  }
}
