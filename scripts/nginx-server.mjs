/**
 * Serves dist/ through the shipped deploy/nginx.conf with Debian's nginx, as production does: the
 * nginx stage of `npm test` (scripts/nginx-check.mjs), `npm run serve:nginx` and `npm run bench`.
 *
 * The runtime copy of the conf differs from the shipped one only in its ports and paths (listen
 * port, root, the demo bank's address, the headers file's path), so the shipped file is what is
 * tested. nginx runs in the foreground (daemon off) with its own prefix, pid, log and temp dirs.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './wiremock-server.mjs';
import { getTrusting, makeLocalCertificate } from './local-tls.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const shippedConf = join(root, 'deploy', 'nginx.conf');
/** The same app over TLS, nginx terminating it (issue 30): what the Observatory grades. */
export const shippedTlsConf = join(root, 'deploy', 'nginx-tls.conf');
export const shippedHeaders = join(root, 'deploy', 'security-headers.conf');
/** Files the confs include by their installed path (/etc/nginx/NAME), inlined at run time from deploy/. */
const includedFiles = ['app-locations.conf', 'demo-bank-proxy.conf', 'cache-control-map.conf'];
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Replaces each pattern, which must be there (a conf that lost an anchor is an error, not a silent pass). */
function swapAll(text, swaps, file) {
  let out = text;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(out)) throw new Error(`${file} no longer has ${pattern}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

/** The shipped conf with its deploy/ includes inlined (their installed paths are /etc/nginx/NAME). */
function withIncludes(text) {
  let out = text;
  for (const name of includedFiles) {
    const include = new RegExp(`include /etc/nginx/${name.replace('.', '\\.')};`, 'g');
    out = out.replace(include, () => readFileSync(join(root, 'deploy', name), 'utf8'));
  }
  return out;
}

/**
 * The shipped server blocks with only ports and paths replaced: listen port, root, the demo bank's
 * address, the headers file's path and, over TLS, the certificate and the https port the plain-http
 * server sends to.
 * @param {{ port: number, wiremockPort: number, distDir: string, tls?: { key: string, cert: string, httpPort: number } }} options
 */
export function runtimeServerConf({ port, wiremockPort, distDir, tls }) {
  const file = tls ? 'deploy/nginx-tls.conf' : 'deploy/nginx.conf';
  const common = [
    [/root \/usr\/share\/nginx\/html;/g, `root ${distDir};`],
    [/http:\/\/demo-bank:8080/g, `http://127.0.0.1:${wiremockPort}`],
    [/\/etc\/nginx\/security-headers\.conf/g, shippedHeaders],
  ];
  const ports = tls
    ? [
        [/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`],
        [/listen 80;/, `listen 127.0.0.1:${tls.httpPort};`],
        [/\/etc\/nginx\/tls\/cert\.pem/, tls.cert],
        [/\/etc\/nginx\/tls\/key\.pem/, tls.key],
        [/return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${port}$request_uri;`],
      ]
    : [[/listen 80;/g, `listen 127.0.0.1:${port};`]];
  return swapAll(withIncludes(readFileSync(tls ? shippedTlsConf : shippedConf, 'utf8')), [...ports, ...common], file);
}

/**
 * @param {{ wiremockPort: number, port?: number, distDir?: string, tls?: boolean }} options tls: serve
 *   deploy/nginx-tls.conf with a local certificate (scripts/local-tls.mjs) on `port`, and its plain-http
 *   server on another free port (`httpUrl`).
 * @returns {Promise<{ url: string, port: number, httpUrl: string | null, ca: string | null, stop: () => Promise<void> }>}
 */
export async function startNginx({ wiremockPort, port, distDir = join(root, 'dist'), tls = false }) {
  const listen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'bank-nginx-'));
  // nginx's worker runs as another user (nobody) when the tests run as root, and a checkout may sit
  // in a directory only its owner can read (a `mktemp -d` folder, /root): the worker then answers 403
  // and 404. It serves a copy in its own run directory, which it can read wherever the checkout is
  // (a rebuild is served from the next start). Nothing secret is kept here: the TLS key has its own
  // directory, read by the master.
  chmodSync(dir, 0o755);
  const served = join(dir, 'html');
  cpSync(distDir, served, { recursive: true });
  const certificate = tls ? makeLocalCertificate() : null;
  const httpPort = certificate ? await freePort() : null;
  writeFileSync(
    join(dir, 'default.conf'),
    runtimeServerConf({ port: listen, wiremockPort, distDir: served, ...(certificate && httpPort ? { tls: { key: certificate.key, cert: certificate.cert, httpPort } } : {}) }),
  );
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
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${listen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if (certificate) await getTrusting(url, certificate.ca);
      else await fetch(url);
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
    httpUrl: httpPort ? `http://127.0.0.1:${httpPort}` : null,
    ca: certificate?.ca ?? null,
    async stop() {
      if (child.exitCode === null) {
        // SIGQUIT: graceful shutdown; the master waits for its worker.
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
      if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}
