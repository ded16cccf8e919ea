import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo bank's shared credentials (README). */
export const demoPassword = 'Mercury2024';
export const demoMemorableAnswer = 'Paddington';
/** Any 6-digit code passes except 000000. */
export const demoSecurityCode = '123456';

const boxLabels = ['1st', '2nd', '3rd', '4th', '5th', '6th', 'penultimate', 'last'] as const;
type BoxLabel = (typeof boxLabels)[number];

export function passwordCharacterAt(password: string, label: BoxLabel): string {
  if (label === 'last') return password.charAt(password.length - 1);
  if (label === 'penultimate') return password.charAt(password.length - 2);
  return password.charAt(boxLabels.indexOf(label));
}

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';

export async function waitForRoute(page: Page, path: string | RegExp, timeout = 15_000): Promise<void> {
  const target: { source: string; flags: string; exact: string | null } =
    typeof path === 'string' ? { source: '', flags: '', exact: path } : { source: path.source, flags: path.flags, exact: null };
  await page.waitForFunction(
    ({ source, flags, exact }) => {
      const current = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
      return exact !== null ? current === exact : new RegExp(source, flags).test(current);
    },
    target,
    { timeout },
  );
}

/** Stage 1: opens log on and continues with `username`. */
export async function enterUsername(page: Page, username: string): Promise<void> {
  await openUsernamePage(page);
  await continueWithUsername(page, username);
}

/** Opens stage 1, waiting for the log-on the page opens with the identity service on arrival. */
export async function openUsernamePage(page: Page): Promise<void> {
  // Already open (the index sent on to it): the same address again would be a same-document move
  // the page's Back guard takes for Back, and its modal would make the form inert.
  if (new URL(page.url()).hash === '#/authentication/username') return;
  // The page opens a log-on with the identity service on arrival. Continue pressed earlier is held
  // until that answer arrives, so this wait only keeps the journey's steps in a readable order; when
  // the page was already open (no new request) it gives up quietly.
  const logOnPage = page
    .waitForResponse((r) => new URL(r.url()).pathname.startsWith('/gateway/idv/logon'), { timeout: 5_000 })
    .catch(() => undefined);
  await page.goto('/#/authentication/username');
  await logOnPage;
}

/** Stage 1 on the username page already open (after a flow's 'Log on', say): fills it in and continues. */
export async function continueWithUsername(page: Page, username: string, timeout?: number): Promise<void> {
  const field = page.getByLabel('Username', { exact: true });
  await field.waitFor();
  await field.fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, '/authentication/password', timeout);
}

/** Stage 2: fills every enabled character box from `password`, and the memorable answer. */
export async function enterPasswordStep(page: Page, password = demoPassword, answer = demoMemorableAnswer): Promise<void> {
  await page.getByRole('button', { name: 'Log on', exact: true }).waitFor();
  for (const label of boxLabels) {
    const box = page.getByLabel(label, { exact: true });
    if (await box.isEnabled()) await box.fill(passwordCharacterAt(password, label));
  }
  await page.getByLabel('Memorable answer', { exact: true }).fill(answer);
  await page.getByRole('button', { name: 'Log on', exact: true }).click();
}

/** Stage 3: the memorable answer (when asked) and the security code. */
export async function enterSecureTokenStep(page: Page, code = demoSecurityCode, answer = demoMemorableAnswer): Promise<void> {
  await page.getByLabel('Security code', { exact: true }).waitFor();
  const memorable = page.getByLabel('Memorable answer', { exact: true });
  if ((await memorable.count()) > 0) await memorable.fill(answer);
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log on', exact: true }).click();
}

/**
 * Logs a demo customer on through all three stages and waits for Balances (/summary). For customers
 * with a token (demo.hardkey, demo.appkey, demo.history); others stop earlier (see logon e2e specs).
 */
export async function logOnAs(page: Page, username: string): Promise<void> {
  await openUsernamePage(page);
  await logOnFromUsernamePage(page, username);
}

/**
 * logOnAs on the username page already open: the three stages and Balances. `stageTimeout` bounds
 * the wait for each stage's page (a test that logs on right after a log-off gives it longer).
 */
export async function logOnFromUsernamePage(page: Page, username: string, stageTimeout?: number): Promise<void> {
  await continueWithUsername(page, username, stageTimeout);
  await enterPasswordStep(page);
  await waitForRoute(page, '/authentication/securetoken', stageTimeout);
  await enterSecureTokenStep(page);
  await waitForRoute(page, '/summary', 20_000);
  expect(hashPath(page)).toBe('/summary');
}
