import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { bankToday } from '../../../core/shared/bank-day';
import { LoadRegularPayments, type AccountRegularPayments } from '../../../core/manage-money/load-manage-money.use-case';
import { findMandate, groupMandates, type Mandate, type MandateGroup } from '../../../core/manage-money/regular-payment';
import { FeatureTogglesPort } from '../../../core/session/feature-toggles.port';
import { Clock } from '../../../core/shared/clock.port';
import { Loadable } from '../../shared/manage-money/loadable';

/**
 * manage-money/regular and its detail pages: the account's standing orders and Direct Debits,
 * grouped by type and status. The standing orders toggle (moveMoneyStandingOrders) hides every
 * standing order, and so every amend, transfer and cancel of one.
 */
@injectable()
export class RegularPaymentsViewModel {
  readonly data = new Loadable<AccountRegularPayments>();

  constructor(
    @inject(LoadRegularPayments) private readonly loadRegular: LoadRegularPayments,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadRegular' | 'toggles' | 'clock'>(
      this,
      { loadRegular: false, toggles: false, clock: false, data: false },
      { autoBind: true },
    );
  }

  get standingOrdersShown(): boolean {
    return this.toggles.isEnabled('moveMoneyStandingOrders');
  }

  get today(): string {
    return bankToday(this.clock);
  }

  get groups(): MandateGroup[] {
    const value = this.data.value;
    return value ? groupMandates(value.mandates, this.standingOrdersShown) : [];
  }

  /** The mandate a detail route names, or null (no such one, or a standing order behind its toggle). */
  mandate(route: { type: string; status: string; index: string }): Mandate | null {
    const value = this.data.value;
    if (!value) return null;
    if (route.type === 'standing-order' && !this.standingOrdersShown) return null;
    return findMandate(value.mandates, route);
  }

  load(accountIndex: number): Promise<void> {
    return this.data.load(() => this.loadRegular.execute(accountIndex));
  }

  dispose(): void {
    this.data.dispose();
  }
}
