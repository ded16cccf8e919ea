// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedUnitSpecs, needsIsolation } from '../setup/isolated-unit-specs';

const root = join(__dirname, '..', '..');

function specsUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.spec\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/**
 * the unit specs share their worker's modules (vitest.config.ts, isolate: false), so a
 * spec that mocks a module, stubs a global or renders on the server must be listed to run alone,
 * or it passes or fails by which spec ran before it in the same worker.
 */
describe('the unit specs that run in a module graph of their own', () => {
  it('are exactly those that mock modules, stub globals or render on the server', () => {
    const specs = [...specsUnder('src'), ...specsUnder('test/tooling')].filter((p) => p !== 'test/tooling/isolated-unit-specs.spec.ts');
    const needing = specs.filter((p) => needsIsolation.test(readFileSync(join(root, p), 'utf8'))).sort();
    expect(needing.length).toBeGreaterThan(0);
    expect([...isolatedUnitSpecs].sort()).toEqual(needing);
  });

  it('each exists', () => {
    expect(isolatedUnitSpecs.filter((p) => !existsSync(join(root, p)))).toEqual([]);
  });
});
