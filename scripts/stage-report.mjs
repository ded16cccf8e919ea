/**
 * How `npm test` (scripts/test-all.mjs) reads a stage that writes its counts to a JSON report
 * (`{ "passed": N, "failed": N }`, as scripts/nginx-check.mjs --json does): the stage passes only
 * when it exited 0 AND its report says so. A report that is missing or unreadable means the stage
 * cannot be said to have passed, whatever its exit code (a crash after the checks, a report never
 * written): it counts as one failure.
 */
import { readFileSync } from 'node:fs';

/**
 * @param {boolean} exitedOk the stage's process exited 0
 * @param {string} reportFile where the stage was told to write its counts
 * @returns {{ ok: boolean, passed: number, failed: number, problem: string | null }}
 */
export function judgeCountedStage(exitedOk, reportFile) {
  let counts;
  try {
    counts = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch (error) {
    return { ok: false, passed: 0, failed: 1, problem: `its report ${reportFile} could not be read (${error instanceof Error ? error.message : error}): counted as failed` };
  }
  const passed = counts?.passed;
  const failed = counts?.failed;
  if (!Number.isInteger(passed) || !Number.isInteger(failed) || passed < 0 || failed < 0) {
    return { ok: false, passed: 0, failed: 1, problem: `its report ${reportFile} holds no counts: counted as failed` };
  }
  if (!exitedOk && failed === 0) return { ok: false, passed, failed: 1, problem: 'it exited with an error though its report counts no failure: counted as failed' };
  return { ok: exitedOk && failed === 0 && passed > 0, passed, failed, problem: passed === 0 && failed === 0 ? 'its report counts no check at all' : null };
}
