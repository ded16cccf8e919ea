import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { distinctKeys } from './support/headers';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { fillDate } from './support/dates';
import { demoBankTarget } from './support/demo-bank-target';
import { holdFirstSend } from './support/hold-first-send';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const inboxLink = (page: Page, unread: number) => sidebar(page).getByRole('link', { name: new RegExp(`^Inbox\\s*${unread}\\s*unread$`) });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function openMessage(page: Page, subject: string): Promise<void> {
  await page.getByRole('list', { name: 'Received messages' }).getByRole('link', { name: new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await heading(page, subject).waitFor();
}

describe('secure inbox, my documents and messages to the bank (demo.hardkey)', () => {
  it('shows the unread count, reads a message, shows markup as text, replies with Complaints and deletes through the modal', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await heading(page, 'Balances').waitFor();

    // The unread count in the sidebar.
    await inboxLink(page, 3).waitFor();
    await inboxLink(page, 3).click();
    await waitForRoute(page, '/inbox/received');
    await heading(page, 'Inbox').waitFor();
    await page.getByText('You have 3 unread messages.').waitFor();
    await page.locator('.message-list__item').nth(11).waitFor();
    expect(await page.locator('.message-list__item').count()).toBe(12);
    expect(await page.locator('.message-list__item--unread').count()).toBe(3);
    await page.getByText(/Expires/).first().waitFor();
    await expectNoAxeViolations(page, 'inbox received');
    await page.screenshot({ path: '/tmp/inbox-list.png', fullPage: true });

    // An unread message: opened, marked read, the count falls in the sidebar.
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r.url());
    });
    await openMessage(page, 'Your new Secure Key is on its way');
    await inboxLink(page, 2).waitFor();
    expect(patches).toHaveLength(1);
    await expectNoAxeViolations(page, 'a message with the reply form');

    // The message with markup shows it as text.
    await page.getByRole('link', { name: 'Back to Inbox' }).click();
    await openMessage(page, 'About <b>your</b> payment');
    const text = page.locator('.message-text').first();
    expect(await text.textContent()).toContain('<script>alert("not run")</script>');
    expect(await text.locator('b, script, a').count()).toBe(0);
    await page.screenshot({ path: '/tmp/inbox-markup.png', fullPage: true });

    // Reply with Complaints: a failed send keeps every word, then it goes and is found in Sent.
    await page.getByLabel('Subject').selectOption({ label: 'Complaints' });
    const field = page.getByLabel('Your message');
    await field.fill('DEMO-FAIL The card machine charged me twice. 😀 مرحبا');
    await page.getByText(/You have 1,4\d\d characters remaining/).waitFor();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(/Sorry, we could not send your reply/).waitFor();
    expect(await field.inputValue()).toBe('DEMO-FAIL The card machine charged me twice. 😀 مرحبا');
    await expectNoAxeViolations(page, 'a failed reply');
    await field.fill('The card machine charged me twice. 😀 مرحبا');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(/Your reply has been sent/).waitFor();
    expect(await field.inputValue()).toBe('');
    await page.getByRole('link', { name: 'Sent messages' }).first().click();
    await heading(page, 'Sent messages').waitFor();
    const sent = page.getByRole('list', { name: 'Sent messages' }).getByRole('listitem');
    await sent.nth(4).waitFor();
    expect(await sent.count()).toBe(5);
    expect(await sent.first().getByRole('link').textContent()).toBe('Complaints');
    await expectNoAxeViolations(page, 'sent messages');

    // Delete through the modal: cancel first, then delete.
    await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: /Received/ }).click();
    await heading(page, 'Inbox').waitFor();
    await openMessage(page, 'Our opening hours over the holidays');
    // By keyboard alone: open the modal, Escape cancels it and focus goes back to its button.
    const deleteButton = page.getByRole('button', { name: 'Delete message' });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the delete modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await deleteButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete message' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await heading(page, 'Inbox').waitFor();
    await page.getByText(/has been deleted/).waitFor();
    expect(await page.locator('.message-list__item').count()).toBe(11);
    await inboxLink(page, 2).waitFor();
    expectCleanJourney(journey);
  });

  it('opens my documents, shows an unread PDF with pdf.js and downloads it, then sends a travel notice', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await heading(page, 'Balances').waitFor();

    // My documents: the list, an unread PDF shown in the page, the count falls, the download.
    await sidebar(page).getByRole('link', { name: 'My documents' }).click();
    await heading(page, 'My documents').waitFor();
    await page.getByText('You have 5 unread documents.', { exact: false }).waitFor();
    await page.locator('.document-list__item').nth(39).waitFor();
    expect(await page.locator('.document-list__item').count()).toBe(40);
    await page.getByLabel('Show documents from').selectOption('2025');
    expect(await page.locator('.document-list__item').count()).toBe(6);
    await page.getByLabel('Show documents from').selectOption('');
    await expectNoAxeViolations(page, 'my documents');
    await page.getByRole('link', { name: /Letter: changes to your terms and conditions/ }).click();
    await heading(page, 'Letter: changes to your terms and conditions').waitFor();
    // pdf.js and its worker (1.2 MB) are parsed on first use: slow on a loaded machine.
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    try {
      await page.locator('.pdf-view[data-pages="1"] canvas').waitFor({ timeout: 45_000 });
    } catch (error) {
      await page.screenshot({ path: '/tmp/my-documents-pdf-failed.png', fullPage: true });
      console.log('PDF-DEBUG', await page.locator('main').innerHTML(), consoleLines.join('\n'), journey.pageErrors.join('\n'));
      throw error;
    }
    await page.getByText('Text of this document').click();
    await page.locator('.pdf-text').getByText(/changes to your terms and conditions/).waitFor();
    await expectNoAxeViolations(page, 'a document shown with pdf.js');
    await page.screenshot({ path: '/tmp/my-documents-pdf.png', fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download this document (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe('letter-changes-to-your-terms-and-conditions-2026-11-10.pdf');
    expect((await readFile(await download.path(), 'latin1')).startsWith('%PDF-1.4')).toBe(true);
    await page.getByRole('link', { name: 'Back to My documents' }).click();
    await page.getByText('You have 4 unread documents.', { exact: false }).waitFor();

    // A travel notice from manage account.
    await page.goto('/#/summary/0/manage-account');
    await heading(page, 'Manage account').waitFor();
    await page.getByRole('link', { name: 'Travel', exact: true }).click();
    await page.getByRole('link', { name: 'Tell us you are travelling' }).click();
    await heading(page, 'Tell us you are travelling').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('There is a problem').waitFor();
    await expectNoAxeViolations(page, 'travel form with errors');
    await page.getByLabel('Where are you going?').fill('France, Spain');
    await fillDate(page, 'Date you leave', { day: '1', month: 'December', year: '2026' });
    await fillDate(page, 'Date you come back', '2026-12-14');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Check your travel notice').waitFor();
    await expectNoAxeViolations(page, 'travel review');
    await page.getByRole('button', { name: 'Send' }).click();
    await heading(page, 'Your travel notice has been sent').waitFor();
    await page.getByText(/We have noted your travel/).waitFor();
    await expectNoAxeViolations(page, 'travel confirmation');
    await page.screenshot({ path: '/tmp/manage-account-travel.png', fullPage: true });
    expectCleanJourney(journey);
  });

  it('sends feedback from contact us, a journey with its review and confirmation', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/contact-us');
    await heading(page, 'Contact us').waitFor();
    await page.getByRole('link', { name: 'Give feedback or make a complaint' }).click();
    await heading(page, 'Give feedback or make a complaint').waitFor();
    await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
    await page.getByLabel('Your message').fill('Great service.\nThank you!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Check your message').waitFor();
    await expectNoAxeViolations(page, 'contact us review');
    await page.getByRole('button', { name: 'Send' }).click();
    await heading(page, 'Your message has been sent').waitFor();
    await page.getByText(/within 2 working days/).waitFor();
    expectCleanJourney(journey);
  });

  it('sends demo.appkey, for whom send-allowed fails, back to contact us', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await page.goto('/#/contact-us');
    await heading(page, 'Contact us').waitFor();
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await page.getByText('Sorry, you cannot send us a secure message at the moment. Please call us instead.').waitFor();
    await waitForRoute(page, '/contact-us');
    await expectNoAxeViolations(page, 'send not allowed');
    expectCleanJourney(journey);
  });

  it('leaving while a reply is still being sent, back on the message: the same reply under the same key', async () => {
    const { page } = journey;
    // The first try is held on its way to the bank (a slow network) until the reply is tried again.
    const { tries, release } = await holdFirstSend(page, '**/gateway/api/v1/messages', 'POST');
    await logOnAs(page, 'demo.hardkey');
    await heading(page, 'Balances').waitFor();
    const toMessage = async () => {
      await sidebar(page).getByRole('link', { name: /^Inbox/ }).click();
      await heading(page, 'Inbox').waitFor();
      await openMessage(page, 'Our opening hours over the holidays');
    };
    await toMessage();
    await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
    await page.getByLabel('Your message').fill('Sent while leaving');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await sidebar(page).getByRole('link', { name: 'Balances', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.getByText('Your reply may have gone through.', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await heading(page, 'Balances').waitFor();

    await toMessage();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();
    await page.getByText('Your reply: Sent while leaving').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/Your reply has been sent/).waitFor();
    // The held first try is let go only once the retry was carried out: let go together, the two could
    // meet at the bank while it still carries out the first (409), which the page rightly calls unknown.
    await release();
    expect(distinctKeys(tries, 1)).toHaveLength(1);
  });

  it('a reply whose answer is lost warns before leaving that it may have gone; back on the message it is unknown, and Try again keeps its key', async () => {
    const { page } = journey;
    // The first try never reaches the bank and no answer comes back: an unknown outcome.
    const tries: { headers: Record<string, string> }[] = [];
    await page.route('**/gateway/api/v1/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      tries.push({ headers: route.request().headers() });
      if (tries.length > 1) return route.continue();
      await route.abort('connectionreset');
    });
    await logOnAs(page, 'demo.hardkey');
    await heading(page, 'Balances').waitFor();
    const toMessage = async () => {
      await sidebar(page).getByRole('link', { name: /^Inbox/ }).click();
      await heading(page, 'Inbox').waitFor();
      await openMessage(page, 'Our opening hours over the holidays');
    };
    await toMessage();
    await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
    await page.getByLabel('Your message').fill('Thank you for the hours 😀');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();

    // Leaving asks, in the words of an unknown outcome.
    await sidebar(page).getByRole('link', { name: 'Balances', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.waitFor();
    await leave.getByText('Your reply may have gone through.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'leave warning while a reply is unknown');
    await leave.getByRole('button', { name: 'Leave' }).click();
    await heading(page, 'Balances').waitFor();

    // Back on the message: the reply as it was, unknown; Try again sends it under the first key.
    await toMessage();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();
    await page.getByText('Your reply: Thank you for the hours 😀').waitFor();
    await expectNoAxeViolations(page, 'a reply whose answer was lost, opened again');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(/Your reply has been sent/).waitFor();

    const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', url: '/gateway/api/v1/messages' }),
    });
    const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
    expect(tries).toHaveLength(2);
    const keys = distinctKeys(tries, 2);
    expect(keys).toHaveLength(1);
    expect(requests.filter((r) => distinctKeys([r])[0] === keys[0])).toHaveLength(1);
    expectCleanJourney(journey);
  });
});
