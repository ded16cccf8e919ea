/**
 * What the shipped nginx must refuse, asked of nginx itself with real requests (the nginx stage of
 * `npm test`, scripts/nginx-check.mjs; docs/security.md, "What the server refuses"):
 *   - paths that are inside a proxied prefix to nginx but outside it to the server behind
 *     (`/content/..;/x` is `/x` to Jetty): 400 or 404, never a file, never sent upstream;
 *   - a foreign Origin: no Access-Control-* header, whatever the upstream answers;
 *   - nginx's own early errors (a bad request line, an over-long URI, an oversized header), which
 *     answer before any location is chosen, so they carry the server level's headers or none.
 *
 * The requests are written byte for byte (node's http with a raw path, or a socket): fetch and URL
 * resolve `%2e%2e` and `\` before sending, so they could never send the attack.
 */
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeadersOfBuild } from './security-headers.mjs';

/** The headers the build in dist/ was built for (its inline style's hash in style-src), which nginx serves. */
const securityHeaders = () => securityHeadersOfBuild(join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist'));

/** A field of every customer's seed credentials (wiremock/__files/my-details/NAME/credentials.json). */
export const secretMarker = 'memorableAnswer';

const target = 'my-details/hardkey/credentials.json';
/**
 * Each walks from a proxied prefix to the demo bank's seed credentials in a way a server behind
 * nginx may resolve: Jetty's `..;` (a path parameter on a dot segment), dot segments and slashes
 * percent-encoded (either case), a backslash raw or encoded, a path parameter on the prefix, and a
 * prefix that is itself percent-encoded.
 */
export const traversalPaths = [
  `/content/..;/${target}`,
  `/gateway/..;/${target}`,
  `/demo-sharedealing/..;/${target}`,
  `/gateway/api/..;/..;/${target}`,
  `/content/%2e%2e/${target}`,
  `/content/%2E%2E;/${target}`,
  `/content/.%2e/${target}`,
  `/content/..%2f${target}`,
  `/gateway/api%2f..%2f..%2f${target}`,
  `/content/..%5c${target}`,
  `/content/..\\${target}`,
  `/gateway/;x=1/../${target}`,
  // The prefix itself encoded: nginx decodes it to /gateway/ and proxies the path as written.
  `/%67ateway/api/x%5c..%5c..%5c${target}`,
];

/** The prefixes nginx sends to the demo bank (deploy/app-locations.conf). */
export const proxiedPaths = ['/gateway/api/ping', '/content/labels/common.json', '/demo-sharedealing/'];

export const foreignOrigin = 'https://attacker.example';

/**
 * A request with its path sent exactly as given; the answer's status, headers (lower-case names)
 * and body. `ca`: over https, trusting that CA file.
 * @returns {Promise<{ status: number, headers: Record<string, string | string[] | undefined>, body: string }>}
 */
export function rawRequest(baseUrl, path, { method = 'GET', headers = {}, ca = null } = {}) {
  const base = new URL(baseUrl);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      { host: base.hostname, port: base.port, path, method, headers, ...(ca ? { ca: readFileSync(ca) } : {}) },
      (res) => {
        const chunks = [];
        res.on('data', (d) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Writes `bytes` on a fresh connection (TLS when `ca` is given) and reads the answer's head: what a
 * client that is not a browser can send, and nginx answers itself before any location.
 * @returns {Promise<{ status: number, headers: Record<string, string> }>}
 */
export function rawExchange(baseUrl, bytes, ca = null) {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const options = { host: base.hostname, port: Number(base.port) };
    const socket = ca ? tlsConnect({ ...options, ca: readFileSync(ca), ALPNProtocols: ['http/1.1'] }) : netConnect(options);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${baseUrl} within 10 s`));
    }, 10_000);
    socket.once(ca ? 'secureConnect' : 'connect', () => socket.write(bytes));
    socket.on('data', (d) => {
      text += d.toString('latin1');
    });
    socket.on('error', (error) => {
      // nginx may reset the connection after answering; what arrived is the answer.
      if (!text) {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const head = text.split('\r\n\r\n')[0] ?? '';
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers });
    });
  });
}

/** The security headers missing or wrong in `headers` (lower-case names), as problem lines. */
export function securityHeaderProblems(headers) {
  const problems = [];
  for (const [name, value] of Object.entries(securityHeaders())) {
    const raw = headers[name.toLowerCase()];
    const got = raw === undefined ? null : String(raw);
    if (got !== value) problems.push(`${name}: ${got === null ? '(missing)' : JSON.stringify(got)}`);
  }
  return problems;
}

const corsHeaders = (headers) => Object.keys(headers).filter((name) => name.toLowerCase().startsWith('access-control-'));

/**
 * An upstream as loose as a server can be: it answers every path (so a path that reaches it is
 * "a file") with the seed credentials' marker, and reflects any Origin with credentials, as WireMock's
 * `--enable-stub-cors` does. nginx in front of it must still refuse; `seen` lists what reached it.
 */
export async function startLooseUpstream() {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', 'OPTIONS,GET,POST,PUT,PATCH,DELETE');
      res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? '*'));
      res.setHeader('Access-Control-Expose-Headers', 'X-Login-Url');
      res.setHeader('Access-Control-Max-Age', '1800');
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ [secretMarker]: 'served', path: req.url }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    seen,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Traversal paths: 400 or 404, never a file (the answer holds no seed secret), every security header.
 * With `upstream` (nginx in front of startLooseUpstream), none of them may reach it.
 */
export async function checkTraversal(baseUrl, { ca = null, upstream = null } = {}) {
  const results = [];
  for (const path of traversalPaths) {
    const before = upstream?.seen.length ?? 0;
    const res = await rawRequest(baseUrl, path, { ca });
    const problems = [];
    if (res.status !== 400 && res.status !== 404) problems.push(`status ${res.status}, expected 400 or 404`);
    if (res.body.includes(secretMarker)) problems.push('the answer holds a seed secret');
    if (upstream && upstream.seen.length > before) problems.push(`sent upstream as ${upstream.seen.slice(before).join(', ')}`);
    problems.push(...securityHeaderProblems(res.headers));
    results.push({ name: 'a path out of the proxy is refused', path, problems, headers: res.headers });
  }
  return results;
}

/**
 * A foreign Origin on every proxied prefix, a preflight and a GET: no Access-Control-* header in the
 * answer. With `upstream`, each request must have reached it (so the upstream's reflected headers
 * were there to hide, and the check cannot pass because nothing was proxied).
 */
export async function checkForeignOrigin(baseUrl, { ca = null, upstream = null } = {}) {
  const results = [];
  for (const path of proxiedPaths) {
    const tries = [
      { method: 'OPTIONS', headers: { Origin: foreignOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' } },
      { method: 'GET', headers: { Origin: foreignOrigin } },
    ];
    for (const t of tries) {
      const before = upstream?.seen.length ?? 0;
      const res = await rawRequest(baseUrl, path, { ...t, ca });
      const problems = corsHeaders(res.headers).map((name) => `${name}: ${JSON.stringify(res.headers[name])} (a foreign origin is given no CORS header)`);
      if (upstream && upstream.seen.length === before) problems.push('never reached the upstream (nothing was there to hide)');
      results.push({ name: `a ${t.method === 'OPTIONS' ? 'preflight' : 'GET'} from a foreign origin gets no CORS header`, path, problems, headers: res.headers });
    }
  }
  return results;
}

/**
 * nginx's own early errors, each with every security header: a request line that is not HTTP (400),
 * a URI longer than its buffers (414), a header longer than its buffers (400, nginx's 494).
 */
export async function checkEarlyErrors(baseUrl, ca = null) {
  const host = `Host: ${new URL(baseUrl).host}\r\n`;
  const tries = [
    { name: "a bad request line: nginx's 400", status: 400, bytes: 'NOT A REQUEST LINE\r\n\r\n' },
    { name: "an over-long URI: nginx's 414", status: 414, bytes: `GET /${'a'.repeat(12_000)} HTTP/1.1\r\n${host}\r\n` },
    { name: "an oversized header: nginx's 400 (494)", status: 400, bytes: `GET / HTTP/1.1\r\n${host}X-Padding: ${'a'.repeat(12_000)}\r\n\r\n` },
  ];
  const results = [];
  for (const t of tries) {
    const res = await rawExchange(baseUrl, t.bytes, ca);
    const problems = [];
    if (res.status !== t.status) problems.push(`status ${res.status}, expected ${t.status}`);
    problems.push(...securityHeaderProblems(res.headers));
    results.push({ name: t.name, path: '(raw request)', problems, headers: res.headers });
  }
  return results;
}
