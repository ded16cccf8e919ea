/**
 * Production security headers, shared by `vite preview`, the e2e server and docs/deploy examples.
 * Scripts only from our own origin: no 'unsafe-inline', no 'unsafe-eval'. Styles from our origin too.
 */
/**
 * @param {{ formActionOrigins?: string[] }} [options] extra origins forms may post to: a deployment
 *   whose share-dealing host (src/composition/environments.config.ts) is another origin must list it,
 *   because the share-dealing pass-through posts the account's token there.
 */
export function contentSecurityPolicyFor({ formActionOrigins = [] } = {}) {
  return cspDirectives.map((d) => (d.startsWith('form-action') ? [d, ...formActionOrigins].join(' ') : d)).join('; ');
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
  // Workers only from our own origin (pdf.js, and the export worker of issue 33), said outright rather
  // than left to fall back to script-src.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  // Trusted Types (issue 30): no string reaches an HTML or script sink (innerHTML, a Worker's URL)
  // except through these named policies: DOMPurify's own (RichText) and the pdf.js worker's URL
  // (src/ui/my-documents/pdf-view.ts), DOMParser's inert parsing of legacy pages and content
  // (src/adapters/legacy-page/inert-html.ts), and the transactions export worker's URL
  // (src/adapters/accounts/transaction-files/open-transaction-file-worker.ts, issue 33). No other
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
