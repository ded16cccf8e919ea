// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const codemod = resolve(root, 'scripts/codemods/ui-features-apart.mjs');

/** A small tree with one feature importing another's kit, its own page, a spec, a test and a list of spec paths. */
const tree: Record<string, string> = {
  'src/core/money.ts': 'export const pounds = 1;\n',
  'src/ui/manage-money/shared/loadable.ts': "import { pounds } from '../../../core/money';\nimport { format } from './format';\nexport const loadable = format + pounds;\n",
  'src/ui/manage-money/shared/format.ts': 'export const format = 2;\n',
  'src/ui/manage-money/shared/loadable.spec.ts': "import { loadable } from './loadable';\nexport const checked = loadable;\n",
  'src/ui/manage-money/PayeesPage.tsx': "import { loadable } from './shared/loadable';\nexport const page = loadable;\n",
  'src/ui/manage-money/manage-money.routes.tsx': "export const routes = [() => import('./PayeesPage')];\n",
  'src/ui/open-banking/consents.view-model.ts':
    "import { loadable } from '../manage-money/shared/loadable';\nimport type { Thing } from '../shared/thing';\nexport const consents: Thing = loadable;\n",
  'src/ui/shared/thing.ts': 'export type Thing = number;\n',
  'test/e2e/journey.ts': "import { loadable } from '../../src/ui/manage-money/shared/loadable';\nvi.mock('../../src/ui/manage-money/shared/format');\nexport const j = loadable;\n",
  'test/setup/isolated.ts': "export const specs = ['src/ui/manage-money/shared/loadable.spec.ts'];\n",
};

const work = mkdtempSync(join(tmpdir(), 'ui-features-apart-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
for (const [path, text] of Object.entries(tree)) {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
}
const run = () => spawnSync(process.execPath, [codemod, '--root', work], { encoding: 'utf8' });
const read = (path: string) => readFileSync(join(work, path), 'utf8');

describe('the ui-features-apart codemod', () => {
  const first = run();

  it('moves what one feature imports from another into the shared kits, with what it imports and its spec', () => {
    expect(first.status, first.stderr).toBe(0);
    for (const moved of ['loadable.ts', 'format.ts', 'loadable.spec.ts']) {
      expect(existsSync(join(work, 'src/ui/shared/manage-money', moved)), moved).toBe(true);
      expect(existsSync(join(work, 'src/ui/manage-money/shared', moved)), moved).toBe(false);
    }
    expect(existsSync(join(work, 'src/ui/manage-money/PayeesPage.tsx'))).toBe(true);
  });

  it('rewrites every import of a moved file, and a moved file\'s own imports', () => {
    expect(read('src/ui/open-banking/consents.view-model.ts')).toContain("from '../shared/manage-money/loadable'");
    expect(read('src/ui/open-banking/consents.view-model.ts')).toContain("from '../shared/thing'");
    expect(read('src/ui/manage-money/PayeesPage.tsx')).toContain("from '../shared/manage-money/loadable'");
    expect(read('src/ui/shared/manage-money/loadable.ts')).toContain("from '../../../core/money'");
    expect(read('src/ui/shared/manage-money/loadable.ts')).toContain("from './format'");
    expect(read('test/e2e/journey.ts')).toContain("from '../../src/ui/shared/manage-money/loadable'");
    expect(read('test/e2e/journey.ts')).toContain("vi.mock('../../src/ui/shared/manage-money/format')");
    expect(read('test/setup/isolated.ts')).toContain("'src/ui/shared/manage-money/loadable.spec.ts'");
  });

  it('moves nothing on a second run, once the features are apart', () => {
    const before = Object.fromEntries(['src/ui/open-banking/consents.view-model.ts', 'src/ui/shared/manage-money/loadable.ts'].map((p) => [p, read(p)]));
    const second = run();
    expect(second.stdout).toContain('0 imports from one ui feature into another; 0 files to move.');
    for (const [path, text] of Object.entries(before)) expect(read(path)).toBe(text);
  });
});
