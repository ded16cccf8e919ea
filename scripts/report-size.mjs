/** Printed after `vite build`: the gzipped JS the log-on page loads and what each route adds. */
import { bundleSizes, kib } from './bundle-size.mjs';

// The log-on page: 175 KiB at most (docs/decisions/log-on-page-budget.md).
// Route: 66 KiB since the request journal and the change guard left the log-on page for the routes
// that confirm a change (docs/decisions/route-budget.md).
const budget = { logOnPage: 175 * 1024, route: 66 * 1024 };
/**
 * Chunks with a budget of their own instead of the route budget, each a choice written up in
 * docs/architecture.md. pdf.js: a document page fetches it only once it is on screen (heading and
 * download button first), because headless Chromium downloads a PDF in a frame instead of showing it.
 */
const ownBudgets = { 'ui/shared/my-documents/pdf-view.ts': 120 * 1024 };
const routeBudget = (route) => ownBudgets[route] ?? budget.route;
const { entryBytes, logOnPageBytes, routes } = bundleSizes('dist');
console.log('\nGzipped JavaScript (budget in docs/architecture.md)');
console.log(`  shell entry                ${kib(entryBytes)}`);
console.log(`  log-on page (shell+stage1) ${kib(logOnPageBytes)}   budget ${kib(budget.logOnPage)}`);
for (const r of routes) console.log(`  + ${r.route.padEnd(60)} ${kib(r.addedBytes)}${ownBudgets[r.route] ? `   own budget ${kib(ownBudgets[r.route])}` : ''}`);
const over = [
  ...(logOnPageBytes > budget.logOnPage ? [`log-on page ${kib(logOnPageBytes)}`] : []),
  ...routes.filter((r) => r.addedBytes > routeBudget(r.route)).map((r) => `${r.route} ${kib(r.addedBytes)}`),
];
if (over.length) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exit(1);
}
