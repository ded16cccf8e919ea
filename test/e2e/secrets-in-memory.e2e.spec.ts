import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { confirmSecurityChange } from './support/security-change';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  j.page.on('dialog', (d) => void d.accept());
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/**
 * Every string the page's JavaScript can still reach: a heap snapshot (V8 collects the garbage
 * first), so a secret kept by a view model, a closure, a promise's result or a store shows, and one
 * only waiting for the collector does not. Beside it, what the page shows and keeps in storage.
 */
async function reachableText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const shown = await page.evaluate(() => {
    const all = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`).join('\n');
    const fields = Array.from(document.querySelectorAll('input')).map((i) => i.value).join('\n');
    return `${all(window.localStorage)}\n${all(window.sessionStorage)}\n${fields}\n${document.documentElement.outerHTML}`;
  });
  return `${chunks.join('')}\n${shown}`;
}

async function expectForgotten(page: Page, secrets: Record<string, string>): Promise<void> {
  const text = await reachableText(page);
  const kept = Object.entries(secrets)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
  expect(kept, 'secrets still reachable in the page').toEqual([]);
}

async function openChange(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My details' }).click();
  await h1(page, 'My details').waitFor();
  await page.getByRole('link', { name: 'Security details' }).click();
  await h1(page, 'Security details').waitFor();
  await page.getByRole('button', { name: link }).click();
  await h1(page, heading).waitFor();
}

/**
 * nothing of a secret survives the step that sent it, nor the page once left. The
 * entries are made of words no demo page holds, so any copy found is the customer's.
 */
describe('security details: secrets leave memory', { timeout: 180_000 }, () => {
  it('a refused change (wrong code) keeps no copy of the passwords it sent', async () => {
    const { page } = journey;
    const secrets = { currentPassword: 'Quarrystone8841', newPassword: 'Wolverton5173Kq' };
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your password', 'Change your password');
    await page.getByLabel('Current password').fill(secrets.currentPassword);
    await page.getByLabel('New password', { exact: true }).fill(secrets.newPassword);
    await page.getByLabel('Confirm your new password').fill(secrets.newPassword);
    await confirmSecurityChange(page, '000000');
    await page.getByText("The security code you've entered is incorrect. Please try again.").first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    await expectForgotten(page, secrets);
    expectCleanJourney(journey);
  });

  it('a refused memorable answer leaves no copy, on the page nor after it is left', async () => {
    const { page } = journey;
    const secrets = { memorableAnswer: 'Hollyhockmeadow' };
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your memorable answer', 'Change your memorable answer');
    await page.getByLabel('New memorable answer', { exact: true }).fill(secrets.memorableAnswer);
    await page.getByLabel('Confirm your new memorable answer').fill(secrets.memorableAnswer);
    await confirmSecurityChange(page, '000000');
    await page.getByText("The security code you've entered is incorrect. Please try again.").first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByLabel('New memorable answer', { exact: true }).inputValue()).toBe('');
    await expectForgotten(page, secrets);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
    await h1(page, 'Balances').waitFor();
    await expectForgotten(page, secrets);
    expectCleanJourney(journey);
  });
});
