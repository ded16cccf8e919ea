import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startWiremock } from '../../scripts/wiremock-server.mjs';
import { startPreview } from '../../scripts/preview-server.mjs';
import { resetSharedDemoBank, sharedDemoBanks } from './shared-demo-bank';
import { journalViolations } from '../e2e/support/journal-contract';
import { e2eWorkers } from './e2e-workers';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wiremockUrl: string;
    /** The CA file that signed the e2e preview's certificate (null: served over http), for node's own requests. */
    previewCa: string | null;
    /** one demo bank and preview per e2e worker (test/e2e/support/demo-bank-target.ts picks its own). */
    demoBanks: { baseUrl: string; wiremockUrl: string; previewCa: string | null }[];
  }
}

/**
 * Journeys run against the production build, served with the production security headers and the
 * demo bank behind the same origin. SKIP_BUILD=1 reuses an existing dist/ (test-all builds once);
 * DEMO_BANK_URL uses a demo bank already running (test-all starts one for contract and e2e).
 */
async function cspReportsReceived(wiremockUrl: string): Promise<string[]> {
  const res = await fetch(`${wiremockUrl}/__admin/requests/find`, { method: 'POST', body: JSON.stringify({ method: 'POST', url: '/gateway/csp-reports' }) });
  const { requests } = (await res.json()) as { requests: { body: string }[] };
  return requests.map((r) => r.body);
}

export default async function setup(project: TestProject) {
  if (process.env.SKIP_BUILD !== '1') {
    // vitest sets NODE_ENV=test, which would give React's development build (StrictMode's double
    // effects, bigger bundles): journeys run against what customers get.
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // the e2e project runs E2E_WORKERS files at a time (vitest.config.ts), each worker with a
  // demo bank of its own, so no test reads, stubs or resets the bank another file is using. The first
  // is the demo bank npm test started for every project (reset first, left running), else our own;
  // the others start here, side by side. The engines' config runs one file at a time: one bank.
  const workers = project.name === 'e2e' ? e2eWorkers() : 1;
  // Banks already running (DEMO_BANK_URL, one or more) serve the first workers, reset first.
  const shared = sharedDemoBanks().slice(0, workers);
  await Promise.all(shared.map((bank) => resetSharedDemoBank(bank.url)));
  // The e2e journeys over https, as production (Chromium delivers report-to reports only
  // from a secure origin over https); the engines' smoke suite keeps http (its drivers and Firefox's
  // report-uri need no certificate).
  const tls = project.name === 'e2e';
  const banks = await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const ready = shared[i];
      const wiremock = ready ? { ...ready, stop: async () => undefined } : ((await startWiremock()) as { url: string; port: number; stop: () => Promise<void> });
      const preview = (await startPreview({ wiremockPort: wiremock.port, tls })) as { url: string; ca: string | null; stop: () => Promise<void> };
      return { wiremock, preview };
    }),
  );
  const [first] = banks;
  if (!first) throw new Error('No demo bank started');
  project.provide('demoBanks', banks.map(({ wiremock, preview }) => ({ baseUrl: preview.url, wiremockUrl: wiremock.url, previewCa: preview.ca })));
  project.provide('baseUrl', first.preview.url);
  project.provide('previewCa', first.preview.ca);
  project.provide('wiremockUrl', first.wiremock.url);
  return async () => {
    const problems: string[] = [];
    for (const [i, { wiremock, preview }] of banks.entries()) {
      await preview.stop();
      // a run passes only if the demo bank received no CSP violation report (the one test
      // that makes a violation on purpose removes its own from the journal). Reports come from the
      // files run in Chromium proper (the headless shell does not send them, support/browser.ts);
      // every journey also fails on a violation its own page reports.
      const reports = await cspReportsReceived(wiremock.url);
      // every request the app sent that is still in the journal keeps openapi/bank.yaml.
      const outside = await journalViolations(wiremock.url);
      await wiremock.stop();
      const bank = `demo bank ${i + 1} of ${banks.length}`;
      if (outside.length > 0) problems.push(`The app sent ${outside.length} request(s) outside openapi/bank.yaml (${bank}):\n${outside.join('\n')}`);
      if (reports.length > 0) problems.push(`The ${bank} received ${reports.length} CSP violation report(s):\n${reports.join('\n')}`);
    }
    if (problems.length > 0) {
      // A teardown's throw is only printed by vitest ("error during close"); the exit code makes it count.
      process.exitCode = 1;
      throw new Error(problems.join('\n'));
    }
  };
}
