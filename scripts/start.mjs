/**
 * `npm start`: installs what is missing, starts the demo bank (WireMock) and the dev server, which
 * proxies the API bases to it so the browser sees one origin. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { ensureNodeModules, ensureSystemTools } from './ensure-tools.mjs';

ensureNodeModules();
ensureSystemTools({ chromium: false, java: true, nginx: false });
const { startWiremock } = await import('./wiremock-server.mjs');

const wiremockPort = Number(process.env.WIREMOCK_PORT ?? 8089);
// DEV_PORT: the dev-server stage of npm test runs this script beside a developer's own, with both
// ports 0: each server binds a free one itself and says which (the demo bank's line below, Vite's
// "Local:"), which test/setup/dev-server.global-setup.ts reads.
const devPort = String(process.env.DEV_PORT ?? 5173);
const wiremock = await startWiremock({ port: wiremockPort });
console.log(`Demo bank (WireMock) running on ${wiremock.url}`);

const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', devPort, '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, WIREMOCK_PORT: String(wiremock.port) },
});
if (devPort !== '0') console.log(`Online Banking (demo bank) at http://localhost:${devPort}/`);

const stop = async () => {
  vite.kill('SIGTERM');
  await wiremock.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', async (code) => {
  await wiremock.stop();
  process.exit(code ?? 0);
});
