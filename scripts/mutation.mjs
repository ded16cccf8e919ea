/**
 * `npm run test:mutation [folder...]`: StrykerJS 9.6 (its vitest runner) over src/core, one folder at
 * a time (issue 27 item 3), outside npm test. Each folder has its own incremental file, so a second
 * run only tests the mutants of code or specs that changed, and its own reports:
 *   reports/mutation/<folder>/incremental.json  (what `npm run bench` reads, scripts/mutation-scores.mjs)
 *   reports/mutation/<folder>/report.html (not committed)
 * No folder given: every folder of src/core (slow on a loaded machine). STRYKER_CONCURRENCY sets
 * the workers (default 2; 1 on a machine shared by many).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const coreFolders = () =>
  readdirSync('src/core').filter((name) => statSync(join('src/core', name)).isDirectory()).sort();

const folders = process.argv.slice(2).map((f) => f.replace(/^src\/core\//, '').replace(/\/$/, ''));
const base = JSON.parse(readFileSync('stryker.config.json', 'utf8'));
let failed = false;
for (const folder of folders.length > 0 ? folders : coreFolders()) {
  if (!existsSync(join('src/core', folder))) {
    console.error(`No folder src/core/${folder}`);
    failed = true;
    continue;
  }
  const out = join('reports/mutation', folder);
  mkdirSync(out, { recursive: true });
  const config = {
    ...base,
    mutate: [`src/core/${folder}/**/*.ts`, '!src/core/**/*.spec.ts'],
    incrementalFile: join(out, 'incremental.json'),
    htmlReporter: { fileName: join(out, 'report.html') },
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? base.concurrency),
  };
  const file = join(out, 'stryker.config.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`\n=== mutation testing src/core/${folder} ===`);
  const run = spawnSync(join('node_modules', '.bin', 'stryker'), ['run', file], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
