/**
 * Starts and stops the demo bank: WireMock's standalone jar (shipped in the `wiremock` npm package)
 * run with `java` directly (with the ledger extension on the class path), because killing the npx wrapper leaves Java running. Readiness is
 * polled on /__admin/health; shutdown goes through POST /__admin/shutdown.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { ensureLedgerJar, pdfboxJars } from './ledger-extension.mjs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function wiremockJar() {
  const dir = join(root, 'node_modules', 'wiremock', 'build');
  const jar = existsSync(dir) && readdirSync(dir).find((f) => /^wiremock-standalone-.*\.jar$/.test(f));
  if (!jar) throw new Error('WireMock jar not found: run npm install');
  return join(dir, jar);
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {{ port?: number, verbose?: boolean, stdio?: 'inherit' | 'ignore', stubCors?: boolean }} options
 *   port: none (or 0) lets Java bind a free port itself and say which (below); a given port that is
 *   taken fails the start-up rather than using whatever answers there.
 *   stubCors: WireMock's `--enable-stub-cors`, which answers every Origin with
 *   Access-Control-Allow-Origin and credentials. Only for the contract tests, whose jsdom enforces
 *   CORS on a bank at another origin; every bank a browser reaches (npm start's, the preview's, the
 *   nginx stage's) sits behind a proxy on the page's own origin and runs without it
 *   (docs/security.md, "What the server refuses").
 * @returns {Promise<{ port: number, url: string, stop: () => Promise<void> }>}
 */
export async function startWiremock(options = {}) {
  // The ledger extension (wiremock/extension, docs/api/ledger.md) is compiled first when its jar is
  // missing or older than its sources, and put on the class path beside WireMock's own jar; WireMock
  // finds its ExtensionFactory there (META-INF/services), see scripts/ledger-extension.mjs.
  const ledgerJar = ensureLedgerJar(wiremockJar());
  const args = [
    // Start-up over peak speed on a small shared machine: the client compiler only and the serial
    // collector start WireMock about twice as fast here (measured 7 s against 12-17 s under load);
    // the demo bank's answers stay within milliseconds (`npm run bench`).
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-cp',
    [wiremockJar(), ledgerJar, ...pdfboxJars()].join(':'),
    'wiremock.Run',
    // Port 0: Java binds a free port itself. A port picked here and handed over would stay free for
    // the 7 to 17 s Java takes to start, and npm test starts several servers side by side: one that
    // took it meanwhile would be taken for this bank (its health check answers), and two stages
    // would share a bank, one's resets and log-on failures reaching the other's journeys.
    '--port',
    String(options.port ?? 0),
    '--bind-address',
    '127.0.0.1',
    '--root-dir',
    join(root, 'wiremock'),
    '--global-response-templating',
    '--disable-banner',
    '--async-response-enabled',
    'true',
    ...(options.stubCors ? ['--enable-stub-cors'] : []),
  ];
  if (options.verbose) args.push('--verbose');
  const inherit = options.stdio === 'inherit';
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // The port this bank bound, from its own start-up lines ("port:   45603", printed once Jetty
  // listens): only this child can print it, so no other server on the machine is mistaken for it.
  let output = '';
  const bound = new Promise((resolveBound, rejectBound) => {
    child.stdout.on('data', (chunk) => {
      if (inherit) process.stdout.write(chunk);
      if (output.length < 64_000) output += chunk;
      const m = /^port:\s+(\d+)\s*$/m.exec(output);
      if (m) resolveBound(Number(m[1]));
    });
    child.stderr.on('data', (chunk) => {
      if (inherit) process.stderr.write(chunk);
      if (output.length < 64_000) output += chunk;
    });
    child.on('exit', (code) => rejectBound(new Error(`WireMock exited during start-up (code ${code}, port ${options.port ?? 'its own choice'}):\n${output.slice(-2_000)}`)));
  });
  let timer;
  const port = await Promise.race([
    bound,
    new Promise((_, rejectLate) => {
      timer = setTimeout(() => rejectLate(new Error(`WireMock did not say its port within 60 s:\n${output.slice(-2_000)}`)), 60_000);
    }),
  ]).catch((error) => {
    if (!exited) child.kill('SIGKILL');
    throw error;
  }).finally(() => clearTimeout(timer));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`WireMock exited during start-up (port ${port}):\n${output.slice(-2_000)}`);
    try {
      const res = await fetch(`${url}/__admin/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('WireMock did not become healthy within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    url,
    async stop() {
      if (exited) return;
      try {
        await fetch(`${url}/__admin/shutdown`, { method: 'POST' });
      } catch {
        /* already gone */
      }
      const gone = await Promise.race([
        new Promise((r) => child.once('exit', () => r(true))),
        // at the end of npm test the bank took the whole 10 s this used to allow (Jetty
        // waiting on answers still held for the lost-answer scenarios); it keeps nothing worth a
        // graceful end, so 3 s, then it is killed.
        new Promise((r) => setTimeout(() => r(false), 3_000)),
      ]);
      if (!gone && !exited) child.kill('SIGKILL');
    },
  };
}
