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
