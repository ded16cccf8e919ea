import { BankCalendar } from './bank-calendar';
import type { BankHolidaysPort } from './bank-holidays.port';

/**
 * The working-day calendar for whichever area needs one (move money today; savings and lending next).
 * Bank holidays change a few times a year, so the first list read is kept for the session of the page;
 * a failed read is not kept (the next call asks again) and gives the weekends-only calendar, whose
 * `knowsHolidays` is false, so a screen can say it could not check bank holidays rather than guess.
 */
export class LoadBankCalendar {
  private loaded: Promise<BankCalendar> | null = null;

  constructor(private readonly holidays: Pick<BankHolidaysPort, 'list'>) {}

  execute(): Promise<BankCalendar> {
    this.loaded ??= this.holidays.list().then(
      (list) => new BankCalendar(list),
      () => {
        this.loaded = null;
        return BankCalendar.weekendsOnly();
      },
    );
    return this.loaded;
  }
}
