import { injectable } from 'inversify';
import type { BankHoliday } from '../../core/shared/bank-calendar';
import type { BankHolidaysPort } from '../../core/shared/bank-holidays.port';
import { englandAndWalesHolidays } from './england-and-wales-holidays';

/** The fakes' bank holidays: the rule's, for the years around the fake clock's 2026 and far beyond. */
@injectable()
export class FakeBankHolidays implements BankHolidaysPort {
  /** A test may make the next reads fail. */
  failing = false;

  list(): Promise<BankHoliday[]> {
    if (this.failing) return Promise.reject(new Error('bank holidays unavailable'));
    const years = Array.from({ length: 12 }, (_, i) => 2024 + i);
    return Promise.resolve(years.flatMap(englandAndWalesHolidays));
  }
}
