// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers.mjs';

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

  it('enforce Trusted Types with named policies and report violations to the demo bank', () => {
    expect(contentSecurityPolicy).toContain("require-trusted-types-for 'script'");
    expect(contentSecurityPolicy).toContain('trusted-types dompurify pdfjs-worker inert-html transaction-file-worker;');
    expect(contentSecurityPolicy).toContain("worker-src 'self';");
    expect(contentSecurityPolicy).toMatch(/report-to csp-endpoint; report-uri \/gateway\/csp-reports$/);
    expect(securityHeaders['Reporting-Endpoints']).toBe('csp-endpoint="/gateway/csp-reports"');
  });
});

// deploy/nginx.conf is tested for real, served by nginx: scripts/nginx-check.mjs (a stage of npm test).

describe('a deployment with a share-dealing host on another origin', () => {
  it('adds that origin to form-action only', async () => {
    const { contentSecurityPolicyFor } = await import('../../scripts/security-headers.mjs');
    const csp = contentSecurityPolicyFor({ formActionOrigins: ['https://sharedealing.bank.invalid'] });
    expect(csp).toContain("form-action 'self' https://sharedealing.bank.invalid");
    expect(csp).toContain("script-src 'self';");
  });
});

describe("the headers a build writes for its inline style", () => {
  it("name the style's hash in style-src alone, and go to nginx as the same values", async () => {
    const { contentSecurityPolicyFor, nginxHeadersConf, securityHeadersFor } = await import('../../scripts/security-headers.mjs');
    const hash = "'sha256-AAAA'";
    const csp = contentSecurityPolicyFor({ styleHashes: [hash] });
    expect(csp).toContain(`style-src 'self' ${hash};`);
    expect(csp.split(hash)).toHaveLength(2);
    expect(csp).toContain("script-src 'self';");
    const headers = securityHeadersFor({ styleHashes: [hash] });
    const conf = nginxHeadersConf(headers);
    expect(conf).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
    expect(conf).toContain(`add_header Reporting-Endpoints '${headers['Reporting-Endpoints']}' always;`);
    expect(conf.match(/^add_header /gm)).toHaveLength(Object.keys(headers).length);
  });
});

describe('the headers a build writes for its inline start script', () => {
  it("name the script's hash in script-src alone, beside the style's in style-src", async () => {
    const { contentSecurityPolicyFor } = await import('../../scripts/security-headers.mjs');
    const style = "'sha256-STYLE'";
    const script = "'sha256-SCRIPT'";
    const csp = contentSecurityPolicyFor({ styleHashes: [style], scriptHashes: [script] });
    expect(csp).toContain(`script-src 'self' ${script};`);
    expect(csp).toContain(`style-src 'self' ${style};`);
    expect(csp.split(script)).toHaveLength(2);
    expect(csp).not.toContain('unsafe-inline');
  });
});
