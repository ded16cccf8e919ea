import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { startLoggedOn } from './support/logged-on';
import { logOnAs, waitForRoute } from './support/log-on';
import { idempotencyKeyOf } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';
import { pictureFor } from './support/screenshots';

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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const scores = (page: Page) => page.locator('main .help-questions__item').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-question-score'))));

describe('help hubs (demo.hardkey)', () => {
  it('travel hub: categories, questions in score order, a popout by keyboard, a navigate action into the app', async () => {
    const { page } = await loggedOn('demo.hardkey');
    await sidebar(page).getByRole('link', { name: 'Travel hub' }).click();
    await waitForRoute(page, '/travel');
    await heading(page, 'Travel hub').waitFor();
    const topics = page.locator('.help-categories__link');
    expect(await topics.allTextContents()).toEqual(['Before you go', 'Travel money', 'Using your card abroad', 'Lost or stolen abroad']);
    await page.getByRole('heading', { level: 3, name: 'Planning' }).waitFor();
    await expectNoAxeViolations(page, 'travel hub index');
    await pictureFor(page, 'help-travel');

    // A category: its questions in ascending questionScore, whatever order content sent.
    await page.getByRole('link', { name: 'Using your card abroad' }).click();
    await waitForRoute(page, '/travel/info/using-your-card-abroad');
    await heading(page, 'Using your card abroad').waitFor();
    expect(await scores(page)).toEqual([5, 15, 25, 35, 45]);
    expect(await page.locator('.help-questions__question').first().textContent()).toBe('What does it cost to use my debit card abroad?');
    const tab = page.getByRole('navigation', { name: 'Topics in the travel hub' }).getByRole('link', { name: 'Using your card abroad' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page, 'a travel category');
    await pictureFor(page, 'help-category');

    // The popout: opened with Enter, closed with Escape, focus back on its button.
    const popout = page.getByRole('button', { name: /^See all card fees abroad/ });
    await popout.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'See all card fees abroad' });
    await dialog.waitFor();
    await dialog.getByText('Paying in pounds abroad: no fee from us.').waitFor();
    await expectNoAxeViolations(page, 'the popout modal');
    await pictureFor(page, 'help-popout', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await popout.evaluate((el) => el === document.activeElement)).toBe(true);
    // And with the keyboard on its Close button.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The topics by keyboard: the tab link takes Enter like any link.
    await page.getByRole('navigation', { name: 'Topics in the travel hub' }).getByRole('link', { name: 'Travel money' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Travel money').waitFor();
    expect(await scores(page)).toEqual([12, 24, 36, 48, 60]);

    // A navigate action lands in the app.
    await page.getByRole('link', { name: 'Before you go' }).first().click();
    await heading(page, 'Before you go').waitFor();
    expect(await scores(page)).toEqual([10, 20, 30, 40, 50]);
    await page.getByRole('link', { name: /^See your accounts/ }).click();
    await waitForRoute(page, '/summary');
    await heading(page, 'Balances').waitFor();
    expectCleanJourney(journey);
  });

  it("security hub search: 'PIN' finds only the questions about it, accents do not matter, nothing found offers contact us", async () => {
    const { page } = await loggedOn('demo.hardkey');
    await page.goto('/#/security');
    await heading(page, 'Security hub').waitFor();
    const box = page.getByRole('searchbox', { name: 'Search questions and answers' });
    await box.fill('PIN');
    await page.getByRole('status').filter({ hasText: '5 results found' }).waitFor();
    const results = page.getByRole('list', { name: 'Search results' });
    expect(await results.locator('.help-questions__question').allTextContents()).toEqual([
      'Will we ever ask for your PIN or security code?',
      "I've forgotten my Secure Key PIN",
      'My Secure Key is locked',
      'How do I change my Secure Key PIN?',
      'Can someone else use my PIN if I wrote it down?',
    ]);
    for (const text of await results.getByRole('listitem').allTextContents()) expect(text).toMatch(/\bPINs?\b/i);
    expect(await page.locator('.help-categories').count()).toBe(0);
    await expectNoAxeViolations(page, 'search results');
    await pictureFor(page, 'help-search');

    await box.fill('CAFE');
    await page.getByRole('status').filter({ hasText: '1 result found' }).waitFor();
    await results.getByText('Is it safe to bank on public Wi-Fi?').waitFor();

    await box.fill('parachute');
    await page.getByRole('status').filter({ hasText: 'No search results found.' }).waitFor();
    await page.getByRole('link', { name: 'Contact us' }).last().waitFor();
    await expectNoAxeViolations(page, 'no search results');

    await box.fill('');
    await page.locator('.help-categories').first().waitFor();
    expectCleanJourney(journey);
  });

  it("sends a message from a category's messageGroup once, with its subject and label, after ib-status and send-allowed", async () => {
    const { page } = journey;
    const posts: { body: string; key: string | undefined }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/gateway/api/v1/messages') posts.push({ body: r.postData() ?? '', key: idempotencyKeyOf({ headers: r.headers() }) });
    });
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/security/info/report-something-suspicious');
    await heading(page, 'Report something suspicious').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Still need help?' }).waitFor();
    const statusCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/gateway/api/v1/messages/ib-status');
    await page.getByRole('link', { name: /^Send us a message/ }).click();
    expect((await statusCall).status()).toBe(200);
    await waitForRoute(page, '/security/info/report-something-suspicious/message/Report%20something%20suspicious');
    await heading(page, 'Report something suspicious').waitFor();
    const text = page.getByLabel('Tell us what you received or saw');
    await expectNoAxeViolations(page, 'the hub message form');

    // The error summary first (nothing typed), then the message.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').waitFor();
    await expectNoAxeViolations(page, 'the hub message form with an error');
    await text.fill('A text said my card was blocked and asked me to call 0800 000 000.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Check your message').waitFor();
    await page.getByText('Report something suspicious').first().waitFor();
    await expectNoAxeViolations(page, 'the hub message review');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await heading(page, 'Your message has been sent').waitFor();
    await page.getByRole('link', { name: 'Back to Report something suspicious' }).waitFor();
    await expectNoAxeViolations(page, 'the hub message sent');
    await pictureFor(page, 'help-message-sent');

    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toEqual({
      messageType: 'GENERAL_ENQUIRY',
      subject: 'Report something suspicious',
      messageText: 'A text said my card was blocked and asked me to call 0800 000 000.',
    });
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // Back cannot send again: the journey keeps only its outcome open.
    await page.goBack();
    await heading(page, 'Your message has been sent').waitFor();
    expect(posts).toHaveLength(1);
    expectCleanJourney(journey);
  });

  it('an unknown topic goes to not-found; a malformed or foreign message address shows a clear page', async () => {
    const { page } = await loggedOn('demo.hardkey');
    await page.goto('/#/travel/info/no-such-topic');
    await waitForRoute(page, '/not-found');
    await page.goto('/#/travel/info');
    await waitForRoute(page, '/travel/info/before-you-go');
    await page.goto('/#/travel/info/before-you-go/message/%E0%A4%A');
    await heading(page, 'This message form is not available').waitFor();
    await page.getByText('The address of this page is not complete.').waitFor();
    await expectNoAxeViolations(page, 'a malformed message address');
    await page.goto('/#/travel/info/travel-money/message/Send%20me%20money');
    await page.getByText('Travel money does not have a message form with this subject.').waitFor();
    await page.getByRole('link', { name: 'Back to Travel money' }).click();
    await heading(page, 'Travel money').waitFor();
    expectCleanJourney(journey);
  });
});

describe('help hubs (demo.appkey, for whom send-allowed fails)', () => {
  it("is sent back to the category with the bank's reason", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await page.goto('/#/travel/info/lost-or-stolen-abroad');
    await heading(page, 'Lost or stolen abroad').waitFor();
    await page.getByRole('link', { name: /^Send us a message/ }).click();
    await page.getByText('Sorry, you cannot send us a secure message at the moment. Please call us instead.').waitFor();
    await waitForRoute(page, '/travel/info/lost-or-stolen-abroad');
    await expectNoAxeViolations(page, 'send not allowed from a hub');
    expectCleanJourney(journey);
  });
});

describe('developer pages in a non-production build (the e2e build: VITE_BANK_ENV unset)', () => {
  it('gel, svgs, aem-error-codes and info are there and pass axe', async () => {
    const { page } = journey;
    expect(demoBankTarget().baseUrl).toBeTruthy();
    for (const [path, title] of [
      ['/gel', 'GEL components'],
      ['/svgs', 'Icons'],
      ['/aem-error-codes', 'Error codes'],
      ['/info', 'Build information'],
    ] as const) {
      await page.goto(`/#${path}`);
      await heading(page, title).waitFor();
      await expectNoAxeViolations(page, path);
    }
    await page.goto('/#/aem-error-codes');
    await page.locator('tr[data-code="FD001T"]').getByText("It's us, not you.").waitFor();
    await page.getByRole('list', { name: 'Codes missing from content' }).getByText('ACC_MALFORMED').waitFor();
    await page.goto('/#/info');
    await page.locator('tr[data-toggle="travelHub"]').getByText('On').waitFor();
    await pictureFor(page, 'dev-info');
    await page.goto('/#/svgs');
    expect(await page.locator('.developer-icons__item').count()).toBe(20);
    await pictureFor(page, 'dev-svgs');
    expectCleanJourney(journey);
  });
});
