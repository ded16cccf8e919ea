import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, waitUntilSettled, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { cspReportsIn, removeCspReports } from './support/wiremock-journal';
import { getTrusting } from '../../scripts/local-tls.mjs';
import { demoBankTarget } from './support/demo-bank-target';

/**
 * the preview sends the production CSP with Trusted Types enforced
 * (require-trusted-types-for 'script'; trusted-types dompurify pdfjs-worker). Every journey already
 * fails on any violation (support/browser.ts) and every run on any report the demo bank received
 * (test/setup/e2e.global-setup.ts); this file walks the places that touch a sink on purpose.
 */
let journey: JourneyPage;
// Chromium proper: the headless shell the other files use does not deliver the Reporting API's
// reports, and the second test follows one to the demo bank (support/browser.ts).
journeyPerTest((j) => {
  journey = j;
}, 'chromium');

/** Each area's first page, from the route table (src/composition/areas.ts), in its order. */
function firstPagesOfAreas(): { area: string; path: string }[] {
  const table = readFileSync(resolve(import.meta.dirname, '../../src/composition/areas.ts'), 'utf8');
  return [...table.matchAll(/name: '([\w-]+)',\s*paths: \[\s*'([^']+)'/g)].map((m) => ({ area: m[1] ?? '', path: `/${(m[2] ?? '').replace(':accountIndex', '0')}` }));
}

/** Pages that end or leave the session go last, so the walk stays logged on until then. */
const leavesSession = (area: string) => ['log-off-and-errors', 'log-on-stages', 'identity-flows', 'activation'].includes(area);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('Trusted Types enforced', () => {
  it('are in the policy the app is served with, over https, with both ways of reporting', async () => {
    const baseUrl = demoBankTarget().baseUrl;
    expect(baseUrl).toMatch(/^https:/);
    const { headers } = await getTrusting(baseUrl, demoBankTarget().previewCa ?? '');
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types dompurify pdfjs-worker inert-html');
    expect(csp).toContain('report-to csp-endpoint; report-uri /gateway/csp-reports');
    expect(headers['reporting-endpoints']).toBe('csp-endpoint="/gateway/csp-reports"');
  });

  it("opens every area's first page, a sanitised message, a PDF in My documents and a hub's popout with no violation and no script error", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await heading(page, 'Balances').waitFor();

    const areas = firstPagesOfAreas();
    expect(areas.length).toBeGreaterThanOrEqual(15);
    const ordered = [...areas.filter((a) => !leavesSession(a.area)), ...areas.filter((a) => leavesSession(a.area))];
    for (const { area, path } of ordered) {
      await page.goto(`/#${path}`);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await waitUntilSettled(page, 30_000);
      expect(journey.cspViolations, `CSP violations on ${area}'s first page ${path}`).toEqual([]);
      expect(journey.pageErrors, `script errors on ${area}'s first page ${path}`).toEqual([]);
    }

    // Back in, for the places that put HTML or a worker into the page.
    await page.goto('/');
    await logOnAs(page, 'demo.hardkey');
    await heading(page, 'Balances').waitFor();

    // A message with markup: shown as text, nothing parsed as HTML.
    await sidebar(page).getByRole('link', { name: /^Inbox/ }).click();
    await waitForRoute(page, '/inbox/received');
    await page.getByRole('list', { name: 'Received messages' }).getByRole('link', { name: /About <b>your<\/b> payment/ }).click();
    await heading(page, 'About <b>your</b> payment').waitFor();
    expect(await page.locator('.message-text').first().textContent()).toContain('<script>alert("not run")</script>');

    // A hub's popout: content rich text through DOMPurify's policy into innerHTML.
    await sidebar(page).getByRole('link', { name: 'Travel hub' }).click();
    await page.getByRole('link', { name: 'Using your card abroad' }).click();
    await heading(page, 'Using your card abroad').waitFor();
    await page.getByRole('button', { name: /^See all card fees abroad/ }).click();
    const dialog = page.getByRole('dialog', { name: 'See all card fees abroad' });
    await dialog.getByText('Paying in pounds abroad: no fee from us.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A PDF in My documents, drawn by pdf.js with its worker made through the 'pdfjs-worker' policy.
    await sidebar(page).getByRole('link', { name: 'My documents' }).click();
    await heading(page, 'My documents').waitFor();
    await page.getByRole('link', { name: /Letter: changes to your terms and conditions/ }).click();
    await heading(page, 'Letter: changes to your terms and conditions').waitFor();
    await page.locator('.pdf-view[data-pages="1"] canvas').waitFor({ timeout: 60_000 });
    // In a worker, not pdf.js's fallback on the main thread.
    expect(page.workers().map((w) => w.url()).some((url) => /pdf\.worker\.min-[\w-]+\.mjs$/.test(url))).toBe(true);

    await waitUntilSettled(page, 30_000);
    expectCleanJourney(journey);
  });

  it('refuse a string put into innerHTML, and the report reaches the demo bank', async () => {
    const { page } = journey;
    await page.goto('/#/not-found');
    await heading(page, 'Page not found').waitFor();
    const outcome = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>not trusted</b>';
        return 'allowed';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    });
    expect(outcome).toBe('refused');
    await expect.poll(() => journey.cspViolations.join('\n'), { timeout: 10_000 }).toContain('require-trusted-types-for');
    // The browser's report, through the Reporting API (report-to: Chromium, from a secure origin over
    // https, sends it instead of report-uri's) and the preview's proxy to the demo bank's stub.
    await expect
      .poll(async () => (await cspReportsIn()).filter((body) => body.includes('require-trusted-types-for')), { timeout: 60_000, interval: 250 })
      .not.toEqual([]);
    const [report] = (await cspReportsIn()).filter((body) => body.includes('require-trusted-types-for'));
    expect(JSON.parse(report ?? '[]')).toEqual([expect.objectContaining({ type: 'csp-violation', body: expect.objectContaining({ effectiveDirective: 'require-trusted-types-for' }) })]);
    // This test's own report only: the run's final check (no report at all) stays meaningful.
    await removeCspReports();
    journey.cspViolations.length = 0;
    expectCleanJourney(journey);
  });
});
