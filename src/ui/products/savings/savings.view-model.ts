import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { parseIsoDate, type YearMonthDay } from '../../../core/accounts/calendar-date';
import { bankToday } from '../../../core/shared/bank-day';
import type { ProductDocument, RegularSaverEligibility } from '../../../core/products/savings/savings';
import {
  LoadCashIsaOffer,
  LoadIsaStanding,
  LoadProductDocuments,
  LoadRegularSaverChoices,
  LoadRegularSaverOffer,
  type CashIsaOffer,
  type RegularSaverChoices,
} from '../../../core/products/savings/savings.use-cases';
import { Clock } from '../../../core/shared/clock.port';
import { Loadable } from '../../shared/manage-money/loadable';

/** The bank's day as a calendar date (the Clock's; whoever sets the bank's time zone sets it there). */
export function todayOf(clock: Clock): { iso: string; date: YearMonthDay } {
  // The bank's day (Europe/London), not the browser's: the tax year turns on London's 6 April.
  const iso = bankToday(clock);
  return { iso, date: parseIsoDate(iso) as YearMonthDay };
}

/**
 * The Regular Saver's frame: whether this customer may apply (and the product's terms), and what the
 * details form offers (accounts it may be paid from, countries, nationalities). Asked afresh on
 * every visit, so a customer who has just opened one is told so.
 */
@injectable()
export class RegularSaverViewModel {
  readonly offer = new Loadable<RegularSaverEligibility>();
  readonly choices = new Loadable<RegularSaverChoices>();
  /** After a lost answer, what the bank lists now: kept apart from `offer`, which decided the page once. */
  readonly listedNow = new Loadable<RegularSaverEligibility>();
  /** The summary box, terms, FSCS sheet and right to cancel, shown before the declaration. */
  readonly documents = new Loadable<ProductDocument[]>();

  constructor(
    @inject(LoadRegularSaverOffer) private readonly loadOffer: LoadRegularSaverOffer,
    @inject(LoadRegularSaverChoices) private readonly loadChoices: LoadRegularSaverChoices,
    @inject(LoadProductDocuments) private readonly loadDocuments: LoadProductDocuments,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadOffer' | 'loadChoices' | 'loadDocuments' | 'clock'>(
      this,
      { loadOffer: false, loadChoices: false, loadDocuments: false, clock: false, offer: false, choices: false, listedNow: false, documents: false },
      { autoBind: true },
    );
  }

  get today(): { iso: string; date: YearMonthDay } {
    return todayOf(this.clock);
  }

  start(): void {
    void this.offer.load(() => this.loadOffer.execute());
    void this.choices.load(() => this.loadChoices.execute());
    void this.documents.load(() => this.loadDocuments.execute('regular-saver'));
  }

  reloadDocuments(): void {
    void this.documents.load(() => this.loadDocuments.execute('regular-saver'));
  }

  /** After a lost answer: what the bank lists now (a Regular Saver held, or not yet). */
  recheck(): void {
    void this.listedNow.load(() => this.loadOffer.execute());
  }

  dispose(): void {
    this.offer.dispose();
    this.choices.dispose();
    this.listedNow.dispose();
    this.documents.dispose();
  }
}

/** The Cash ISA's frame: product information, the customer's standing this tax year, their details and accounts. */
@injectable()
export class CashIsaViewModel {
  readonly offer = new Loadable<CashIsaOffer>();
  readonly documents = new Loadable<ProductDocument[]>();

  constructor(
    @inject(LoadCashIsaOffer) private readonly loadOffer: LoadCashIsaOffer,
    @inject(LoadIsaStanding) private readonly loadStanding: LoadIsaStanding,
    @inject(LoadProductDocuments) private readonly loadDocuments: LoadProductDocuments,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadOffer' | 'loadStanding' | 'loadDocuments' | 'clock'>(
      this,
      // today is read afresh on every render, never cached: the Clock is no observable, and a cached day
      // would keep a journey on the old tax year after midnight on 5 April.
      { loadOffer: false, loadStanding: false, loadDocuments: false, clock: false, offer: false, documents: false, today: false },
      { autoBind: true },
    );
  }

  get today(): { iso: string; date: YearMonthDay } {
    return todayOf(this.clock);
  }

  start(): void {
    void this.offer.load(() => this.loadOffer.execute());
    void this.documents.load(() => this.loadDocuments.execute('cash-isa'));
  }

  reloadDocuments(): void {
    void this.documents.load(() => this.loadDocuments.execute('cash-isa'));
  }

  /** After a lost answer: what the bank lists as paid in this tax year now (null if it cannot say). */
  async paidInNow(): Promise<number | null> {
    const result = await this.loadStanding.execute();
    return result.ok ? result.value.paidInThisTaxYear : null;
  }

  dispose(): void {
    this.offer.dispose();
    this.documents.dispose();
  }
}
