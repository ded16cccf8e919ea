import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { preloadLogOnRoute, startupFrame } from '../../scripts/vite-log-on-page.mjs';
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs';

type Hook = { handler: IndexHtmlTransformHook } | IndexHtmlTransformHook;
const run = (hook: unknown, html: string, ctx: Partial<IndexHtmlTransformContext> = {}) => {
  const h = hook as Hook;
  const fn = typeof h === 'function' ? h : h.handler;
  return fn.call({} as never, html, { path: '/index.html', filename: 'index.html', ...ctx } as IndexHtmlTransformContext);
};

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports: [] as string[], isEntry: false, isDynamicEntry: false, ...extra });

describe('the startup-frame build plugin', () => {
  it('puts the log-on frame into an empty #root, as static markup the CSP allows', async () => {
    const html = (await run(startupFrame().transformIndexHtml, '<body><div id="root"></div></body>')) as string;
    expect(html).toContain('<h1 class="auth-layout__title">Welcome to Online Banking</h1>');
    expect(html).toContain('<header class="top-bar">');
    // Nothing the policy would block: no inline script, no style attribute or element.
    expect(contentSecurityPolicy).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<script|style=|<style/i);
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
