/**
 * Log-on for the benchmark, as test/e2e/support/log-on.ts does it (the benchmark is plain Node, which
 * cannot import that TypeScript helper): username, requested password characters and memorable
 * answer, then the security code. Keep the two in step when the log-on screens change.
 */
const password = 'Mercury2024';
const memorableAnswer = 'Paddington';
const securityCode = '123456';
const boxLabels = ['1st', '2nd', '3rd', '4th', '5th', '6th', 'penultimate', 'last'];

const characterAt = (label) =>
  label === 'last' ? password.at(-1) : label === 'penultimate' ? password.at(-2) : password.charAt(boxLabels.indexOf(label));

export async function waitForRoute(page, path, timeout = 20_000) {
  await page.waitForFunction((p) => (window.location.hash.replace(/^#/, '').split('?')[0] ?? '') === p, path, { timeout });
}

/** @param {import('playwright-core').Page} page */
export async function logOnAs(page, username) {
  await page.goto('/#/authentication/username');
  const field = page.getByLabel('Username', { exact: true });
  await field.waitFor();
  await field.fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, '/authentication/password');
  await page.getByRole('button', { name: 'Log on', exact: true }).waitFor();
  for (const label of boxLabels) {
    const box = page.getByLabel(label, { exact: true });
    if (await box.isEnabled()) await box.fill(characterAt(label));
  }
  await page.getByLabel('Memorable answer', { exact: true }).fill(memorableAnswer);
  await page.getByRole('button', { name: 'Log on', exact: true }).click();
  await waitForRoute(page, '/authentication/securetoken');
  await page.getByLabel('Security code', { exact: true }).waitFor();
  const memorable = page.getByLabel('Memorable answer', { exact: true });
  if ((await memorable.count()) > 0) await memorable.fill(memorableAnswer);
  await page.getByLabel('Security code', { exact: true }).fill(securityCode);
  await page.getByRole('button', { name: 'Log on', exact: true }).click();
  await waitForRoute(page, '/summary');
}
