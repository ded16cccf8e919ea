import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * The demo bank's generated stubs are what their generators write: every `scripts/generate-*.mjs`
 * runs again in a copy of `scripts/` and `wiremock/`, and the copy's `wiremock/` must equal the
 * committed one byte for byte. A hand edit of a generated file (or a generator changed without
 * running it) fails here; the fix is to change the generator and run it.
 */
const root = process.cwd();
const generators = readdirSync(join(root, 'scripts')).filter((f) => /^generate-.*\.mjs$/.test(f)).sort();

function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

/** Runs every generator in a copy of the tree (with `edit` applied first) and lists what differs. */
function regenerate(edit: (copy: string) => void = () => undefined): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'generated-stubs-'));
  try {
    cpSync(join(root, 'scripts'), join(copy, 'scripts'), { recursive: true });
    cpSync(join(root, 'wiremock'), join(copy, 'wiremock'), { recursive: true, filter: (src) => !src.includes(join('extension', 'build')) });
    edit(copy);
    for (const generator of generators) execFileSync(process.execPath, [join(copy, 'scripts', generator)], { cwd: copy, stdio: 'pipe' });
    const committed = filesUnder(join(root, 'wiremock'));
    const made = filesUnder(join(copy, 'wiremock'));
    const differ = [...new Set([...committed.keys(), ...made.keys()])].filter((file) => {
      if (file.startsWith(join('extension', 'build'))) return false;
      const a = committed.get(file);
      const b = made.get(file);
      return !a || !b || !a.equals(b);
    });
    return differ.sort();
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('generated stubs', () => {
  it('there are generators to check', () => {
    expect(generators.length).toBeGreaterThan(5);
  });

  it('every generated file is what its generator writes', { timeout: 120_000 }, () => {
    expect(regenerate()).toEqual([]);
  });

  it('a hand edit of a generated stub is caught', { timeout: 120_000 }, () => {
    const stub = join('wiremock', 'mappings', 'move-money', 'confirm.json');
    const differ = regenerate((copy) => {
      // The generator rewrites the file from its own source, so an edit in the committed tree shows
      // as a difference; here the copy's generator is changed instead, which is the same comparison.
      const generator = join(copy, 'scripts', 'generate-move-money-data.mjs');
      writeFileSync(generator, readFileSync(generator, 'utf8').replace("'Cache-Control': 'no-store'", "'Cache-Control': 'no-cache'"));
    });
    expect(differ).toContain(relative('wiremock', stub));
  });
});
