import { describe, expect, it } from 'vitest';
import { buildContainerWithAreas } from '../../composition/container';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeBankHolidays } from '../../adapters/fakes/fake-bank-holidays.adapter';
import { LoadAccounts } from '../../core/accounts/load-accounts.use-case';
import { logOnWithContent } from '../accounts/testing/accounts-fixture';
import { TransactionsViewModel } from '../accounts/transactions/transactions.view-model';
import { MoveMoneyJourney } from './move-money-journey.store';

/**
 * The bank's day in the screens' state. Part of the TZ loop
 * (vitest.time-zones.config.ts, `npm run test:tz`): the answers may not move with the machine's zone.
 */
const newYorkEvening = Date.parse('2026-11-23T20:00:00-05:00');

async function standingOrder(now = newYorkEvening, holidaysFail = false) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  container.get(FakeClock).set(now);
  await logOnWithContent(container);
  await container.get(LoadAccounts).execute();
  container.get(FakeBankHolidays).failing = holidaysFail;
  const journey = container.get(MoveMoneyJourney);
  journey.init('standing-order-person', 0, {});
  await journey.load();
  return { container, journey };
}

describe("the bank's day in move money and the transactions", () => {
  it("a customer in New York at 20:00 on 23 November is on the bank's 24th: a standing order starts on the 25th at the earliest", async () => {
    const { journey } = await standingOrder();
    expect(journey.today).toBe('2026-11-24');
    expect(journey.earliestFirstPaymentDate).toBe('2026-11-25');
    journey.setValue('firstPaymentDate', '2026-11-24');
    expect(journey.error('firstPaymentDate')).toBe('A standing order cannot start today. Enter tomorrow or a later date.');
    journey.setValue('firstPaymentDate', '2026-11-23');
    expect(journey.error('firstPaymentDate')).toBe('The date cannot be in the past. Enter today or a later date.');
    journey.setValue('firstPaymentDate', '2026-11-25');
    expect(journey.error('firstPaymentDate')).toBeNull();
  });

  it("'Today' in the transactions is the bank's today", async () => {
    const { container } = await standingOrder();
    expect(container.get(TransactionsViewModel).today).toBe('2026-11-24');
  });

  it('knows the bank holidays from content, beyond 2027', async () => {
    const { journey } = await standingOrder();
    expect(journey.bank.calendar.knowsHolidays).toBe(true);
    expect(journey.bank.calendar.nextWorkingDay('2026-12-25')).toBe('2026-12-29');
    expect(journey.bank.calendar.nextWorkingDay('2028-12-25')).toBe('2028-12-27');
    expect(journey.bank.calendar.nextWorkingDay('2031-04-11')).toBe('2031-04-15');
  });

  it('still opens when the holidays cannot be read, knowing weekends only', async () => {
    const { journey } = await standingOrder(newYorkEvening, true);
    expect(journey.bank.loadError).toBeNull();
    expect(journey.bank.calendar.knowsHolidays).toBe(false);
    expect(journey.bank.calendar.nextWorkingDay('2026-11-28')).toBe('2026-11-30');
  });
});
