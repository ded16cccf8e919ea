/**
 * The mutation scores of src/core per folder, read from the last incremental report of
 * `npm run test:mutation` (reports/mutation/<folder>/incremental.json): Stryker is NOT run here, as
 * a run takes minutes per folder. `npm run bench` prints this table; `node scripts/mutation-scores.mjs`
 * alone does too. Score = (killed + timeout) / (killed + timeout + survived + no coverage), Stryker's.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const reportsDir = 'reports/mutation';

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

export function scoreOf(report) {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of Object.values(report.files)) for (const m of file.mutants) if (m.status in count) count[m.status] += 1;
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return { ...count, valid, score: valid === 0 ? null : (100 * detected) / valid };
}

export function mutationScores() {
  return reportFolders()
    .sort()
    .map((folder) => {
      const file = join(reportsDir, folder, 'incremental.json');
      return { folder, when: statSync(file).mtime, ...scoreOf(JSON.parse(readFileSync(file, 'utf8'))) };
    });
}

export function printMutationScores() {
  const rows = mutationScores();
  console.log('\nMutation scores of src/core (last `npm run test:mutation` per folder; not re-run here)\n');
  if (rows.length === 0) {
    console.log('No reports yet: npm run test:mutation -- <folder of src/core>');
    return;
  }
  const head = ['Folder', 'Score', 'Killed', 'Survived', 'No coverage', 'Timeout', 'Report of'];
  const table = rows.map((r) => [
    `core/${r.folder}`,
    r.score === null ? '-' : `${r.score.toFixed(1)} %`,
    String(r.Killed),
    String(r.Survived),
    String(r.NoCoverage),
    String(r.Timeout),
    r.when.toISOString().slice(0, 16).replace('T', ' '),
  ]);
  const w = head.map((h, c) => Math.max(h.length, ...table.map((r) => r[c].length)));
  console.log(`| ${head.map((h, c) => h.padEnd(w[c])).join(' | ')} |`);
  console.log(`| ${w.map((n) => '-'.repeat(n)).join(' | ')} |`);
  for (const r of table) console.log(`| ${r.map((v, c) => v.padEnd(w[c])).join(' | ')} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) printMutationScores();
