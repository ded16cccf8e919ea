/**
 * User Timing marks for the benchmarks (scripts/bench.mjs and scripts/bench-user-flow.mjs read them
 * with performance.getEntriesByName). They cost nothing measurable and say nothing about the customer,
 * so they stay in production builds. Shared, because a journey's marks start in one area (log-on) and
 * end in another (the Balances home).
 */
/** Set once Balances has painted the customer's accounts; the sidebar's unread count waits for it too. */
export const balancesPaintedMark = 'accounts:painted';

export function perfMark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Marks once the browser has painted what was just committed: requestAnimationFrame runs before the
 * next paint, and a task queued from it runs after that paint.
 */
export function markAfterPaint(name: string): void {
  if (typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => {
    setTimeout(() => perfMark(name), 0);
  });
}
