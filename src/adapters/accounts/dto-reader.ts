import type { Unchecked } from '../http/wire-types';

/**
 * Hand-written guards for inbound answers. Each reader checks one field and names its path when it is
 * wrong, so a malformed answer fails with a message that says exactly what the bank sent wrong.
 * `object<T>` reads an object by the field names of `T`, a type generated from openapi/bank.yaml
 *; the field readers take only those names, so a field the document does not have
 * does not compile. Without `T` any name goes (`Json`), for the areas not moved to the document yet.
 */
export class MalformedAnswer extends Error {
  constructor(readonly path: string, expected: string) {
    super(`${path} is not ${expected}`);
    this.name = 'MalformedAnswer';
  }
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function object<T = Json>(value: unknown, path: string): Unchecked<T> {
  if (!isObject(value)) throw new MalformedAnswer(path, 'an object');
  return value as Unchecked<T>;
}

/** A field of `O` by the name the document gives it. */
type Field<O> = keyof O & string;
const field = <O extends object>(o: O, key: Field<O>): unknown => (o as Json)[key];

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedAnswer(path, 'an array');
  return value;
}

export function string<O extends object>(o: O, key: Field<O>, path: string): string {
  const v = field(o, key);
  if (typeof v !== 'string') throw new MalformedAnswer(`${path}.${key}`, 'a string');
  return v;
}

export function optionalString<O extends object>(o: O, key: Field<O>, path: string): string | null {
  const v = field(o, key);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new MalformedAnswer(`${path}.${key}`, 'a string');
  return v;
}

/** Money and counts: integers only (pence, never pounds with a fraction). */
export function integer<O extends object>(o: O, key: Field<O>, path: string): number {
  const v = field(o, key);
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new MalformedAnswer(`${path}.${key}`, 'an integer');
  return v;
}

export function optionalInteger<O extends object>(o: O, key: Field<O>, path: string): number | null {
  const v = field(o, key);
  if (v === undefined || v === null) return null;
  return integer(o, key, path);
}

export function number<O extends object>(o: O, key: Field<O>, path: string): number {
  const v = field(o, key);
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MalformedAnswer(`${path}.${key}`, 'a number');
  return v;
}

/** A flag that defaults to false when absent (displayConfig, moveMoney). */
export function flag<O extends object>(o: O | null, key: Field<O>, path: string): boolean {
  const v = o === null ? undefined : field(o, key);
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new MalformedAnswer(`${path}.${key}`, 'a boolean');
  return v;
}

export function isoDate<O extends object>(o: O, key: Field<O>, path: string): string {
  const v = string(o, key, path);
  // Some gateways send a full timestamp; the calendar date is its first ten characters.
  const date = v.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new MalformedAnswer(`${path}.${key}`, "an ISO date 'YYYY-MM-DD'");
  return date;
}

/** An ISO date that may be absent or null (next and last payment dates, expiries). */
export const optionalIsoDate = <O extends object>(o: O, key: Field<O>, path: string): string | null =>
  field(o, key) === undefined || field(o, key) === null ? null : isoDate(o, key, path);

export function oneOf<T extends string, O extends object>(o: O, key: Field<O>, path: string, allowed: readonly T[]): T {
  const v = string(o, key, path);
  const found = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
  if (!found) throw new MalformedAnswer(`${path}.${key}`, `one of ${allowed.join(', ')}`);
  return found;
}

/** The gateway envelope `{ payload, messages }` (docs/rules/calls.md): the payload, checked to exist. */
export function payloadOf(answer: unknown, path = 'answer'): unknown {
  const envelope = object(answer, path);
  if (!('payload' in envelope)) throw new MalformedAnswer(`${path}.payload`, 'present');
  if (envelope.messages !== undefined && !Array.isArray(envelope.messages)) {
    throw new MalformedAnswer(`${path}.messages`, 'an array');
  }
  return envelope.payload;
}
