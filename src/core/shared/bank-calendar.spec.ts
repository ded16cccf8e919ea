// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BankCalendar } from './bank-calendar';
import { LoadBankCalendar } from './load-bank-calendar.use-case';

const holidays = [
  { date: '2026-12-25', title: 'Christmas Day' },
  { date: '2026-12-28', title: 'Boxing Day' },
  { date: '2027-01-01', title: 'New Year’s Day' },
  { date: '2028-01-03', title: 'New Year’s Day' },
];

describe('BankCalendar (working days over content\'s bank holidays)', () => {
  const calendar = new BankCalendar(holidays);

  it('a weekday that is no holiday is a working day', () => {
    expect(calendar.isWorkingDay('2026-11-24')).toBe(true);
    expect(calendar.isWorkingDay('2026-11-28')).toBe(false);
    expect(calendar.isWorkingDay('2026-12-25')).toBe(false);
    expect(calendar.holidayOn('2026-12-28')).toBe('Boxing Day');
  });

  it('pays a weekend or holiday on the next working day, across the year end and beyond 2027', () => {
    expect(calendar.nextWorkingDay('2026-11-24')).toBe('2026-11-24');
    expect(calendar.nextWorkingDay('2026-11-28')).toBe('2026-11-30');
    expect(calendar.nextWorkingDay('2026-12-25')).toBe('2026-12-29');
    expect(calendar.nextWorkingDay('2026-12-31')).toBe('2026-12-31');
    expect(calendar.nextWorkingDay('2027-01-01')).toBe('2027-01-04');
    expect(calendar.nextWorkingDay('2028-01-01')).toBe('2028-01-04');
  });

  it('adds working days', () => {
    expect(calendar.addWorkingDays('2026-12-24', 0)).toBe('2026-12-24');
    expect(calendar.addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(calendar.addWorkingDays('2026-12-24', 3)).toBe('2026-12-31');
    expect(calendar.addWorkingDays('2026-12-24', 4)).toBe('2027-01-04');
  });

  it("a standing order may start on the bank's tomorrow", () => {
    expect(calendar.earliestStandingOrderDate('2026-11-24')).toBe('2026-11-25');
    expect(calendar.earliestStandingOrderDate('2026-12-31')).toBe('2027-01-01');
  });

  it('without holidays knows weekends only, and says so', () => {
    const bare = BankCalendar.weekendsOnly();
    expect(bare.knowsHolidays).toBe(false);
    expect(calendar.knowsHolidays).toBe(true);
    expect(bare.nextWorkingDay('2026-12-25')).toBe('2026-12-25');
  });
});

describe('LoadBankCalendar', () => {
  it('reads the holidays once and keeps them', async () => {
    let reads = 0;
    const load = new LoadBankCalendar({ list: () => (reads++, Promise.resolve(holidays)) });
    const [a, b] = await Promise.all([load.execute(), load.execute()]);
    expect(await load.execute()).toBe(a);
    expect(b).toBe(a);
    expect(reads).toBe(1);
    expect(a.nextWorkingDay('2026-12-25')).toBe('2026-12-29');
  });

  it('gives the weekends-only calendar on a failed read, and asks again next time', async () => {
    let reads = 0;
    const load = new LoadBankCalendar({
      list: () => (reads++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve(holidays)),
    });
    expect((await load.execute()).knowsHolidays).toBe(false);
    expect((await load.execute()).knowsHolidays).toBe(true);
    expect(reads).toBe(2);
  });
});
