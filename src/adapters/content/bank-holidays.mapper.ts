import type { BankHoliday } from '../../core/shared/bank-calendar';
import { calendarDateOf } from '../../core/shared/bank-day';
import { fieldsOf, type ItemOf, type Schemas } from '../http/wire-types';

type BankHolidaysDto = Schemas['GetContentJsonBankHolidaysJsonAnswer'];
type DivisionDto = BankHolidaysDto[typeof bankHolidaysDivision];
type EventDto = ItemOf<DivisionDto['events']>;

/** The division whose holidays the bank keeps (GOV.UK's feed also has scotland, northern-ireland). */
export const bankHolidaysDivision = 'england-and-wales';

/**
 * GOV.UK's bank-holidays.json shape: `{ "england-and-wales": { division, events: [{ title, date,
 * notes, bunting }] } }`. The wrong shape at the top throws; an event without a real date is dropped.
 */
export function toBankHolidays(dto: unknown): BankHoliday[] {
  // Each level read by the document's field names (a misspelt one does not compile), then checked.
  const events = fieldsOf<DivisionDto>(fieldsOf<BankHolidaysDto>(dto)?.[bankHolidaysDivision])?.events;
  if (!Array.isArray(events)) throw new TypeError(`bank holidays: no ${bankHolidaysDivision} events`);
  return events.flatMap((item: unknown) => {
    const e = fieldsOf<EventDto>(item);
    return e && typeof e.date === 'string' && calendarDateOf(e.date) && typeof e.title === 'string' ? [{ date: e.date, title: e.title }] : [];
  });
}
