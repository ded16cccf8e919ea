import { describe, expect, it } from 'vitest';
import { expectCleanJourney, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';

/**
 * The log-on page paints from its HTML (docs/startup-css.md): the startup frame's rules are inline
 * in index.html, allowed by the hash the build wrote into the CSP the preview serves. With the app's
 * stylesheet and scripts held back, what the customer sees first is styled by those rules alone; a
 * style changed without its hash is refused by the browser (a violation, and an unstyled frame).
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const style = (page: JourneyPage['page'], selector: string, property: string) =>
  page.locator(selector).evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

describe('the startup frame, painted from the HTML', () => {
  it('is styled by its inline CSS under the served CSP before the stylesheet or any script arrives', async () => {
    const { page } = journey;
    const heldBack: string[] = [];
    await page.route(/\/assets\/.+\.(css|js)$/, async (route) => {
      heldBack.push(new URL(route.request().url()).pathname);
      await route.abort();
    });
    await page.goto('/');

    expect(heldBack.some((path) => path.endsWith('.css')), 'the app stylesheet was asked for and held back').toBe(true);
    expect(await style(page, 'header.top-bar', 'background-color')).toBe('rgb(0, 90, 120)');
    expect(await style(page, 'h1.auth-layout__title', 'font-size')).toBe('32px');
    expect(await style(page, '.loader__spinner', 'width')).toBe('56px');
    expect(await style(page, '.loader .visually-hidden', 'position')).toBe('absolute');
    expect(journey.cspViolations, 'CSP violations').toEqual([]);
  });

  it('refuses an inline style changed without its hash: the browser reports it and the frame is unstyled', async () => {
    const { page } = journey;
    await page.route(/\/assets\/.+\.(css|js)$/, (route) => route.abort());
    await page.route(/\/(\?.*)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      const html = (await answer.text()).replace('<style>', '<style>a{}');
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto('/');
    await expect.poll(() => journey.cspViolations.length).toBeGreaterThan(0);
    expect(journey.cspViolations.join('\n')).toMatch(/style-src/);
    expect(await style(page, 'header.top-bar', 'background-color')).not.toBe('rgb(0, 90, 120)');
  });

  it("asks for the app's scripts only once the frame has been painted", async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ path: new URL(e.name).pathname, asked: e.startTime })),
    }));
    expect(painted, 'the first contentful paint').not.toBeNull();
    expect(scripts.length, "the app's scripts").toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script.asked, `${script.path} asked for before the first paint`).toBeGreaterThanOrEqual(painted ?? Infinity);
  });

  it('takes the app over with no violation once everything arrives', async () => {
    const { page } = journey;
    await page.goto('/');
    // The form is in the HTML: the skip link is the app's own, so the app has taken over.
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    expect(await style(page, 'header.top-bar', 'background-color')).toBe('rgb(0, 90, 120)');
    expectCleanJourney(journey);
  });
});
