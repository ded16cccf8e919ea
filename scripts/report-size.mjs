/** Printed after `vite build`: the gzipped JS the log-on page loads and what each route adds. */
import { bundleSizes, kib } from './bundle-size.mjs';

const budget = { logOnPage: 185 * 1024, route: 60 * 1024 };
const { entryBytes, logOnPageBytes, routes } = bundleSizes('dist');
console.log('\nGzipped JavaScript (budget in docs/architecture.md)');
console.log(`  shell entry                ${kib(entryBytes)}`);
console.log(`  log-on page (shell+stage1) ${kib(logOnPageBytes)}   budget ${kib(budget.logOnPage)}`);
for (const r of routes) console.log(`  + ${r.route.padEnd(60)} ${kib(r.addedBytes)}`);
const over = [
  ...(logOnPageBytes > budget.logOnPage ? [`log-on page ${kib(logOnPageBytes)}`] : []),
  ...routes.filter((r) => r.addedBytes > budget.route).map((r) => `${r.route} ${kib(r.addedBytes)}`),
];
if (over.length) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exit(1);
}
