import type { Page } from 'playwright-core';

/** What a held change's page sent, every try as it left the browser, and the release of the first. */
export interface HeldFirstSend {
  /** Every `method` request to the url, in the order the page sent them (the first one included). */
  readonly tries: { headers: Record<string, string>; body: string }[];
  /** Lets the first try go on to the bank. */
  release(): void;
}

/**
 * Holds the first `method` request of the page to `url` on its way to the bank, as a slow network
 * would, until `release`: the customer can leave while the change is still being sent and make it
 * again. Later tries go straight through. Every try is counted as it leaves the browser, so a test
 * can say which Idempotency-Keys were ever used, whether or not a try reached the bank.
 */
export async function holdFirstSend(page: Page, url: string, method: string): Promise<HeldFirstSend> {
  const tries: { headers: Record<string, string>; body: string }[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    tries.push({ headers: route.request().headers(), body: route.request().postData() ?? '' });
    if (tries.length > 1) return route.continue();
    await held;
    // The page may have gone (a log-off, the end of the test) before the first try is let go.
    await route.continue().catch(() => undefined);
  });
  return { tries, release: () => release() };
}
