import { injectable } from 'inversify';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import type { AppError } from '../../core/shared/result';
import { HttpFailure, type HttpClient, type RequestOptions } from '../http/http-client';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Reply = { value: unknown } | { failure: AppError } | ((call: RecordedCall) => unknown);

export interface RecordedCall {
  method: Method;
  url: string;
  body?: unknown;
  options?: RequestOptions;
}

/**
 * An in-memory HttpClient for gateway adapter tests: replies are registered per method and URL
 * (exact URL, query string excluded), every call is recorded. An unregistered call rejects with
 * FD001T as a real unknown path would.
 */
@injectable()
export class FakeHttpClient implements HttpClient {
  readonly calls: RecordedCall[] = [];
  private readonly replies = new Map<string, Reply>();

  /** Answer `method url` with this value. */
  reply(method: Method, url: string, value: unknown): this {
    this.replies.set(key(method, url), { value });
    return this;
  }

  /** Make `method url` reject with HttpFailure(error). */
  fail(method: Method, url: string, error: Partial<AppError> & { code: string }): this {
    this.replies.set(key(method, url), {
      failure: { description: genericPanelMessage(error.code), ...error },
    });
    return this;
  }

  /** Answer `method url` by computing from the call; a thrown HttpFailure becomes the rejection. */
  handle(method: Method, url: string, fn: (call: RecordedCall) => unknown): this {
    this.replies.set(key(method, url), fn);
    return this;
  }

  get<T>(url: string, options?: RequestOptions): Promise<T> {
    return this.answer<T>({ method: 'GET', url, options });
  }
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.answer<T>({ method: 'POST', url, body, options });
  }
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.answer<T>({ method: 'PATCH', url, body, options });
  }
  delete<T>(url: string, options?: RequestOptions): Promise<T> {
    return this.answer<T>({ method: 'DELETE', url, options });
  }

  callsTo(method: Method, url: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && stripQuery(c.url) === url);
  }

  private answer<T>(call: RecordedCall): Promise<T> {
    this.calls.push(call);
    const reply = this.replies.get(key(call.method, stripQuery(call.url)));
    try {
      if (!reply) {
        throw new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic), status: 404 });
      }
      if (typeof reply === 'function') return Promise.resolve(reply(call) as T);
      if ('failure' in reply) throw new HttpFailure(reply.failure);
      // A copy, so a test's fixture is never changed by the code under test.
      return Promise.resolve(structuredClone(reply.value) as T);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

const key = (method: Method, url: string) => `${method} ${url}`;
const stripQuery = (url: string) => url.split('?')[0] ?? url;
