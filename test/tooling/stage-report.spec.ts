// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeCountedStage } from '../../scripts/stage-report.mjs';

const dirs: string[] = [];
function reportWith(text: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'stage-report-'));
  dirs.push(dir);
  const file = join(dir, 'nginx.json');
  if (text !== null) writeFileSync(file, text);
  return file;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a counted stage of npm test (the nginx stage's report)", () => {
  it('passes when it exited 0 and its report counts passes and no failure', () => {
    expect(judgeCountedStage(true, reportWith('{"passed":89,"failed":0}'))).toEqual({ ok: true, passed: 89, failed: 0, problem: null });
  });

  it('fails when its report is missing, though it exited 0', () => {
    const outcome = judgeCountedStage(true, reportWith(null));
    expect(outcome.ok).toBe(false);
    expect(outcome.failed).toBe(1);
    expect(outcome.problem).toMatch(/could not be read/);
  });

  it('fails when its report is not JSON, or holds no counts', () => {
    expect(judgeCountedStage(true, reportWith('89 passed')).ok).toBe(false);
    expect(judgeCountedStage(true, reportWith('{"passed":"89"}')).ok).toBe(false);
    expect(judgeCountedStage(true, reportWith('null')).ok).toBe(false);
  });

  it('fails when its report counts a failure, whatever its exit code', () => {
    expect(judgeCountedStage(true, reportWith('{"passed":88,"failed":1}'))).toMatchObject({ ok: false, passed: 88, failed: 1 });
  });

  it('fails, counting one failure, when it exited with an error and its report counts none', () => {
    expect(judgeCountedStage(false, reportWith('{"passed":89,"failed":0}'))).toMatchObject({ ok: false, failed: 1 });
  });

  it('fails when its report counts no check at all', () => {
    expect(judgeCountedStage(true, reportWith('{"passed":0,"failed":0}')).ok).toBe(false);
  });
});
