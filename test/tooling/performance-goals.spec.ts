import { describe, expect, it } from 'vitest';
import { performanceGoals } from '../../scripts/performance-goals.mjs';

/** Figures that meet every goal; each test spoils one. */
const step = (name: string, extra: Record<string, unknown> = {}) => ({ name, kind: 'timespan', inp: 120, cls: 0, jsBytes: 12 * 1024, ...extra });
const flowRun = (steps = [step('Log on'), step('Code → Confirm')]) => ({
  balancesMs: 1300,
  chain: { trips: 2 },
  steps: [{ name: 'Cold log-on page', kind: 'navigation', inp: Number.NaN, cls: 0, jsBytes: 170 * 1024 }, ...steps],
});
const download = (format: string, extra: Record<string, unknown> = {}) => ({ format, rows: 100_000, longest: 0, longTasks: 0, ...extra });
const good = () => ({
  lastTestRun: { ok: true, passed: 4851, failed: 0, wallSeconds: 567.5, stageSeconds: 541, commit: '6d8b359abc', finishedAt: '2026-11-27 23:28', load: [1.2, 9.8] },
  userFlow: { results: [flowRun(), flowRun(), flowRun()], load: [1, 2] },
  sizes: { logOnPageBytes: 175 * 1024 },
  lighthouse: { results: [{ performance: 99, lcp: 1100, tbt: 40 }, { performance: 97, lcp: 1200, tbt: 100 }], load: [1, 1] },
  history: { downloads: [download('CSV'), download('OFX'), download('QIF')], loadBefore: '20.10, 18.00, 10.00', loadAfter: '19.50, 18.20, 10.10' },
  lighthouseDevtools: { results: [{ performance: 100, lcp: 800, tbt: 0 }, { performance: 99, lcp: 1200, tbt: 100 }], load: [1.5, 1.4] },
  usable: { median: 2500, worst: 2900, failedRuns: 0, load: [2.3, 2.1] } as { median: number | null; worst: number | null; failedRuns: number; load: number[] },
});
const met = (figures: ReturnType<typeof good>) => Object.values(performanceGoals(figures)).map((g) => g.met);

describe("the performance goals as the bench judges them", () => {
  it('says every goal is met when every figure is within it, at the limits included', () => {
    expect(met(good())).toEqual([true, true, true, true, true, true, true]);
  });

  it('a run over 600 s, or with a failure, is not met; no record is not measured', () => {
    const slow = good();
    slow.lastTestRun.wallSeconds = 600.1;
    expect(performanceGoals(slow).testLoop.met).toBe(false);
    const red = good();
    red.lastTestRun.failed = 1;
    expect(performanceGoals(red).testLoop.met).toBe(false);
    const none = { ...good(), lastTestRun: null } as unknown as ReturnType<typeof good>;
    expect(performanceGoals(none).testLoop).toMatchObject({ met: null, figure: expect.stringContaining('run npm test') });
  });

  it('one run of three taking 3 trips is not met', () => {
    const figures = good();
    figures.userFlow.results[1] = { ...flowRun(), chain: { trips: 3 } };
    const { balances } = performanceGoals(figures);
    expect(balances.met).toBe(false);
    expect(balances.figure).toContain('2, 3, 2 trips');
  });

  it('a page a byte over 175 KiB, one Lighthouse run at 96, or one LCP over 1.2 s is not met', () => {
    const heavy = good();
    heavy.sizes.logOnPageBytes = 175 * 1024 + 1;
    expect(performanceGoals(heavy).logOnPage.met).toBe(false);
    const lowScore = good();
    lowScore.lighthouse.results.push({ performance: 96, lcp: 900, tbt: 10 });
    expect(performanceGoals(lowScore).logOnPage.met).toBe(false);
    const slowPaint = good();
    slowPaint.lighthouse.results[0] = { performance: 99, lcp: 1201, tbt: 40 };
    expect(performanceGoals(slowPaint).logOnPage.met).toBe(false);
  });

  it('one step of one run over INP, CLS or 30 KiB is not met, and is named; the cold page is goal 3', () => {
    for (const spoil of [{ inp: 201 }, { cls: 0.0001 }, { jsBytes: 30 * 1024 + 1 }]) {
      const figures = good();
      figures.userFlow.results[2] = flowRun([step('Log on'), step('Hub search', spoil)]);
      const { steps } = performanceGoals(figures);
      expect(steps.met).toBe(false);
      expect(steps.figure).toContain('over: Hub search');
    }
  });

  it('one export with a 51 ms task, or short of the 100,000 rows, is not met; the load is shown', () => {
    const longTask = good();
    longTask.history.downloads[1] = download('OFX', { longest: 51, longTasks: 1 });
    const { exports } = performanceGoals(longTask);
    expect(exports.met).toBe(false);
    expect(exports.figure).toBe('CSV none, OFX 51 ms (1), QIF none');
    expect(exports.load).toBe('20.1 → 19.5');
    const short = good();
    short.history.downloads[0] = download('CSV', { rows: 99_999 });
    expect(performanceGoals(short).exports.met).toBe(false);
  });

  it('one devtools-throttled run with its LCP over 1.2 s or its TBT over 100 ms is not met', () => {
    const slowPaint = good();
    slowPaint.lighthouseDevtools.results[0] = { performance: 100, lcp: 1201, tbt: 0 };
    expect(performanceGoals(slowPaint).paintedUnderDevtools).toMatchObject({ met: false, figure: '2 run(s); worst LCP 1.20 s, TBT 100 ms', load: '1.5 → 1.4' });
    const blocked = good();
    blocked.lighthouseDevtools.results.push({ performance: 98, lcp: 700, tbt: 101 });
    expect(performanceGoals(blocked).paintedUnderDevtools.met).toBe(false);
    // Lantern's runs are goal 3's: a slow simulated paint does not spoil this one.
    const simulatedOnly = good();
    simulatedOnly.lighthouse.results[0] = { performance: 99, lcp: 1500, tbt: 40 };
    expect(performanceGoals(simulatedOnly).paintedUnderDevtools.met).toBe(true);
  });

  it('usable in a median over 2.5 s, or with a run never usable, is not met; the worst run is shown', () => {
    expect(performanceGoals(good()).usable).toMatchObject({ met: true, figure: 'median 2.50 s, worst 2.90 s', load: '2.3 → 2.1' });
    const slow = good();
    slow.usable = { ...slow.usable, median: 2501 };
    expect(performanceGoals(slow).usable.met).toBe(false);
    const failedRun = good();
    failedRun.usable = { median: null, worst: null, failedRuns: 1, load: [1, 1] };
    expect(performanceGoals(failedRun).usable).toMatchObject({ met: false, figure: expect.stringContaining('1 run(s) never usable') });
  });

  it('says a part that was left out is not measured, never met', () => {
    const figures = { ...good(), userFlow: undefined, lighthouse: undefined, lighthouseDevtools: undefined, usable: undefined } as unknown as ReturnType<typeof good>;
    const goals = performanceGoals(figures);
    expect(goals.balances.met).toBeNull();
    expect(goals.steps.met).toBeNull();
    expect(goals.logOnPage.met).toBeNull();
    expect(goals.paintedUnderDevtools.met).toBeNull();
    expect(goals.usable.met).toBeNull();
  });
});
