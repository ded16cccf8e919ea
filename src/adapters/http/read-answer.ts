import type { AxiosResponse } from 'axios';
import { readEnvelopeHeader } from '../../core/http/failure-policy';
import type { HttpAnswer } from '../../core/http/handle-http-answer.use-case';
import type { JsonRead, RequestOptions } from './http-client';
import { HttpHeaders } from './http-client-settings';

/**
 * What one response says, in the terms of the failure policy: its status, the log-on URL header, its
 * body as text and, where JSON was expected, as parsed JSON (or malformed). No response: nothing.
 * `read` is the body as JSON where the caller's `readJson` already read it (off the page); else it
 * is parsed here.
 */
export function readAnswer(response: AxiosResponse<unknown> | undefined, options: RequestOptions, read?: JsonRead): HttpAnswer['answer'] {
  if (!response) return {};
  const responseType = options.responseType ?? 'json';
  const answer: HttpAnswer['answer'] = { status: response.status, loginUrlHeader: headerOf(response, HttpHeaders.loginUrl) };
  if (typeof response.data !== 'string') return answer;
  // The service-unavailable wording is looked for in pages (text, or HTML where JSON was expected);
  // a JSON answer speaks through its error codes, whatever its descriptions say.
  answer.text = options.acceptServiceUnavailableText ? undefined : response.data;
  if (responseType !== 'json') return answer;
  const parsed = read ?? parseJsonText(response.data);
  answer.malformed = !parsed.ok;
  if (!parsed.ok) return answer;
  answer.data = parsed.value;
  answer.text = undefined;
  if (options.expectEnvelope && response.status < 300 && readEnvelopeHeader(parsed.value) === null) answer.malformed = true;
  return answer;
}

export function headerOf(response: AxiosResponse<unknown>, name: string): string | null {
  const headers = response.headers as Record<string, unknown> | undefined;
  if (!headers) return null;
  const value = headers[name.toLowerCase()] ?? headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A body as JSON, as the client reads it on the page (and a `readJson` elsewhere must read it). */
export function parseJsonText(text: string): JsonRead {
  // An empty body (204, or a 200 with nothing) is a valid "no content" answer.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
