import { appendFileSync } from 'node:fs';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { checkAnswer, isTestOnly, type AnswerSeen, type RequestSeen } from './openapi-contract';

/**
 * Every answer the demo bank gives a contract test goes through openapi/bank.yaml: the
 * app's HTTP client through `checkedTransport` (its axios transport), a test's own `fetch` through
 * the wrapper `checkFetchAnswers` installs. What breaks the document is kept here and fails the test
 * that saw it (`takeContractViolations`, an afterEach in http-support.ts), never the call itself: a
 * test of a failure must not pass because the checker turned an answer into a network error.
 * OPENAPI_RECORD=<file> writes what was seen as JSON lines instead (for drafting a new area's paths).
 */
const violations: string[] = [];
const record = process.env.OPENAPI_RECORD;

function seen(kind: 'answer' | 'request', value: AnswerSeen | RequestSeen, problems: () => string[]) {
  if (isTestOnly(value.url)) return;
  if (record) {
    appendFileSync(record, `${JSON.stringify({ kind, ...value })}\n`);
    return;
  }
  try {
    violations.push(...problems());
  } catch (error) {
    // The checker's own fault fails the test too, never the call under test.
    violations.push(`${value.method} ${value.url}: the check failed: ${String(error)}`);
  }
}

export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

const textOf = (data: unknown): string | undefined => (typeof data === 'string' ? data : undefined);

/** The browser's transport with every request and answer checked against the document. */
export function checkedTransport(): AxiosAdapter {
  const transport = axios.getAdapter(axios.defaults.adapter);
  return async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, v === undefined || v === null ? undefined : String(v)]));
    const request: RequestSeen = { method, url, headers, body: textOf(config.data) };
    // Requests are recorded for drafting, not checked here: a contract test may send a wrong one on
    // purpose (an empty Idempotency-Key); the app's own requests are checked in the e2e run.
    if (record) seen('request', request, () => []);
    const response = await transport(config);
    const answer: AnswerSeen = {
      method,
      url,
      status: response.status,
      contentType: String(response.headers['content-type'] ?? ''),
      body: textOf(response.data),
    };
    seen('answer', answer, () => checkAnswer(answer));
    return response;
  };
}

let installed = false;

/** A test's own fetch calls to the bank's paths: answers checked (their requests may be wrong on purpose). */
export function checkFetchAnswers(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (isTestOnly(url)) return response;
    const contentType = response.headers.get('content-type') ?? '';
    const binary = /pdf|octet-stream|image\//.test(contentType);
    const body = binary ? undefined : await response.clone().text();
    const answer: AnswerSeen = { method, url, status: response.status, contentType, body };
    seen('answer', answer, () => checkAnswer(answer));
    return response;
  };
}
