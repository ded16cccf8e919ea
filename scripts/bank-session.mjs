/**
 * Test-only: a customer for a test without going through the log-on pages. The demo bank's admin
 * API (which nginx never maps) opens a session as a log-on would, ending any other session of that
 * customer, and answers the cookie to send. How sessions behave: docs/sessions-and-access.md.
 */

/**
 * @param {string} bankUrl the demo bank's address (WireMock's own, not through a proxy)
 * @param {string} customer e.g. 'demo.appkey'
 * @returns {Promise<string>} the Cookie header's value, 'BANK_SESSION=...'
 */
export async function openBankSession(bankUrl, customer) {
  const res = await fetch(`${bankUrl}/__admin/bank-sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ customer }),
  });
  if (!res.ok) throw new Error(`The demo bank opened no session for ${customer}: ${res.status}`);
  return /** @type {{ cookie: string }} */ (await res.json()).cookie;
}

/** Ends every session the demo bank holds. @param {string} bankUrl */
export async function endBankSessions(bankUrl) {
  const res = await fetch(`${bankUrl}/__admin/bank-sessions`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`The demo bank did not end its sessions: ${res.status}`);
}

/** Moves the sessions' clock on, so the idle time-out passes at once. @param {string} bankUrl @param {number} seconds */
export async function ageBankSessions(bankUrl, seconds) {
  const res = await fetch(`${bankUrl}/__admin/bank-sessions/age`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!res.ok) throw new Error(`The demo bank did not age its sessions: ${res.status}`);
}
