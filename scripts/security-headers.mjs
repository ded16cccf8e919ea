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

const cspDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
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
};
