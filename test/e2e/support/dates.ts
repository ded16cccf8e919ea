import type { Locator, Page } from 'playwright-core';

/** A GOV.UK date input (a fieldset named by its legend) on the page. */
export const dateGroup = (page: Page, legend: string): Locator => page.getByRole('group', { name: legend, exact: true });

/**
 * Types a date into the date input named `legend` as a customer does, in its Day, Month and Year
 * fields: '2026-12-01' goes in as 1, 12, 2026. Parts may be given as typed ({ month: 'Dec', ... }).
 */
export async function fillDate(page: Page, legend: string, date: string | { day: string; month: string; year: string }): Promise<void> {
  const group = dateGroup(page, legend);
  const parts = typeof date === 'string' ? partsOfIso(date) : date;
  await group.getByLabel('Day', { exact: true }).fill(parts.day);
  await group.getByLabel('Month', { exact: true }).fill(parts.month);
  await group.getByLabel('Year', { exact: true }).fill(parts.year);
}

function partsOfIso(iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}
