import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { documentPath } from '../contract/support/openapi-contract';

/**
 * the adapters' wire types are generated from openapi/bank.yaml by openapi-typescript
 * (`npm run openapi:types`) into src/adapters/generated/bank-api.ts, which is committed so that the
 * build and the type check need no generation step. This test fails when the committed file is not
 * what the document gives now: change the document, then run the script.
 */
describe('src/adapters/generated/bank-api.ts', () => {
  it('is what openapi-typescript makes of openapi/bank.yaml', async () => {
    const made = astToString(await openapiTS(pathToFileURL(documentPath)));
    const committed = readFileSync('src/adapters/generated/bank-api.ts', 'utf8');
    // The CLI puts a header comment first; the rest must be the same.
    expect(committed.slice(committed.indexOf('export '))).toBe(made.slice(made.indexOf('export ')));
  }, 120_000);
});
