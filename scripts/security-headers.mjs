/**
 * Production security headers, shared by `vite preview`, the e2e server and docs/deploy examples.
 * Scripts from our own origin, and the one inline <script> the build puts in index.html by its hash;
 * no 'unsafe-inline', no 'unsafe-eval'. Styles from our origin, and the one inline <style> the build
 * puts in index.html by its hash (docs/performance.md): the build writes the headers with those
 * hashes into dist/.vite/ (securityHeadersOfBuild), which the preview and nginx serve.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {{ formActionOrigins?: string[], styleHashes?: string[], scriptHashes?: string[] }} [options] formActionOrigins: extra
 *   origins forms may post to: a deployment whose share-dealing host
 *   (src/composition/environments.config.ts) is another origin must list it, because the share-dealing
 *   pass-through posts the account's token there. styleHashes: the 'sha256-…' sources of the inline
 *   styles the built HTML holds. scriptHashes: those of its inline scripts (the log-on page's start
 *   script, scripts/log-on-takeover.mjs).
 */
export function contentSecurityPolicyFor({ formActionOrigins = [], styleHashes = [], scriptHashes = [] } = {}) {
  /** @type {Record<string, string[]>} */
  const extra = { 'form-action': formActionOrigins, 'style-src': styleHashes, 'script-src': scriptHashes };
  return cspDirectives.map((d) => [d, ...(extra[d.split(' ')[0]] ?? [])].join(' ')).join('; ');
}

/** The Trusted Types policies the app creates; any other name is refused by the browser. */
export const trustedTypesPolicies = ['dompurify', 'pdfjs-worker', 'inert-html', 'transaction-file-worker'];

/** Where CSP violation reports go: under the gateway, so the same proxy rule reaches the bank. */
export const cspReportPath = '/gateway/csp-reports';

/** The Reporting API's name for that endpoint (the Reporting-Endpoints header names it; report-to uses it). */
export const cspReportGroup = 'csp-endpoint';

const cspDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  // Workers only from our own origin (pdf.js, and the transactions export worker), said outright rather
  // than left to fall back to script-src.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  // Trusted Types: no string reaches an HTML or script sink (innerHTML, a Worker's URL)
  // except through these named policies: DOMPurify's own (RichText) and the pdf.js worker's URL
  // (src/ui/shared/my-documents/pdf-view.ts), DOMParser's inert parsing of legacy pages and content
  // (src/adapters/legacy-page/inert-html.ts), and the transactions export worker's URL
  // (src/adapters/accounts/transaction-files/open-transaction-file-worker.ts). No other
  // name, and no 'allow-duplicates'.
  "require-trusted-types-for 'script'",
  `trusted-types ${trustedTypesPolicies.join(' ')}`,
  // Violations go to the demo bank (a WireMock stub; in production the bank's collector), by both
  // ways browsers have: report-to (the Reporting API: Chromium, which then ignores report-uri, and which
  // delivers only from a secure origin over https: the e2e preview is served so) and report-uri (Firefox,
  // WebKit). docs/deploy.md "Violation reports".
  `report-to ${cspReportGroup}`,
  `report-uri ${cspReportPath}`,
];

/** The policy for the demo bank and preview, where share dealing is proxied on the same origin. */
export const contentSecurityPolicy = contentSecurityPolicyFor();

/**
 * Every security header, with the CSP of `options` (contentSecurityPolicyFor).
 * @param {{ formActionOrigins?: string[], styleHashes?: string[], scriptHashes?: string[] }} [options]
 */
export function securityHeadersFor(options = {}) {
  return { ...securityHeaders, 'Content-Security-Policy': contentSecurityPolicyFor(options) };
}

/** Where a build keeps the headers it was built for (under .vite/, which nginx never serves). */
export const builtHeadersJson = join('.vite', 'security-headers.json');
export const builtHeadersConf = join('.vite', 'security-headers.conf');

/**
 * The headers a build was built for (its inline style's hash in style-src), as the build wrote them.
 * @param {string} outDir the build, e.g. dist/
 * @returns {Record<string, string>}
 */
export function securityHeadersOfBuild(outDir) {
  const file = join(outDir, builtHeadersJson);
  if (!existsSync(file)) throw new Error(`${file} is missing: a build older than its startup style's hash; build again (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The headers as nginx add_header lines, each on every answer (always), for deploy/'s includes.
 * @param {Record<string, string>} headers
 */
export function nginxHeadersConf(headers) {
  const quote = (v) => (v.includes("'") ? `"${v}"` : `'${v}'`);
  return [
    '# Generated by the build (scripts/vite-log-on-page.mjs) from scripts/security-headers.mjs, with the hash',
    "# of the build's inline startup style in style-src and of its start script in script-src: docs/performance.md.",
    '# Included in EVERY location.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The Reporting API's endpoint for the CSP's report-to, relative to the page (same origin, so the
  // same proxy rule reaches the bank).
  'Reporting-Endpoints': `${cspReportGroup}="${cspReportPath}"`,
};
