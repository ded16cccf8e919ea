/**
 * how many e2e files run at a time, each with a demo bank of its own. Two on these 2-core
 * machines (the browser, the preview and WireMock of one file wait on each other much of the time);
 * E2E_WORKERS=1 runs them one after another, as before.
 */
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? '2');
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_WORKERS must be a whole number of 1 or more, not '${process.env.E2E_WORKERS}'`);
  return n;
}
