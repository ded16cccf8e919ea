import { describe, expect, it } from 'vitest';
import { ageOn, isaAllowanceFor, taxYearOf, taxYearStarting } from './tax-year.rules';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('taxYearOf: 6 April to 5 April', () => {
  it.each([
    [d(2026, 4, 5), '2025/26', '2025-04-06', '2026-04-05'],
    [d(2026, 4, 6), '2026/27', '2026-04-06', '2027-04-05'],
    [d(2026, 11, 25), '2026/27', '2026-04-06', '2027-04-05'],
    [d(2026, 11, 5), '2026/27', '2026-04-06', '2027-04-05'],
    [d(2027, 1, 1), '2026/27', '2026-04-06', '2027-04-05'],
    [d(2027, 4, 5), '2026/27', '2026-04-06', '2027-04-05'],
    [d(2027, 4, 6), '2027/28', '2027-04-06', '2028-04-05'],
    [d(2099, 3, 31), '2098/99', '2098-04-06', '2099-04-05'],
    [d(2100, 4, 6), '2100/01', '2100-04-06', '2101-04-05'],
  ])('%o is in %s', (date, label, starts, ends) => {
    expect(taxYearOf(date)).toEqual({ startYear: Number(starts.slice(0, 4)), label, starts, ends });
  });
});

describe('isaAllowanceFor: a rule of the tax year', () => {
  it('2026/27: £20,000 overall, all of it may be cash', () => {
    const a = isaAllowanceFor(taxYearStarting(2026));
    expect(a?.overall).toBe(2_000_000);
    expect(a?.cashLimit(30)).toBe(2_000_000);
    expect(a?.cashLimit(70)).toBe(2_000_000);
  });
  it('from 2027/28 the cash limit depends on age: £12,000 under 65, £20,000 from 65', () => {
    const a = isaAllowanceFor(taxYearStarting(2027));
    expect(a?.overall).toBe(2_000_000);
    expect(a?.cashLimit(64)).toBe(1_200_000);
    expect(a?.cashLimit(65)).toBe(2_000_000);
    expect(isaAllowanceFor(taxYearStarting(2030))?.cashLimit(18)).toBe(1_200_000);
  });
  it('a year before the table has no allowance', () => {
    expect(isaAllowanceFor(taxYearStarting(2016))).toBeNull();
  });
});

describe('ageOn', () => {
  it.each([
    [d(2008, 11, 25), d(2026, 11, 25), 18],
    [d(2008, 11, 26), d(2026, 11, 25), 17],
    [d(2008, 12, 1), d(2026, 11, 30), 17],
    [d(2008, 2, 29), d(2026, 2, 28), 17],
    [d(2008, 2, 29), d(2026, 3, 1), 18],
    [d(1961, 4, 6), d(2027, 4, 6), 66],
  ])('born %o, on %o: %i', (born, day, age) => {
    expect(ageOn(born, day)).toBe(age);
  });
});
