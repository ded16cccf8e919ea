/**
 * The part of the accounts area fetched a step ahead of the rest (areas.ts `loadAhead`; issue 33, goal 4):
 * the bank's calendar that Balances and the area's pages show dates with (core/shared/bank-day,
 * calendar-date, date-entry; no luxon since issue 33: luxon loads with the pages that count days,
 * calendar-spans.ts). A module of its own, so the calendar's shared chunks are only imported here, never
 * made entries of their own (a dynamic import of bank-day itself split the bundler's runtime out of the
 * log-on page's entry into a fourth file: +200 bytes there).
 */
import { bankZone } from '../../core/shared/bank-day';
import { formatLongDate } from '../../core/accounts/calendar-date';
import { dateParts } from '../../core/dates/date-entry';

export const accountsAhead = [bankZone, formatLongDate, dateParts] as const;
