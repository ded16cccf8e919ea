/**
 * Serves dist/ through the shipped deploy/nginx.conf with Debian's nginx, as production does: the
 * nginx stage of `npm test` (scripts/nginx-check.mjs), `npm run serve:nginx` and `npm run bench`.
 *
 * The runtime copy of the conf differs from the shipped one only in its ports and paths (listen
 * port, root, the demo bank's address, the headers file's path), so the shipped file is what is
 * tested. nginx runs in the foreground (daemon off) with its own prefix, pid, log and temp dirs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './wiremock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const shippedConf = join(root, 'deploy', 'nginx.conf');
export const shippedHeaders = join(root, 'deploy', 'security-headers.conf');
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The shipped server block with only ports and paths replaced; a missing anchor is an error. */
export function runtimeServerConf({ port, wiremockPort, distDir }) {
  const swaps = [
    [/listen 80;/g, `listen 127.0.0.1:${port};`],
    [/root \/usr\/share\/nginx\/html;/g, `root ${distDir};`],
    [/http:\/\/demo-bank:8080/g, `http://127.0.0.1:${wiremockPort}`],
    [/\/etc\/nginx\/security-headers\.conf/g, shippedHeaders],
  ];
  let text = readFileSync(shippedConf, 'utf8');
  for (const [pattern, replacement] of swaps) {
    // The headers file is optional for the conf (the conf before issue 30 had none); the rest are not.
    if (!pattern.test(text) && !String(pattern).includes('security-headers')) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

/**
 * @param {{ wiremockPort: number, port?: number, distDir?: string }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startNginx({ wiremockPort, port, distDir = join(root, 'dist') }) {
  const listen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'bank-nginx-'));
  writeFileSync(join(dir, 'default.conf'), runtimeServerConf({ port: listen, wiremockPort, distDir }));
  // The http block of Debian's and the nginx image's own nginx.conf that matters here; conf.d's
  // files are included inside http there too.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/default.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginxBin, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) {
      const log = readFileSync(join(dir, 'error.log'), 'utf8');
      throw new Error(`nginx exited during start-up: ${stderr}${log}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('nginx did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: listen,
    async stop() {
      if (child.exitCode === null) {
        // SIGQUIT: graceful shutdown; the master waits for its worker.
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
