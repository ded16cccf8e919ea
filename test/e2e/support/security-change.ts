import type { Page } from 'playwright-core';

/**
 * Confirms a security-details change with a Re-authentication Security Code as the customer does:
 * the bank holds every security change for re-authentication (0004), so the first press brings the
 * Re-authentication field; once it is on the page (a wrong code keeps it), the code is typed and sent.
 */
export async function confirmSecurityChange(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Re-authentication Security Code');
  const press = () => page.getByRole('button', { name: 'Confirm change' }).click();
  if ((await field.count()) === 0) {
    await press();
    await field.waitFor({ timeout: 20_000 });
  }
  await field.fill(code);
  await press();
}
