import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser } from 'playwright-core';
import { describeFailure, launchBrowser, openJourney, type ChromiumBuild, type JourneyPage } from './browser';
import { demoBankTarget } from './demo-bank-target';

/** Puts the demo bank's stateful flows (failure counts, session scenario) back to the start. */
export async function resetScenarios(): Promise<void> {
  await fetch(`${demoBankTarget().wiremockUrl}/__admin/scenarios/reset`, { method: 'POST' });
}

/**
 * One browser per file and a fresh context per test, with the demo bank's scenarios reset before and
 * after each test. `use` receives each test's journey. The file's browser is returned for tests that
 * start from a kept logged-on page instead (`startLoggedOn(files.browser(), ...)`, support/logged-on.ts).
 */
export function journeyPerTest(use: (journey: JourneyPage) => void, build: ChromiumBuild = 'headless-shell'): { browser: () => Browser } {
  let browser: Browser | undefined;
  let current: JourneyPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(build);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetScenarios();
    if (!browser) throw new Error('browser did not start');
    current = await openJourney(browser);
    use(current);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && current) console.error(await describeFailure(current.page, task.name));
    await current?.context.close();
    await resetScenarios();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('browser did not start');
      return browser;
    },
  };
}
