import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { bundleSizes } from '../../scripts/bundle-size.mjs';

/**
 * +0 bytes per area: the app is built twice, as it is and with one more feature area
 * (test/tooling/fixtures/dummy-area, added to areas.ts's list by a plugin of this build only, never
 * committed to src), and the log-on page (the entry and the chunks it loads for
 * /#/authentication/username, gzipped, as scripts/bundle-size.mjs counts them for the budget) must
 * not grow by a byte. Content hashes in file names are measured hash-free: a new area changes the
 * registry chunk's hash, whose random characters would otherwise gzip a byte better or worse.
 */
const dummyModule = resolve('test/tooling/fixtures/dummy-area/dummy.module.ts');
const areasFile = resolve('src/composition/areas.ts');

/** Appends the dummy area to the registry's list, as one more entry in areas.ts would. */
function withDummyArea(): Plugin {
  return {
    name: 'add-dummy-area',
    transform(code, id) {
      if (id.split('?')[0] !== areasFile) return null;
      expect(code, 'areas.ts no longer exports the list `Areas`').toMatch(/export const Areas\b/);
      const entry = `{ name: 'dummy-area', paths: ['dummy-area'], load: () => import(${JSON.stringify(dummyModule)}).then((m) => m.dummyArea) }`;
      return { code: `${code}\nAreas.push(${entry});\n`, map: null };
    },
  };
}

const hashFree = (key: string) => key.replace(/-[\w-]{7,8}\.js$/, '.js');

async function logOnPage(extra: Plugin[]) {
  const outDir = mkdtempSync(join(tmpdir(), 'area-cost-'));
  // Vitest runs with NODE_ENV=test, which would build the fakes profile in; build as production does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false }, plugins: extra });
    const sizes = bundleSizes(outDir, { hashFree: true });
    return { ...sizes, dummyRoute: sizes.routes.find((r) => r.route.includes('dummy')) };
  } finally {
    process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe('the cost of a feature area to the log-on page', () => {
  it('is zero bytes: adding an area leaves the log-on page byte for byte the same size', { timeout: 180_000 }, async () => {
    const started = performance.now();
    const [before, after] = [await logOnPage([]), await logOnPage([withDummyArea()])];
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`area-cost: log-on page ${before.logOnPageBytes} B gzipped without the dummy area, ${after.logOnPageBytes} B with it; two builds in ${seconds} s`);
    // The dummy area really was built (else the comparison proves nothing).
    expect(before.dummyRoute).toBeUndefined();
    expect(after.dummyRoute?.addedBytes).toBeGreaterThan(0);
    const listed = (files: typeof before.logOnPageFiles) => files.map((f) => `${hashFree(f.key)} ${f.bytes} B`);
    const grown = listed(after.logOnPageFiles).filter((f) => !listed(before.logOnPageFiles).includes(f));
    expect(after.logOnPageBytes, `the log-on page grew with one more area; files that differ: ${grown.join(', ')}`).toBe(before.logOnPageBytes);
    expect(after.logOnPageFiles.map((f) => hashFree(f.key))).toEqual(before.logOnPageFiles.map((f) => hashFree(f.key)));
  });
});
