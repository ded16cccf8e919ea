import type { Page, Route } from 'playwright-core';

/**
 * Holds the page's requests to `url` (those `when` picks; all by default) until `release` is called,
 * as a slow network would: the test can then watch the page before the answer arrives.
 */
export async function holdRequests(page: Page, url: string, when: (route: Route) => boolean = () => true): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (when(route)) await held;
    await route.continue();
  });
  return () => release();
}
