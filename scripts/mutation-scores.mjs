/**
 * The mutation scores of src/core per folder, read from the last incremental report of
 * `node scripts/mutation.mjs <folder>` (reports/mutation/<folder>/incremental.json), each with the
 * time of its run and whether it is still current (its record.json, scripts/mutation-policy.mjs):
 * Stryker is NOT run here, as a run takes minutes per folder. `npm run bench` prints this table;
 * `node scripts/mutation-scores.mjs` alone does too.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { breakOf, recordOf, reportsDir, scoreOf, sourceHash } from './mutation-policy.mjs';

export { scoreOf };

/** Every folder with an incremental report, nested ones ('shared/validation') included. */
function reportFolders(dir = reportsDir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    const folder = prefix ? `${prefix}/${name}` : name;
    return [...(existsSync(join(path, 'incremental.json')) ? [folder] : []), ...reportFolders(path, folder)];
  });
}

export function mutationScores() {
  return reportFolders()
    .sort()
    .map((folder) => {
      const file = join(reportsDir, folder, 'incremental.json');
      // The run's own time from its record; a report made before records were kept has none.
      const record = existsSync(recordOf(folder)) ? JSON.parse(readFileSync(recordOf(folder), 'utf8')) : null;
      const current = record !== null && existsSync(join('src/core', folder)) && record.sourceHash === sourceHash(folder);
      return { folder, when: record ? new Date(record.ranAt) : null, current, threshold: breakOf(folder), ...scoreOf(JSON.parse(readFileSync(file, 'utf8'))) };
    });
}

export function printMutationScores() {
  const rows = mutationScores();
  console.log('\nMutation scores of src/core (last `node scripts/mutation.mjs <folder>` per folder; not re-run here)\n');
  if (rows.length === 0) {
    console.log('No reports yet: node scripts/mutation.mjs <folder of src/core>');
    return;
  }
  const head = ['Folder', 'Score', 'Break at', 'Killed', 'Survived', 'No coverage', 'Timeout', 'Run (UTC)', 'Code since'];
  const table = rows.map((r) => [
    `core/${r.folder}`,
    r.score === null ? '-' : `${r.score.toFixed(1)} %`,
    `${r.threshold} %`,
    String(r.Killed),
    String(r.Survived),
    String(r.NoCoverage),
    String(r.Timeout),
    r.when ? r.when.toISOString().slice(0, 16).replace('T', ' ') : 'not recorded',
    r.when === null ? 'unknown' : r.current ? 'unchanged' : 'changed: stale',
  ]);
  const w = head.map((h, c) => Math.max(h.length, ...table.map((r) => r[c].length)));
  console.log(`| ${head.map((h, c) => h.padEnd(w[c])).join(' | ')} |`);
  console.log(`| ${w.map((n) => '-'.repeat(n)).join(' | ')} |`);
  for (const r of table) console.log(`| ${r.map((v, c) => v.padEnd(w[c])).join(' | ')} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) printMutationScores();
