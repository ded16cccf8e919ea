import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { preloadLogOnRoute, startAfterFirstPaint, startupFrame } from '../../scripts/vite-log-on-page.mjs';
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs';
import { inlineStyles, styleHash } from '../../scripts/startup-css.mjs';
import { appStartId, inlineScripts, scriptHash } from '../../scripts/log-on-takeover.mjs';

type Hook = { handler: IndexHtmlTransformHook } | IndexHtmlTransformHook;
const run = (hook: unknown, html: string, ctx: Partial<IndexHtmlTransformContext> = {}) => {
  const h = hook as Hook;
  const fn = typeof h === 'function' ? h : h.handler;
  return fn.call({} as never, html, { path: '/index.html', filename: 'index.html', ...ctx } as IndexHtmlTransformContext);
};

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports: [] as string[], isEntry: false, isDynamicEntry: false, ...extra });

describe('the startup-frame build plugin', () => {
  const built = '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>';

  it('puts the log-on form into an empty #root, its CSS and start script inline in the head, and the stylesheet after the frame', async () => {
    const html = (await run(startupFrame().transformIndexHtml, built)) as string;
    expect(html).toContain('<h1 class="auth-layout__title">Welcome to Online Banking</h1>');
    expect(html).toContain('<header class="top-bar">');
    expect(html).toMatch(/<div id="root">.*<input [^>]*id="userid"/);
    const [head = '', body = ''] = html.split('</head>');
    // The first paint waits for nothing but the HTML: no stylesheet in the head, the frame's rules inline.
    expect(head).not.toContain('rel="stylesheet"');
    expect(inlineStyles(head)).toHaveLength(1);
    expect(inlineStyles(head)[0]).toContain('.top-bar{');
    expect(body).toMatch(/<\/div><link rel="stylesheet" crossorigin href="\/assets\/index.css">\s*<\/body>/);
    // The start script in the head, before the body, so a deep link is marked before the first paint.
    expect(inlineScripts(head)).toHaveLength(1);
    expect(inlineScripts(head)[0]).toContain('data-deep-link');
    // Nothing else the policy would block: one inline script, no style attribute, one style element.
    expect(contentSecurityPolicy).not.toContain('unsafe-inline');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toMatch(/style=/i);
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it("writes the security headers with the inline style's and the start script's hashes for the preview and nginx", async () => {
    const plugin = startupFrame();
    const html = (await run(plugin.transformIndexHtml, built)) as string;
    const emitted: Record<string, string> = {};
    const emitFile = (file: { fileName: string; source: string }) => {
      emitted[file.fileName] = file.source;
      return file.fileName;
    };
    await (plugin.generateBundle as (this: unknown) => Promise<void>).call({ emitFile });
    const hash = styleHash(inlineStyles(html)[0] ?? '');
    const startHash = scriptHash(inlineScripts(html)[0] ?? '');
    const written = JSON.parse(emitted['.vite/security-headers.json'] ?? '{}') as Record<string, string>;
    expect(written['Content-Security-Policy']).toContain(`style-src 'self' ${hash};`);
    expect(written['Content-Security-Policy']).toContain(`script-src 'self' ${startHash};`);
    expect(emitted['.vite/security-headers.conf']).toContain(`style-src 'self' ${hash};`);
    expect(emitted['.vite/security-headers.conf']).toContain(`script-src 'self' ${startHash};`);
  });

  it('fails the build when index.html no longer has the empty root it fills', async () => {
    await expect(run(startupFrame().transformIndexHtml, '<body><div id="app"></div></body>')).rejects.toThrow(/no empty/);
  });
});

describe('the preload-log-on-route build plugin', () => {
  const bundle = {
    'index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
    'shared.js': chunk('assets/shared.js'),
    'UsernamePage.js': chunk('assets/UsernamePage.js', {
      isDynamicEntry: true,
      facadeModuleId: '/work/app/src/ui/auth/username/UsernamePage.tsx',
      imports: ['assets/shared.js', 'assets/TextField.js'],
    }),
    'TextField.js': chunk('assets/TextField.js', { imports: ['assets/shared.js', 'assets/focus.js'] }),
    'focus.js': chunk('assets/focus.js'),
    'PasswordPage.js': chunk('assets/PasswordPage.js', { isDynamicEntry: true, facadeModuleId: '/work/app/src/ui/auth/password/PasswordPage.tsx' }),
  };

  it("modulepreloads the log-on route's chunk and its imports, not what the entry already loads", () => {
    const tags = run(preloadLogOnRoute().transformIndexHtml, '', { bundle: bundle as never }) as HtmlTagDescriptor[];
    expect(tags.map((t) => [t.tag, t.attrs?.rel, t.attrs?.href])).toEqual([
      ['link', 'modulepreload', '/assets/UsernamePage.js'],
      ['link', 'modulepreload', '/assets/TextField.js'],
      ['link', 'modulepreload', '/assets/focus.js'],
    ]);
  });

  it('fails the build when the log-on route has no chunk of its own', () => {
    const { 'UsernamePage.js': _gone, ...without } = bundle;
    expect(() => run(preloadLogOnRoute().transformIndexHtml, '', { bundle: without as never })).toThrow(/log-on route/);
  });
});

describe('the start-after-first-paint build plugin', () => {
  const head =
    '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <style>h1{}</style>\n    <script>start()</script>\n    <link rel="modulepreload" crossorigin href="/assets/UsernamePage.js">\n  </head>\n  <body><div id="root"></div></body>';

  it("keeps the app's module script and its modulepreloads in a template ahead of the start script, and nothing of them outside it", () => {
    const html = run(startAfterFirstPaint().transformIndexHtml, head) as string;
    const template = html.match(new RegExp(`<template id="${appStartId}">(.*?)</template>`))?.[1] ?? '';
    expect(template).toBe('<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/UsernamePage.js">');
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toContain('type="module"');
    expect(outside).not.toContain('modulepreload');
    // The start script finds the template when it runs: the template comes first.
    expect(html.indexOf('<template')).toBeLessThan(html.indexOf('<script>start()'));
  });

  it('fails the build when the head has no module script, or more than one', () => {
    expect(() => run(startAfterFirstPaint().transformIndexHtml, '<head><style></style></head>')).toThrow(/one module script/);
    const twice = head.replace('<style>', '<script type="module" src="/assets/other.js"></script><style>');
    expect(() => run(startAfterFirstPaint().transformIndexHtml, twice)).toThrow(/found 2/);
  });
});
