// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAnswer, findOperation, isTestOnly } from '../contract/support/openapi-contract';

/**
 * Every answer the demo bank gives from a file is checked against openapi/bank.yaml, whether or not a
 * contract test happens to reach it: each JSON mapping under wiremock/mappings whose request is under
 * /gateway/api (a `jsonBody`, a JSON `body` or a `.json` bodyFileName), validated as the answer to
 * the documented operation for its method, path and status (checkAnswer, the contract tests'
 * validator). The ledger's answers are made as they are asked (the `ledger` transformer): the
 * contract tests check those as they request them (ledger*.contract.spec.ts and each area's own).
 * A mapping this pass cannot place (no path it can resolve, no documented operation) fails it.
 */
interface Mapping {
  name?: string;
  request: { method?: string; url?: string; urlPath?: string; urlPattern?: string; urlPathPattern?: string };
  response: { status?: number; headers?: Record<string, string>; jsonBody?: unknown; body?: string; bodyFileName?: string; transformers?: string[]; fault?: string };
}

export interface StubAnswer {
  where: string;
  method: string;
  /** A concrete path (with its query, when the mapping matches one) the mapping answers. */
  url: string | null;
  pattern: string;
  kind: 'json' | 'other' | 'ledger';
  status: number;
  contentType: string;
  body?: string;
}

const mappingsDir = 'wiremock/mappings';
const filesDir = 'wiremock/__files';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
    });
}

const headerOf = (headers: Record<string, string> | undefined, name: string) => Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/**
 * A path a regular expression of WireMock's matches, for the common shapes of this repository's
 * patterns: an optional group left out, a class repeated taking its first character, `.+` and
 * `[^/]+` as one segment. Null when the sample does not match (the mapping needs a shape added here).
 */
export function sampleOf(pattern: string): string | null {
  const sample = pattern
    .replace(/\((?:[^()]*)\)\?/g, '')
    .replace(/\(([^()|]*)\|[^()]*\)/g, '$1')
    .replace(/\[\^\/\]\+|\[\^\/\]\*|\.\+|\.\*/g, 'sample')
    .replace(/\\d\+/g, '1')
    .replace(/\\d\{(\d+)\}/g, (_, n: string) => '1'.repeat(Number(n)))
    .replace(/\[(\^?)([^\]]+)\]\{(\d+)\}/g, (_, _not: string, set: string, n: string) => (set[0] === '0' ? '1' : set[0]!).repeat(Number(n)))
    .replace(/\[(\^?)([^\]]+)\][+*]/g, (_, _not: string, set: string) => (set[0] === '0' ? '1' : set[0]!))
    .replace(/\\(.)/g, '$1');
  return new RegExp(`^${pattern}$`).test(sample) ? sample : null;
}

/** `date` in one of WireMock's `now` formats (yyyy, MM, dd, HH, mm, ss and literal text). */
const formatted = (format: string, date: Date) =>
  format.replace(/yyyy|MM|dd|HH|mm|ss/g, (part) =>
    String({ yyyy: date.getUTCFullYear(), MM: date.getUTCMonth() + 1, dd: date.getUTCDate(), HH: date.getUTCHours(), mm: date.getUTCMinutes(), ss: date.getUTCSeconds() }[part]).padStart(part.length, '0'),
  );

/**
 * A body as WireMock's response templates render it, near enough to check its shape: `{{now ...}}`
 * gives a date in its format (which the document checks), any other helper a word of text.
 */
export function rendered(body: string): string {
  return body.replace(/\{\{now\b[^}]*?format='([^']+)'[^}]*\}\}/g, (_, format: string) => formatted(format, new Date(Date.UTC(2026, 10, 28, 9, 30, 0)))).replace(/\{\{[^}]*\}\}/g, 'sample');
}

/** Every mapping under /gateway/api, as the answer it gives. */
export function stubAnswers(): StubAnswer[] {
  return jsonFiles(mappingsDir).flatMap((file) => {
    const text = JSON.parse(readFileSync(file, 'utf8')) as { mappings?: Mapping[] } & Mapping;
    return (text.mappings ?? [text]).flatMap((m, i): StubAnswer[] => {
      const { request: req, response: res } = m;
      const pattern = req.url ?? req.urlPath ?? req.urlPattern ?? req.urlPathPattern ?? '';
      if (!pattern.startsWith('/gateway/api/') && !pattern.startsWith('/gateway/api(')) return [];
      const url = req.url ?? req.urlPath ?? sampleOf(req.urlPattern ?? req.urlPathPattern ?? '');
      const status = res.status ?? 200;
      const where = `${file} #${i + 1} ${m.name ? `'${m.name}'` : ''} (${req.method ?? 'ANY'} ${pattern} ${status})`;
      const base = { where, method: req.method ?? 'ANY', url, pattern, status };
      if (res.transformers?.includes('ledger')) return [{ ...base, kind: 'ledger', contentType: '' }];
      const declared = headerOf(res.headers, 'Content-Type');
      if (res.jsonBody !== undefined) return [{ ...base, kind: 'json', contentType: declared ?? 'application/json', body: rendered(JSON.stringify(res.jsonBody)) }];
      if (res.bodyFileName?.endsWith('.json')) {
        return [{ ...base, kind: 'json', contentType: declared ?? 'application/json', body: rendered(readFileSync(join(filesDir, res.bodyFileName), 'utf8')) }];
      }
      if (res.body !== undefined && /json/.test(declared ?? '')) return [{ ...base, kind: 'json', contentType: declared!, body: rendered(res.body) }];
      return [{ ...base, kind: 'other', contentType: declared ?? '' }];
    });
  });
}

/** What is wrong with one mapping's answer by the document ([] when it keeps it). */
export function stubAnswerProblems(a: StubAnswer): string[] {
  if (a.url === null) return [`${a.where}: no path found that its pattern matches; give sampleOf (test/tooling/stub-answers-contract.spec.ts) the pattern's shape`];
  if (isTestOnly(a.url)) return [];
  if (a.method === 'ANY') return [`${a.where}: answers any method; the document has one operation per method`];
  if (!findOperation(a.method, a.url)) return [`${a.where}: no operation of openapi/bank.yaml answers it`];
  if (a.kind !== 'json') return [];
  return checkAnswer({ method: a.method, url: a.url, status: a.status, contentType: a.contentType, body: a.body }).map((p) => `${a.where}: ${p}`);
}

describe('every JSON answer of the demo bank under /gateway/api', () => {
  const answers = stubAnswers();
  const json = answers.filter((a) => a.kind === 'json' && a.url !== null && !isTestOnly(a.url));

  it('keeps openapi/bank.yaml: its method, path and status are documented and its body keeps the schema', () => {
    expect(answers.flatMap(stubAnswerProblems)).toEqual([]);
  });

  it('is reached: every mapping is a JSON answer checked here, a non-JSON answer, or the ledger’s', () => {
    // A mapping of a kind this pass does not know (a new transformer, a body of another type without
    // its Content-Type) would be checked by nothing: it must be placed in one of these first.
    expect(answers.filter((a) => !['json', 'other', 'ledger'].includes(a.kind))).toEqual([]);
    expect(json.length).toBeGreaterThan(100);
  });

  it('includes the refusals of transfers, payments and standing orders', () => {
    const refusals = json.filter((a) => /BRC-845|BRC-109|OLR_0043/.test(a.body ?? '')).map((a) => `${a.method} ${a.pattern}`);
    expect(refusals).toEqual(expect.arrayContaining(['POST /gateway/api/v1/transfers', 'POST /gateway/api/v1/payments']));
  });
});

describe('rendered', () => {
  it("gives WireMock's now in its format, and a word for any other helper", () => {
    expect(rendered(`{"d":"{{now offset='-2 days' format='yyyy-MM-dd' timezone='Europe/London'}}","id":"{{request.pathSegments.[2]}}"}`)).toBe('{"d":"2026-11-28","id":"sample"}');
  });
});

describe('sampleOf', () => {
  it.each([
    ['/gateway/api/v1/messages(/[a-z-]+)?', '/gateway/api/v1/messages'],
    ['/gateway/api/v1/standing-orders/[^/]+', '/gateway/api/v1/standing-orders/sample'],
    ['/gateway/api/v1/open-banking/authorisations/.+', '/gateway/api/v1/open-banking/authorisations/sample'],
    ['/gateway/api/v1/accounts/PL-LN-[0-9]+/statements', '/gateway/api/v1/accounts/PL-LN-1/statements'],
    ['/gateway/api/v1/my-documents/DOC-[0-9]{8}-[0-9]{2}', '/gateway/api/v1/my-documents/DOC-11111111-11'],
    ['/gateway/api/v1/products/(regular-saver|cash-isa)/documents/[a-z-]+/pdf', '/gateway/api/v1/products/regular-saver/documents/a/pdf'],
  ])('%s → %s', (pattern, sample) => {
    expect(sampleOf(pattern)).toBe(sample);
  });

  it('gives up on a shape it does not know, so the mapping fails the pass', () => {
    expect(sampleOf('/gateway/api/v1/x/\\w+')).toBeNull();
  });
});
