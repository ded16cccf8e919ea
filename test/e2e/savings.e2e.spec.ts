import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';
import { idempotencyKeyOf } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';
import { confirmThroughReauthentication } from './support/reauthentication';
import { holdFirstSend } from './support/hold-first-send';

/** the savings products, from the sidebar's products splash to a new account on Balances. */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const wiremock = demoBankTarget().wiremockUrl;
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const applications = (product: 'regular-saver' | 'cash-isa') => requestsTo('POST', new RegExp(`^/gateway/api/v1/products/${product}/applications$`));

async function openProducts(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply for a product' }).click();
  await h1(page, 'Apply for a product').waitFor({ timeout: 20_000 });
}

async function balancesShows(page: Page, number: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
  await waitForRoute(page, '/summary', 20_000);
  // The address changes before the page does (the router keeps the last page up while Balances'
  // code and answers come), and the completion page shows the new account's number too: wait for
  // Balances itself, then the number on it. An axe check run on the page in between once saw
  // Balances' loader, with no h1.
  await h1(page, 'Balances').waitFor({ timeout: 20_000 });
  await page.getByRole('main').getByText(number).first().waitFor({ timeout: 20_000 });
}

/** A document's download link gives the bank's PDF itself, under the document's name. */
async function expectPdfDownload(page: Page, name: string, fileName: string): Promise<void> {
  const link = page.getByRole('link', { name });
  await link.waitFor({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path(), 'latin1')).startsWith('%PDF-')).toBe(true);
}

/** Regular Saver details for demo.appkey: £amount a month on the 15th from the current account, British, UK. */
async function regularSaverToReview(page: Page, amount: string): Promise<void> {
  await page.getByRole('link', { name: 'Find out about the Regular Saver' }).click();
  await h1(page, 'Regular Saver').waitFor({ timeout: 20_000 });
  await page.getByText('6.00% AER fixed').first().waitFor();
  await expectNoAxeViolations(page, 'Regular Saver index');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await h1(page, 'Your Regular Saver').waitFor();
  // the documents before the declaration that says they were read.
  await expectPdfDownload(page, 'Download Regular Saver summary box (PDF)', 'regular-saver-summary-box.pdf');
  await expectPdfDownload(page, 'Download Your right to cancel (PDF)', 'regular-saver-right-to-cancel.pdf');
  // Continue with nothing: the summary lists every field's message; nothing is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  await expectNoAxeViolations(page, 'Regular Saver details with errors');
  await page.getByLabel('How much do you want to save each month?').fill('301');
  await page.getByLabel('Which day of the month should we take it?').selectOption('15');
  await page.getByLabel('Which account should it come from?').selectOption('AK-CUR-001');
  await page.getByLabel('Nationality').selectOption('GB');
  await page.getByLabel('Country of tax residence').selectOption('GB');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Enter a monthly amount from £25.00 to £300.00' }).waitFor();
  await page.getByLabel('How much do you want to save each month?').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Declaration').waitFor();
  await expectNoAxeViolations(page, 'Regular Saver declaration');
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await h1(page, 'Your Regular Saver').waitFor();
  expect(await page.getByLabel('How much do you want to save each month?').inputValue()).toBe(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Declaration').waitFor();
  await page.getByLabel('I agree to the declaration').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Check your answers before applying').waitFor();
}

describe('savings products', () => {
  it('demo.appkey: a Regular Saver of £104 a month is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await openProducts(page);
    await regularSaverToReview(page, '104');
    await confirmThroughReauthentication(page, {
      name: 'Regular Saver application',
      confirm: 'Apply for this Regular Saver',
      method: 'POST',
      path: /^\/gateway\/api\/v1\/products\/regular-saver\/applications$/,
      done: (p) => h1(p, 'Your Regular Saver is open').waitFor({ timeout: 20_000 }),
    });
    expectCleanJourney(journey);
  });

  it('demo.hardkey: a Cash ISA with a first deposit of £4,004.00 is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/products/cash-isa');
    await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByRole('heading', { level: 2, name: 'Read before you apply' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Apply for a Cash ISA').waitFor();
    await page.getByLabel('National Insurance number').fill('QQ123456C');
    await page.getByLabel('First deposit').fill('4004.00');
    await page.getByLabel('Which account should it come from?').selectOption('HK-CUR-001');
    await page.getByLabel('I make the ISA declaration and give the authorisation above').check();
    await page.getByLabel('I have received and read the FSCS information sheet').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers before applying').waitFor({ timeout: 20_000 });
    await page.getByText('£4,004.00').first().waitFor();
    await confirmThroughReauthentication(page, {
      name: 'Cash ISA application',
      confirm: 'Apply for this Cash ISA',
      method: 'POST',
      path: /^\/gateway\/api\/v1\/products\/cash-isa\/applications$/,
      done: (p) => h1(p, 'Your Cash ISA is open').waitFor({ timeout: 20_000 }),
    });
    expectCleanJourney(journey);
  });

  it('demo.appkey opens a Regular Saver of £150 a month on the 15th: one application for a double press, on Balances and in regular payments after', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await openProducts(page);
    for (const name of ['Regular Saver', 'Cash ISA', 'Personal loan', 'Credit card']) await page.getByRole('heading', { level: 2, name }).waitFor();
    await expectNoAxeViolations(page, 'products summary');
    await regularSaverToReview(page, '150');
    await page.getByText('£150.00').first().waitFor();
    await page.getByText(/The 15th of each month/).waitFor();
    await expectNoAxeViolations(page, 'Regular Saver review');
    // A Change link returns to the review after Continue.
    await page.getByRole('link', { name: 'Change monthly amount' }).click();
    await h1(page, 'Your Regular Saver').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers before applying').waitFor();
    await clearJournal();
    await page.getByRole('button', { name: 'Apply for this Regular Saver' }).dblclick();
    await h1(page, 'Your Regular Saver is open').waitFor({ timeout: 20_000 });
    await page.getByText('71230001').first().waitFor();
    await page.getByText('40-12-76').first().waitFor();
    await expectNoAxeViolations(page, 'Regular Saver completed');
    const posts = await applications('regular-saver');
    expect(posts).toHaveLength(1);
    await balancesShows(page, '71230001');
    await expectNoAxeViolations(page, 'Balances with the new Regular Saver');
    // Asked in the page, with the session the log-on opened.
    const regular = await page.evaluate(() =>
      fetch('/gateway/api/v1/accounts/AK-CUR-001/regular-payments', {
        // The bank's common headers, as the app sends them (the journal is checked against the contract).
        headers: { 'X-Channel': 'WEB', 'X-Locale': 'en_GB', 'X-Country': 'GB', 'X-Group-Member': 'UKDIRECT', 'X-Technology': '2G', 'X-Token-Type': 'SESSION_TOKEN' },
      }).then((r) => r.text()),
    );
    expect(regular).toContain('71230001');
    // Asked again, the bank says the customer holds one now.
    await page.goto('/#/products/regular-saver');
    await page.getByRole('heading', { name: 'You already have a Regular Saver' }).waitFor({ timeout: 20_000 });
    expectCleanJourney(journey);
  });

  it('a lost answer says the application may have been received, shows what the bank lists, and the retry keeps one Idempotency-Key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await openProducts(page);
    // £299 a month: the demo bank opens the account, then drops the answer.
    await regularSaverToReview(page, '299');
    await clearJournal();
    await page.getByRole('button', { name: 'Apply for this Regular Saver' }).click();
    await page.getByText('Your application may have been received.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByText(/The bank now lists your/).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'Regular Saver lost answer');
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your Regular Saver is open').waitFor({ timeout: 20_000 });
    const keys = (await applications('regular-saver')).map(idempotencyKeyOf);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expectCleanJourney(journey);
  });

  it('demo.appkey opens a Cash ISA with £1,000.00 (QQ999999D declined first, in plain words) and sees it on Balances', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    // From the Balances home's marketing placement (accountsListEnd) to the products summary.
    await page.getByRole('link', { name: 'Apply for a product' }).and(page.locator('.button')).click({ timeout: 20_000 });
    await h1(page, 'Apply for a product').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Find out about the Cash ISA' }).click();
    await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
    await page.getByText('4.10% AER variable').first().waitFor();
    await expectNoAxeViolations(page, 'Cash ISA splash');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await h1(page, 'Your ISA allowance').waitFor();
    await page.getByText('£20,000.00').first().waitFor();
    // what is paid in with us, and that ISAs elsewhere count too.
    await page.getByText('Paid in with us this tax year').waitFor();
    await page.getByText('Money you pay into ISAs with other providers this tax year counts towards the same allowance', { exact: false }).waitFor();
    // the summary box, terms, FSCS information sheet and right to cancel, to read and download, before Apply.
    await page.getByRole('heading', { level: 2, name: 'Read before you apply' }).waitFor();
    for (const [title, file] of [
      ['Cash ISA summary box', 'summary-box'],
      ['Cash ISA terms and conditions', 'terms'],
      ['FSCS information sheet', 'fscs-information-sheet'],
      ['Your right to cancel', 'right-to-cancel'],
    ])
      await expectPdfDownload(page, `Download ${title} (PDF)`, `cash-isa-${file}.pdf`);
    await page.locator('summary', { hasText: 'FSCS information sheet' }).click();
    await page.getByText('£120,000 per depositor per bank').waitFor();
    await expectNoAxeViolations(page, 'Cash ISA details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Apply for a Cash ISA').waitFor();
    await page.getByText('12 Battersea Park Road', { exact: false }).waitFor();
    // the declaration and authorisation HMRC asks for.
    for (const words of ['I am 18 or over.', 'Crown employee serving overseas', 'All the money I pay into this ISA is my own cash.', 'to give HM Revenue & Customs all the information'])
      await page.locator('#isa-declaration').getByText(words, { exact: false }).first().waitFor();
    await page.getByLabel('National Insurance number').fill('QQ12345');
    await page.getByLabel('First deposit').fill('1000.00');
    await page.getByLabel('Which account should it come from?').selectOption('AK-SAV-002');
    await page.getByLabel('I make the ISA declaration and give the authorisation above').check();
    await page.getByLabel('I have received and read the FSCS information sheet').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Please enter your National Insurance Number in the format AA123456A.' }).waitFor();
    await expectNoAxeViolations(page, 'Cash ISA apply with errors');
    // a well-formed number with a prefix HMRC never issues (NIM39110) is refused by the bank.
    await page.getByLabel('National Insurance number').fill('BG 12 34 56 A');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('This is not a National Insurance number HMRC issues.', { exact: false }).waitFor({ timeout: 20_000 });
    await page.getByLabel('National Insurance number').fill('QQ 99 99 99 D');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('We could not confirm your details.').waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'Cash ISA declined at eligibility');
    expect(await page.getByLabel('First deposit').inputValue()).toBe('1000.00');
    await page.getByLabel('National Insurance number').fill('QQ123456C');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers before applying').waitFor({ timeout: 20_000 });
    await page.getByText('£1,000.00').first().waitFor();
    await expectNoAxeViolations(page, 'Cash ISA review');
    await clearJournal();
    await page.getByRole('button', { name: 'Apply for this Cash ISA' }).dblclick();
    await h1(page, 'Your Cash ISA is open').waitFor({ timeout: 20_000 });
    await page.getByText('71230002').first().waitFor();
    await expectNoAxeViolations(page, 'Cash ISA complete');
    expect(await applications('cash-isa')).toHaveLength(1);
    await balancesShows(page, '71230002');
    // the new account has its interest rate and a statements page like the others.
    await page.getByRole('link', { name: 'Cash ISA', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Interest rates' }).waitFor({ timeout: 20_000 });
    await page.getByText('4.10% AER').waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Statements' }).click();
    await page.getByText('There are no statements for this account yet.').waitFor({ timeout: 20_000 });
    expectCleanJourney(journey);
  });

  it('demo.hardkey is told they hold a Regular Saver already, and is refused a Cash ISA deposit of £14,000.01 with the amount left', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/products/regular-saver');
    await page.getByRole('heading', { name: 'You already have a Regular Saver' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /Regular Saver/ }).first().waitFor();
    await expectNoAxeViolations(page, 'Regular Saver already held');
    await page.goto('/#/products/cash-isa');
    await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByText('£6,000.00').first().waitFor();
    await page.getByText('£14,000.00').first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Read before you apply' }).waitFor();
    await page.getByRole('link', { name: 'Download Cash ISA summary box (PDF)' }).waitFor();
    // The page after the splash, with the allowance and the documents' targets (target-size on).
    await expectNoAxeViolations(page, 'Cash ISA allowance');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Apply for a Cash ISA').waitFor();
    await expectNoAxeViolations(page, 'Cash ISA apply');
    await page.getByLabel('National Insurance number').fill('QQ123456C');
    await page.getByLabel('First deposit').fill('14000.01');
    // Leaving the field shows its message at once (after touch, not while active), before anything else is clicked.
    await page.getByLabel('First deposit').press('Tab');
    await page.getByText('You can pay in up to £14,000.00 more this tax year.', { exact: false }).first().waitFor();
    await page.getByLabel('Which account should it come from?').selectOption('HK-CUR-001');
    await page.getByLabel('I make the ISA declaration and give the authorisation above').check();
    await page.getByLabel('I have received and read the FSCS information sheet').check();
    await clearJournal();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'You can pay in up to £14,000.00 more this tax year. Enter a first deposit of £14,000.00 or less.' }).waitFor();
    await expectNoAxeViolations(page, 'Cash ISA deposit over the allowance');
    expect(await requestsTo('POST', /^\/gateway\/api\/v1\/products\//)).toEqual([]);
    await page.getByLabel('First deposit').fill('14000.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers before applying').waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'Cash ISA review');
    expectCleanJourney(journey);
  });

  it('a product switched off: the summary leaves it out and a deep link says it is unavailable, with a way back, and calls nothing', async () => {
    const { page } = journey;
    await page.route(
      (url) => url.pathname.endsWith('/feature-toggles/toggles.json'),
      async (route) => {
        const res = await fetch(`${wiremock}/content/feature-toggles/toggles.json`);
        const toggles = (await res.json()) as Record<string, boolean>;
        toggles.cashIsa = false;
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(toggles) });
      },
    );
    await logOnAs(page, 'demo.appkey');
    await openProducts(page);
    await page.getByRole('heading', { level: 2, name: 'Regular Saver' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Cash ISA' }).count()).toBe(0);
    await clearJournal();
    await page.goto('/#/products/cash-isa');
    await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
    await page.getByText('This service is not available at the moment. Please try again later.').waitFor();
    await page.getByRole('link', { name: 'Back to products' }).waitFor();
    await expectNoAxeViolations(page, 'Cash ISA switched off');
    expect(await requestsTo('ANY', /^\/gateway\/api\/v1\/products\//)).toEqual([]);
    expectCleanJourney(journey);
  });

  it('Cash ISA: leaving while the application is still being sent, then applying again: one Idempotency-Key', async () => {
    const { page } = journey;
    // The first try is held on its way to the bank (a slow network) until the application is tried again.
    const { tries, release } = await holdFirstSend(page, '**/gateway/api/v1/products/cash-isa/applications', 'POST');
    await logOnAs(page, 'demo.hardkey');
    const toReview = async () => {
      await page.goto('/#/products/cash-isa');
      await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Apply now' }).click();
      await h1(page, 'Your ISA allowance').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Apply for a Cash ISA').waitFor();
      await page.getByLabel('National Insurance number').fill('QQ123456C');
      await page.getByLabel('First deposit').fill('500.00');
      await page.getByLabel('Which account should it come from?').selectOption('HK-CUR-001');
      await page.getByLabel('I make the ISA declaration and give the authorisation above').check();
      await page.getByLabel('I have received and read the FSCS information sheet').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check your answers before applying').waitFor({ timeout: 20_000 });
    };
    await toReview();
    await page.getByRole('button', { name: 'Apply for this Cash ISA' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.getByText('Your application may have been received.', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await h1(page, 'Balances').waitFor();

    await toReview();
    await page.getByText('Your application may have been received.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your Cash ISA is open').waitFor({ timeout: 20_000 });
    // Let go only once the retry was carried out, so the two never meet at the bank in flight (409).
    await release();
    const keys = new Set(tries.map(idempotencyKeyOf));
    expect(keys.size).toBe(1);
  });

  it('Cash ISA: a lost answer compares what the bank lists as paid in, and the retry with the same key completes it', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/products/cash-isa');
    await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Apply now' }).click();
    await h1(page, 'Your ISA allowance').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Apply for a Cash ISA').waitFor();
    // £1,234.00: the demo bank opens the ISA, then drops the answer.
    await page.getByLabel('National Insurance number').fill('QQ123456C');
    await page.getByLabel('First deposit').fill('1234.00');
    await page.getByLabel('Which account should it come from?').selectOption('HK-CUR-001');
    await page.getByLabel('I make the ISA declaration and give the authorisation above').check();
    await page.getByLabel('I have received and read the FSCS information sheet').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers before applying').waitFor({ timeout: 20_000 });
    await clearJournal();
    await page.getByRole('button', { name: 'Apply for this Cash ISA' }).click();
    await page.getByText('Your application may have been received.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByText('The bank now lists £7,234.00 paid in with us this tax year', { exact: false }).waitFor({ timeout: 20_000 });
    // Nothing to change while the answer is unknown: no Change links.
    expect(await page.getByRole('link', { name: /^Change/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'Cash ISA lost answer');
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your Cash ISA is open').waitFor({ timeout: 20_000 });
    const keys = (await applications('cash-isa')).map(idempotencyKeyOf);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expectCleanJourney(journey);
  });
});
