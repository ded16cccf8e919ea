import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { waitForRoute } from './support/log-on';

/**
 * The log-on page's form is in index.html (docs/performance.md, 'The username form in the HTML'):
 * with the app's script held back, the customer can type a name and press Continue; once the script
 * runs, the app takes the page over with the name, Remember me and the focus as they were, and the
 * held Continue reaches stage 2. A deep link shows the heading and the loader only, as before. All
 * under the CSP the preview serves, whose hashes the build wrote.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

/** Holds back every script of the app until `release`: the page is what the HTML alone makes it. */
async function holdScripts(page: Page): Promise<{ held: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Marks the username field the HTML holds, so a test can tell when the app has replaced it. */
const markPrerenderedField = (page: Page) =>
  page.evaluate(() => {
    const field = document.getElementById('userid');
    if (!field) throw new Error('no username field in the HTML');
    field.dataset.fromHtml = 'yes';
  });
const appTookOver = (page: Page) =>
  page.waitForFunction(() => {
    const field = document.getElementById('userid');
    return field !== null && field.dataset.fromHtml === undefined;
  });

/** Every layout shift the page has had, input or not, summed: the takeover must move nothing. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is a sum of 0; the observer reports buffered entries in its first callback.
        requestAnimationFrame(() => setTimeout(() => resolve(0), 500));
      }),
  );

/**
 * Where the form's parts are on screen. A layout shift is counted only for an element that moves,
 * and the takeover replaces every element, so CLS alone cannot see a frame that differs: the parts
 * must be where the frame had them.
 */
const positions = (page: Page) =>
  page.evaluate(() => {
    const parts = {
      heading: document.querySelector('h1'),
      field: document.getElementById('userid'),
      rememberMe: document.getElementById('cookieuserid'),
      continue: document.querySelector('form [type=submit]'),
      register: [...document.querySelectorAll('button')].find((b) => b.textContent === 'Register'),
      footer: document.querySelector('.auth-layout__footer'),
    };
    return Object.fromEntries(
      Object.entries(parts).map(([name, el]) => {
        const r = el?.getBoundingClientRect();
        return [name, r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : 'missing'];
      }),
    );
  });

describe('the username form in the HTML', () => {
  // The index sends on to stage 1 a render after the takeover: the form is handed over when it is there.
  it.each(['/#/authentication/username', '/'])('at %s takes a name typed and a Continue pressed before the app ran, and that press reaches stage 2', async (address) => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    await page.goto(address, { waitUntil: 'commit' });
    const field = page.getByLabel('Username', { exact: true });
    // The page stays on its HTML: with the script held, 'load' never comes.
    await field.pressSequentially('demo.hardkey');
    await markPrerenderedField(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Held, not submitted: the page did not go to an address with the name in it.
    expect(page.url()).not.toContain('userid=');
    // The scripts are asked for a frame after the first paint, which a quick press can come before;
    // held back, they cannot run before `release`, so the press came first either way.
    await expect.poll(scripts.held, { message: 'the app script was asked for and held back', timeout: 10_000 }).toBeGreaterThan(0);
    expect(await field.inputValue()).toBe('demo.hardkey');

    await scripts.release();
    await waitForRoute(page, '/authentication/password', 30_000);
    expectCleanJourney(journey);
  });

  it.each([
    ['Forgotten your username?', (page: Page) => page.getByRole('dialog', { name: 'Forgotten your username?' }).waitFor({ timeout: 30_000 })],
    ['What you need to register', (page: Page) => page.getByRole('dialog', { name: 'What you need to register' }).waitFor({ timeout: 30_000 })],
    ['Register', (page: Page) => page.getByRole('heading', { level: 1, name: 'Register for Online Banking' }).waitFor({ timeout: 30_000 })],
  ] as const)("'%s' pressed before the app ran does what it says once the app is there", async (name, opened) => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    await page.goto('/#/authentication/username', { waitUntil: 'commit' });
    await page.getByRole('button', { name, exact: true }).click();
    // The scripts are asked for a frame after the first paint, which a quick press can come before;
    // held back, they cannot run before `release`, so the press came first either way.
    await expect.poll(scripts.held, { message: 'the app script was asked for and held back', timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count(), 'nothing opens in the HTML alone').toBe(0);

    await scripts.release();
    await opened(page);
    await expectNoAxeViolations(page, `${name} pressed before the app ran`);
    expectCleanJourney(journey);
  });

  // The app's scripts are put in when the browser reports the first paint, a report a busy machine
  // may deliver late: a press in that gap (here a second long) is held like any other.
  it("'Forgotten your username?' pressed before the paint is reported does what it says once the app is there", async () => {
    const { page } = journey;
    await page.addInitScript(() => {
      const Observer = window.PerformanceObserver;
      window.PerformanceObserver = class extends Observer {
        constructor(report: PerformanceObserverCallback) {
          super((list, observer) => setTimeout(() => report(list, observer), 1000));
        }
      };
    });
    const scripts = await holdScripts(page);
    await page.goto('/#/authentication/username', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Forgotten your username?', exact: true }).click();
    await expect.poll(scripts.held, { message: 'the app script was asked for and held back', timeout: 10_000 }).toBeGreaterThan(0);

    await scripts.release();
    await page.getByRole('dialog', { name: 'Forgotten your username?' }).waitFor({ timeout: 30_000 });
    expectCleanJourney(journey);
  });

  it('keeps every character, Remember me and the focus when the app takes the page over', async () => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    await page.goto('/#/authentication/username', { waitUntil: 'commit' });
    const field = page.getByLabel('Username', { exact: true });
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await field.pressSequentially('demo.hard');
    await markPrerenderedField(page);
    await expectNoAxeViolations(page, 'the log-on form from the HTML');
    const framed = await positions(page);

    await scripts.release();
    await appTookOver(page);
    expect(await positions(page), 'every part where the frame had it').toEqual(framed);
    expect(await layoutShift(page), 'layout shift of the takeover (CLS)').toBe(0);
    expect(await field.inputValue()).toBe('demo.hard');
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    expect(await field.evaluate((el) => el === document.activeElement), 'the field keeps the focus').toBe(true);
    // Typing goes on where it stopped, in the app's field.
    await page.keyboard.type('key');
    expect(await field.inputValue()).toBe('demo.hardkey');
    // Busy until the identity service's log-on page is here, then ready for the name typed.
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled'), { timeout: 15_000 }).toBe('false');
    await expectNoAxeViolations(page, 'the log-on form after the app took it over');
    expectCleanJourney(journey);
  });

  it('shows a deep link the heading and the loader only, never a form for another route', async () => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    await page.goto('/#/registration', { waitUntil: 'commit' });
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Online Banking');
    expect(await page.getByLabel('Username', { exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Financial Services Compensation Scheme' }).isVisible()).toBe(false);

    await scripts.release();
    // The frame is replaced whole by the page the link names, and its mark goes with it.
    await page.getByRole('heading', { level: 1, name: 'Register for Online Banking' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-deep-link'))).toBe(false);
    expect(await page.getByRole('button', { name: 'Financial Services Compensation Scheme' }).isVisible()).toBe(true);
    expectCleanJourney(journey);
  });

  it('refuses a start script changed without its hash: the browser reports it and the script never runs', async () => {
    const { page } = journey;
    await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      const html = (await answer.text()).replace('<script>(', '<script>void 0;(');
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto('/#/accounts');
    await expect.poll(() => journey.cspViolations.length).toBeGreaterThan(0);
    expect(journey.cspViolations.join('\n')).toMatch(/script-src/);
    // Not run: the deep link's mark was never set, so the form shows where the loader should.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-deep-link'))).toBe(false);
  });
});
