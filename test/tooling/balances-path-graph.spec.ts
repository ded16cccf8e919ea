import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Issue 33, goal 4: what stages 2 and 3 prefetch for Balances (the accounts area's part ahead, its
 * module, the gate and Balances, with every chunk they import) holds no luxon. luxon is about 21 KiB
 * gzipped: fetched before 'Log on' it put stage 1 over its 30 KiB, and after 'Log on' a request would
 * wait for it before Balances (goal 2). Balances' dates are bank-day.ts's (the platform's Intl and
 * integer arithmetic); luxon loads with the pages that count days (core/shared/calendar-spans.ts).
 */
const balancesPath = [
  'src/composition/modules/accounts-ahead.ts',
  'src/composition/modules/accounts.module.ts',
  'src/ui/accounts/AccountsGate.tsx',
  'src/ui/accounts/summary/BalancesPage.tsx',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function chunkModules(record: Map<string, string[]>): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') record.set(output.fileName, output.moduleIds);
    },
  };
}

async function modulesOf(keys: string[]): Promise<{ modules: string[]; luxonChunkImporters: string[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'balances-path-graph-'));
  const modulesByFile = new Map<string, string[]>();
  // Vitest runs with NODE_ENV=test, which would build the fakes profile in; build as production does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true }, plugins: [chunkModules(modulesByFile)] });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) {
      expect(manifest[key], `the manifest has no chunk for ${key}`).toBeDefined();
      visit(key);
    }
    const hasLuxon = (key: string) => (modulesByFile.get(manifest[key]?.file ?? '') ?? []).some((id) => id.includes('node_modules/luxon/'));
    return {
      modules: [...seen].flatMap((key) => modulesByFile.get(manifest[key]?.file ?? '') ?? []),
      luxonChunkImporters: Object.keys(manifest).filter((key) => (manifest[key]?.imports ?? []).some(hasLuxon)),
    };
  } finally {
    process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe("the code prefetched for Balances before 'Log on'", () => {
  it('holds no luxon, which the pages that count days load (move money, manage money)', { timeout: 120_000 }, async () => {
    const { modules, luxonChunkImporters } = await modulesOf(balancesPath);
    expect(modules.some((id) => id.endsWith('src/ui/accounts/summary/BalancesPage.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/core/shared/bank-day.ts'))).toBe(true);
    expect(modules.filter((id) => id.includes('node_modules/luxon/'))).toEqual([]);
    // luxon is still the product's date library: the move-money area and its part ahead import it.
    expect(luxonChunkImporters).toEqual(expect.arrayContaining(['src/composition/modules/move-money.module.ts', 'src/composition/modules/move-money-ahead.ts']));
  });
});
