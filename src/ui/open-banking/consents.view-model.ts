import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { bankToday } from '../../core/shared/bank-day';
import type { Consent, ConsentKind } from '../../core/open-banking/consent';
import { statusOf, type ConsentStatus } from '../../core/open-banking/consent-status';
import { dashboardSections, type ConsentSort, type DashboardSection } from '../../core/open-banking/dashboard';
import { LoadConsents, type ConsentsSnapshot } from '../../core/open-banking/load-consents.use-case';
import { Clock } from '../../core/shared/clock.port';
import { Loadable } from '../shared/manage-money/loadable';

/**
 * The dashboard, a section, and a consent's page: every consent the bank lists now (all pages),
 * the customer's search and sort, and the status of each consent as core decides it.
 */
@injectable()
export class ConsentsViewModel {
  readonly data = new Loadable<ConsentsSnapshot>();
  query = '';
  /** Our choice where the issue is silent: A to Z by provider, the way a customer looks one up. */
  sort: ConsentSort = 'name';

  constructor(
    @inject(LoadConsents) private readonly loadConsents: LoadConsents,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadConsents' | 'clock'>(this, { loadConsents: false, clock: false, data: false }, { autoBind: true });
  }

  get today(): string {
    return bankToday(this.clock);
  }

  get consents(): Consent[] {
    return this.data.value?.consents ?? [];
  }

  get leftOutCount(): number {
    return this.data.value?.leftOut.length ?? 0;
  }

  get incomplete(): boolean {
    return this.data.value?.incomplete ?? false;
  }

  sections(kinds?: readonly ConsentKind[]): DashboardSection[] {
    return dashboardSections(this.consents, this.today, { query: this.query, sort: this.sort, kinds });
  }

  consent(kind: ConsentKind, id: string): Consent | null {
    return this.consents.find((c) => c.id === id && c.kind === kind) ?? null;
  }

  statusOf(consent: Consent): ConsentStatus {
    return statusOf(consent, this.today);
  }

  setQuery(query: string): void {
    this.query = query;
  }

  setSort(sort: ConsentSort): void {
    this.sort = sort;
  }

  load(options: { quiet?: boolean } = {}): Promise<void> {
    return this.data.load(() => this.loadConsents.execute(), options);
  }

  dispose(): void {
    this.data.dispose();
  }
}
