/**
 * Serves the production build (dist/) exactly as production would: `vite preview` with the
 * production security headers, proxying the API bases to the given WireMock port.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { getTrusting, makeLocalCertificate } from './local-tls.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ wiremockPort: number, port?: number, outDir?: string, tls?: boolean }} options outDir: another build than dist/ (e.g. an
 *   unminified one to profile); tls: serve over https with a local certificate (scripts/local-tls.mjs), as production is
 *   served: the e2e runs, whose Chromium sends CSP reports through the Reporting API only from a secure origin over https.
 * @returns {Promise<{ url: string, ca: string | null, stop: () => Promise<void> }>} ca: the CA file to trust (tls only)
 */
export async function startPreview({ wiremockPort, port, outDir, tls = false }) {
  const certificate = tls ? makeLocalCertificate() : null;
  const args = [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', ...(outDir ? ['--outDir', outDir] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      WIREMOCK_PORT: String(wiremockPort),
      // 0: Vite binds a free port itself and prints it (below), as the demo bank does
      // (scripts/wiremock-server.mjs): a port picked here could be taken by another server of the run
      // before Vite binds it, and that server would then answer for this one.
      PREVIEW_PORT: String(port ?? 0),
      ...(certificate ? { PREVIEW_TLS_KEY: certificate.key, PREVIEW_TLS_CERT: certificate.cert } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const previewPort = await boundPort(child, 'vite preview');
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${previewPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const status = certificate ? (await getTrusting(url, certificate.ca)).status : (await fetch(url)).status;
      if (status === 200) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('vite preview exited during start-up');
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('vite preview did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    ca: certificate?.ca ?? null,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The port in a Vite server's "Local:" line within `output` (colours stripped, as CI turns them on), or null. */
export function viteLocalPort(output) {
  const m = /Local:\s+https?:\/\/[^\s/]+:(\d+)/.exec(stripVTControlCharacters(output));
  return m ? Number(m[1]) : null;
}

/**
 * The port a Vite server (preview or dev) this process started has bound, from its own "Local:" line
 * (printed once it listens; colours stripped, as CI turns them on): only that child prints it, so
 * another server on the machine is never taken for it. Rejects when the child exits first (a port
 * given and taken, with strictPort) or says nothing within 60 s. Its output goes on being read.
 */
export function boundPort(child, name) {
  let output = '';
  return new Promise((resolveBound, rejectBound) => {
    const read = (chunk) => {
      if (output.length < 64_000) output += chunk;
      const port = viteLocalPort(output);
      if (port !== null) {
        clearTimeout(timer);
        resolveBound(port);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => rejectBound(new Error(`${name} exited during start-up (code ${code}):\n${output.slice(-2_000)}`)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectBound(new Error(`${name} did not say its address within 60 s:\n${output.slice(-2_000)}`));
    }, 60_000);
  });
}
