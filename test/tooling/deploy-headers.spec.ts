// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers.mjs';

const nginx = readFileSync(resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');

describe('production security headers', () => {
  it('forbid inline and eval script, plugins, base and framing', () => {
    const scriptSrc = contentSecurityPolicy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(contentSecurityPolicy).toContain("object-src 'none'");
    expect(contentSecurityPolicy).toContain("base-uri 'none'");
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Referrer-Policy']).toBeTruthy();
    expect(securityHeaders['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('are the same in the nginx deployment config as in preview', () => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(nginx, name).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});

describe('a deployment with a share-dealing host on another origin', () => {
  it('adds that origin to form-action only', async () => {
    const { contentSecurityPolicyFor } = await import('../../scripts/security-headers.mjs');
    const csp = contentSecurityPolicyFor({ formActionOrigins: ['https://sharedealing.bank.invalid'] });
    expect(csp).toContain("form-action 'self' https://sharedealing.bank.invalid");
    expect(csp).toContain("script-src 'self';");
  });
});
