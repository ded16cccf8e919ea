import type { BankHoliday } from '../../core/shared/bank-calendar';
import { calendarDateOf } from '../../core/shared/bank-day';

/** The division whose holidays the bank keeps (GOV.UK's feed also has scotland, northern-ireland). */
export const bankHolidaysDivision = 'england-and-wales';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * GOV.UK's bank-holidays.json shape: `{ "england-and-wales": { division, events: [{ title, date,
 * notes, bunting }] } }`. The wrong shape at the top throws; an event without a real date is dropped.
 */
export function toBankHolidays(dto: unknown): BankHoliday[] {
  const division = isRecord(dto) ? dto[bankHolidaysDivision] : undefined;
  const events = isRecord(division) ? division.events : undefined;
  if (!Array.isArray(events)) throw new TypeError(`bank holidays: no ${bankHolidaysDivision} events`);
  return events.flatMap((e: unknown) =>
    isRecord(e) && typeof e.date === 'string' && calendarDateOf(e.date) && typeof e.title === 'string' ? [{ date: e.date, title: e.title }] : [],
  );
}
