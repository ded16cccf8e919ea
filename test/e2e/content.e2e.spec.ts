import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney } from './support/browser';
import { demoBankTarget } from './support/demo-bank-target';

let browser: Browser;
const wiremockUrl = demoBankTarget().wiremockUrl;
const added: string[] = [];

/** Puts a stub in front of the demo bank's own for this test only (removed in afterEach). */
async function overrideStub(mapping: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${wiremockUrl}/__admin/mappings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ priority: 1, ...mapping }),
  });
  expect(res.status).toBe(201);
  added.push(((await res.json()) as { id: string }).id);
}

async function removeOverrides(): Promise<void> {
  while (added.length) {
    const id = added.pop();
    await fetch(`${wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
  }
}

const masterCalls = async (): Promise<number> => {
  const res = await fetch(`${wiremockUrl}/__admin/requests/count`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', urlPath: '/content/master.json' }),
  });
  return ((await res.json()) as { count: number }).count;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(removeOverrides);
afterAll(async () => {
  await removeOverrides();
  await browser?.close();
});

describe('content load', () => {
  it('loads content from the master once on start, with no error', async () => {
    const journey = await openJourney(browser);
    const before = await masterCalls();
    await journey.page.goto('/');
    // The app's own render, not the form: the form is in the HTML. The app shows it while content
    // loads (it reads none); the master was asked for at start all the same. The skip link is the
    // app's alone.
    await journey.page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    await journey.page.getByRole('textbox', { name: 'Username' }).waitFor();
    expect(await journey.page.getByText('quote error code FD890T').count()).toBe(0);
    expect((await masterCalls()) - before).toBe(1);
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('shows the content-load error page with FD890T when the master fails, and recovers on Try again', async () => {
    await overrideStub({ request: { method: 'GET', urlPath: '/content/master.json' }, response: { status: 500, body: 'down' } });
    const journey = await openJourney(browser);
    const before = await masterCalls();
    await journey.page.goto('/');
    await journey.page.getByRole('heading', { name: "It's us, not you." }).waitFor({ timeout: 20_000 });
    await journey.page.getByText(/quote error code FD890T\./).waitFor();
    // A GET is tried at most 3 times.
    expect((await masterCalls()) - before).toBe(3);
    await expectNoAxeViolations(journey.page, 'content-load error');

    await removeOverrides();
    await journey.page.getByRole('button', { name: 'Try again' }).click();
    await journey.page.getByRole('heading', { name: "It's us, not you." }).waitFor({ state: 'detached', timeout: 20_000 });
    expect(await journey.page.getByText(/quote error code FD890T\./).count()).toBe(0);
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('shows FD999T when no answer reaches the browser at all', async () => {
    // Behind the proxy a WireMock fault arrives as a 5xx; a network failure is made in the browser itself.
    const journey = await openJourney(browser);
    await journey.page.route('**/content/master.json*', (route) => route.abort('connectionreset'));
    await journey.page.goto('/');
    await journey.page.getByText(/quote error code FD999T\./).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(journey.page, 'content-load connection error');
    expectCleanJourney(journey);
    await journey.context.close();
  });
});
