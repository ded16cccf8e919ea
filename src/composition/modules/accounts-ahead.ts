/**
 * The part of the accounts area fetched a step ahead of the rest (areas.ts `loadAhead`; issue 33, goal 4):
 * the bank's calendar (core/shared/bank-day with luxon, about 21.6 KiB gzipped of the area's 51, and the
 * calendar modules Balances uses over it). A module of its own, so the calendar's shared chunks are only
 * imported here, never made entries of their own (a dynamic import of bank-day itself split the bundler's
 * runtime out of the log-on page's entry into a fourth file: +200 bytes there).
 */
import { bankZone } from '../../core/shared/bank-day';
import { formatLongDate } from '../../core/accounts/calendar-date';
import { dateParts } from '../../core/dates/date-entry';

export const accountsAhead = [bankZone, formatLongDate, dateParts] as const;
