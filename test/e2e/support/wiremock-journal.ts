import { inject } from 'vitest';

/** What WireMock's request journal says arrived: for "no request was sent" and "one key" checks. */
export interface JournalEntry {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export async function clearJournal(): Promise<void> {
  await fetch(`${inject('wiremockUrl')}/__admin/requests`, { method: 'DELETE' });
}

/** Requests received since the last clear whose path matches (method 'ANY' for every method). */
export async function requestsTo(method: string, path: RegExp): Promise<JournalEntry[]> {
  const res = await fetch(`${inject('wiremockUrl')}/__admin/requests`);
  const { requests } = (await res.json()) as { requests: { request: { method: string; url: string; headers: Record<string, string> } }[] };
  return requests
    .map(({ request }) => ({ method: request.method, path: request.url.split('?')[0] ?? '', headers: request.headers }))
    .filter((r) => (method === 'ANY' || r.method === method) && path.test(r.path));
}
