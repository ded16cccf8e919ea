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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
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

async function logOnPageModules(): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'log-on-graph-'));
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
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    for (const key of [entry ?? '', ...logOnRoutes]) {
      expect(manifest[key], `the manifest has no chunk for ${key}`).toBeDefined();
      visit(key);
    }
    return [...seen]
      .flatMap((key) => modulesByFile.get(manifest[key]?.file ?? '') ?? [])
      .filter((id) => !id.includes('node_modules') && !id.startsWith('\0'))
      .map((id) => relative(process.cwd(), id.split('?')[0] ?? id));
  } finally {
    process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
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
