import type { AppError } from '../../core/shared/result';

/**
 * The one HTTP client every gateway uses, JSON APIs and the legacy identity pages alike (spec 01
 * section 7). Implemented in axios-http-client.adapter.ts (fake: adapters/fakes/fake-http-client.adapter.ts);
 * every gateway adapter depends on this interface only. The contract is written up in docs/api/http.md.
 *
 * - Sends the common headers (channel WEB, locale en_GB, country GB, group member, technology 2G,
 *   user-preferences fingerprint, token type SESSION_TOKEN, no-cache).
 * - Time-out 35 s. At most 3 tries, only for GET/HEAD on network error, 5xx or 429, with backoff.
 *   POST/PATCH/DELETE are sent exactly once and carry an Idempotency-Key.
 * - Failures reject with HttpFailure carrying the catalogue code (FD999T no response, FD001T generic,
 *   or the first errorMsg code/desc of the answer's header). Nothing else is ever thrown.
 * - What an answer means for the app (log-on redirect, locked log-off, read-only, the stored log-on
 *   URL, reporting the failure) is carried out by the core use case HandleHttpAnswer, not here.
 * - A success resolves with the answer as sent (the whole envelope for enveloped APIs): the gateway
 *   adapter validates and maps it.
 */
export const HttpClient = Symbol('HttpClient');

export interface RequestOptions {
  headers?: Record<string, string>;
  params?: Record<string, string | number>;
  /** Default 'json'. 'text' resolves with the body as a string (legacy HTML pages). */
  responseType?: 'json' | 'blob' | 'text' | 'arraybuffer';
  /** For state-changing calls: reuse the same key when the customer deliberately retries the same action. */
  idempotencyKey?: string;
  /** Reject with FD001T when a successful JSON answer lacks the `{ header: {...} }` envelope. */
  expectEnvelope?: boolean;
  /**
   * The text 'Sorry we cannot action your request' / 'Please try again later' normally sends the
   * customer to the general error page. The legacy identity service's pages set this: its parser
   * classifies such a page itself (the general error page, or complete on the offline reset security
   * step).
   */
  acceptServiceUnavailableText?: boolean;
  /**
   * Reads a JSON body somewhere other than the page (the export worker reads the transaction
   * pages, so the page never parses or holds their rows). Resolves as `parseJsonText` would (never
   * rejects), with the answer or a stand-in for it that keeps what the failure policy reads (the
   * envelope's `header`); the call resolves with that value. Only for responseType 'json'.
   */
  readJson?: (text: string) => Promise<JsonRead>;
}

/** A body read as JSON: its value, or not JSON at all (a malformed answer). An empty body is `undefined`. */
export type JsonRead = { ok: true; value: unknown } | { ok: false };

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
}

/** Thrown by HttpClient: a transport or server failure already mapped to the error catalogue. */
export class HttpFailure extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(`${error.code}: ${error.description}`);
    this.name = 'HttpFailure';
    this.error = error;
  }
}
