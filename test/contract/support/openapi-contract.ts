import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The bank's API as a machine reads it (openapi/bank.yaml): finds the operation a request
 * was for, and checks an answer or a request against it with ajv in JSON Schema 2020-12 mode. The
 * contract tests run every answer through `checkAnswer` (http-support.ts), the e2e run every request
 * the app sent (wiremock-journal.ts, e2e.global-setup.ts), and a unit test the fakes' answers.
 */
export const documentPath = join(dirname(fileURLToPath(import.meta.url)), '../../../openapi/bank.yaml');

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  template: string;
  base: string;
  pointer: string;
  op: Json;
  parameters: Json[];
}

const methods = ['get', 'put', 'post', 'patch', 'delete', 'head'] as const;
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

let loaded: { doc: Json; ajv: Ajv2020; operations: Operation[]; validators: Map<string, ValidateFunction> } | null = null;

function load() {
  if (loaded) return loaded;
  const doc = parse(readFileSync(documentPath, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'bank' });
  const rootBase = ((doc.servers as { url: string }[] | undefined)?.[0]?.url ?? '').replace(/\/$/, '');
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const base = ((item.servers as { url: string }[] | undefined)?.[0]?.url ?? rootBase).replace(/\/$/, '');
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => deref(doc, p));
      operations.push({ method: method.toUpperCase(), template, base, pointer: `#/paths/${escape(template)}/${method}`, op, parameters });
    }
  }
  // Literal segments win over templated ones: /v1/messages/send-allowed before /v1/messages/{kind}.
  operations.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  loaded = { doc, ajv, operations, validators: new Map() };
  return loaded;
}

function deref(doc: Json, value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
}

function validator(pointer: string): ValidateFunction {
  const { ajv, validators } = load();
  let v = validators.get(pointer);
  if (!v) {
    v = ajv.compile({ $ref: `bank${pointer}` });
    validators.set(pointer, v);
  }
  return v;
}

const templateRegex = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The documented operation for a method and a URL (absolute, or a path with or without a query), or null. */
export function findOperation(method: string, url: string): Operation | null {
  const path = new URL(url, 'http://bank.invalid').pathname;
  return (
    load().operations.find(
      (o) => o.method === method.toUpperCase() && path.startsWith(`${o.base}/`) && templateRegex(o.template).test(path.slice(o.base.length)),
    ) ?? null
  );
}

/**
 * Every operation the document describes, as `METHOD /base/template` (`GET /gateway/api/v12/accounts`):
 * what a check of coverage compares with, so an operation added to the document is seen without a list.
 */
export const documentedOperations = (): string[] => load().operations.map((o) => operationName(o));

/** An operation's name as `METHOD /base/template`. */
export const operationName = (o: Pick<Operation, 'method' | 'base' | 'template'>): string => `${o.method} ${o.base}${o.template}`;

/**
 * Paths the tests call on purpose that the app never does (docs/api/faults.md and test-only
 * content): their answers are broken by design, so they are not part of the contract.
 */
export const testOnlyPaths: readonly RegExp[] = [
  /^\/gateway\/api\/faults\//,
  /^\/gateway\/api\/ping$/,
  /^\/content\/test\//,
  /^\/content\/broken\//,
  /^\/content\/(missing|nowhere)\//,
  /^\/gateway\/api\/does-not-exist$/,
  /^\/gateway\/api\/v1\/ledger-(broken-op|matcher-check)$/,
  /^\/gateway\/idv\/test\//,
  /\/FAULT-MALFORMED(\/|$)/,
  /^\/__/,
];

/** Paths outside the bases the document covers (the demo bank's admin API, share dealing, CSP reports). */
const contractBases = ['/gateway/api/', '/gateway/idv/', '/content/'];

export const isTestOnly = (url: string) => {
  const path = new URL(url, 'http://bank.invalid').pathname;
  return testOnlyPaths.some((p) => p.test(path)) || !contractBases.some((b) => path.startsWith(b));
};

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);

export interface AnswerSeen {
  method: string;
  url: string;
  status: number;
  contentType?: string;
  /** The body as text (JSON or HTML); undefined for binary answers. */
  body?: string;
}

/** What is wrong with an answer by the document: [] when it keeps it. */
export function checkAnswer(answer: AnswerSeen): string[] {
  const where = `${answer.method} ${new URL(answer.url, 'http://bank.invalid').pathname} ${answer.status}`;
  const op = findOperation(answer.method, answer.url);
  if (!op) return [`${where}: no such operation in openapi/bank.yaml`];
  const responses = op.op.responses as Record<string, Json>;
  const key = String(answer.status) in responses ? String(answer.status) : `${String(answer.status)[0]}XX` in responses ? `${String(answer.status)[0]}XX` : 'default';
  const response = responses[key] ? deref(load().doc, responses[key]) : undefined;
  if (!response) return [`${where}: status ${answer.status} is not documented for ${op.method} ${op.template}`];
  const content = response.content as Record<string, Json> | undefined;
  if (!content) return answer.body ? [`${where}: the document says no body, the bank sent one`] : [];
  if (answer.status === 204 || answer.body === '' || answer.body === undefined) {
    return answer.body === undefined ? [] : content['application/json'] ? [`${where}: empty body where JSON is documented`] : [];
  }
  const type = mediaType(answer.contentType);
  const media = content[type] ? type : '*/*' in content ? '*/*' : undefined;
  if (!media) return [`${where}: content type '${type}' is not documented (${Object.keys(content).join(', ')})`];
  if (!media.includes('json')) return [];
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return [`${where}: the body is not JSON`];
  }
  const responseKey = `${op.pointer}/responses/${escape(key)}`;
  const pointer = responses[key]?.$ref ? `${String(responses[key].$ref)}/content/${escape(media)}/schema` : `${responseKey}/content/${escape(media)}/schema`;
  const v = validator(pointer);
  return v(json) ? [] : describe(v.errors).map((e) => `${where}: ${e}`);
}

/**
 * What is wrong with a value by one of the document's schemas (`ContentFileByKind/properties/splash`,
 * a pointer under `#/components/schemas/`): [] when it keeps it. For answers whose operation is open
 * because the path cannot say their shape: a content file, whose kind the master says.
 */
export function checkSchema(schema: string, value: unknown, where = schema): string[] {
  const pointer = `#/components/schemas/${schema}`;
  const target = schema.split('/').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], (load().doc.components as Json).schemas);
  if (target === undefined) return [`${where}: no schema ${pointer} in openapi/bank.yaml`];
  const v = validator(pointer);
  return v(value) ? [] : describe(v.errors).map((e) => `${where}: ${e}`);
}

/** What is wrong with a content file linked by the master under `kind`, by its kind's schema. */
export const checkContentFile = (kind: string, value: unknown, where = kind): string[] =>
  checkSchema(`ContentFileByKind/properties/${kind}`, value, where);

export interface RequestSeen {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  body?: string;
}

const header = (headers: Record<string, string | undefined>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/** What is wrong with a request by the document (method, path, required headers and query, body): [] when it keeps it. */
export function checkRequest(request: RequestSeen): string[] {
  const u = new URL(request.url, 'http://bank.invalid');
  const where = `${request.method} ${u.pathname}`;
  const op = findOperation(request.method, request.url);
  if (!op) return [`${where}: no such operation in openapi/bank.yaml`];
  const problems: string[] = [];
  const { ajv } = load();
  for (const p of op.parameters) {
    const name = String(p.name);
    const value = p.in === 'header' ? header(request.headers, name) : p.in === 'query' ? (u.searchParams.get(name) ?? undefined) : undefined;
    if (p.in !== 'header' && p.in !== 'query') continue;
    if (value === undefined) {
      if (p.required === true) problems.push(`${where}: required ${String(p.in)} '${name}' missing`);
      continue;
    }
    const schema = p.schema as Json | undefined;
    if (schema && (schema.type === 'string' || schema.enum || schema.const !== undefined || schema.pattern) && !ajv.validate(schema, value)) {
      problems.push(`${where}: ${String(p.in)} '${name}' = '${value}' ${describe(ajv.errors).join('; ')}`);
    }
  }
  const requestBody = op.op.requestBody ? deref(load().doc, op.op.requestBody as Json) : undefined;
  const hasBody = request.body !== undefined && request.body !== '';
  if (!requestBody) {
    if (hasBody) problems.push(`${where}: the document says no body, the app sent one`);
    return problems;
  }
  if (!hasBody) {
    if (requestBody.required === true) problems.push(`${where}: body required`);
    return problems;
  }
  const content = requestBody.content as Record<string, Json>;
  const type = mediaType(header(request.headers, 'Content-Type')) || 'application/json';
  if (!content[type]) return [...problems, `${where}: body content type '${type}' is not documented (${Object.keys(content).join(', ')})`];
  let value: unknown;
  if (type === 'application/x-www-form-urlencoded') value = Object.fromEntries(new URLSearchParams(request.body));
  else {
    try {
      value = JSON.parse(request.body ?? '');
    } catch {
      return [...problems, `${where}: the body is not JSON`];
    }
  }
  const pointer = op.op.requestBody && (op.op.requestBody as Json).$ref
    ? `${String((op.op.requestBody as Json).$ref)}/content/${escape(type)}/schema`
    : `${op.pointer}/requestBody/content/${escape(type)}/schema`;
  const v = validator(pointer);
  if (!v(value)) problems.push(...describe(v.errors).map((e) => `${where} body: ${e}`));
  return problems;
}
