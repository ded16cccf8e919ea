/**
 * The wire types every adapter reads and writes, generated from openapi/bank.yaml (
 * `npm run openapi:types` writes ../generated/bank-api.ts, committed). A `*.dto.ts` names the schemas
 * of its area; these helpers let a mapper read an answer it has not checked yet by the document's
 * field names only, so a field the document does not have does not compile.
 */
import type { components } from '../generated/bank-api';

export type Schemas = components['schemas'];

/**
 * An answer (or a part of one) before its mapper has checked it: only the fields the document names
 * can be read, each as `unknown` until a guard has narrowed it. Distributes over a union (oneOf).
 */
export type Unchecked<T> = T extends unknown ? { readonly [K in keyof T]?: unknown } : never;

/** The element type of an array schema (a list's item). */
export type ItemOf<T> = T extends readonly (infer I)[] ? I : never;

/** `value` as an object whose fields are read by the document's names, or null when it is no object. */
export function fieldsOf<T>(value: unknown): Unchecked<T> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Unchecked<T>) : null;
}
