import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { confirmThroughReauthentication } from './support/reauthentication';
import { clearJournal, requestsTo } from './support/wiremock-journal';
import { idempotencyKeyOf } from './support/headers';
import { asDrawn, drawnFigures, outranks } from './support/prominence';
import { holdFirstSend } from './support/hold-first-send';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const accountCard = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Your accounts' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Into the area as a link would take the customer: the hash changes, the app (and its session) stays. */
async function openLoans(page: Page, path = '/products/personal-loans'): Promise<void> {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
  await waitForRoute(page, path, 20_000);
}

async function quoteFor(page: Page, amount: string, months: string): Promise<void> {
  await openLoans(page);
  await h1(page, 'Personal loan').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Get your personal quote' }).click();
  await h1(page, 'Your loan').waitFor();
  await page.getByLabel('How much would you like to borrow?').fill(amount);
  await page.getByLabel('Over how many months?').fill(months);
  await page.getByLabel('A car or other vehicle').check();
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await h1(page, 'Your quote').waitFor({ timeout: 20_000 });
}

async function aboutYou(page: Page, income: string, axe = false): Promise<void> {
  await page.getByRole('button', { name: 'Continue with this quote' }).click();
  await h1(page, 'About you').waitFor();
  await page.getByLabel('Employed', { exact: true }).check();
  await page.getByLabel('What is your annual income before tax?').fill(income);
  await page.getByLabel('How much do you pay each month for your home?').fill('900');
  await page.getByLabel('How much do you pay each month for other borrowing?').fill('100');
  await page.getByLabel('How many people depend on you financially?').fill('0');
  await page.getByLabel('No, I pay my living costs alone').check();
  if (axe) await expectNoAxeViolations(page, 'your details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Can you afford the repayments?').waitFor({ timeout: 20_000 });
  await page.getByText('This loan each month').waitFor({ timeout: 20_000 });
  if (axe) await expectNoAxeViolations(page, 'affordability');
  await page.getByLabel(/I can afford these repayments/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Check your answers').waitFor({ timeout: 20_000 });
  await page.getByText('Annual income before tax', { exact: true }).waitFor({ timeout: 20_000 });
}

/** Presses a control from the keyboard: focus it, then the key a keyboard user would use. */
async function press(control: Locator, key: 'Enter' | 'Space'): Promise<void> {
  await control.focus();
  await control.press(key);
}

async function agreeAndChooseAccount(page: Page, options: { axe?: boolean; keyboard?: boolean; figures?: string[] } = {}): Promise<void> {
  const { axe = false, keyboard = false } = options;
  const agree = page.getByLabel(/I have read the pre-contract credit information/);
  expect(await agree.isDisabled()).toBe(true);
  await page.getByText('Open the pre-contract credit information before you agree').waitFor();
  if (axe) await expectNoAxeViolations(page, 'summary before the SECCI is opened');
  const open = page.getByRole('button', { name: 'Open the pre-contract credit information' });
  if (keyboard) await press(open, 'Enter');
  else await open.click();
  await page.locator('.pdf-view canvas').first().waitFor({ timeout: 30_000 });
  await page.getByText('Text of this document').waitFor();
  if (options.figures) {
    // This customer's own figures, made by the bank from the quote: read from the PDF's text.
    await page.waitForFunction(
      (words) => words.every((w) => [...document.querySelectorAll('.pdf-text')].map((e) => e.textContent ?? '').join(' ').replace(/\s+/g, ' ').includes(w)),
      options.figures,
      { timeout: 20_000 },
    );
  }
  await page.waitForFunction(() => !(document.getElementById('loan-agree') as HTMLInputElement | null)?.disabled, undefined, { timeout: 20_000 });
  if (keyboard) await press(agree, 'Space');
  else await agree.check();
  expect(await agree.isChecked()).toBe(true);
  if (axe) await expectNoAxeViolations(page, 'summary with the SECCI open');
  if (keyboard) await press(page.getByRole('button', { name: 'Continue' }), 'Enter');
  else await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Where should we pay the money?').waitFor();
  const account = page.getByLabel(/Current Account, 40-12-76 41234567/);
  if (keyboard) await press(account, 'Space');
  else await account.check({ timeout: 20_000 });
  expect(await account.isChecked()).toBe(true);
  if (axe) await expectNoAxeViolations(page, 'account');
  // Search before decision: declared here, done by the submit, decided after it.
  await page.getByText(/When you submit your application, we do a hard search of your credit file/).waitFor();
  if (keyboard) await press(page.getByRole('button', { name: 'Submit application' }), 'Enter');
  else await page.getByRole('button', { name: 'Submit application' }).click();
}

describe('personal loan', () => {
  it('demo.hardkey: signing a loan of £4,004 is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await quoteFor(page, '4004', '36');
    await aboutYou(page, '45000');
    await agreeAndChooseAccount(page);
    await h1(page, 'Good news: we can offer you this loan').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open the unsigned loan agreement (PDF)' }).waitFor({ timeout: 20_000 });
    await confirmThroughReauthentication(page, {
      name: 'personal loan signing',
      confirm: 'I agree – sign the agreement',
      method: 'POST',
      path: /\/origination\/personal-loan-apply$/,
      done: (p) => h1(p, 'Your loan has been set up').waitFor({ timeout: 30_000 }),
    });
    expectCleanJourney(journey);
  });

  it('demo.hardkey: quote £7,500 over 36 months (£230.52, £8,298.72), opens the SECCI, is accepted, applies once; the loan is on Balances and £7,500.00 in the current account', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await accountCard(page, 'Current Account').getByText('£1,842.15', { exact: true }).first().waitFor();

    await openLoans(page);
    await h1(page, 'Personal loan').waitFor({ timeout: 20_000 });
    await page.getByText('£238.03', { exact: true }).waitFor();
    await page.getByText('£11,425.44', { exact: true }).waitFor();
    // CONC 3.5: the representative APR is drawn larger and no lighter than every other figure on the
    // splash; the example is there once and says the amounts it is for; the bank's postal address is given.
    const figures = await drawnFigures(page.getByRole('main'));
    const lead = figures.filter((f) => f.lead);
    expect(lead.map((f) => f.text)).toEqual(['6.9% APR']);
    const others = figures.filter((f) => !f.lead);
    expect(others.length).toBeGreaterThan(5);
    for (const other of others) {
      expect(outranks(lead[0]!, other), `${asDrawn(other)} must be drawn smaller and no bolder than the representative APR ${asDrawn(lead[0])}`).toBe(true);
    }
    expect(await page.getByText(/Representative example/).count()).toBe(1);
    expect(await page.getByText('£238.03').count()).toBe(1);
    await page.getByText('This example is for loans of £7,500 to £25,000.', { exact: true }).waitFor();
    await page.locator('address').getByText('Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA').waitFor();
    await expectNoAxeViolations(page, 'splash');

    // Bad input first: the error summary, nothing typed lost.
    await page.getByRole('button', { name: 'Get your personal quote' }).click();
    await h1(page, 'Your loan').waitFor();
    await page.getByLabel('How much would you like to borrow?').fill('750');
    await page.getByRole('button', { name: 'Get my quote' }).click();
    const summary = page.getByRole('alert');
    await summary.getByRole('link', { name: 'Enter an amount from £1,000.00 to £25,000.00' }).waitFor();
    await summary.getByRole('link', { name: 'This field requires a selection' }).waitFor();
    expect(await page.getByLabel('How much would you like to borrow?').inputValue()).toBe('750');
    await expectNoAxeViolations(page, 'loan page with errors');
    await page.getByLabel('How much would you like to borrow?').fill('7500');
    await page.getByLabel('Over how many months?').fill('36');
    await page.getByLabel('A car or other vehicle').check();
    await expectNoAxeViolations(page, 'loan page');
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await h1(page, 'Your quote').waitFor({ timeout: 20_000 });
    await page.getByText('£230.52 a month for 36 months').waitFor();
    await page.getByText('£8,298.72', { exact: true }).waitFor();
    await page.getByText(/soft search\. It has not affected your credit file/).waitFor();
    await expectNoAxeViolations(page, 'quote');

    await aboutYou(page, '45000', true);
    await agreeAndChooseAccount(page, { axe: true, figures: ['6.69% a year, fixed', '6.9% APR', '£230.52', '£8,298.72', 'Right of withdrawal'] });

    await h1(page, 'Good news: we can offer you this loan').waitFor({ timeout: 20_000 });
    await page.getByText(/We did a hard search of your credit file when you submitted your application/).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Fixed-Sum Loan Agreement regulated by the Consumer Credit Act 1974' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open the unsigned loan agreement (PDF)' }).waitFor();
    await expectNoAxeViolations(page, 'decision: accepted');
    // Decided once, at submission; the decision page asked for nothing.
    expect(await requestsTo('POST', /\/personal-loans\/applications\/[^/]+\/decision$/)).toHaveLength(1);
    await clearJournal();
    await page.getByRole('button', { name: 'I agree – sign the agreement' }).dblclick();
    await h1(page, 'Your loan has been set up').waitFor({ timeout: 30_000 });
    await page.getByText(/You have 14 days to change your mind/).waitFor();
    await expectNoAxeViolations(page, 'complete');
    const applies = await requestsTo('POST', /\/origination\/personal-loan-apply$/);
    expect(applies).toHaveLength(1);
    await page.getByRole('button', { name: 'Open the signed loan agreement (PDF)' }).click({ timeout: 20_000 });
    await page.locator('.pdf-view canvas').first().waitFor({ timeout: 30_000 });
    // The borrower by the bank's record: name and address, never the username.
    await page.waitForFunction(
      (words) => words.every((w) => [...document.querySelectorAll('.pdf-text')].map((e) => e.textContent ?? '').join(' ').replace(/\s+/g, ' ').includes(w)),
      ['Signed by the borrower Mr Alex Hardy', '12 Battersea Park Road, London, SW11 4NJ'],
      { timeout: 20_000 },
    );
    await page.getByRole('link', { name: 'Download the signed loan agreement (PDF)' }).waitFor();

    await page.getByRole('link', { name: 'Go to Balances' }).click();
    await waitForRoute(page, '/summary', 20_000);
    await accountCard(page, 'Current Account').getByText('£9,342.15', { exact: true }).first().waitFor({ timeout: 20_000 });
    await accountCard(page, 'Personal Loan').getByText('−£7,500.00', { exact: true }).first().waitFor();
    expect(await accountCard(page, 'Personal Loan').count()).toBe(2);

    // Both documents are kept in My documents.
    await openLoans(page, '/my-documents');
    await page.getByText('Pre-contract credit information, personal loan PLA000001').waitFor({ timeout: 20_000 });
    await page.getByText('Personal loan agreement PLA000001 (signed)').waitFor();
    expectCleanJourney(journey);
  });

  it('a change of amount after agreeing clears both boxes: the new application\'s pre-contract information is made and filed, and the agreement signed is for the new amount', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await quoteFor(page, '7500', '36');
    await aboutYou(page, '45000');
    const agree = page.getByLabel(/I have read the pre-contract credit information/);
    await page.getByRole('button', { name: 'Open the pre-contract credit information' }).click();
    await page.locator('.pdf-view canvas').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !(document.getElementById('loan-agree') as HTMLInputElement | null)?.disabled, undefined, { timeout: 20_000 });
    await agree.check();

    // A new application: £10,000 over the same term.
    await page.getByRole('link', { name: 'Change amount' }).click();
    await h1(page, 'Your loan').waitFor();
    await page.getByLabel('How much would you like to borrow?').fill('10000');
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await h1(page, 'Your quote').waitFor({ timeout: 20_000 });
    await page.getByText('£307.36 a month for 36 months').waitFor();
    await page.getByRole('button', { name: 'Continue with this quote' }).click();
    await h1(page, 'About you').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Can you afford the repayments?').waitFor({ timeout: 20_000 });
    await page.getByText('£307.36', { exact: true }).waitFor({ timeout: 20_000 });
    const affordable = page.getByLabel(/I can afford these repayments/);
    expect(await affordable.isChecked(), 'the affordability confirmation was given for another repayment').toBe(false);
    await affordable.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers').waitFor({ timeout: 20_000 });
    await page.getByText('£10,000.00', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(await agree.isChecked(), 'the acknowledgement was given for another application').toBe(false);
    // agreeAndChooseAccount asserts the box is disabled until this application's SECCI is opened.
    await agreeAndChooseAccount(page, { figures: ['£10,000.00', '£307.36', 'PLA000002'] });

    await h1(page, 'Good news: we can offer you this loan').waitFor({ timeout: 20_000 });
    await page.getByText('Agreement number PLA000002.').waitFor({ timeout: 20_000 });
    await clearJournal();
    await page.getByRole('button', { name: 'I agree – sign the agreement' }).click();
    await h1(page, 'Your loan has been set up').waitFor({ timeout: 30_000 });
    const applies = await requestsTo('POST', /\/origination\/personal-loan-apply$/);
    expect(applies).toHaveLength(1);

    await openLoans(page, '/my-documents');
    await page.getByText('Pre-contract credit information, personal loan PLA000002').waitFor({ timeout: 20_000 });
    await page.getByText('Personal loan agreement PLA000002 (signed)').waitFor();
    expectCleanJourney(journey);
  });

  it('an income of £15,000 is referred; the declined page and an unknown fallback', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    await quoteFor(page, '7500', '36');
    await aboutYou(page, '15000');
    await agreeAndChooseAccount(page);
    await waitForRoute(page, '/products/personal-loans/referred', 20_000);
    await h1(page, 'We need to look at your application').waitFor();
    await page.getByRole('heading', { level: 2, name: 'What you can do next' }).waitFor();
    await expectNoAxeViolations(page, 'referred');
    expect(await requestsTo('POST', /\/origination\/personal-loan-apply$/)).toHaveLength(0);

    await openLoans(page, '/products/personal-loans/declined');
    await h1(page, 'We cannot offer you this loan').waitFor();
    await expectNoAxeViolations(page, 'declined');

    await page.evaluate(() => {
      window.location.hash = '#/products/personal-loans/not-a-page';
    });
    await h1(page, 'Page not found').waitFor({ timeout: 20_000 });
    expectCleanJourney(journey);
  });

  it('demo.senior, whose credit file shows a missed payment 3 months ago: the figures would be accepted, the hard search declines, and the page says what the file found', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.senior');
    await clearJournal();
    await quoteFor(page, '7500', '36');
    await aboutYou(page, '45000');
    await agreeAndChooseAccount(page);
    await waitForRoute(page, '/products/personal-loans/declined', 20_000);
    await h1(page, 'We cannot offer you this loan').waitFor();
    await page.getByText('Your credit file shows a missed payment to another lender in the last 12 months. We do not offer a loan while a missed payment that recent is on your file.').waitFor();
    expect(await page.getByText(/more than we can lend on the income you told us/).count()).toBe(0);
    await page.getByText(/We searched your credit file with Experian Ltd/).waitFor();
    await expectNoAxeViolations(page, 'declined on the credit file');
    const decisions = await requestsTo('POST', /\/personal-loans\/applications\/[^/]+\/decision$/);
    expect(decisions).toHaveLength(1);
    expect(await requestsTo('POST', /\/origination\/personal-loan-apply$/)).toHaveLength(0);
    expectCleanJourney(journey);
  });

  it('leaving while the loan is still being signed, then applying again for the same loan: held, and once the first has its answer Try again sends the first under its key: one loan', async () => {
    const { page } = journey;
    // The first signature is held on its way to the bank (a slow network) until the customer is back.
    const { tries, release } = await holdFirstSend(page, '**/origination/personal-loan-apply', 'POST');
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    await quoteFor(page, '6000', '24');
    await aboutYou(page, '45000');
    await agreeAndChooseAccount(page);
    await h1(page, 'Good news: we can offer you this loan').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'I agree – sign the agreement' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.getByText(/may have gone through/).waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await h1(page, 'Balances').waitFor();

    // Back in the area, the same loan applied for again under a new quote: held on the first, which
    // is still out, so this press sends nothing and the customer is told it may have gone through.
    await quoteFor(page, '6000', '24');
    await aboutYou(page, '45000');
    await agreeAndChooseAccount(page);
    await h1(page, 'Good news: we can offer you this loan').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'I agree – sign the agreement' }).click();
    await page.getByText('Your loan application may have gone through.').waitFor({ timeout: 20_000 });
    expect(tries).toHaveLength(1);
    await expectNoAxeViolations(page, 'loan held on the one still being signed');

    // The first signature reaches the bank and its answer comes back to the tab.
    const firstAnswer = page.waitForResponse((r) => r.url().includes('/origination/personal-loan-apply') && r.request().method() === 'POST');
    await release();
    expect((await firstAnswer).status()).toBe(201);
    await expect.poll(() => requestsTo('POST', /\/origination\/personal-loan-apply$/).then((r) => r.length), { timeout: 20_000 }).toBe(1);

    // Try again on the held notice: the first application again under its key (the bank answers with
    // its record of it), never the new quote's application under a new key.
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your loan has been set up').waitFor({ timeout: 30_000 });
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((t) => idempotencyKeyOf(t))).size).toBe(1);
    expect(tries[1]?.body).toBe(tries[0]?.body);
    const applies = await requestsTo('POST', /\/origination\/personal-loan-apply$/);
    expect(applies).toHaveLength(2);
    expect(new Set(applies.map(idempotencyKeyOf)).size).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
    await h1(page, 'Balances').waitFor();
    await accountCard(page, 'Personal Loan').getByText('−£6,000.00', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(await accountCard(page, 'Personal Loan').filter({ hasText: '−£6,000.00' }).count()).toBe(1);
    expectCleanJourney(journey);
  });

  it('the customer’s own living costs, higher than the estimate, are counted: a wrong figure is named and kept, the page says whose figure it is, and under £200 left is referred', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    await quoteFor(page, '7500', '36');
    await page.getByRole('button', { name: 'Continue with this quote' }).click();
    await h1(page, 'About you').waitFor();
    await page.getByLabel('Employed', { exact: true }).check();
    await page.getByLabel('What is your annual income before tax?').fill('45000');
    await page.getByLabel('How much do you pay each month for your home?').fill('900');
    await page.getByLabel('How much do you pay each month for other borrowing?').fill('100');
    await page.getByLabel('How many people depend on you financially?').fill('0');
    await page.getByLabel('No, I pay my living costs alone').check();
    const own = page.getByLabel('How much do you spend each month on living costs? (optional)');
    await own.fill('1800.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Enter your living costs in whole pounds, like 1200, or leave the box empty' }).waitFor();
    await expectNoAxeViolations(page, 'your details: own living costs in pence');
    expect(await own.inputValue()).toBe('1800.50');
    expect(await page.getByLabel('What is your annual income before tax?').inputValue()).toBe('45000');
    await own.fill('1800');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Can you afford the repayments?').waitFor({ timeout: 20_000 });
    // £2,993.30 after tax − (£900 + £100 + £1,800) − £230.52 = −£37.22: the bank's figures and the page's words.
    await page.getByText('Of which living costs (your figure)').waitFor({ timeout: 20_000 });
    await page.getByText('−£37.22').or(page.getByText('-£37.22')).first().waitFor();
    await page.getByText('Living costs are your own figure, which is higher than our estimate for a household of one.').waitFor();
    await page.getByText(/we cannot approve this loan straight away: we will refer your application/).waitFor();
    await expectNoAxeViolations(page, 'affordability: own living costs');
    await page.getByLabel(/I can afford these repayments/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers').waitFor({ timeout: 20_000 });
    await page.getByText('£1,800.00', { exact: true }).waitFor();
    await agreeAndChooseAccount(page);
    await waitForRoute(page, '/products/personal-loans/referred', 20_000);
    await h1(page, 'We need to look at your application').waitFor();
    expect(await requestsTo('POST', /\/origination\/personal-loan-apply$/)).toHaveLength(0);
    expectCleanJourney(journey);
  });

  it('by keyboard: a lost answer on apply says it may have gone through, shows what the bank lists, and the retry with the same key completes', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await quoteFor(page, '7777', '36');
    await aboutYou(page, '45000');
    // By keyboard alone from the summary: open the SECCI, agree, choose the account, apply.
    await agreeAndChooseAccount(page, { keyboard: true });
    await h1(page, 'Good news: we can offer you this loan').waitFor({ timeout: 20_000 });
    await clearJournal();
    await press(page.getByRole('button', { name: 'I agree – sign the agreement' }), 'Enter');
    await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor({ timeout: 30_000 });
    await page.getByText('Your loan application may have gone through.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Your loans with us now' }).waitFor({ timeout: 20_000 });
    await page.getByText(/−£7,777\.00/).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/failed/i).count()).toBe(0);
    await expectNoAxeViolations(page, 'apply: answer lost');
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your loan has been set up').waitFor({ timeout: 30_000 });
    const applies = await requestsTo('POST', /\/origination\/personal-loan-apply$/);
    expect(applies).toHaveLength(2);
    expect(new Set(applies.map(idempotencyKeyOf)).size).toBe(1);
    expectCleanJourney(journey);
  });
});
