import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { injectable } from 'inversify';
import { AccountsFailure } from '../../core/accounts/accounts-failure';
import type { StandingOrderAmendment } from '../../core/manage-money/change-rules';
import type { FuturePayment } from '../../core/manage-money/future-payment';
import type { ManageMoneyPort } from '../../core/manage-money/manage-money.port';
import type { Payee } from '../../core/manage-money/payee';
import type { Mandate } from '../../core/manage-money/regular-payment';
import type { AppError } from '../../core/shared/result';
import { HttpFailure } from '../http/http-client';

type Method = keyof ManageMoneyPort;

import { ManageMoneyPaths } from '../manage-money/http-manage-money.adapter';
import { toFuturePayments, toPayees, toRegularPayments } from '../manage-money/manage-money.mapper';
import { WireAnswers, type WireSchemas, type WireAnswer } from './wire-answers';
import { wrongCodeRefusal } from './wrong-code.refusal';

/** The fakes profile's data, as the bank answers it: the current account ACC-CUR-1 of fake-accounts.data.ts. */
export const regularPaymentsAnswer = (): WireSchemas['GetV1AccountsByAccountIdRegularPaymentsAnswer'] => ({
  payload: {
    standingOrders: [
      {
        id: 'SO-1', status: 'ACTIVE', accountId: 'ACC-CUR-1', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' },
        amount: 25000, frequency: 'MONTHLY', nextPaymentDate: '2026-12-01', lastPaymentDate: '2026-11-01', reference: 'RENT SHARE',
      },
      {
        id: 'SO-2', status: 'ACTIVE', accountId: 'ACC-CUR-1', payee: { name: 'Bonus Saver', sortCode: '401276', accountNumber: '51230001' },
        amount: 10000, frequency: 'MONTHLY', nextPaymentDate: '2026-12-05', lastPaymentDate: '2026-11-05', reference: 'SAVINGS',
      },
      {
        id: 'SO-9', status: 'CANCELLED', accountId: 'ACC-CUR-1', payee: { name: 'Old Landlord', sortCode: '112233', accountNumber: '44556677' },
        amount: 95000, frequency: 'MONTHLY', nextPaymentDate: null, lastPaymentDate: '2026-06-01', reference: 'FLAT 1 RENT',
      },
    ],
    directDebits: [
      {
        id: 'DD-1', status: 'ACTIVE', accountId: 'ACC-CUR-1', originator: 'BRITISH GAS', lastAmount: 6500, frequency: 'MONTHLY',
        nextPaymentDate: '2026-11-25', lastPaymentDate: '2026-10-25', reference: 'BG-0042',
      },
    ],
  },
  messages: [],
});

export const beneficiariesAnswer = (): WireSchemas['GetV1BeneficiariesAnswer'] => ({
  payload: [
    { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: 'RENT SHARE' },
    { id: 'BEN-2', name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123', reference: 'FIVE A SIDE' },
  ],
  messages: [],
});

export const futurePaymentsAnswer = (): WireSchemas['GetV1AccountsByAccountIdFuturePaymentsAnswer'] => ({
  payload: [
    {
      id: 'FP-1', accountId: 'ACC-CUR-1', payee: { name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123' },
      amount: 4500, date: '2026-12-10', reference: 'FIVE A SIDE',
    },
  ],
  messages: [],
});

// The seed as domain values, through the same mapper (standing orders first, then Direct Debits, as the bank lists them).
export const fakeMandates = (): Mandate[] => toRegularPayments(regularPaymentsAnswer());
export const fakePayees = (): Payee[] => toPayees(beneficiariesAnswer());
export const fakeFuturePayments = (): FuturePayment[] => toFuturePayments(futurePaymentsAnswer());

/** The ledger's answer to a change: the mandate, payee or payment and its status now. */
const changed = (id: string, status: string): WireSchemas['PatchV1StandingOrdersByStandingOrderIdAnswer'] => ({
  header: { statusCode: '0000' },
  payload: { id, status },
  messages: [],
});

/**
 * The changes the demo bank holds for a Re-authentication Security Code (docs/answers-and-reauthentication.md,
 * "The demo bank's triggers"): without a code it answers 0004 on a 200, changes nothing and keeps
 * nothing under the key; the same key with the code then carries the change out. The fake holds the
 * same ones, by the demo bank's ids, so a spec that arranges them meets the bank's answer.
 */
export const heldForReauthentication: Partial<Record<Method, readonly string[]>> = {
  cancelRegularPayment: ['HK-SO-2', 'HK-DD-2'],
  transferStandingOrder: ['HK-SO-1'],
  deletePayee: ['HK-BEN-4'],
  stopFuturePayment: ['HK-FP-3'],
};

/**
 * In-memory manage-money gateway. Data is public and mutable; changes change it (so lists show
 * them); `failWith` makes one method reject like the HTTP adapter; `calls` records every change with
 * its key, so a test can count keys. The seed and each change's answer are the bank's JSON, recorded
 * in `wire` and read by the HTTP adapter's mapper (docs/api/fakes.md); the lists are then served from
 * the fields, which a spec may set.
 */
@injectable()
export class FakeManageMoney implements ManageMoneyPort {
  readonly wire = new WireAnswers();
  mandates: Mandate[] = toRegularPayments(this.wire.record('GET', ManageMoneyPaths.regularPayments('ACC-CUR-1'), regularPaymentsAnswer()));
  payeesList: Payee[] = toPayees(this.wire.record('GET', ManageMoneyPaths.beneficiaries, beneficiariesAnswer()));
  future: FuturePayment[] = toFuturePayments(this.wire.record('GET', ManageMoneyPaths.futurePayments('ACC-CUR-1'), futurePaymentsAnswer()));
  readonly calls: { method: Method; key?: string; args: unknown[] }[] = [];
  private readonly failures: Partial<Record<Method, AppError>> = {};
  /** Keys already answered: a repeat answers the first outcome and changes nothing twice. */
  private readonly seen = new Set<string>();

  failWith(method: Method, error: AppError | null): void {
    if (error) this.failures[method] = error;
    else delete this.failures[method];
  }

  /**
   * A forced failure is recorded as the bank's error envelope on the call's path (docs/api/fakes.md);
   * so are the bank's refusal of a wrong code and its 0004 to a change it holds for a code (`held`: the
   * id changed and the codes sent).
   */
  private async answer<T>(
    method: Method,
    args: unknown[],
    call: [WireAnswer['method'], string],
    value: () => T,
    key?: string,
    held?: { id: string; codes: SigningCodesToSend },
  ): Promise<T> {
    this.calls.push({ method, key, args });
    await Promise.resolve();
    const failure = this.failures[method];
    if (failure) {
      this.wire.recordFailure(call[0], call[1], failure);
      throw new AccountsFailure(failure);
    }
    const refusal = wrongCodeRefusal(held?.codes);
    if (refusal) {
      this.wire.recordFailure(call[0], call[1], refusal);
      throw new HttpFailure(refusal);
    }
    if (held && !held.codes.reauthenticationCode && heldForReauthentication[method]?.includes(held.id)) {
      const reauthenticate = { code: '0004', description: 'Re-authentication required.', status: 200 };
      this.wire.recordFailure(call[0], call[1], reauthenticate);
      throw new HttpFailure(reauthenticate);
    }
    if (key !== undefined) {
      if (this.seen.has(key)) return undefined as T;
      this.seen.add(key);
    }
    return value();
  }

  regularPayments(accountId: string): Promise<Mandate[]> {
    return this.answer('regularPayments', [accountId], ['GET', ManageMoneyPaths.regularPayments(accountId)], () => structuredClone(this.mandates.filter((m) => m.accountId === accountId)));
  }
  payees(): Promise<Payee[]> {
    return this.answer('payees', [], ['GET', ManageMoneyPaths.beneficiaries], () => structuredClone(this.payeesList));
  }
  futurePayments(accountId: string): Promise<FuturePayment[]> {
    return this.answer('futurePayments', [accountId], ['GET', ManageMoneyPaths.futurePayments(accountId)], () => structuredClone(this.future.filter((p) => p.accountId === accountId)));
  }

  amendStandingOrder(id: string, amendment: StandingOrderAmendment, key: string, codes: SigningCodesToSend): Promise<void> {
    return this.answer('amendStandingOrder', [id, amendment, codes], ['PATCH', ManageMoneyPaths.standingOrder(id)], () => {
      this.mandates = this.mandates.map((m) =>
        m.id === id
          ? { ...m, amount: amendment.amount, nextPaymentDate: amendment.nextPaymentDate, frequency: amendment.frequency, reference: amendment.reference }
          : m,
      );
      this.wire.record('PATCH', ManageMoneyPaths.standingOrder(id), changed(id, 'ACTIVE'));
    }, key, { id, codes });
  }
  transferStandingOrder(id: string, toAccountId: string, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    return this.answer('transferStandingOrder', [id, toAccountId, codes], ['POST', ManageMoneyPaths.transfer(id)], () => {
      this.mandates = this.mandates.map((m) => (m.id === id ? { ...m, accountId: toAccountId } : m));
      this.wire.record('POST', ManageMoneyPaths.transfer(id), changed(id, 'ACTIVE'));
    }, key, { id, codes });
  }
  cancelRegularPayment(mandate: Pick<Mandate, 'id' | 'type'>, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    const path = mandate.type === 'standing-order' ? ManageMoneyPaths.standingOrder(mandate.id) : ManageMoneyPaths.directDebit(mandate.id);
    return this.answer('cancelRegularPayment', [mandate, codes], ['DELETE', path], () => {
      this.mandates = this.mandates.map((m) => (m.id === mandate.id ? { ...m, status: 'cancelled', nextPaymentDate: null } : m));
      this.wire.record('DELETE', path, changed(mandate.id, 'CANCELLED'));
    }, key, { id: mandate.id, codes });
  }
  deletePayee(id: string, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    return this.answer('deletePayee', [id, codes], ['DELETE', ManageMoneyPaths.beneficiary(id)], () => {
      this.payeesList = this.payeesList.filter((p) => p.id !== id);
      this.wire.record('DELETE', ManageMoneyPaths.beneficiary(id), changed(id, 'DELETED'));
    }, key, { id, codes });
  }
  stopFuturePayment(id: string, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    return this.answer('stopFuturePayment', [id, codes], ['DELETE', ManageMoneyPaths.futurePayment(id)], () => {
      this.future = this.future.filter((p) => p.id !== id);
      this.wire.record('DELETE', ManageMoneyPaths.futurePayment(id), changed(id, 'STOPPED'));
    }, key, { id, codes });
  }
}
