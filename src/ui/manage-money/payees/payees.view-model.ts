import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LoadPayees, type AccountPayees } from '../../../core/manage-money/load-manage-money.use-case';
import { regularPaymentsTo, type Payee } from '../../../core/manage-money/payee';
import type { Mandate } from '../../../core/manage-money/regular-payment';
import { Loadable } from '../../shared/manage-money/loadable';

/** manage-money/beneficiaries and a payee's page: the payees, and which have regular payments. */
@injectable()
export class PayeesViewModel {
  readonly data = new Loadable<AccountPayees>();

  constructor(@inject(LoadPayees) private readonly loadPayees: LoadPayees) {
    makeAutoObservable<this, 'loadPayees'>(this, { loadPayees: false, data: false }, { autoBind: true });
  }

  get payees(): Payee[] {
    return this.data.value?.payees ?? [];
  }

  payee(index: string): Payee | null {
    return /^\d{1,4}$/.test(index) ? (this.payees[Number(index)] ?? null) : null;
  }

  get regularPaymentsUnknown(): boolean {
    return this.data.value?.regularPaymentsUnknown ?? false;
  }

  regularPaymentsOf(payee: Payee): Mandate[] {
    return regularPaymentsTo(payee, this.data.value?.mandates ?? []);
  }

  load(accountIndex: number): Promise<void> {
    return this.data.load(() => this.loadPayees.execute(accountIndex));
  }

  dispose(): void {
    this.data.dispose();
  }
}
