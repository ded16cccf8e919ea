import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import corpus from '../fixtures/xss/dompurify-expect.mjs';
import { launchBrowser } from './support/browser';
import { afterTwoFrames } from './support/frames';

/**
 * The DOMPurify corpus through RichText's sanitiser in real Chromium (jsdom parses differently from
 * browsers): no payload may run script once its output is in the live DOM, only allow-listed tags
 * and attributes survive, and sanitising twice changes nothing.
 */
let browser: Browser;
let sanitizerBundle: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'richtext-lab-'));
  const entry = join(dir, 'entry.ts');
  const richText = resolve('src/ui/shared/RichText.tsx');
  writeFileSync(
    entry,
    `import { sanitizeRichText, richTextTags, richTextAttributes } from ${JSON.stringify(richText)};\n` +
      `(window as any).richTextLab = { sanitizeRichText, richTextTags, richTextAttributes };\n`,
  );
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    // React (imported by RichText.tsx) reads process.env.NODE_ENV, which only a bundler can supply.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { write: false, minify: false, reportCompressedSize: false, chunkSizeWarningLimit: 10_000, lib: { entry, formats: ['iife'], name: 'RichTextLabBundle', fileName: 'lab' } },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results.flatMap((r) => ('output' in r ? r.output : [])).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('sanitiser bundle not built');
  sanitizerBundle = chunk.code;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('RichText sanitiser in Chromium', () => {
  it('runs no script from any corpus payload and keeps only the allow-list', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.setContent('<!doctype html><html lang="en"><head><title>lab</title></head><body><main id="out"></main></body></html>');
    await page.evaluate(() => {
      const w = window as unknown as { __ran: string[] };
      w.__ran = [];
      for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
        (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          w.__ran.push(`${name}(${args.join(',')})`);
        };
      }
    });
    await page.addScriptTag({ content: sanitizerBundle });

    const payloads = (corpus as { payload: string }[]).map((c) => c.payload);
    const problems = await page.evaluate((all) => {
      type Lab = {
        sanitizeRichText(html: string, policy: { bankDomains: string[]; bankHomeUrl: string }): string;
        richTextTags: string[];
        richTextAttributes: string[];
      };
      const lab = (window as unknown as { richTextLab: Lab }).richTextLab;
      const policy = { bankDomains: ['bank.invalid'], bankHomeUrl: 'https://www.bank.invalid/' };
      const out = document.getElementById('out') as HTMLElement;
      const found: string[] = [];
      all.forEach((payload, i) => {
        const once = lab.sanitizeRichText(payload, policy);
        if (lab.sanitizeRichText(once, policy) !== once) found.push(`#${i} not stable`);
        const holder = document.createElement('div');
        holder.innerHTML = once;
        for (const el of Array.from(holder.querySelectorAll('*'))) {
          if (!lab.richTextTags.includes(el.localName)) found.push(`#${i} tag ${el.localName}`);
          for (const attr of Array.from(el.attributes)) {
            if (attr.name === 'is' && attr.value === '') continue;
            if (!lab.richTextAttributes.includes(attr.name)) found.push(`#${i} attribute ${attr.name}`);
          }
          const href = el.getAttribute('href');
          if (href !== null && /^\s*(javascript|data|vbscript):/i.test(href)) found.push(`#${i} href ${href}`);
        }
        out.appendChild(holder);
      });
      return found;
    }, payloads);

    // Load/error/animation handlers had every chance to fire, had any survived: every image has
    // loaded or failed, and two animation frames have passed since.
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 15_000 });
    await afterTwoFrames(page);
    const ran = await page.evaluate(() => (window as unknown as { __ran: string[] }).__ran);
    expect(problems).toEqual([]);
    expect(ran).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
