/**
 * The failed tests of a run, from each stage's vitest JSON report in one folder, each with the first
 * line of its error. `npm test` prints them at its end: a run is often read from its last lines
 * only (CI keeps the tail), and the stage that failed may have printed its failures thousands of
 * lines above. `node scripts/failed-tests.mjs <folder>` prints them for a folder of reports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

function firstLine(text) {
  return (String(text ?? '').replace(ansi, '').split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 300);
}

/** @returns {string[]} one entry per failed test: 'stage: file > test name', then its error's first line */
export function failedTests(folder) {
  const failed = [];
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    } catch {
      continue; // a stage with no readable report is counted and named by the run itself
    }
    const stage = name.replace(/\.json$/, '');
    for (const file of report.testResults ?? []) {
      const where = relative(process.cwd(), file.name ?? '');
      const failedHere = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedHere) failed.push(`${stage}: ${where} > ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      // A file that failed before any of its tests ran (an import or a hook) has no failed test of its own.
      if (file.status === 'failed' && failedHere.length === 0) failed.push(`${stage}: ${where}\n      ${firstLine(file.message)}`);
    }
  }
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of failedTests(process.argv[2] ?? '.')) console.log(line);
}
