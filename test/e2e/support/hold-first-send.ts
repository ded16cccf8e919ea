import type { Page } from 'playwright-core';

/** What a held change's page sent, every try as it left the browser, and the release of the first. */
export interface HeldFirstSend {
  /** Every `method` request to the url, in the order the page sent them (the first one included). */
  readonly tries: { headers: Record<string, string>; body: string }[];
  /**
   * Lets the first try go on to the bank, and ends once the bank has answered it (or the browser has
   * dropped it). Awaited, so the held try cannot reach the bank after the test has ended and the
   * bank's ledger has been reset: it would be carried out there as a new change, in the next test's
   * ledger (seen: a Cash ISA of £500 opened under the next test).
   */
  release(): Promise<void>;
}

/** How long a let-go try may take to be answered: a bound for a bank that never answers, not a speed check. */
const answerMs = 20_000;

/**
 * Holds the first `method` request of the page to `url` on its way to the bank, as a slow network
 * would, until `release`: the customer can leave while the change is still being sent and make it
 * again. Later tries go straight through. Every try is counted as it leaves the browser, so a test
 * can say which Idempotency-Keys were ever used, whether or not a try reached the bank.
 */
export async function holdFirstSend(page: Page, url: string, method: string): Promise<HeldFirstSend> {
  const tries: { headers: Record<string, string>; body: string }[] = [];
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let answered: Promise<unknown> = Promise.resolve();
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== method) return route.continue();
    tries.push({ headers: request.headers(), body: request.postData() ?? '' });
    if (tries.length > 1) return route.continue();
    // Listened for from the start: the browser may drop the held try (a log-off) before it is let go.
    answered = Promise.race([
      page.waitForEvent('requestfinished', { predicate: (r) => r === request, timeout: answerMs }),
      page.waitForEvent('requestfailed', { predicate: (r) => r === request, timeout: answerMs }),
    ]).catch(() => undefined);
    await held;
    // The page may have gone (a log-off, the end of the test) before the first try is let go.
    await route.continue().catch(() => undefined);
  });
  return {
    tries,
    release: async () => {
      letGo();
      await answered;
    },
  };
}
