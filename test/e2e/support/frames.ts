import type { Page } from 'playwright-core';

/**
 * Resolves once the page has produced two more frames: what the last change rendered is painted, and
 * what the browser reports of that paint (a layout shift, a request it started) has been delivered.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
