/** The accounts screens' User Timing marks; the helpers live in ui/shared so log-on can mark too. */
export { balancesPaintedMark, markAfterPaint, perfMark } from '../../shared/perf-marks';
