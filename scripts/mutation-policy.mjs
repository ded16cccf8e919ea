/**
 * What mutation testing of src/core must hold, and the check that it does (docs/test-quality.md,
 * "Mutation testing"). Stryker is never run here: a run takes minutes per folder on a shared machine.
 * `node scripts/mutation.mjs <folder>` makes a folder's report and its record; the tooling test
 * test/tooling/mutation-reports.spec.ts (in npm test's unit stage) fails when a listed folder's
 * record is missing, was made on other code than today's, or scores under the folder's threshold.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The folders that move money or sign for it, and the journal that keeps a payment from going twice:
 * a mutant they let live can move money wrongly.
 */
export const strictFolders = ['move-money', 'manage-money', 'journey', 'signing', 'never-twice'];

/** Stryker's `thresholds.break` for a folder: under it the run fails, and so does the tooling test. */
export const breakOf = (folder) => (strictFolders.includes(folder) ? 90 : 85);

/**
 * Files held to 90 % inside a folder held to 85 %: the one reader of typed amounts decides what every
 * money form sends, and the classifier of HTTP failures (the answer classifier itself,
 * journey/confirm-answer.ts, is in a 90 % folder) what a lost answer is. Path: under src/core.
 */
export const strictFiles = ['shared/validation/amount-reader.ts', 'http/failure-policy.ts'];

/** The strict files of a folder (its own or its nested folders'). */
export const strictFilesOf = (folder) => strictFiles.filter((file) => file.startsWith(`${folder}/`));

/**
 * The folders whose report npm test requires. Each decides about money or consent; a folder joins
 * the list with its first report at or over its threshold (`node scripts/mutation.mjs <folder>`,
 * then add it here). Every folder of core that decides about money or consent is here now.
 */
export const requiredFolders = ['signing', 'never-twice', 'move-money', 'manage-money', 'journey', 'shared/validation', 'http', 'products/lending', 'products/savings', 'products/cards', 'open-banking', 'session', 'accounts'];

export const reportsDir = 'reports/mutation';
export const recordOf = (folder, root = '.') => join(root, reportsDir, folder, 'record.json');
export const incrementalOf = (folder, root = '.') => join(root, reportsDir, folder, 'incremental.json');

function sourceFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
}

/**
 * One hash of the folder's code and its specs (paths and contents): a change of either can change
 * which mutants live, so either makes the report stale. Nested folders are part of their parent.
 */
export function sourceHash(folder, root = '.') {
  const base = join(root, 'src/core', folder);
  const hash = createHash('sha256');
  for (const file of sourceFiles(base)) {
    hash.update(relative(base, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Stryker's score: (killed + timeout) / (killed + timeout + survived + no coverage); of the files
 * `only` keeps (a path under src/core) when given, else of every file.
 */
export function scoreOf(report, only = null) {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const [path, file] of Object.entries(report.files)) {
    if (only !== null && path.replace(/^.*src\/core\//, '') !== only) continue;
    for (const m of file.mutants) if (m.status in count) count[m.status] += 1;
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return { ...count, valid, score: valid === 0 ? null : (100 * detected) / valid };
}

/** The record written beside a folder's incremental report after each run. */
export function makeRecord(folder, report, ranAt, root = '.') {
  const { score, ...counts } = scoreOf(report);
  return { folder, ranAt, sourceHash: sourceHash(folder, root), score, break: breakOf(folder), ...counts };
}

/** What is wrong with one folder's report, as sentences (none: it holds). */
export function reportProblems(folder, root = '.') {
  const refresh = `refresh it: node scripts/mutation.mjs ${folder}`;
  if (!existsSync(join(root, 'src/core', folder))) return [`core/${folder}: no such folder of src/core`];
  if (!existsSync(recordOf(folder, root)) || !existsSync(incrementalOf(folder, root))) return [`core/${folder}: no mutation report; ${refresh}`];
  const record = JSON.parse(readFileSync(recordOf(folder, root), 'utf8'));
  const problems = [];
  if (record.sourceHash !== sourceHash(folder, root)) problems.push(`core/${folder}: the report was made on other code than today's (its code or specs changed since ${record.ranAt}); ${refresh}`);
  // The score from the report itself, not the record's copy of it.
  const report = JSON.parse(readFileSync(incrementalOf(folder, root), 'utf8'));
  const { score } = scoreOf(report);
  if (score === null || score < breakOf(folder)) problems.push(`core/${folder}: mutation score ${score === null ? 'none' : score.toFixed(2)} % is under its threshold of ${breakOf(folder)} %`);
  for (const file of strictFilesOf(folder)) {
    const own = scoreOf(report, file).score;
    if (own === null || own < 90) problems.push(`core/${file}: mutation score ${own === null ? 'none' : own.toFixed(2)} % is under its threshold of 90 %`);
  }
  return problems;
}

/** Every listed folder's problems. */
export const allReportProblems = (root = '.', folders = requiredFolders) => folders.flatMap((f) => reportProblems(f, root));

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = allReportProblems();
  for (const p of problems) console.log(p);
  console.log(problems.length === 0 ? `mutation reports: ${requiredFolders.length} folder(s) current and over their thresholds` : `\n${problems.length} problem(s)`);
  process.exit(problems.length === 0 ? 0 : 1);
}
