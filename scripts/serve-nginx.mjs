/**
 * `npm run serve:nginx`: the production build served as in production, for a person to try: dist/
 * through the shipped deploy/nginx.conf with Debian's nginx (every security header, Trusted Types
 * enforced, CSP reports to the demo bank), and the demo bank behind it. Builds dist/ when missing.
 * NGINX_PORT (default 8080) and WIREMOCK_PORT (default a free one) choose the ports. Ctrl+C stops both.
 * nginx serves a copy of dist/ made at start (scripts/nginx-server.mjs): restart it after a rebuild.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureNodeModules, ensureSystemTools } from './ensure-tools.mjs';
import { startNginx } from './nginx-server.mjs';
import { startWiremock } from './wiremock-server.mjs';

ensureNodeModules();
ensureSystemTools({ chromium: false });
if (!existsSync('dist/index.html')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
const bank = await startWiremock(process.env.WIREMOCK_PORT ? { port: Number(process.env.WIREMOCK_PORT) } : {});
const nginx = await startNginx({ wiremockPort: bank.port, port: Number(process.env.NGINX_PORT ?? 8080) });
console.log(`The app, served by nginx through deploy/nginx.conf: ${nginx.url}  (demo bank: ${bank.url}; Ctrl+C stops both)`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await nginx.stop();
    await bank.stop();
    process.exit(0);
  });
}
