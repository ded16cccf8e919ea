import type { AppError } from '../../core/shared/result';

/**
 * The one HTTP client every JSON gateway uses (spec 01 section 7). Implemented by the http work
 * stream in axios-http-client.adapter.ts; every gateway adapter depends on this interface only.
 *
 * - Sends the common headers (channel WEB, locale en_GB, country GB, group member, technology 2G,
 *   user-preferences fingerprint, token type SESSION_TOKEN, no-cache).
 * - Time-out 35 s. At most 3 tries, only for GET/HEAD on network error, 5xx or 429, with backoff.
 *   POST/PATCH/DELETE are sent exactly once and carry an Idempotency-Key.
 * - Failures reject with HttpFailure carrying the catalogue code (FD999T no response, FD001T generic,
 *   or the first errorMsg code/desc of the answer's header).
 */
export const HttpClient = Symbol('HttpClient');

export interface RequestOptions {
  headers?: Record<string, string>;
  params?: Record<string, string | number>;
  responseType?: 'json' | 'blob' | 'text' | 'arraybuffer';
  /** For state-changing calls: reuse the same key when the customer deliberately retries the same action. */
  idempotencyKey?: string;
}

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
