import { assertJournalKeepsContract } from './journal-contract';
import { demoBankTarget } from './demo-bank-target';

/** What WireMock's request journal says arrived: for "no request was sent" and "one key" checks. */
export interface JournalEntry {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export async function clearJournal(): Promise<void> {
  // A CSP report in the journal would be lost with it: the run's final check must still see it.
  const reports = await cspReportsIn();
  if (reports.length > 0) throw new Error(`The demo bank received CSP violation reports:\n${reports.join('\n')}`);
  // what the app sent is checked against openapi/bank.yaml before it leaves the journal.
  await assertJournalKeepsContract(demoBankTarget().wiremockUrl);
  await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests`, { method: 'DELETE' });
}

/** the CSP violation reports the demo bank received (their bodies), from the journal. */
export async function cspReportsIn(wiremockUrl = demoBankTarget().wiremockUrl): Promise<string[]> {
  const res = await fetch(`${wiremockUrl}/__admin/requests/find`, { method: 'POST', body: JSON.stringify(cspReportRequests) });
  const { requests } = (await res.json()) as { requests: { body: string }[] };
  return requests.map((r) => r.body);
}

/** Takes the reports out of the journal: only the test that makes a violation on purpose does. */
export async function removeCspReports(): Promise<void> {
  await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/remove`, { method: 'POST', body: JSON.stringify(cspReportRequests) });
}

const cspReportRequests = { method: 'POST', url: '/gateway/csp-reports' };

/** Requests received since the last clear whose path matches (method 'ANY' for every method). */
export async function requestsTo(method: string, path: RegExp): Promise<JournalEntry[]> {
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests`);
  const { requests } = (await res.json()) as { requests: { request: { method: string; url: string; headers: Record<string, string> } }[] };
  return requests
    .map(({ request }) => ({ method: request.method, path: request.url.split('?')[0] ?? '', headers: request.headers }))
    .filter((r) => (method === 'ANY' || r.method === method) && path.test(r.path));
}
