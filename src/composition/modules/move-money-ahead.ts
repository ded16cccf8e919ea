/**
 * The part of the move-money area fetched a step ahead of it (areas.ts `loadAhead`):
 * the calendar's day counts (core/shared/calendar-spans with luxon, about 21 KiB gzipped), which move
 * money's working days and dates, and manage money's change rules, import. The account's layout asks for
 * it when the browser is idle, so the step into move money does not fetch it beside its own code.
 * A module of its own, as accounts-ahead.ts, so the shared chunk is only imported here.
 */
import { plusDays } from '../../core/shared/calendar-spans';

export const moveMoneyAhead = [plusDays] as const;
