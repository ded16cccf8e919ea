import { cspReportsIn } from '../e2e/support/wiremock-journal';
import { journalViolations } from '../e2e/support/journal-contract';
import { resetSharedDemoBank } from '../setup/shared-demo-bank';

/**
 * Puts the engines' demo bank back to how it started, after checking what the journeys before sent:
 * a reset empties the request journal, and with it any request outside openapi/bank.yaml or CSP
 * violation report that the run's last check (test/setup/e2e.global-setup.ts) would have seen.
 */
export async function checkJournalThenReset(wiremockUrl: string, before: string): Promise<void> {
  const outside = await journalViolations(wiremockUrl);
  const reports = await cspReportsIn(wiremockUrl);
  const problems = [
    ...(outside.length > 0 ? [`sent ${outside.length} request(s) outside openapi/bank.yaml:\n${outside.join('\n')}`] : []),
    ...(reports.length > 0 ? [`caused ${reports.length} CSP violation report(s):\n${reports.join('\n')}`] : []),
  ];
  if (problems.length > 0) throw new Error(`The journeys before ${before} ${problems.join('\n')}`);
  await resetSharedDemoBank(wiremockUrl);
}

/**
 * A failed log-on, with the log-on forms this demo bank received last (their fields and where they
 * went): what was sent, and whether it reached this bank at all.
 */
export async function withLogOnRequests(wiremockUrl: string, error: unknown): Promise<Error> {
  const said = error instanceof Error ? error.message : String(error);
  try {
    const res = await fetch(`${wiremockUrl}/__admin/requests/find`, { method: 'POST', body: JSON.stringify({ method: 'POST', urlPattern: '/gateway/idv/logon/.*' }) });
    const { requests } = (await res.json()) as { requests: { url: string; body: string; loggedDateString: string }[] };
    const last = requests.slice(-6).map((r) => `  ${r.loggedDateString} ${r.url} ${r.body}`);
    return new Error(`${said}\nthe log-on forms the demo bank received last (${requests.length} in all):\n${last.join('\n') || '  none'}`);
  } catch (journal) {
    return new Error(`${said}\n(the demo bank's journal could not be read: ${String(journal)})`);
  }
}
