import type { Page } from 'playwright-core';

/**
 * A picture of the page for a person to look at, taken only when E2E_SCREENSHOTS=1 (written to
 * /tmp/<name>.png). A picture asserts nothing, and a full-page PNG costs the browser a capture and
 * an encode on every run: in the test loop they were CPU spent on files nobody opened. A failed
 * journey still gets its picture whatever the setting (describeFailure in support/browser.ts).
 */
export async function pictureFor(page: Page, name: string, options: { fullPage?: boolean } = { fullPage: true }): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: options.fullPage ?? true });
}
