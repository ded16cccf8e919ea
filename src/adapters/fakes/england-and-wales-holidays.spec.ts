// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toBankHolidays } from '../content/bank-holidays.mapper';
import { englandAndWalesHolidays } from './england-and-wales-holidays';

const served = toBankHolidays(JSON.parse(readFileSync('wiremock/__files/content/json/bank-holidays.json', 'utf8')));

describe("England and Wales bank holidays (the fakes' rule and the demo bank's file)", () => {
  it.each([2025, 2026, 2027, 2028])('the rule gives the demo bank\'s %i, substitute days included', (year) => {
    expect(englandAndWalesHolidays(year)).toEqual(served.filter((h) => h.date.startsWith(`${year}-`)));
  });

  it('moves a weekend Christmas and Boxing Day to the Monday and Tuesday', () => {
    // 2032: Christmas is a Saturday, Boxing Day a Sunday.
    const dates = englandAndWalesHolidays(2032).map((h) => h.date);
    expect(dates).toContain('2032-12-27');
    expect(dates).toContain('2032-12-28');
    expect(dates).toHaveLength(8);
  });
});

describe('toBankHolidays (the GOV.UK shape)', () => {
  it('reads england-and-wales and drops events without a real date', () => {
    const dto = { 'england-and-wales': { division: 'england-and-wales', events: [{ title: 'A', date: '2026-12-25' }, { title: 'B', date: '2026-02-30' }, 'x'] } };
    expect(toBankHolidays(dto)).toEqual([{ date: '2026-12-25', title: 'A' }]);
  });

  it('refuses a file without the division', () => {
    expect(() => toBankHolidays({ scotland: { events: [] } })).toThrow(TypeError);
    expect(() => toBankHolidays(null)).toThrow(TypeError);
  });
});
