/**
 * The nginx stage of `npm test`: serves dist/ through the shipped deploy/nginx.conf and
 * deploy/nginx-tls.conf with Debian's nginx, the demo bank behind it, and checks with real requests
 * every header of scripts/security-headers.mjs on every kind of response, with the right
 * Cache-Control on each (nginx drops every server-level add_header in a location that has one of its
 * own, so each kind of location is asked for); what it must refuse (scripts/nginx-refusals.mjs:
 * paths out of the proxy, a foreign Origin, its own early errors), also in front of an upstream that
 * serves every path; and a dist/ in a directory only its owner can read. docs/deploy.md lists it all.
 *
 * Uses the demo bank in DEMO_BANK_URL (npm test's) or starts its own; needs a built dist/.
 * Prints each check and a closing 'N passed, N failed'; with --json FILE writes the counts there
 * (npm test fails the stage when that report is missing: scripts/stage-report.mjs).
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeadersOfBuild } from './security-headers.mjs';
import { inlineStyles, styleHash } from './startup-css.mjs';
import { inlineScripts, scriptHash } from './log-on-takeover.mjs';
import { startNginx } from './nginx-server.mjs';
import { getTrusting } from './local-tls.mjs';
import { startWiremock } from './wiremock-server.mjs';
import { checkEarlyErrors, checkForeignOrigin, checkTraversal, rawRequest, startLooseUpstream } from './nginx-refusals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const noStore = 'no-store';
const immutable = 'public, max-age=31536000, immutable';
/** The headers the build in dist/ was built for: its inline style's hash in style-src. */
const securityHeaders = () => securityHeadersOfBuild(join(root, 'dist'));

/** The requests and what each must carry besides every security header. */
function cases() {
  const assets = readdirSync(join(root, 'dist', 'assets'));
  const js = assets.find((f) => /^index-.*\.js$/.test(f)) ?? assets.find((f) => f.endsWith('.js'));
  const worker = assets.find((f) => f.endsWith('.mjs'));
  return [
    { name: 'the app at /', path: '/', status: 200, cache: noStore, type: /^text\/html/ },
    { name: 'a deep link', path: '/accounts/balances', status: 200, cache: noStore, type: /^text\/html/ },
    { name: '/index.html', path: '/index.html', status: 200, cache: noStore, type: /^text\/html/ },
    { name: 'a hashed asset', path: `/assets/${js}`, status: 200, cache: immutable, type: /javascript/ },
    // A module worker (pdf.js) is refused by the browser unless served as JavaScript.
    ...(worker ? [{ name: 'the pdf.js worker (.mjs)', path: `/assets/${worker}`, status: 200, cache: immutable, type: /javascript/ }] : []),
    // A 404 must not be cached for a year: the asset may be deployed a moment later.
    { name: "a missing asset's 404", path: '/assets/missing-0000.js', status: 404, cache: noStore },
    { name: 'an API answer through the proxy', path: '/gateway/api/ping', status: 200, cache: noStore },
    // What nginx refuses in a path (docs/security.md) is never in a query, nor an encoded slash in
    // the app's own deep links (a help subject is one encoded path segment).
    { name: 'a query holding ; and encoded slashes through the proxy', path: '/content/labels/common.json?next=%2Faccounts%2F;x=%2e', status: 200 },
    { name: 'a deep link with an encoded slash', path: '/help/info/cards/message/Lost%2Fstolen', status: 200, cache: noStore, type: /^text\/html/ },
    // The build's manifest (dist/.vite/) is for the build's own tools, not for the world.
    { name: "the build's manifest is not served", path: '/.vite/manifest.json', status: 404, cache: noStore },
    { name: "the build's manifest is not served through /assets/", path: '/assets/..%2f.vite/manifest.json', status: 404, cache: noStore },
  ];
}

/** GET without following redirects: over https trusting `ca` (the local certificate's CA). */
async function get(url, ca) {
  if (ca) {
    const { status, headers } = await getTrusting(url, ca);
    return { status, header: (name) => { const v = headers[name.toLowerCase()]; return v === undefined ? null : String(v); }, all: headers };
  }
  const res = await fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, header: (name) => res.headers.get(name), all: Object.fromEntries(res.headers) };
}

/** Each case on `baseUrl` (http, or https with `ca`): status, every security header, Cache-Control, type. */
export async function checkNginx(baseUrl, ca = null) {
  const results = [];
  for (const c of cases()) {
    const res = await get(baseUrl + c.path, ca);
    const problems = [];
    if (res.status !== c.status) problems.push(`status ${res.status}, expected ${c.status}`);
    for (const [name, value] of Object.entries(securityHeaders())) {
      const got = res.header(name);
      if (got !== value) problems.push(`${name}: ${got === null ? '(missing)' : JSON.stringify(got)}`);
    }
    const cache = res.header('cache-control');
    // Content keeps the demo bank's own caching (deploy/app-locations.conf): no expectation there.
    if (c.cache !== undefined && cache !== c.cache) problems.push(`Cache-Control: ${cache === null ? '(missing)' : JSON.stringify(cache)}, expected ${JSON.stringify(c.cache)}`);
    if (c.type && !c.type.test(res.header('content-type') ?? '')) problems.push(`Content-Type: ${res.header('content-type')}`);
    results.push({ ...c, problems, headers: res.all });
  }
  return results;
}

/**
 * The page nginx serves paints from its HTML and takes typing before the app runs: the CSP nginx
 * sends allows the inline <style> of the index.html it serves in style-src, and its inline start
 * script in script-src, each by that text's own sha256 (computed here, not read from the build), so
 * a style or script changed without its hash fails here as it would in the browser.
 */
export async function checkInlineHashes(baseUrl, ca = null) {
  const res = await rawRequest(baseUrl, '/', { ca });
  const html = res.body;
  const csp = String(res.headers['content-security-policy'] ?? '');
  const sources = (name) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name) ?? [];
  /** @param {string} what @param {string} directive @param {string[]} texts @param {(t: string) => string} hash */
  const check = (what, directive, texts, hash) => {
    const problems = [];
    const allowed = sources(directive);
    if (texts.length !== 1 || !texts[0]) problems.push(`the served index.html has ${texts.length} inline ${what}s, expected one`);
    for (const text of texts) {
      if (!allowed.includes(hash(text))) problems.push(`${directive} ${JSON.stringify(allowed.slice(1).join(' '))} lacks ${hash(text)}, the served inline ${what}'s hash`);
    }
    return { name: `the CSP allows the served page's inline ${what} by its hash`, path: '/', problems, headers: {} };
  };
  return [check('startup style', 'style-src', inlineStyles(html), styleHash), check('start script', 'script-src', inlineScripts(html), scriptHash)];
}

/**
 * deploy/nginx-tls.conf: plain http, on its own port or sent to the https port, is sent to https at
 * the same address (a 301), every security header on both: nginx's 497 answers before any location,
 * so it carries the server level's headers or none.
 */
export async function checkRedirects(nginx) {
  const httpsOrigin = nginx.url;
  const tries = [
    { name: 'plain http to https (the http server)', url: `${nginx.httpUrl}/accounts/balances?x=1` },
    { name: "plain http on the https port (nginx's 497) to https", url: `${httpsOrigin.replace(/^https:/, 'http:')}/accounts/balances?x=1` },
  ];
  const results = [];
  for (const t of tries) {
    const res = await get(t.url, null);
    const problems = [];
    if (res.status !== 301) problems.push(`status ${res.status}, expected 301`);
    const location = res.header('location');
    if (location !== `${httpsOrigin}/accounts/balances?x=1`) problems.push(`Location: ${location}, expected ${httpsOrigin}/accounts/balances?x=1`);
    for (const [name, value] of Object.entries(securityHeaders())) {
      const got = res.header(name);
      if (got !== value) problems.push(`${name}: ${got === null ? '(missing)' : JSON.stringify(got)}`);
    }
    results.push({ name: t.name, path: new URL(t.url).pathname, problems, headers: res.all });
  }
  return results;
}

/**
 * A checkout in a directory only its owner can read (a `mktemp -d` folder, or under /root), cloned
 * under umask 077 and with TMPDIR inside it: nginx's worker would run as another user when the tests
 * run as root, so it must still serve the app and its assets from there. dist/ is copied under a
 * fresh mode-0700 directory with owner-only modes throughout, and nginx's own directory (its conf and
 * the copy it serves) is made inside it too.
 */
export async function checkPrivateCheckout(wiremockPort) {
  const owner = mkdtempSync(join(tmpdir(), 'bank-private-checkout-'));
  chmodSync(owner, 0o700);
  const distDir = join(owner, 'checkout', 'dist');
  cpSync(join(root, 'dist'), distDir, { recursive: true });
  ownerOnly(join(owner, 'checkout'));
  const runRoot = join(owner, 'tmp');
  mkdirSync(runRoot, { mode: 0o700 });
  const nginx = await startNginx({ wiremockPort, distDir, runRoot });
  try {
    const js = readdirSync(join(distDir, 'assets')).find((f) => f.endsWith('.js'));
    const results = [];
    for (const path of ['/', `/assets/${js}`]) {
      const res = await get(nginx.url + path, null);
      results.push({ name: 'served from a checkout only its owner can read', path, problems: res.status === 200 ? [] : [`status ${res.status}, expected 200`], headers: res.all });
    }
    return results;
  } finally {
    await nginx.stop();
    rmSync(owner, { recursive: true, force: true });
  }
}

/** Modes as a clone made under umask 077 has them: 0700 directories, 0600 files. */
function ownerOnly(path) {
  if (!statSync(path).isDirectory()) {
    chmodSync(path, 0o600);
    return;
  }
  chmodSync(path, 0o700);
  for (const name of readdirSync(path)) ownerOnly(join(path, name));
}

function print(title, results) {
  console.log(title);
  for (const r of results) {
    console.log(`${r.problems.length ? '✗' : '✓'} ${r.name} (${r.path.length > 80 ? `${r.path.slice(0, 77)}...` : r.path})`);
    for (const p of r.problems) console.log(`    ${p}`);
    if (r.problems.length && process.env.NGINX_CHECK_VERBOSE) console.log(r.headers);
  }
}

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('No dist/: npm run build first');
  const jsonAt = process.argv.indexOf('--json');
  const ownBank = process.env.DEMO_BANK_URL ? null : await startWiremock();
  const bankPort = ownBank ? ownBank.port : Number(new URL(process.env.DEMO_BANK_URL).port);
  /** @type {{ stop: () => Promise<unknown> }[]} */
  const toStop = [];
  try {
    const results = [];
    const section = (title, list) => {
      print(title, list);
      results.push(...list);
    };
    const nginx = await startNginx({ wiremockPort: bankPort });
    toStop.push(nginx);
    section('deploy/nginx.conf (http, behind a TLS terminator):', [
      ...(await checkNginx(nginx.url)),
      ...(await checkInlineHashes(nginx.url)),
      ...(await checkTraversal(nginx.url)),
      ...(await checkForeignOrigin(nginx.url)),
      ...(await checkEarlyErrors(nginx.url)),
    ]);
    // The same app over TLS, nginx terminating it: the same headers and refusals, and plain http
    // sent to https.
    const tls = await startNginx({ wiremockPort: bankPort, tls: true });
    toStop.push(tls);
    section('deploy/nginx-tls.conf (https, a local certificate):', [
      ...(await checkNginx(tls.url, tls.ca)).map((r) => ({ ...r, name: `over https: ${r.name}` })),
      ...(await checkInlineHashes(tls.url, tls.ca)).map((r) => ({ ...r, name: `over https: ${r.name}` })),
      ...(await checkTraversal(tls.url, { ca: tls.ca })).map((r) => ({ ...r, name: `over https: ${r.name}` })),
      ...(await checkForeignOrigin(tls.url, { ca: tls.ca })).map((r) => ({ ...r, name: `over https: ${r.name}` })),
      ...(await checkEarlyErrors(tls.url, tls.ca)).map((r) => ({ ...r, name: `over https: ${r.name}` })),
      ...(await checkEarlyErrors(tls.httpUrl)).map((r) => ({ ...r, name: `the plain-http server: ${r.name}` })),
      ...(await checkRedirects(tls)),
    ]);
    // The demo bank refuses these itself too; in front of an upstream that serves every path and
    // reflects every Origin, what is refused is refused by nginx.
    const loose = await startLooseUpstream();
    toStop.push(loose);
    const guarded = await startNginx({ wiremockPort: loose.port });
    toStop.push(guarded);
    section('deploy/nginx.conf in front of an upstream that serves every path and reflects every Origin:', [
      ...(await checkTraversal(guarded.url, { upstream: loose })),
      ...(await checkForeignOrigin(guarded.url, { upstream: loose })),
    ]);
    section('deploy/nginx.conf serving a checkout only its owner can read:', await checkPrivateCheckout(bankPort));
    const failed = results.filter((r) => r.problems.length).length;
    const passed = results.length - failed;
    console.log(`${passed} passed, ${failed} failed`);
    if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed, failed }));
    process.exitCode = failed ? 1 : 0;
  } finally {
    for (const server of toStop.reverse()) await server.stop();
    await ownBank?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
