import { appendFileSync } from 'node:fs';
import { checkRequest, isTestOnly } from '../../contract/support/openapi-contract';

/**
 * every request the app sent that WireMock logged keeps openapi/bank.yaml (method, path,
 * required headers and query, body); one outside the document is a failure. Checked before anything
 * empties the journal (clearJournal) and once more when the e2e run ends (e2e.global-setup.ts).
 * Only the browser's requests count: a test's own fetch (Node's user agent) may be wrong on purpose.
 * OPENAPI_RECORD=<file> writes them (with the answers) as JSON lines instead, for drafting new paths.
 */
interface Logged {
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  response?: { status: number; headers?: Record<string, string>; body?: string };
}

const headerOf = (headers: Record<string, string> | undefined, name: string) =>
  Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

const fromTheBrowser = (r: Logged['request']) => /Mozilla|Chrome/.test(headerOf(r.headers, 'User-Agent') ?? '');

export async function journalViolations(wiremockUrl: string): Promise<string[]> {
  const res = await fetch(`${wiremockUrl}/__admin/requests`);
  if (!res.ok) throw new Error(`The demo bank's journal did not answer: ${res.status}`);
  const { requests } = (await res.json()) as { requests: Logged[] };
  const problems = new Set<string>();
  const record = process.env.OPENAPI_RECORD;
  for (const { request, response } of requests) {
    if (!fromTheBrowser(request) || isTestOnly(request.url)) continue;
    if (record) {
      appendFileSync(record, `${JSON.stringify({ kind: 'request', method: request.method, url: request.url, headers: request.headers, body: request.body })}\n`);
      if (response) {
        const contentType = headerOf(response.headers, 'Content-Type') ?? '';
        appendFileSync(record, `${JSON.stringify({ kind: 'answer', method: request.method, url: request.url, status: response.status, contentType, body: /json|html|text/.test(contentType) ? response.body : undefined })}\n`);
      }
      continue;
    }
    for (const p of checkRequest({ method: request.method, url: request.url, headers: request.headers, body: request.body })) problems.add(p);
  }
  return [...problems];
}

/** Throws with every request the app sent outside the document (before a journal is emptied). */
export async function assertJournalKeepsContract(wiremockUrl: string): Promise<void> {
  const problems = await journalViolations(wiremockUrl);
  if (problems.length > 0) throw new Error(`The app sent requests outside openapi/bank.yaml:\n${problems.join('\n')}`);
}
