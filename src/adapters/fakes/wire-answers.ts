import type { AppError } from '../../core/shared/result';
import type { components } from '../generated/bank-api';

/** The bank's answers by their schema name in openapi/bank.yaml: a fake's seed is typed with one. */
export type WireSchemas = components['schemas'];

/**
 * Where an answer's path starts: the gateway's API (apiBase, the default), the content service
 * (contentBase) or the identity service's pages (the document's `/gateway/idv` server).
 */
export const WireBases = { api: '/gateway/api', content: '/content', idv: '/gateway/idv' } as const;
export type WireBase = keyof typeof WireBases;

/** One answer a fake gave as the bank would have sent it: the call, under its base, and the body. */
export interface WireAnswer {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path under the base (`/v12/accounts`), as the HTTP adapter's paths name it. */
  path: string;
  /** 200 unless the document names another (201 for an application that opened an account). */
  status: number;
  /** The JSON body; undefined for a page (HTML) or no body. */
  body: unknown;
  /** `api` unless the answer came from content or the identity service. */
  base: WireBase;
  /** `application/json` unless the answer is a page (`text/html`: only its operation and status are checked). */
  contentType: string;
  /**
   * A schema (under `#/components/schemas/`) the body must also keep, where the operation's answer
   * is open: a content file (its path cannot say its kind; the master does), a forced failure (the
   * error envelope, which content's operations do not insist on).
   */
  schema?: string;
}

export interface RecordOptions {
  status?: number;
  base?: WireBase;
  contentType?: string;
  schema?: string;
}

/** The gateway's error envelope (the document's ErrorEnvelope) for a failure: the code and its description. */
export const errorEnvelope = (failure: Pick<AppError, 'code' | 'description'>): WireSchemas['ErrorEnvelope'] => ({
  header: { statusCode: 'E001', errorMsg: [{ code: failure.code, desc: failure.description }] },
  body: null,
});

/** The code of a failure with no answer at all (the client's FD999T): there is nothing to record. */
const noAnswerCode = 'FD999T';

/**
 * What an in-memory fake answered on the wire before it mapped the answer with the HTTP adapter's
 * own mapper (docs/api/fakes.md). A fake builds each answer as the bank's JSON,
 * typed with the generated types, records it here and maps it: so a unit test
 * (fake-answers.contract.spec.ts) can check every recorded answer against openapi/bank.yaml, and a
 * developer who swaps an adapter for a fake gets the shapes the bank sends. Only the latest answers
 * are kept: the fakes profile of `npm start` lives as long as the tab.
 */
export class WireAnswers {
  static readonly kept = 200;
  readonly answers: WireAnswer[] = [];

  /** Records the answer and gives it back, for the mapper: `toX(this.wire.record('GET', path, body))`. */
  record<T>(method: WireAnswer['method'], path: string, body: T, statusOrOptions: number | RecordOptions = 200): T {
    const options = typeof statusOrOptions === 'number' ? { status: statusOrOptions } : statusOrOptions;
    this.answers.push({
      method,
      path,
      status: options.status ?? 200,
      body: body === undefined ? undefined : structuredClone(body),
      base: options.base ?? 'api',
      contentType: options.contentType ?? 'application/json',
      ...(options.schema ? { schema: options.schema } : {}),
    });
    if (this.answers.length > WireAnswers.kept) this.answers.splice(0, this.answers.length - WireAnswers.kept);
    return body;
  }

  /** A page of the identity service or an HTML fragment: the operation and status are what the document says of it. */
  recordPage(method: WireAnswer['method'], path: string, base: WireBase): void {
    this.record(method, path, undefined, { base, contentType: 'text/html' });
  }

  /**
   * A failure a spec forced on a fake, as the bank's answer it stands for: the error envelope with
   * the failure's code, on the failure's status (500 when it has none: every operation documents the
   * envelope as its default answer). A failure with no answer (FD999T, the connection lost) has
   * nothing to record.
   */
  recordFailure(method: WireAnswer['method'], path: string, failure: AppError, options: Omit<RecordOptions, 'status' | 'contentType'> = {}): void {
    if (failure.code === noAnswerCode) return;
    // The schema too: content's operations let a failure be anything, but what the fake stands for is the envelope.
    this.record(method, path, errorEnvelope(failure), { ...options, status: failure.status ?? 500, schema: 'ErrorEnvelope' });
  }
}
