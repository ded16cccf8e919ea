import { demoBankTarget } from './demo-bank-target';

/**
 * The demo bank keeps the code locks on its own clock (docs/security.md, "The bank keeps the code
 * locks"). A test that moves the page's clock past a lock moves the bank's locks on by as much, through
 * the test-only admin route, so the page and the bank agree that the lock has ended.
 */
export async function moveBankCodeLocksOn(customer: string, seconds: number): Promise<void> {
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/ledger/${encodeURIComponent(customer)}/code-locks/age`, {
    method: 'POST',
    body: JSON.stringify({ seconds }),
  });
  if (!res.ok) throw new Error(`The demo bank did not move its code locks on: ${res.status}`);
}
