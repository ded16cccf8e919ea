/**
 * Hand-written guards for inbound answers. Each reader checks one field and names its path when it is
 * wrong, so a malformed answer fails with a message that says exactly what the bank sent wrong.
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

export function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw new MalformedAnswer(path, 'an object');
  return value;
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedAnswer(path, 'an array');
  return value;
}

export function string(o: Json, key: string, path: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new MalformedAnswer(`${path}.${key}`, 'a string');
  return v;
}

export function optionalString(o: Json, key: string, path: string): string | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new MalformedAnswer(`${path}.${key}`, 'a string');
  return v;
}

/** Money and counts: integers only (pence, never pounds with a fraction). */
export function integer(o: Json, key: string, path: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new MalformedAnswer(`${path}.${key}`, 'an integer');
  return v;
}

export function optionalInteger(o: Json, key: string, path: string): number | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  return integer(o, key, path);
}

export function number(o: Json, key: string, path: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MalformedAnswer(`${path}.${key}`, 'a number');
  return v;
}

/** A flag that defaults to false when absent (displayConfig, moveMoney). */
export function flag(o: Json | null, key: string, path: string): boolean {
  const v = o?.[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new MalformedAnswer(`${path}.${key}`, 'a boolean');
  return v;
}

export function isoDate(o: Json, key: string, path: string): string {
  const v = string(o, key, path);
  // Some gateways send a full timestamp; the calendar date is its first ten characters.
  const date = v.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new MalformedAnswer(`${path}.${key}`, "an ISO date 'YYYY-MM-DD'");
  return date;
}

/** An ISO date that may be absent or null (next and last payment dates, expiries). */
export const optionalIsoDate = (o: Json, key: string, path: string): string | null =>
  o[key] === undefined || o[key] === null ? null : isoDate(o, key, path);

export function oneOf<T extends string>(o: Json, key: string, path: string, allowed: readonly T[]): T {
  const v = string(o, key, path);
  const found = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
  if (!found) throw new MalformedAnswer(`${path}.${key}`, `one of ${allowed.join(', ')}`);
  return found;
}

/** The gateway envelope `{ payload, messages }` (spec 02 section 7): the payload, checked to exist. */
export function payloadOf(answer: unknown, path = 'answer'): unknown {
  const envelope = object(answer, path);
  if (!('payload' in envelope)) throw new MalformedAnswer(`${path}.payload`, 'present');
  if (envelope.messages !== undefined && !Array.isArray(envelope.messages)) {
    throw new MalformedAnswer(`${path}.messages`, 'an array');
  }
  return envelope.payload;
}
