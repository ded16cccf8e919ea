import { inject } from 'vitest';

/**
 * the e2e stage runs two files at a time (vitest.config.ts, E2E_WORKERS), each worker with a
 * demo bank and a preview server of its own (test/setup/e2e.global-setup.ts starts one per worker).
 * A test reaches its own worker's bank through these, never another's: a journal read, a stub added or
 * a scenario reset touches only the bank of the file that made it. vitest numbers its workers
 * 1..maxWorkers in VITEST_POOL_ID; a run with one worker (the engines' config) has one bank.
 * baseUrl: the preview of dist/ in front of this worker's WireMock; previewCa: its certificate's CA.
 */
export function demoBankTarget(): { baseUrl: string; wiremockUrl: string; previewCa: string | null } {
  const banks = inject('demoBanks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const bank = banks[(worker - 1) % banks.length];
  if (!bank) throw new Error(`No demo bank for worker ${worker} (${banks.length} started)`);
  return bank;
}

