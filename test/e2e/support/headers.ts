/**
 * Header reads for the e2e journeys. HTTP header names are case-insensitive, and the dev server and
 * the preview proxy lower-case them before WireMock logs them, so `headers['Idempotency-Key']` reads
 * `undefined` there and a 'same key' check comparing two `undefined`s passes with two different keys
 *. Every read goes through here: the name is matched without case, and a key that is
 * missing or empty throws instead of comparing as equal.
 */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
  return Array.isArray(found) ? found.join(', ') : found;
}

/** The Idempotency-Key of one logged request; throws when the request carried none. */
export function idempotencyKeyOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const key = headerOf(request.headers, 'Idempotency-Key');
  if (!key) throw new Error(`A state-changing request carried no Idempotency-Key (headers: ${Object.keys(request.headers).join(', ')})`);
  return key;
}

/**
 * The keys of a confirmation's tries: asserts there was at least `atLeast` try, that every try carried
 * a key, and returns the distinct keys (a correct journey gives exactly one).
 */
export function distinctKeys(requests: { headers: Record<string, string | string[] | undefined> }[], atLeast = 1): string[] {
  if (requests.length < atLeast) throw new Error(`Expected at least ${atLeast} request(s), the demo bank logged ${requests.length}`);
  return [...new Set(requests.map(idempotencyKeyOf))];
}
