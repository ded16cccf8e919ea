import { describe, expect, it } from 'vitest';
import { judgeUsable, usableGoalMs } from '../../scripts/bench-usable-log-on.mjs';

describe("the bench's judge of the log-on page usable early", () => {
  it('meets the goal when every run has a figure and the median is within 2.5 s', () => {
    expect(usableGoalMs).toBe(2500);
    expect(judgeUsable([2400, 1900, 3100])).toEqual({ median: 2400, worst: 3100, met: true, failedRuns: 0 });
  });

  it('fails a median over the goal', () => {
    expect(judgeUsable([2400, 2600, 2700])).toMatchObject({ median: 2600, met: false });
  });

  it('fails when any run never became usable, however good the others', () => {
    expect(judgeUsable([900, null, 1000])).toMatchObject({ met: false, failedRuns: 1 });
  });

  it('fails with no runs, or with a figure that is not a time', () => {
    expect(judgeUsable([]).met).toBe(false);
    expect(judgeUsable([Number.NaN, 1000, 1000]).met).toBe(false);
    expect(judgeUsable([-1, 1000, 1000]).met).toBe(false);
  });
});
