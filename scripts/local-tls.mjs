/**
 * A certificate for serving on this machine over TLS: the e2e preview, whose Chromium
 * delivers CSP reports through the Reporting API only from a secure origin served over https, and
 * the nginx TLS server the Observatory grades. A throwaway CA signs a certificate for 127.0.0.1 and
 * localhost, made with Debian's openssl in a temporary directory: node trusts it through the CA file
 * (`https` requests' `ca`, NODE_EXTRA_CA_CERTS), browsers are told to accept it. Nothing is kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @returns {{ dir: string, key: string, cert: string, ca: string }} paths of the PEM files */
export function makeLocalCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bank-tls-'));
  const at = (name) => join(dir, name);
  const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('ca.key'), '-out', at('ca.pem'), '-days', '2', '-subj', '/CN=Demo bank local CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('key.pem'), '-out', at('server.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(at('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', at('server.csr'), '-CA', at('ca.pem'), '-CAkey', at('ca.key'), '-CAcreateserial', '-out', at('cert.pem'), '-days', '2', '-extfile', at('san.ext'));
  return { dir, key: at('key.pem'), cert: at('cert.pem'), ca: at('ca.pem') };
}

/**
 * GET over https trusting `caFile` (node's fetch has no per-call CA): status and headers, the body
 * read and dropped. Redirects are not followed.
 * @returns {Promise<{ status: number, headers: Record<string, string | string[] | undefined> }>}
 */
export function getTrusting(url, caFile, headers = {}) {
  const ca = readFileSync(caFile);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', ca, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
