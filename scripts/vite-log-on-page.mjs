/**
 * Build-time help for the log-on page's first paint (docs/architecture.md, 'Log-on page performance').
 * Static markup and link tags only: no inline script or style, so the CSP stays as it is.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport } from 'vite';

const frameModule = '/src/ui/shell/StartupFrame.tsx';
const emptyRoot = '<div id="root"></div>';

/** The log-on page's route module (stage 1). */
const logOnRouteModule = /[\\/]src[\\/]ui[\\/]auth[\\/]username[\\/]UsernamePage\.tsx$/;

/**
 * Prerenders StartupFrame (the shell's top bar and stage 1's heading) into index.html's #root, so the
 * browser paints them from the HTML and the stylesheet alone, before any JavaScript has arrived.
 * @returns {import('vite').Plugin}
 */
export function startupFrame() {
  return {
    name: 'startup-frame',
    apply: 'build',
    /** @param {string} html */
    async transformIndexHtml(html) {
      if (!html.includes(emptyRoot)) throw new Error(`startup-frame: index.html has no empty ${emptyRoot}`);
      // configFile false: the frame is plain TSX, and loading vite.config.ts again would recurse.
      const { module } = await runnerImport(frameModule, { configFile: false, logLevel: 'warn' });
      const frame = renderToStaticMarkup(createElement(module.StartupFrame));
      return html.replace(emptyRoot, `<div id="root">${frame}</div>`);
    },
  };
}

/**
 * Modulepreloads of the log-on route's chunk and the chunks it imports (at any depth) beyond the entry, so the
 * browser fetches them alongside the entry instead of after the entry has run and the router has
 * asked for the route (one round trip less before the form).
 * @returns {import('vite').Plugin}
 */
export function preloadLogOnRoute() {
  let base = '/';
  return {
    name: 'preload-log-on-route',
    apply: 'build',
    /** @param {import('vite').ResolvedConfig} config */
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      /** @param {string} _html @param {import('vite').IndexHtmlTransformContext} ctx */
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const route = chunks.find((c) => c.isDynamicEntry && logOnRouteModule.test(c.facadeModuleId ?? ''));
        if (!route) throw new Error('preload-log-on-route: the build has no chunk for the log-on route (UsernamePage)');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        /** A chunk and everything it imports, however deep. */
        const closure = (chunk, into = new Set()) => {
          if (!chunk || into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const file of chunk.imports) closure(byFile.get(file), into);
          return into;
        };
        const loadedByEntry = closure(chunks.find((c) => c.isEntry));
        const files = [...closure(route)].filter((f) => !loadedByEntry.has(f));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
