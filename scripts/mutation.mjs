/**
 * `node scripts/mutation.mjs <folder>...` (`npm run test:mutation -- <folder>`): StrykerJS 9.6 (its
 * vitest runner) over one folder of src/core at a time, outside npm test. Each folder has its own
 * incremental file, so a second run only tests the mutants of code or specs that changed:
 *   reports/mutation/<folder>/incremental.json  Stryker's report (committed)
 *   reports/mutation/<folder>/record.json       when it ran, the hash of the folder's code and specs,
 *                                               the score and the threshold (committed; checked by
 *                                               test/tooling/mutation-reports.spec.ts in npm test)
 *   reports/mutation/<folder>/report.html       to read the survivors (not committed)
 * Stryker's `thresholds.break` is the folder's (scripts/mutation-policy.mjs): under it the run exits 1.
 * No folder given: every folder listed in scripts/mutation-policy.mjs. STRYKER_CONCURRENCY sets the
 * workers (default 2; 1 on a machine shared by many).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakOf, incrementalOf, makeRecord, recordOf, requiredFolders } from './mutation-policy.mjs';

const folders = process.argv.slice(2).map((f) => f.replace(/^src\/core\//, '').replace(/\/$/, ''));
const base = JSON.parse(readFileSync('stryker.config.json', 'utf8'));
let failed = false;
for (const folder of folders.length > 0 ? folders : requiredFolders) {
  if (!existsSync(join('src/core', folder))) {
    console.error(`No folder src/core/${folder}`);
    failed = true;
    continue;
  }
  const out = join('reports/mutation', folder);
  mkdirSync(out, { recursive: true });
  const threshold = breakOf(folder);
  const config = {
    ...base,
    mutate: [`src/core/${folder}/**/*.ts`, '!src/core/**/*.spec.ts'],
    incrementalFile: incrementalOf(folder),
    htmlReporter: { fileName: join(out, 'report.html') },
    thresholds: { high: Math.max(threshold, 95), low: threshold, break: threshold },
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? base.concurrency),
  };
  const file = join(out, 'stryker.config.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`\n=== mutation testing src/core/${folder} (break at ${threshold} %) ===`);
  const ranAt = new Date().toISOString();
  const run = spawnSync(join('node_modules', '.bin', 'stryker'), ['run', file], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
  // A run under its threshold still writes its report: the record keeps its score, so npm test
  // fails on it until the survivors are killed or written down as equivalent.
  if (existsSync(incrementalOf(folder))) {
    const record = makeRecord(folder, JSON.parse(readFileSync(incrementalOf(folder), 'utf8')), ranAt);
    writeFileSync(recordOf(folder), `${JSON.stringify(record, null, 2)}\n`);
    console.log(`core/${folder}: ${record.score?.toFixed(2)} % (break at ${threshold} %), recorded in ${recordOf(folder)}`);
  }
}
process.exit(failed ? 1 : 0);
