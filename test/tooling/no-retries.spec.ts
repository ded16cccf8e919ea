import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * No retries: a test that passes on its second try hides a race in the app or in
 * the test. Every Vitest config of the project is read (vitest.*.ts at the root), and every test
 * file, for a `retry` option or a `--retry` switch.
 */
const root = process.cwd();
const configs = readdirSync(root).filter((f) => /^vitest(\.[\w-]+)?\.config\.ts$/.test(f));

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return /\.spec\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('no retries', () => {
  it.each(configs)('%s sets no retry for any project', async (file) => {
    const { default: config } = (await import(join(root, file))) as { default: { test?: { retry?: number; projects?: { test?: { retry?: number } }[] } } };
    expect(config.test?.retry, `${file}: test.retry`).toBeUndefined();
    expect((config.test?.projects ?? []).map((p) => p.test?.retry).filter((r) => r !== undefined), `${file}: a project's retry`).toEqual([]);
  });

  it('no test, suite or command asks for a retry', () => {
    const files = [...testFiles('src'), ...testFiles('test')].filter((f) => !f.endsWith('no-retries.spec.ts'));
    // `{ retry: 2 }` on a test or suite; an HTTP client's `retry: { maxTries }` is not a test retry.
    const asking = files.filter((f) => /\bretry:\s*\d|\.retry\(|describe\.configure/.test(readFileSync(join(root, f), 'utf8')));
    expect(asking).toEqual([]);
    const scripts = JSON.stringify((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: unknown }).scripts);
    const runner = readFileSync(join(root, 'scripts/test-all.mjs'), 'utf8');
    expect(`${scripts}\n${runner}`).not.toMatch(/--retry\b/);
  });
});
