// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = resolve(import.meta.dirname, 'fixtures/layers');

/**
 * Proves that the boundary check `npm run lint` runs (dependency-cruiser with .dependency-cruiser.cjs)
 * fails on each kind of violation, using a small fixture tree with one of each.
 */
describe('layer boundary check', () => {
  const run = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--config', resolve(root, '.dependency-cruiser.cjs')],
    { cwd: fixtures, encoding: 'utf8' },
  );
  const lines = run.stdout.split('\n').filter((l) => l.includes('error '));

  it('fails the lint', () => {
    expect(run.status).not.toBe(0);
  });

  it.each([
    ['core importing an adapter', 'core-is-pure: src/core/bad-core.ts → src/adapters/some.adapter.ts'],
    ['core importing a library (axios)', 'core-is-pure: src/core/bad-core.ts → '],
    ['ui importing an adapter', 'ui-not-to-adapters: src/ui/bad-view.ts → src/adapters/some.adapter.ts'],
    ['anything but composition wiring', 'only-composition-wires: src/ui/sneaky-wiring.ts → src/composition/root.ts'],
    ['one ui feature importing another', 'ui-features-apart: src/ui/payments/payments.view.ts → src/ui/savings/savings-kit.ts'],
  ])('reports %s', (_label, expected) => {
    expect(lines.some((l) => l.includes(expected))).toBe(true);
  });

  it('lets a ui feature import its own folder and the shared kits, and a spec put features together', () => {
    expect(lines.filter((l) => l.includes('ui-features-apart'))).toEqual([
      expect.stringContaining('ui-features-apart: src/ui/payments/payments.view.ts → src/ui/savings/savings-kit.ts'),
    ]);
  });

  it('counts as kits the same ui folders as the codemod that moves shared pieces into them', async () => {
    const config = (await import(resolve(root, '.dependency-cruiser.cjs'))) as { default: { forbidden: { name: string; to: { pathNot?: string[] } }[] } };
    const rule = config.default.forbidden.find((r) => r.name === 'ui-features-apart');
    const kitsInRule = /\^src\/ui\/\(([^)]+)\)\//.exec(rule?.to.pathNot?.[1] ?? '')?.[1]?.split('|');
    const codemod = (await import(resolve(root, 'scripts/codemods/ui-features-apart.mjs'))) as { uiKits: string[] };
    expect(kitsInRule).toEqual(codemod.uiKits);
  });

  it('lets composition import both sides and adapters import core', () => {
    expect(lines.filter((l) => l.includes(': src/composition/') || l.includes(': src/adapters/'))).toEqual([]);
  });
});
