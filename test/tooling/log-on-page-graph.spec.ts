import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * The log-on page loads nothing of a feature area: its module graph (the entry and the two routes it
 * shows, read from the build's manifest, with the modules of each chunk) holds only start-up code.
 * An area registered in composition/areas.ts adds no byte here (areas.ts itself is a lazy chunk); code in a folder not listed below
 * fails this test until it is either made start-up code on purpose or moved into an area.
 */
const startup: RegExp[] = [
  /^src\/core\/(shared|session|http|content|shell|identity|auth-forms)\//,
  /^src\/adapters\/(http|content|session|storage|state|system|legacy-page)\//,
  /^src\/ui\/(shell|auth|session|content|shared|di)\//,
  /^src\/composition\/(main\.tsx|container\.ts|app-router\.ts|area-routes\.ts|area-registry\.ts|feature-module\.ts|startup-features\.ts|environments\.config\.ts)$/,
  /^src\/composition\/modules\/(system|http|content|shell|identity|session|auth-screens)\.module\.ts$/,
];

/** The routes the log-on page renders: / (the index redirect) and stage 1. */
const logOnRoutes = ['src/ui/shell/routes/HomeRoute.tsx', 'src/ui/auth/username/UsernamePage.tsx'];

/**
 * What stages 2 and 3 prefetch for Balances: the accounts area's part ahead, its module, the
 * gate and Balances, with every chunk they import.
 */
const balancesPath = [
  'src/composition/modules/accounts-ahead.ts',
  'src/composition/modules/accounts.module.ts',
  'src/ui/accounts/AccountsGate.tsx',
  'src/ui/accounts/summary/BalancesPage.tsx',
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

interface BuiltGraph {
  manifest: Record<string, ManifestChunk>;
  modulesByFile: Map<string, string[]>;
}

function chunkModules(record: Map<string, string[]>): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') record.set(output.fileName, output.moduleIds);
    },
  };
}

/** One production build for every check of this file (a build costs seconds on a loaded machine). */
let built: Promise<BuiltGraph> | undefined;
function builtGraph(): Promise<BuiltGraph> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'log-on-graph-'));
    const modulesByFile = new Map<string, string[]>();
    // Vitest runs with NODE_ENV=test, which would build the fakes profile in; build as production does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true }, plugins: [chunkModules(modulesByFile)] });
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      return { manifest, modulesByFile };
    } finally {
      process.env.NODE_ENV = nodeEnv;
      rmSync(outDir, { recursive: true, force: true });
    }
  })();
  return built;
}

/** Every module (ids as the bundler gives them) of the chunks `keys` load, with all they import statically. */
function modulesLoadedBy({ manifest, modulesByFile }: BuiltGraph, keys: string[]): string[] {
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
  return [...seen].flatMap((key) => modulesByFile.get(manifest[key]?.file ?? '') ?? []);
}

async function logOnPageModules(): Promise<string[]> {
  const graph = await builtGraph();
  const entry = Object.keys(graph.manifest).find((key) => graph.manifest[key]?.isEntry);
  return modulesLoadedBy(graph, [entry ?? '', ...logOnRoutes])
    .filter((id) => !id.includes('node_modules') && !id.startsWith('\0'))
    .map((id) => relative(process.cwd(), id.split('?')[0] ?? id));
}

describe("the log-on page's module graph", () => {
  it('holds the shell and the log-on stages, and no module of any feature area', { timeout: 120_000 }, async () => {
    const modules = await logOnPageModules();
    expect(modules).toContain('src/ui/auth/username/UsernamePage.tsx');
    // The area registry is a lazy chunk of its own (composition/area-registry.ts): no byte per area here.
    expect(modules).toContain('src/composition/area-registry.ts');
    expect(modules).not.toContain('src/composition/areas.ts');
    expect(modules).not.toContain('src/composition/lazy-areas.ts');
    const foreign = modules.filter((id) => id.startsWith('src/') && !startup.some((re) => re.test(id)));
    expect(foreign).toEqual([]);
  });
});

/**
 * luxon (about 21 KiB gzipped) is not in what is prefetched for Balances. Fetched
 * before 'Log on' it put stage 1 over its 30 KiB; after 'Log on' a request would wait for it before
 * Balances. Balances' dates are bank-day.ts's (the platform's Intl and integer arithmetic);
 * luxon loads with the pages that count days (core/shared/calendar-spans.ts).
 */
describe("the code prefetched for Balances before 'Log on'", () => {
  it('holds no luxon, which the pages that count days load (move money, manage money)', { timeout: 120_000 }, async () => {
    const graph = await builtGraph();
    const modules = modulesLoadedBy(graph, balancesPath);
    expect(modules.some((id) => id.endsWith('src/ui/accounts/summary/BalancesPage.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/core/shared/bank-day.ts'))).toBe(true);
    expect(modules.filter((id) => id.includes('node_modules/luxon/'))).toEqual([]);
    // luxon is still the product's date library: the move-money area and its part ahead import it.
    const { manifest, modulesByFile } = graph;
    const hasLuxon = (key: string) => (modulesByFile.get(manifest[key]?.file ?? '') ?? []).some((id) => id.includes('node_modules/luxon/'));
    const luxonImporters = Object.keys(manifest).filter((key) => (manifest[key]?.imports ?? []).some(hasLuxon));
    expect(luxonImporters).toEqual(expect.arrayContaining(['src/composition/modules/move-money.module.ts', 'src/composition/modules/move-money-ahead.ts']));
  });
});
