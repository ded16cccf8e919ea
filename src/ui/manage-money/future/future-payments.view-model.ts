import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { bankToday } from '../../../core/shared/bank-day';
import type { FuturePayment } from '../../../core/manage-money/future-payment';
import { LoadFuturePayments, type AccountFuturePayments } from '../../../core/manage-money/load-manage-money.use-case';
import { Clock } from '../../../core/shared/clock.port';
import { Loadable } from '../../shared/manage-money/loadable';

/** manage-money/future-payments and a payment's page: one-off payments set for a later date, soonest first. */
@injectable()
export class FuturePaymentsViewModel {
  readonly data = new Loadable<AccountFuturePayments>();

  constructor(
    @inject(LoadFuturePayments) private readonly loadFuture: LoadFuturePayments,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadFuture' | 'clock'>(this, { loadFuture: false, clock: false, data: false }, { autoBind: true });
  }

  get today(): string {
    return bankToday(this.clock);
  }

  get payments(): FuturePayment[] {
    return this.data.value?.payments ?? [];
  }

  payment(index: string): FuturePayment | null {
    return /^\d{1,4}$/.test(index) ? (this.payments[Number(index)] ?? null) : null;
  }

  load(accountIndex: number): Promise<void> {
    return this.data.load(() => this.loadFuture.execute(accountIndex));
  }

  dispose(): void {
    this.data.dispose();
  }
}
