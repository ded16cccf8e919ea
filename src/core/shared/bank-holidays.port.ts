import type { BankHoliday } from './bank-calendar';

/**
 * England and Wales bank holidays, from the bank's content (a file shaped like GOV.UK's
 * bank-holidays.json). Content, not code: a one-off holiday (a coronation, a state funeral) is a
 * content change, and the list never runs out in some year nobody remembered.
 */
export const BankHolidaysPort = Symbol('BankHolidaysPort');
export interface BankHolidaysPort {
  list(): Promise<BankHoliday[]>;
}
