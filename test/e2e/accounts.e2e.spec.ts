import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { startLoggedOn } from './support/logged-on';
import { logOnAs, waitForRoute } from './support/log-on';
import { fillDate } from './support/dates';

let journey: JourneyPage;
const files = journeyPerTest((j) => {
  journey = j;
});

/**
 * Tests that change nothing the bank keeps start from the file's kept logged-on page (one log-on
 * through the pages for all of them; support/logged-on.ts); the others log on afresh.
 */
async function loggedOn(username: string, options?: { viewport: { width: number; height: number } }): Promise<JourneyPage> {
  journey = await startLoggedOn(files.browser(), username, '/summary', options);
  return journey;
}

const accountCard = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Your accounts' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function expectCard(page: Page, name: string, texts: string[]): Promise<void> {
  const card = accountCard(page, name);
  for (const text of texts) {
    expect(await card.getByText(text, { exact: true }).count(), `${name}: ${text}`).toBeGreaterThan(0);
  }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search transactions' });
const status = (page: Page) => page.locator('.results-status');

async function applyDates(page: Page, from: string, to: string): Promise<void> {
  await fillDate(page, 'From', from);
  await fillDate(page, 'To', to);
  await page.getByRole('button', { name: 'Apply dates' }).click();
}

async function downloadAs(page: Page, format: 'CSV' | 'OFX' | 'QIF'): Promise<{ name: string; text: string }> {
  await page.getByLabel(format, { exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe('accounts', () => {
  it('shows demo.hardkey every account, then the current account searched and filtered by dates', async () => {
    const { page } = await loggedOn('demo.hardkey');
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor();
    await accountCard(page, 'Share Dealing Account').waitFor();

    await expectCard(page, 'Current Account', ['Current', 'Standard Current', '40-12-76', '£1,842.15', '£16,842.15', '£15,000.00']);
    await expectCard(page, 'Credit Card', ['Credit Card', '**** **** **** 5678', '−£682.45', '£5,000.00']);
    await expectCard(page, 'Bonus Saver', ['Savings', 'Bonus', '£12,500.00']);
    await expectCard(page, 'Fixed Rate Saver 1 Year', ['Savings', 'Fixed', '£20,000.00']);
    await expectCard(page, 'Cash ISA', ['Savings', 'ISA', '£15,234.77']);
    await expectCard(page, '90 Day Notice Saver', ['Savings', 'Notice', '£8,300.12']);
    await expectCard(page, 'Regular Saver', ['Savings', 'Regular', '£2,400.00']);
    await expectCard(page, 'Instant Access Saver', ['Savings', 'Standard Savings', '£3,125.44']);
    await expectCard(page, 'Personal Loan', ['Loan', 'Personal Loan', '−£6,123.88']);
    await expectCard(page, 'Mortgage', ['Mortgage', 'Standard Mortgage', '−£187,640.12']);
    await expectCard(page, 'Share Dealing Account', ['Investments', 'Sharedealing']);
    expect(await page.getByText('4921000012345678').count()).toBe(0);
    expect(await accountCard(page, 'Credit Card').locator('.amount--negative').count()).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Upcoming transactions' }).getByText('OCTOPUS ENERGY').waitFor();
    await page.getByRole('region', { name: 'Pending card authorisations' }).getByText('TESCO STORES 2041').waitFor();
    await page.getByText(/^Last logged on /).waitFor();
    await expectNoAxeViolations(page, 'Balances home');

    // The current account, listed first.
    await page.getByRole('link', { name: 'Current Account', exact: true }).click();
    await waitForRoute(page, '/summary/0/transactions');
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await status(page).getByText(/^Showing [\d,]+ transactions$/).waitFor();
    await page.getByRole('table', { name: 'Transactions' }).getByText('Today').first().waitFor();
    await expectNoAxeViolations(page, 'transactions');

    await searchBox(page).fill('pret a manger');
    await status(page).getByText(/^\d+ transactions? found$/).waitFor();
    expect(await page.getByRole('table', { name: 'Transactions' }).getByText('PRET A MANGER').count()).toBeGreaterThan(0);
    await searchBox(page).fill('no shop has this name');
    await status(page).getByText('No search results found.').waitFor();
    await expectNoAxeViolations(page, 'transactions, no search results');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await status(page).getByText(/^Showing [\d,]+ transactions$/).waitFor();

    await applyDates(page, '2026-02-10', '2026-01-10');
    const summary = page.getByRole('alert');
    await summary.getByRole('link', { name: 'Start date must be before end date.' }).waitFor();
    await summary.getByRole('link', { name: 'End date must be after start date.' }).waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    await expectNoAxeViolations(page, 'transactions, start after end');
    await applyDates(page, '2020-01-01', '2026-01-10');
    await summary.getByRole('link', { name: 'Please select a shorter date range.' }).waitFor();
    await expectNoAxeViolations(page, 'transactions, range too long');
    const today = new Date();
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
    await applyDates(page, iso(monthAgo), iso(today));
    await status(page).getByText(/^[\d,]+ transactions? found$/).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page, 'transactions, filtered by dates');
    expectCleanJourney(journey);
  });

  it('downloads the current account as CSV, OFX and QIF and opens a statement PDF', async () => {
    const { page } = await loggedOn('demo.hardkey');
    await page.getByRole('link', { name: 'Current Account', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    const today = new Date();
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());

    // Downloads: each format's file, named for the account and the range.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Download transactions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Download transactions' }).waitFor();
    await expectNoAxeViolations(page, 'download');
    await fillDate(page, 'From', '2026-03-01');
    await fillDate(page, 'To', '2026-02-01');
    await page.getByLabel('CSV', { exact: true }).check();
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Start date must be before end date.' }).waitFor();
    await expectNoAxeViolations(page, 'download, range errors');
    await fillDate(page, 'From', iso(monthAgo));
    await fillDate(page, 'To', iso(today));
    const range = `${iso(monthAgo)}-to-${iso(today)}`;

    const csv = await downloadAs(page, 'CSV');
    expect(csv.name).toBe(`current-account-4567-${range}.csv`);
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Date,Description,Type,Amount (GBP),Balance (GBP)');
    expect(csv.text).toMatch(/\d{2}\/\d{2}\/\d{4},[^,]+,[^,]+,-?\d+\.\d{2},/);
    await page.getByRole('status').getByText(`Your file ${csv.name} has been downloaded.`).waitFor();

    const ofx = await downloadAs(page, 'OFX');
    expect(ofx.name).toBe(`current-account-4567-${range}.ofx`);
    expect(ofx.text.startsWith('OFXHEADER:100')).toBe(true);
    expect(ofx.text).toContain('<BANKID>401276');
    expect(ofx.text).toContain('<ACCTID>40127641234567');
    expect(ofx.text).toMatch(/<STMTTRN>\r\n<TRNTYPE>\w+\r\n<DTPOSTED>\d{8}/);

    const qif = await downloadAs(page, 'QIF');
    expect(qif.name).toBe(`current-account-4567-${range}.qif`);
    expect(qif.text.startsWith('!Type:Bank\r\n')).toBe(true);
    expect(qif.text).toMatch(/D\d{2}\/\d{2}\/\d{4}\r\nT-?\d+\.\d{2}\r\nP.+\r\n\^/);
    // written in the export worker (its Trusted Types policy and worker-src let it start),
    // not by the on-page writer it falls back to when the worker is refused or fails.
    expect(page.workers().map((w) => w.url()).some((url) => /transaction-file\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    await expectNoAxeViolations(page, 'download, saved');

    // A statement, opened in the browser as a PDF.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Statements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
    await expectNoAxeViolations(page, 'statements');
    const pdfResponse = page.waitForResponse((r) => /statements\/.+/.test(r.url()) && (r.headers()['content-type'] ?? '').includes('pdf'));
    await page.getByRole('link', { name: 'Statement October 2026' }).click();
    const pdf = await (await pdfResponse).body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('heading', { level: 1, name: 'Statement October 2026' }).waitFor();
    // Drawn by pdf.js in the page (no framed blob document), with its text as the text alternative.
    await page.locator('.pdf-view[data-pages]').waitFor();
    await page.getByText('Text of this document').click();
    await expect.poll(() => page.locator('.pdf-text').innerText()).toContain('Statement');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Download this statement (PDF)' }).getAttribute('href')).toMatch(/^blob:/);
    expect(await page.getByRole('link', { name: 'Download this statement (PDF)' }).getAttribute('download')).toMatch(/\.pdf$/);
    await expectNoAxeViolations(page, 'statement PDF');
    expectCleanJourney(journey);
  });

  it('hands the share dealing account to the share-dealing host with its token in a POST body', async () => {
    const { page } = journey;
    let posted: { url: string; body: string | null; method: string } | null = null;
    await page.route('**/demo-sharedealing/**', async (route) => {
      const request = route.request();
      posted = { url: request.url(), body: request.postData(), method: request.method() };
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Share dealing</title><h1>Share dealing</h1>' });
    });
    await logOnAs(page, 'demo.hardkey');
    await page.getByRole('link', { name: 'Share Dealing Account', exact: true }).click();
    await page.waitForURL('**/demo-sharedealing/**');
    expect(posted).not.toBeNull();
    const sent = posted as unknown as { url: string; body: string | null; method: string };
    expect(sent.method).toBe('POST');
    expect(sent.body).toBe('authToken=demo-sd-7f3a9c2e41b8');
    expect(sent.url).not.toContain('demo-sd-7f3a9c2e41b8');
    expect(page.url()).not.toContain('demo-sd-7f3a9c2e41b8');
  });

  it('scrolls and searches the 100,000 transactions of demo.history', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.history');
    await page.getByRole('link', { name: 'Current Account', exact: true }).click();
    await status(page).getByText('Showing 100,000 transactions').waitFor({ timeout: 60_000 });
    const table = page.getByRole('table', { name: 'Transactions' });
    expect(await table.getAttribute('aria-rowcount')).toBe('100001');
    expect(await table.getByRole('row').count()).toBeLessThan(60);
    await expectNoAxeViolations(page, 'history transactions');

    // Keyboard: the list scrolls from the keyboard to its very end.
    const region = page.getByRole('region', { name: 'Transactions, scrollable' });
    await region.focus();
    await page.keyboard.press('End');
    await table.locator('[aria-rowindex="100001"]').waitFor();
    await table.locator('[aria-rowindex="100001"]').getByText('BALANCE BROUGHT FORWARD').waitFor();
    expect(await table.getByRole('row').count()).toBeLessThan(60);

    await searchBox(page).fill('to l chen birthday');
    await status(page).getByText('10 transactions found').waitFor();
    expect(await table.getByText('TO L CHEN BIRTHDAY').count()).toBe(10);
    await expectNoAxeViolations(page, 'history transactions, searched');
    await searchBox(page).fill('');
    await status(page).getByText('Showing 100,000 transactions').waitFor();
    expectCleanJourney(journey);
  });

  it('works on a 375px phone screen: Balances and a credit card with its payment information', async () => {
    const { page } = await loggedOn('demo.hardkey', { viewport: { width: 375, height: 800 } });
    await accountCard(page, 'Credit Card').waitFor();
    await expectNoAxeViolations(page, 'Balances at 375px');
    await accountCard(page, 'Credit Card').getByRole('link', { name: 'Credit Card' }).click();
    await page.getByRole('region', { name: 'Payment information' }).getByText('Minimum payment').waitFor();
    await status(page).getByText(/^Showing [\d,]+ transactions$/).waitFor();
    await expectNoAxeViolations(page, 'credit card transactions at 375px');
    expectCleanJourney(journey);
  });
});
