import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';
import { idempotencyKeyOf } from './support/headers';
import { asDrawn, drawnFigures, outranks } from './support/prominence';
import { addStub } from './support/wiremock-stubs';
import { demoBankTarget } from './support/demo-bank-target';
import { confirmThroughReauthentication } from './support/reauthentication';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const base = '/products/credit-cards';

/** In the app (no reload: the session lives in the page), to the card application's first page. */
async function openCards(page: Page): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, base);
  await h1(page, 'Credit cards').waitFor({ timeout: 30_000 });
}

async function submitAndExpectError(page: Page, button: string, message: string, state: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const summary = page.getByRole('alert');
  await summary.getByRole('link', { name: message }).first().waitFor();
  await expectNoAxeViolations(page, state);
}

/** The PDF drawn by pdf.js in the page, and its text alternative. */
async function expectPdfShown(page: Page, open: string, text: RegExp, state: string): Promise<void> {
  await page.getByRole('button', { name: open }).click();
  // pdf.js and its worker are parsed on first use: slow on a loaded machine.
  await page.locator('.pdf-view canvas').first().waitFor({ timeout: 60_000 });
  await page.locator('.pdf-text').getByText(text).first().waitFor({ state: 'attached' });
  await expectNoAxeViolations(page, state);
}

/** The application filled in up to Submit application: Everyday card, £3,000 (or `limit`), employed at £30,000, £800 rent. */
async function fillApplication(page: Page, limit = '3000'): Promise<void> {
  await openCards(page);
  await page.getByRole('button', { name: 'Start your application' }).click();
  await page.getByRole('radio', { name: 'Everyday Credit Card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Credit limit for your Everyday Credit Card/).fill(limit);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Employed', { exact: true }).check();
  await page.getByLabel('What is your yearly income before tax?').fill('30000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/rent or mortgage/).fill('800');
  await page.getByLabel(/loans and other credit/).fill('0');
  await page.getByLabel(/depend on you/).fill('0');
  await page.getByLabel('No, I pay my living costs alone').check();
}

/** The quick way through to the agreement: Everyday card, £3,000 (or `limit`), accepted at £2,500, opt out, minimum. */
async function applyUntilAgreement(page: Page, limit = '3000'): Promise<void> {
  await fillApplication(page, limit);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await waitForRoute(page, `${base}/your-offer`, 30_000);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/No, do not raise my limit/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('The minimum repayment').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, `${base}/agreement`, 30_000);
  await page.getByRole('region', { name: 'Your credit card agreement' }).getByText('£2,500.00').waitFor();
}

const signPath = /\/credit-cards\/applications\/[^/]+\/agreements$/;

/** The credit card accounts signing has added to demo.hardkey's book (the ledger's own record). */
async function cardAccounts(): Promise<string[]> {
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/ledger/demo.hardkey?doc=accounts/hardkey/accounts.json`);
  const book = (await res.json()) as { documents: Record<string, { payload: { id: string }[] }> };
  return (book.documents['accounts/hardkey/accounts.json']?.payload ?? []).map((a) => a.id).filter((id) => id.includes('-CC-N'));
}

describe('credit card application', () => {
  it('demo.hardkey: an application for a limit of £4,004 is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await fillApplication(page, '4004');
    await confirmThroughReauthentication(page, {
      name: 'credit card application',
      confirm: 'Submit application',
      method: 'POST',
      path: /\/credit-cards\/applications$/,
      done: (p) => p.getByText(/We can offer you a credit limit of £2,500\.00/).waitFor({ timeout: 30_000 }),
    });
    expectCleanJourney(journey);
  });

  it('demo.hardkey: the agreement of an application for £4,040 is held at signing for re-authentication (0004): the field, then signed once under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    const cardsBefore = await cardAccounts();
    await applyUntilAgreement(page, '4040');
    await confirmThroughReauthentication(page, {
      name: 'credit card agreement',
      confirm: 'I agree – sign the agreement',
      method: 'POST',
      path: signPath,
      done: (p) => h1(p, 'Your credit card agreement is signed').waitFor({ timeout: 30_000 }),
    });
    await page.getByText(/Your card ends in \d{4}/).waitFor();
    // Signed once: one card account more in the bank's book, whatever the tries.
    expect(await cardAccounts()).toHaveLength(cardsBefore.length + 1);
    expectCleanJourney(journey);
  });

  it('demo.hardkey asks for £3,000, is offered £2,500, opts out, repays the minimum, opens the unsigned PDF, signs once on a double press, opens the signed PDF', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openCards(page);
    // CONC 3.5: each card on offer, the Balance Transfer card included, its own example,
    // its representative APR drawn larger and no lighter than any other figure of the card (the 0% that triggers it among them).
    for (const name of ['Everyday Credit Card', 'Balance Transfer Card']) {
      const card = page.getByRole('region', { name });
      await card
        .getByText(
          'Representative example: if you spend £1,200.00 at a purchase rate of 22.9% a year (variable), your representative rate is 25.5% APR (variable). No annual fee.',
          { exact: true },
        )
        .waitFor({ timeout: 30_000 });
      const figures = await drawnFigures(card);
      const lead = figures.filter((f) => f.lead);
      expect(lead.map((f) => f.text), name).toEqual(['25.5% APR']);
      for (const other of figures.filter((f) => !f.lead)) {
        expect(outranks(lead[0]!, other), `${name}: ${asDrawn(other)} must be drawn smaller and no bolder than the representative APR ${asDrawn(lead[0])}`).toBe(true);
      }
    }
    await page
      .getByRole('region', { name: 'Balance Transfer Card' })
      .getByText('0% for 20 months on balance transfers, then 22.9% a year (variable). Balance transfer fee: 3% of each balance you move.', { exact: true })
      .waitFor();
    await expectNoAxeViolations(page, 'info (the splash)');
    await page.getByRole('button', { name: 'Start your application' }).click();

    await waitForRoute(page, `${base}/choice`);
    await h1(page, 'Which card would you like?').waitFor();
    await page.getByText(/0% for 20 months on balance transfers, then 22\.9% a year \(variable\)/).waitFor();
    await expectNoAxeViolations(page, 'choice');
    await submitAndExpectError(page, 'Continue', 'This field requires a selection', 'choice: nothing chosen');
    await page.getByRole('radio', { name: 'Everyday Credit Card' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await waitForRoute(page, `${base}/credit-limit`);
    await h1(page, 'What credit limit would you like?').waitFor();
    const limit = page.getByLabel(/Credit limit for your Everyday Credit Card/);
    await limit.fill('3000.50');
    await submitAndExpectError(page, 'Continue', 'Enter a credit limit in whole pounds, like 3000', 'credit-limit: pence');
    expect(await limit.inputValue()).toBe('3000.50');
    await limit.fill('3000');
    await page.getByRole('button', { name: 'Continue' }).click();

    await waitForRoute(page, `${base}/apply/your-details`);
    await h1(page, 'Your details').waitFor();
    // the step tracker shows on this two-segment step too, at 'Your details'.
    expect(await page.locator('[aria-current="step"] .step-tracker__label').textContent()).toBe('Your details');
    await expectNoAxeViolations(page, 'apply/your-details');
    await page.getByLabel('Employed', { exact: true }).check();
    await page.getByLabel('What is your yearly income before tax?').fill('30000');
    await page.getByRole('button', { name: 'Continue' }).click();

    await waitForRoute(page, `${base}/affordability`);
    await h1(page, 'Your monthly costs').waitFor();
    await submitAndExpectError(page, 'Submit application', 'This field requires a value', 'affordability: empty');
    await page.getByLabel(/rent or mortgage/).fill('800');
    await page.getByLabel(/loans and other credit/).fill('0');
    await page.getByLabel(/depend on you/).fill('0');
    await page.getByLabel('No, I pay my living costs alone').check();
    await expectNoAxeViolations(page, 'affordability');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await waitForRoute(page, `${base}/your-offer`, 30_000);
    await page.getByText(/We can offer you a credit limit of £2,500\.00 on the Everyday Credit Card/).waitFor();
    await page.getByText('You asked for £3,000.00. This is the most we can offer you now.').waitFor();
    await expectNoAxeViolations(page, 'your-offer');
    await page.screenshot({ path: '/tmp/credit-cards-offer.png', fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await waitForRoute(page, `${base}/credit-limit-options`);
    const optOut = page.getByLabel(/No, do not raise my limit/);
    expect(await optOut.isChecked()).toBe(false);
    expect(await page.getByLabel(/Yes, you may offer me higher limits/).isChecked()).toBe(false);
    await expectNoAxeViolations(page, 'credit-limit-options');
    await submitAndExpectError(page, 'Continue', 'This field requires a selection', 'credit-limit-options: nothing chosen');
    await optOut.check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await waitForRoute(page, `${base}/repayment-options`);
    await h1(page, 'How would you like to repay each month?').waitFor();
    await page.getByLabel('A fixed amount').check();
    await page.getByLabel('Amount each month, in pounds').waitFor();
    await expectNoAxeViolations(page, 'repayment-options: a fixed amount revealed');
    await page.getByLabel('The minimum repayment').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await waitForRoute(page, `${base}/agreement`, 30_000);
    await h1(page, 'Your credit card agreement').waitFor();
    const agreement = page.getByRole('region', { name: 'Your credit card agreement' });
    await agreement.getByText('£2,500.00').waitFor();
    await agreement.getByText(/You asked us not to raise your credit limit/).waitFor();
    await agreement.getByText(/the minimum repayment: the interest and charges plus 1% of the balance, or £5/).waitFor();
    await expectNoAxeViolations(page, 'agreement');
    await expectPdfShown(page, 'Open the unsigned agreement (PDF)', /Not signed yet\./, 'agreement: the unsigned PDF open');
    await page.screenshot({ path: '/tmp/credit-cards-agreement.png', fullPage: true });

    await clearJournal();
    await page.getByRole('button', { name: 'I agree – sign the agreement' }).dblclick();
    await waitForRoute(page, `${base}/complete`, 30_000);
    await h1(page, 'Your credit card agreement is signed').waitFor();
    const signs = await requestsTo('POST', signPath);
    expect(signs).toHaveLength(1);
    const lastFour = await page.locator('.cc-confirmation strong').textContent();
    expect(lastFour).toMatch(/^\d{4}$/);
    await page.getByText(/withdraw from this credit card agreement, without giving any reason, within 14 days. .* Your 14 days end on /).waitFor();
    await expectNoAxeViolations(page, 'complete');
    await page.screenshot({ path: '/tmp/credit-cards-complete.png', fullPage: true });
    await expectPdfShown(page, 'Open the signed agreement (PDF)', /Signed by the borrower/, 'complete: the signed PDF open');
    expect(await page.getByRole('link', { name: 'Download the signed agreement (PDF)' }).getAttribute('download')).toBe('credit-card-agreement-signed.pdf');

    // Back never signs again: the agreement page goes to complete.
    await page.goBack();
    await waitForRoute(page, `${base}/complete`);

    await page.getByRole('link', { name: 'Back to Balances' }).click();
    await waitForRoute(page, '/summary');
    // Balances itself, not the page before it (which names the card too): its heading, then the card.
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByText('Everyday Credit Card').first().waitFor({ timeout: 30_000 });
    expect(await requestsTo('POST', signPath)).toHaveLength(1);

    // The executed agreement is kept in My documents (CCA s61A), naming the borrower by the bank's record, with the limit.
    await page.evaluate(() => {
      window.location.hash = '#/my-documents';
    });
    await page.getByRole('link', { name: /Credit card agreement CCA\d+ \(signed\)/ }).click({ timeout: 30_000 });
    await page.locator('.pdf-view canvas').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      (words) => words.every((w) => [...document.querySelectorAll('.pdf-text')].map((e) => e.textContent ?? '').join(' ').replace(/\s+/g, ' ').includes(w)),
      ['Credit Card Agreement regulated by the Consumer Credit Act 1974', 'Borrower Mr Alex Hardy', "Borrower's address 12 Battersea Park Road, London, SW11 4NJ", 'Credit limit £2,500.00', 'Signed by the borrower Mr Alex Hardy'],
      { timeout: 30_000 },
    );
    expectCleanJourney(journey);
  }, 240_000);

  it('with the keyboard (keys answer every question and submit every page): high monthly costs are referred, and the page says what happens next', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openCards(page);
    await page.getByRole('button', { name: 'Start your application' }).focus();
    await page.keyboard.press('Enter');
    await h1(page, 'Which card would you like?').waitFor();
    await page.getByRole('radio', { name: 'Everyday Credit Card' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Balance Transfer Card' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const limit = page.getByLabel(/Credit limit for your Balance Transfer Card/);
    await limit.focus();
    await page.keyboard.type('1000');
    await page.keyboard.press('Enter');
    await h1(page, 'Your details').waitFor();
    await page.getByLabel('Self-employed').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('What is your yearly income before tax?').focus();
    await page.keyboard.type('24000');
    await page.keyboard.press('Enter');
    await h1(page, 'Your monthly costs').waitFor();
    await page.getByLabel(/rent or mortgage/).focus();
    await page.keyboard.type('1000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    // The household question's radios: Tab reaches the group, an arrow key chooses 'No', Tab moves on to the
    // text field, where Enter submits.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await h1(page, 'We need to look at your application').waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'your-offer: referred');
    expectCleanJourney(journey);
  });

  it('sharing living costs with a partner (Yes): the estimate grows to two adults and £3,000 that one adult could borrow is referred', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    // £30,000 is £2,093.30 a month after tax; £800 rent; a 36th of £3,000 is £83.33.
    await fillApplication(page);
    const estimate = page.getByText(/^Our estimate of living costs for/);
    // Living alone: £946.83 leaves £263.14, over the £200 the bank wants left: this would be accepted.
    await estimate.getByText(/a household of one is £946\.83 a month/).waitFor();
    await page.getByLabel('Yes', { exact: true }).check();
    // Two adults: £400 more everyday spending and council tax without the single-adult discount (docs/api/lending.md).
    await estimate.getByText(/a household of 2 people is £1,394\.33 a month/).waitFor();
    await expectNoAxeViolations(page, 'affordability: sharing living costs');
    await page.getByRole('button', { name: 'Submit application' }).click();
    // −£184.36 left each month: a person looks at it (CONC 5.2A.20), no offer is made.
    await h1(page, 'We need to look at your application').waitFor({ timeout: 30_000 });
    expect(await page.getByText(/We can offer you a credit limit/).count()).toBe(0);
    expectCleanJourney(journey);
  });

  it('a card applicant sees their own pre-contract credit information and the adequate explanation before the agreement, opens its PDF, and finds it in My documents', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await applyUntilAgreement(page);
    const info = page.getByRole('region', { name: 'Your pre-contract credit information' });
    await info.getByText(/Running-account credit: a credit card \(Everyday Credit Card\)/).waitFor({ timeout: 30_000 });
    await info.getByText(/A credit limit of £2,500\.00/).waitFor();
    await info.getByText(/Purchases: 22\.9% a year \(variable\)/).waitFor();
    await info.getByText(/the interest and charges plus 1% of the balance, or £5/).first().waitFor();
    await info.getByText(/Costs in case of late payments/).waitFor();
    const explanation = page.getByRole('region', { name: 'Before you sign: what this credit card means for you' });
    await explanation.getByText(/If you miss a payment/).first().waitFor();
    await explanation.getByText(/Ask us a question/).first().waitFor();
    // In the page's order: the pre-contract information, the explanation, then the agreement and the one button that signs it.
    const order = await page.evaluate(() => {
      const at = (name: string) => [...document.querySelectorAll('section[aria-label], section[aria-labelledby]')].findIndex((s) =>
        (s.getAttribute('aria-label') ?? document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') === name);
      return [at('Your pre-contract credit information'), at('Before you sign: what this credit card means for you'), at('Your credit card agreement')];
    });
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(order[0]).toBeLessThan(order[1]!);
    expect(order[1]).toBeLessThan(order[2]!);
    await expectNoAxeViolations(page, 'agreement: the pre-contract information and the explanation');
    await expectPdfShown(page, 'Open the pre-contract credit information (PDF)', /Running-account credit: a credit card/, 'agreement: the pre-contract PDF open');
    await page.screenshot({ path: '/tmp/credit-cards-pre-contract.png', fullPage: true });
    await page.evaluate(() => {
      window.location.hash = '#/my-documents';
    });
    await page.getByText(/Pre-contract credit information, credit card CCA\d+/).waitFor({ timeout: 30_000 });
    expectCleanJourney(journey);
  }, 240_000);

  it('a lost answer on signing says the agreement may have been signed, shows what the bank lists, and the retry (same key) signs once', async () => {
    const { page } = journey;
    // The demo bank signs, remembers its answer, then drops the connection: the answer is lost.
    const removeStub = await addStub({
      priority: 1,
      request: { method: 'POST', urlPathPattern: '/gateway/api/v1/credit-cards/applications/[A-Z]{3}[0-9]{6}/agreements', headers: { 'Idempotency-Key': { matches: '.+' } } },
      response: { transformers: ['ledger'], transformerParameters: { op: 'card-sign', fault: 'CONNECTION_RESET_BY_PEER' } },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await applyUntilAgreement(page);
      await clearJournal();
      await page.getByRole('button', { name: 'I agree – sign the agreement' }).click();
      await page.getByText('Your agreement may have been signed. Please check what the bank lists below before you try again.').waitFor({ timeout: 60_000 });
      await page.getByText(/The bank lists your agreement as signed: your card ends in \d{4}/).waitFor({ timeout: 30_000 });
      expect(await page.getByText(/failed/i).count()).toBe(0);
      await expectNoAxeViolations(page, 'agreement: the answer to signing lost');
    } finally {
      await removeStub();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your credit card agreement is signed').waitFor({ timeout: 30_000 });
    const signs = await requestsTo('POST', signPath);
    expect(signs).toHaveLength(2);
    // Header names may arrive lower-cased through the preview server's proxy.
    const keys = signs.map(idempotencyKeyOf);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await page.getByRole('link', { name: 'Back to Balances' }).click();
    await waitForRoute(page, '/summary');
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByText('Everyday Credit Card').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('main').getByText('Everyday Credit Card').count()).toBe(1);
    expectCleanJourney(journey);
  });

  it('a lost answer on apply says the application may have gone through, lists what the bank holds, and the retry (same keys) applies once', async () => {
    const { page } = journey;
    // The bank decides and remembers, then drops the connection: the answer to the decision is lost.
    const removeStub = await addStub({
      priority: 1,
      request: { method: 'POST', urlPathPattern: '/gateway/api/v1/credit-cards/applications/[A-Z]{3}[0-9]{6}/decisions', headers: { 'Idempotency-Key': { matches: '.+' } } },
      response: { transformers: ['ledger'], transformerParameters: { op: 'card-decide', fault: 'CONNECTION_RESET_BY_PEER' } },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await fillApplication(page);
      await clearJournal();
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.getByText('Your application may have gone through. Please check what the bank lists below before you try again.').waitFor({ timeout: 60_000 });
      await page.getByText(/Everyday Credit Card, £3,000\.00 asked for: accepted \(reference CCA\d{6}\)/).waitFor({ timeout: 30_000 });
      // Nothing typed is lost, and it cannot change while the answer is unknown.
      expect(await page.getByLabel(/rent or mortgage/).inputValue()).toBe('800');
      await expectNoAxeViolations(page, 'affordability: the answer to apply lost');
    } finally {
      await removeStub();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/We can offer you a credit limit of £2,500\.00/).waitFor({ timeout: 30_000 });
    const starts = await requestsTo('POST', /\/credit-cards\/applications$/);
    expect(starts).toHaveLength(2);
    expect(idempotencyKeyOf(starts[1]!)).toBe(idempotencyKeyOf(starts[0]!));
    const book = await (await fetch(`${demoBankTarget().wiremockUrl}/__admin/ledger/demo.hardkey`)).json() as { documents: Record<string, { payload: { applications: unknown[] } }> };
    expect(book.documents['credit-cards/hardkey/applications.json']?.payload.applications).toHaveLength(1);
    expectCleanJourney(journey);
  });
});
