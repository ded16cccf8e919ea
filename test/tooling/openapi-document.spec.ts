import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { documentPath, findOperation } from '../contract/support/openapi-contract';
import { ibStatusPath } from '../../src/adapters/ib-status/http-ib-status.adapter';
import { bankHolidaysPath } from '../../src/adapters/content/http-bank-holidays.adapter';
import { ContentFileKinds } from '../../src/core/content/content';
import { FeatureToggles } from '../../src/core/content/feature-toggles';

/**
 * openapi/bank.yaml is a valid OpenAPI 3.1 document, and every path an adapter builds
 * under apiBase is in it (the methods are checked where they are sent: contract and e2e).
 */
describe('openapi/bank.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(parse(readFileSync(documentPath, 'utf8')) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Compiling the 3.1 meta-schema takes seconds on a loaded machine.
  }, 60_000);

  // Every `*Paths` constant an HTTP adapter exports, found in the files rather than listed: a new
  // area's paths are checked with no line here.
  const adapters = import.meta.glob<Record<string, unknown>>('../../src/adapters/**/http-*.adapter.ts', { eager: true });
  const areas = Object.fromEntries(Object.values(adapters).flatMap((module) => Object.entries(module).filter(([name]) => name.endsWith('Paths'))));
  const built = Object.entries(areas).flatMap(([area, paths]) =>
    Object.entries(paths as Record<string, string | ((...a: string[]) => string)>).map(([name, p]) => {
      const path = typeof p === 'function' ? (name === 'list' && area === 'OpenBankingPaths' ? p('active') : name === 'sourceAccounts' ? p('cash-isa') : name === 'form' ? p('travel') : p('ID-1', 'ID-2')) : p;
      return [`${area}.${name}`, path] as const;
    }),
  );

  it.each([...built, ['ibStatusPath', ibStatusPath] as const])('has the path %s builds', (_, path) => {
    const documented = ['GET', 'POST', 'PATCH', 'DELETE'].some((method) => findOperation(method, `/gateway/api${path}`) !== null);
    expect(documented, path).toBe(true);
  });

  it('has the content paths', () => {
    expect(findOperation('GET', `/content/${bankHolidaysPath}`)).not.toBeNull();
    expect(findOperation('GET', '/content/master.json?ts=1')).not.toBeNull();
    expect(findOperation('GET', '/content/help/travel.json')).not.toBeNull();
  });

  it("names the content kinds and feature toggles the app's own way (core/content)", () => {
    // The document refuses a master kind or a toggle the app does not know, so its lists must be the app's.
    type Schema = { properties?: Record<string, unknown>; propertyNames?: { enum?: string[] } };
    const schemas = (parse(readFileSync(documentPath, 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas;
    const master = schemas.GetContentMasterJsonAnswer?.properties?.masterData as Schema | undefined;
    expect(master?.propertyNames?.enum).toEqual([...ContentFileKinds]);
    expect(Object.keys(schemas.ContentFileByKind?.properties ?? {}).sort()).toEqual([...ContentFileKinds].sort());
    expect(Object.keys(schemas.ContentFeatureTogglesFile?.properties ?? {})).toEqual([...FeatureToggles]);
  });
});
