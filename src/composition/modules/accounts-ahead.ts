/**
 * The part of the accounts area fetched a step ahead of the rest (areas.ts `loadAhead`):
 * the bank's calendar that Balances and the area's pages show dates with (core/shared/bank-day,
 * calendar-date, date-entry; no luxon since luxon loads with the pages that count days,
 * calendar-spans.ts). A module of its own, so the calendar's shared chunks are only imported here, never
 * made entries of their own (a dynamic import of bank-day itself split the bundler's runtime out of the
 * log-on page's entry into a fourth file: +200 bytes there).
 *
 * With it the journey kit (the shared `journey-kit` chunk, vite.config.ts: about 6 KiB gzipped), which the
 * area's module imports (its confirmations' answers and the accounts failures it groups): without luxon the
 * calendar is 2.4 KiB, and the rest of the area 28.4 KiB left stage 2's step 1.3 KiB under its 30; with the
 * kit here the two steps carry about 24 and 23 KiB.
 */
import { bankZone } from '../../core/shared/bank-day';
import { formatLongDate } from '../../core/accounts/calendar-date';
import { dateParts } from '../../core/dates/date-entry';
import { answerOf } from '../../core/journey/confirm-answer';

export const accountsAhead = [bankZone, formatLongDate, dateParts, answerOf] as const;
