import workerUrl from './transaction-file.worker?worker&url';
import type { FileWorker } from './worker-transaction-file-writer.adapter';

/** What this file needs of the browser's Trusted Types API (absent in jsdom and some browsers). */
interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

let policy: { createScriptURL(url: string): unknown } | null | undefined;

/**
 * Starts the export worker, or null where there are no workers (jsdom). The CSP enforces Trusted
 * Types (scripts/security-headers.mjs), so `new Worker(url)` takes a TrustedScriptURL: our
 * 'transaction-file-worker' policy passes the worker's own bundled asset URL and nothing else. That
 * is why the URL comes from Vite's `?worker&url` import and not `new Worker(new URL(…, import.meta.url))`:
 * a URL object is no TrustedScriptURL, and the browser would refuse it without a 'default' policy,
 * which would let any string through. The worker is its own asset from our origin (worker-src 'self').
 * The policy is made once: a second createPolicy of the same name is refused.
 */
export function openTransactionFileWorker(): FileWorker | null {
  if (typeof Worker === 'undefined') return null;
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
    policy =
      factory?.createPolicy('transaction-file-worker', {
        createScriptURL: (url) => {
          if (url !== workerUrl) throw new TypeError(`Not the export worker: ${url}`);
          return url;
        },
      }) ?? null;
  }
  const url = (policy ? policy.createScriptURL(workerUrl) : workerUrl) as string | URL;
  return new Worker(url, { type: 'module' });
}
