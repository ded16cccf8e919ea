import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** What this file needs of the browser's Trusted Types API (absent in jsdom and some browsers). */
interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

let worker: Worker | null = null;

/**
 * pdf.js's worker, made here rather than by pdf.js: the CSP enforces Trusted Types
 * (scripts/security-headers.mjs), so `new Worker(url)` needs a TrustedScriptURL, made by our
 * 'pdfjs-worker' policy, which passes the worker's own asset URL and nothing else. Left to itself
 * pdf.js would pass a string, be refused, and fall back to parsing on the main thread. The worker is
 * its own asset from our origin (CSP: script-src 'self' covers workers); one serves every document.
 */
function pdfWorker(): Worker {
  if (worker) return worker;
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  const policy = factory?.createPolicy('pdfjs-worker', {
    createScriptURL: (url) => {
      if (url !== workerUrl) throw new TypeError(`Not the pdf.js worker: ${url}`);
      return url;
    },
  });
  const url = (policy ? policy.createScriptURL(workerUrl) : workerUrl) as string | URL;
  worker = new Worker(url, { type: 'module' });
  return worker;
}

export interface RenderedPdf {
  pages: number;
  /** The text of each page, for the text alternative. */
  text: string[];
}

/**
 * Draws every page of a PDF into canvases inside `host` with pdf.js (headless Chromium would
 * download a PDF in an iframe rather than show it) and reads each page's text. Never evaluates
 * code from the document (isEvalSupported false), so the CSP needs no 'unsafe-eval'.
 */
export async function renderPdf(pdf: Blob, host: HTMLElement, label: string, signal: { cancelled: boolean }): Promise<RenderedPdf> {
  const data = new Uint8Array(await pdf.arrayBuffer());
  // Without workers (jsdom in unit tests) pdf.js loads workerSrc on the main thread.
  if (typeof Worker === 'undefined') GlobalWorkerOptions.workerSrc = workerUrl;
  else GlobalWorkerOptions.workerPort ??= pdfWorker();
  const task = getDocument({ data, isEvalSupported: false });
  const doc: PDFDocumentProxy = await task.promise;
  try {
    const text: string[] = [];
    const canvases: HTMLCanvasElement[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      if (signal.cancelled) break;
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1.5 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.className = 'pdf-page';
      // The picture is described by the text alternative beside it.
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `${label}, page ${n} of ${doc.numPages}`);
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
      const items = await readTextItems(page);
      text.push(
        items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .trim(),
      );
    }
    // Only a run still wanted touches the page: a run the view cancelled (StrictMode's second
    // effect, a new document) must not empty what a later run drew.
    if (!signal.cancelled) host.replaceChildren(...canvases);
    return { pages: doc.numPages, text };
  } finally {
    await doc.destroy();
  }
}

/**
 * A page's text items, read from pdf.js's stream with a reader. Not page.getTextContent(): it walks
 * the stream with `for await`, and WebKit (Safari, every iPhone browser; WebKitGTK 2.50 here) has no
 * async iteration of a ReadableStream, so it threw there and the document was not shown
 * (found by the cross-engine smoke suite).
 */
async function readTextItems(page: PDFPageProxy): Promise<(TextItem | TextMarkedContent)[]> {
  const reader = (page.streamTextContent() as ReadableStream<{ items: (TextItem | TextMarkedContent)[] }>).getReader();
  const items: (TextItem | TextMarkedContent)[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    items.push(...value.items);
  }
}
