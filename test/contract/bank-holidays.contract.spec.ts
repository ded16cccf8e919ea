import { describe, expect, inject, it } from 'vitest';
import { HttpBankHolidaysAdapter } from '../../src/adapters/content/http-bank-holidays.adapter';
import { LoadBankCalendar } from '../../src/core/shared/load-bank-calendar.use-case';
import { countRequests, realHttpClient, wiremockConfig } from './http-support';

const wiremockUrl = inject('wiremockUrl');

function adapter(contentPath = '/content') {
  const config = wiremockConfig(wiremockUrl, { contentBase: `${wiremockUrl}${contentPath}` });
  const { client } = realHttpClient(config, { timeoutMs: 15_000 });
  return new HttpBankHolidaysAdapter(client, config);
}

describe('bank holidays against the demo bank (content, GOV.UK shape)', () => {
  it('lists England and Wales holidays from 2025 to 2028, substitute days included', async () => {
    const holidays = await adapter().list();
    const years = new Set(holidays.map((h) => h.date.slice(0, 4)));
    expect([...years]).toEqual(['2025', '2026', '2027', '2028']);
    expect(holidays).toContainEqual({ date: '2026-12-28', title: 'Boxing Day' });
    expect(holidays).toContainEqual({ date: '2028-01-03', title: 'New Year’s Day' });
  });

  it('gives move money a calendar that pays Christmas 2027 on the Wednesday, read once', async () => {
    const path = { method: 'GET', urlPath: '/content/json/bank-holidays.json' };
    const before = await countRequests(wiremockUrl, path);
    const load = new LoadBankCalendar(adapter());
    const calendar = await load.execute();
    await load.execute();
    expect(calendar.nextWorkingDay('2027-12-25')).toBe('2027-12-29');
    expect(await countRequests(wiremockUrl, path)).toBe(before + 1);
  });

  it('falls back to weekends only when content has no file', async () => {
    const calendar = await new LoadBankCalendar(adapter('/content/missing')).execute();
    expect(calendar.knowsHolidays).toBe(false);
  });
});
