import { injectable } from 'inversify';
import type { BankHoliday } from '../../core/shared/bank-calendar';
import type { BankHolidaysPort } from '../../core/shared/bank-holidays.port';
import { bankHolidaysDivision, toBankHolidays } from '../content/bank-holidays.mapper';
import { bankHolidaysPath } from '../content/http-bank-holidays.adapter';
import { englandAndWalesHolidays } from './england-and-wales-holidays';
import { WireAnswers, type WireSchemas } from './wire-answers';

/**
 * The fakes' bank holidays: the rule's, for the years around the fake clock's 2026 and far beyond,
 * as content sends them (GOV.UK's shape, typed by openapi/bank.yaml), recorded in `wire` and read by
 * the HTTP adapter's mapper; a forced failure is recorded as the error envelope it stands for.
 */
@injectable()
export class FakeBankHolidays implements BankHolidaysPort {
  readonly wire = new WireAnswers();
  /** A test may make the next reads fail. */
  failing = false;

  list(): Promise<BankHoliday[]> {
    const path = `/${bankHolidaysPath}`;
    if (this.failing) {
      this.wire.recordFailure('GET', path, { code: 'FD001T', description: 'bank holidays unavailable' }, { base: 'content' });
      return Promise.reject(new Error('bank holidays unavailable'));
    }
    const years = Array.from({ length: 12 }, (_, i) => 2024 + i);
    const answer: WireSchemas['GetContentJsonBankHolidaysJsonAnswer'] = {
      [bankHolidaysDivision]: {
        division: bankHolidaysDivision,
        events: years.flatMap(englandAndWalesHolidays).map(({ date, title }) => ({ title, date, notes: '', bunting: true })),
      },
    };
    return Promise.resolve(toBankHolidays(this.wire.record('GET', path, answer, { base: 'content' })));
  }
}
