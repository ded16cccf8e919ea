/**
 * Serves the production build (dist/) exactly as production would: `vite preview` with the
 * production security headers, proxying the API bases to the given WireMock port.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './wiremock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {{ wiremockPort: number, port?: number, outDir?: string }} options outDir: another build than dist/ (e.g. an unminified one to profile) */
export async function startPreview({ wiremockPort, port, outDir }) {
  const previewPort = port ?? (await freePort());
  const args = [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', ...(outDir ? ['--outDir', outDir] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, WIREMOCK_PORT: String(wiremockPort), PREVIEW_PORT: String(previewPort) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${previewPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
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
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
