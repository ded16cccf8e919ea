/**
 * One demo bank for the whole `npm test`: scripts/test-all.mjs starts WireMock once and passes its
 * address in DEMO_BANK_URL; the contract and e2e global setups then use it instead of starting their
 * own (a Java start-up each, 7 to 17 s on this machine). Run alone (`vitest --project e2e`), each
 * project still starts its own.
 */
export function sharedDemoBank(): { url: string; port: number } | null {
  return sharedDemoBanks()[0] ?? null;
}

/**
 * DEMO_BANK_URL may list more than one bank, comma-separated: npm test starts the e2e's
 * other workers' banks ahead (scripts/test-all.mjs), and the e2e setup gives worker i the i-th.
 */
export function sharedDemoBanks(): { url: string; port: number }[] {
  return (process.env.DEMO_BANK_URL ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter((url) => url !== '')
    .map((url) => ({ url, port: Number(new URL(url).port) }));
}

/**
 * A shared bank is put back to how it started before a project uses it: the stubs from the files
 * (a test that added one and failed may have left it), no journal, every scenario and the ledger reset.
 */
export async function resetSharedDemoBank(url: string): Promise<void> {
  for (const [method, path] of [
    ['POST', '/__admin/mappings/reset'],
    ['DELETE', '/__admin/requests'],
    ['POST', '/__admin/scenarios/reset'],
  ] as const) {
    const res = await fetch(`${url}${path}`, { method });
    if (!res.ok) throw new Error(`The shared demo bank did not answer ${method} ${path}: ${res.status}`);
  }
}
