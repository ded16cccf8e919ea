import type { components } from '../generated/bank-api';

/** The bank's answers by their schema name in openapi/bank.yaml (issue 32): a fake's seed is typed with one. */
export type WireSchemas = components['schemas'];

/** One answer a fake gave as the bank would have sent it: the call, under the API base, and the JSON body. */
export interface WireAnswer {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path under the API base (`/v12/accounts`), as the HTTP adapter's paths name it. */
  path: string;
  /** 200 unless the document names another (201 for an application that opened an account). */
  status: number;
  body: unknown;
}

/**
 * What an in-memory fake answered on the wire before it mapped the answer with the HTTP adapter's
 * own mapper (issue 32 item 6, docs/api/fakes.md). A fake builds each answer as the bank's JSON,
 * typed with the generated types, records it here and maps it: so a unit test
 * (fake-answers.contract.spec.ts) can check every recorded answer against openapi/bank.yaml, and a
 * developer who swaps an adapter for a fake gets the shapes the bank sends. Only the latest answers
 * are kept: the fakes profile of `npm start` lives as long as the tab.
 */
export class WireAnswers {
  static readonly kept = 200;
  readonly answers: WireAnswer[] = [];

  /** Records the answer and gives it back, for the mapper: `toX(this.wire.record('GET', path, body))`. */
  record<T>(method: WireAnswer['method'], path: string, body: T, status = 200): T {
    this.answers.push({ method, path, status, body: structuredClone(body) });
    if (this.answers.length > WireAnswers.kept) this.answers.splice(0, this.answers.length - WireAnswers.kept);
    return body;
  }
}
