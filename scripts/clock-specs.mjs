/**
 * Which specs touch the bank's clock (src/core/shared/bank-day.ts), found by import rather than by a
 * hand-kept list: a spec is one when a chain of relative imports leads from it to
 * bank-day through src/core and src/adapters, where every date rule lives. A chain through src/ui or
 * src/composition is not followed: those reach the clock only through core, whose own specs carry the
 * zone checks, and rendering every page four more times would double the test loop.
 * vitest.time-zones.config.ts runs what this returns under four machine time zones.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm;
const isSpec = (file) => /\.spec\.tsx?$/.test(file);
const followed = (file) => /[\\/]src[\\/](core|adapters)[\\/]/.test(file) && !isSpec(file);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Spec paths relative to `root`, sorted, whose imports reach `clock`. */
export function specsTouchingTheBankClock(root = process.cwd(), clock = 'src/core/shared/bank-day.ts') {
  const target = resolve(root, clock);
  const importers = new Map();
  for (const file of sourceFiles(resolve(root, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const imported = resolveImport(file, m[1] ?? m[2] ?? m[3]);
      if (!imported) continue;
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(file);
    }
  }
  // Walk the imports backwards from the clock: specs are collected, core and adapters are followed.
  const seen = new Set([target]);
  const queue = [target];
  const specs = [];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.shift()) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (isSpec(importer)) specs.push(relative(root, importer).split('\\').join('/'));
      else if (followed(importer)) queue.push(importer);
    }
  }
  return specs.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(specsTouchingTheBankClock().join('\n'));
