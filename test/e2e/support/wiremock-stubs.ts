import { demoBankTarget } from './demo-bank-target';

/**
 * A stub of a test's own, above the demo bank's; returns its removal (call it in a finally or an
 * afterEach, so the next test meets the demo bank as it was).
 */
export async function addStub(mapping: Record<string, unknown>): Promise<() => Promise<void>> {
  const wiremockUrl = demoBankTarget().wiremockUrl;
  const res = await fetch(`${wiremockUrl}/__admin/mappings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(mapping),
  });
  const { id } = (await res.json()) as { id: string };
  return async () => {
    await fetch(`${wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
  };
}
