import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { viteLocalPort } from '../../scripts/preview-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wiremockUrl: string;
    /** The file npm start's output (Vite's, the demo bank's) is written to, for a failing test to quote. */
    devServerLog: string;
  }
}

/**
 * The dev-server stage (`npm run test:dev-server`, part of npm test): the app as `npm start` serves
 * it, by running scripts/start.mjs itself (the demo bank, then Vite's dev server: development React,
 * StrictMode's double effects), on ports its servers pick themselves (DEV_PORT=0, WIREMOCK_PORT=0) and
 * print, so it runs beside a developer's own `npm start` and other test runs and never takes another
 * run's server for its own. The production build is the e2e project's.
 */
export default async function setup(project: TestProject) {
  const env: NodeJS.ProcessEnv = { ...process.env, DEV_PORT: '0', WIREMOCK_PORT: '0' };
  // vitest sets NODE_ENV=test; a developer's shell has none.
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  // Kept in a file as well: a page that fails later (a proxy error, a reload) is explained by it.
  const log = join(mkdtempSync(join(tmpdir(), 'dev-server-')), 'npm-start.log');
  const record = (d: Buffer) => {
    output.push(d);
    appendFileSync(log, d);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  // The addresses npm start's two servers print once they listen: Vite's "Local:", start.mjs's bank line.
  const printed = (): string => Buffer.concat(output).toString();
  const bankPort = (): number | null => {
    const m = /Demo bank \(WireMock\) running on http:\/\/127\.0\.0\.1:(\d+)/.exec(printed());
    return m ? Number(m[1]) : null;
  };
  let url = '';
  let wiremockUrl = '';
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM'); // start.mjs stops Vite and the demo bank
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 20_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null) child.kill('SIGKILL');
    // Vite, started by start.mjs with its output inherited, may hold these pipes a moment longer.
    child.stdout.destroy();
    child.stderr.destroy();
  };
  // Java and Vite start slowly on a busy machine: poll both until they answer.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const devPort = viteLocalPort(printed());
    const wiremockPort = bankPort();
    if (devPort !== null && wiremockPort !== null) {
      url = `http://127.0.0.1:${devPort}`;
      wiremockUrl = `http://127.0.0.1:${wiremockPort}`;
      const up = await Promise.all([fetch(url), fetch(`${wiremockUrl}/__admin/health`)].map((p) => p.then((r) => r.ok, () => false)));
      if (up.every(Boolean)) break;
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start's servers did not come up (${child.exitCode !== null ? 'it exited' : 'within 180 s'}):\n${Buffer.concat(output).toString()}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', url);
  project.provide('wiremockUrl', wiremockUrl);
  project.provide('devServerLog', log);
  // The e2e support's browser and journal helpers find their bank here (test/e2e/support/demo-bank-target.ts).
  project.provide('demoBanks', [{ baseUrl: url, wiremockUrl, previewCa: null }]);
  return stop;
}
