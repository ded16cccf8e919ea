import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** CSP violations the browser reported; a journey fails on any. */
  cspViolations: string[];
  /** Uncaught page errors; a journey fails on any. */
  pageErrors: string[];
}

/** A fresh browser context per journey, recording CSP violations and uncaught errors. */
export async function openJourney(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<JourneyPage> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) cspViolations.push(text);
  });
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { context, page, cspViolations, pageErrors };
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the page as it is now (modals and error panels included): no violations allowed. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).options({ rules: { 'color-contrast': { enabled: true } } }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${state}`).toEqual([]);
}

export function expectCleanJourney(journey: JourneyPage): void {
  expect(journey.cspViolations, 'CSP violations').toEqual([]);
  expect(journey.pageErrors, 'uncaught page errors').toEqual([]);
}
