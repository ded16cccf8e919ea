import { weekdayOf } from './bank-day';
import { plusDays } from './calendar-spans';

/** One bank holiday of England and Wales, from the bank's content (BankHolidaysPort). */
export interface BankHoliday {
  /** 'YYYY-MM-DD' */
  date: string;
  title: string;
}

/**
 * Working days: Monday to Friday except England and Wales bank holidays. The
 * holidays come from content through BankHolidaysPort, never from a list in code that runs out; a
 * calendar built without them (`weekendsOnly`) knows weekends only and says so in `knowsHolidays`.
 */
export class BankCalendar {
  private readonly holidays: ReadonlyMap<string, string>;

  constructor(holidays: readonly BankHoliday[]) {
    this.holidays = new Map(holidays.map((h) => [h.date, h.title]));
  }

  static weekendsOnly(): BankCalendar {
    return new BankCalendar([]);
  }

  get knowsHolidays(): boolean {
    return this.holidays.size > 0;
  }

  /** The holiday's name ('Christmas Day'), or null on any other day. */
  holidayOn(iso: string): string | null {
    return this.holidays.get(iso) ?? null;
  }

  isWorkingDay(iso: string): boolean {
    return weekdayOf(iso) <= 5 && !this.holidays.has(iso);
  }

  /** The day itself when it is a working day, else the next one: when money due on `iso` moves. */
  nextWorkingDay(iso: string): string {
    let day = iso;
    while (!this.isWorkingDay(day)) day = plusDays(day, 1);
    return day;
  }

  /** `n` working days after `iso` (n >= 0; 0 is nextWorkingDay(iso)). */
  addWorkingDays(iso: string, n: number): string {
    let day = this.nextWorkingDay(iso);
    for (let i = 0; i < n; i += 1) day = this.nextWorkingDay(plusDays(day, 1));
    return day;
  }

  /**
   * The earliest first date a new standing order may carry (docs/api/move-money.md): any calendar
   * day from the bank's tomorrow; a day that is not a working day is paid on the next one
   * (`nextWorkingDay`), and the review says so.
   */
  earliestStandingOrderDate(today: string): string {
    return plusDays(today, 1);
  }
}
