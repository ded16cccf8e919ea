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

  it('takes the app over with no violation once everything arrives', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    expect(await style(page, 'header.top-bar', 'background-color')).toBe('rgb(0, 90, 120)');
    expectCleanJourney(journey);
  });
});
