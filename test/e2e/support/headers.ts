/**
 * Header names are case-insensitive (RFC 9110): WireMock's journal keeps them as the browser sent
 * them, so a read of `headers['Idempotency-Key']` misses `idempotency-key`. scripts/check-tests.mjs
 * flags such fixed-case reads.
 */
export function headerOf(headers: Record<string, string> | undefined, name: string): string | undefined {
  return Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
}

/** The Idempotency-Key a money-moving request carried (undefined when none). */
export const idempotencyKeyOf = (headers: Record<string, string> | undefined): string | undefined => headerOf(headers, 'Idempotency-Key');
