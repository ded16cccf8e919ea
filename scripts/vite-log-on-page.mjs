/**
 * Build-time help for the log-on page's first paint (docs/performance.md, 'The startup CSS and its
 * hash', 'The username form in the HTML'). Static markup, one inline style and one inline script,
 * each allowed by its hash, and link tags.
 */
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startupCss } from './startup-css.mjs';
import { appStartId, logOnTakeoverScript, scriptHash } from './log-on-takeover.mjs';
import { builtHeadersConf, builtHeadersJson, nginxHeadersConf, securityHeadersFor, securityHeadersOfBuild } from './security-headers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const emptyRoot = '<div id="root"></div>';

/** The log-on page's route module (stage 1). */
const logOnRouteModule = /[\\/]src[\\/]ui[\\/]auth[\\/]username[\\/]UsernamePage\.tsx$/;

/**
 * StartupFrame as static markup, the CSS it needs to paint (scripts/startup-css.mjs), and the start
 * script that hands what is typed in it to the app (scripts/log-on-takeover.mjs), with their hashes.
 */
export async function renderFrame() {
  const { stdout } = await promisify(execFile)(process.execPath, [join(here, 'render-startup-frame.mjs')], {
    cwd: resolve(here, '..'),
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 1 << 24,
  });
  /** @type {{ markup: string, startScriptInputs: { paths: string[], fieldId: string, minLength: number } }} */
  const { markup, startScriptInputs } = JSON.parse(stdout);
  const script = logOnTakeoverScript(startScriptInputs);
  return { markup, ...startupCss(markup), script, scriptHash: scriptHash(script) };
}

/**
 * Puts a page that paints from the HTML alone into index.html: StartupFrame (the shell's top bar and
 * stage 1's form) prerendered into #root, the rules it needs in an inline <style> in the head, its
 * start script in an inline <script> after it (before the body, so a deep link's mark is set before
 * the first paint), and
 * the app's stylesheet moved after #root, where it no longer holds up the first paint (Chromium paints
 * what is above a stylesheet in the body; the parser, and so the app's module script, still waits
 * for it). The build also writes the security headers with that style's hash into .vite/ (JSON for
 * `vite preview`, an nginx include for deploy/), so the hashes served are those of the HTML served.
 * @returns {import('vite').Plugin}
 */
export function startupFrame() {
  /** @type {ReturnType<typeof renderFrame> | undefined} */
  let frame;
  const frameOnce = () => (frame ??= renderFrame());
  return {
    name: 'startup-frame',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put in the entry's script and stylesheet, which this moves.
      order: 'post',
      /** @param {string} html */
      async handler(html) {
        if (!html.includes(emptyRoot)) throw new Error(`startup-frame: index.html has no empty ${emptyRoot}`);
        const { markup, css, script } = await frameOnce();
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        let out = html;
        for (const sheet of sheets) out = out.replace(sheet, '');
        return out
          .replace('</head>', `  <style>${css}</style>\n    <script>${script}</script>\n  </head>`)
          .replace(emptyRoot, `<div id="root">${markup}</div>${sheets.map((s) => s.trim()).join('')}`);
      },
    },
    async generateBundle() {
      const { hash, scriptHash: startScriptHash } = await frameOnce();
      const headers = securityHeadersFor({ styleHashes: [hash], scriptHashes: [startScriptHash] });
      this.emitFile({ type: 'asset', fileName: builtHeadersJson, source: `${JSON.stringify(headers, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: builtHeadersConf, source: nginxHeadersConf(headers) });
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

/**
 * Keeps the app's module script and its modulepreloads in a <template> ahead of the start script,
 * which puts them into the page once the frame has been painted (scripts/log-on-takeover.mjs). The
 * frame needs nothing from them; held back a frame, they are fetched after the paint in every load,
 * so a trace never shows the first paint waiting on the app's code. Listed after the plugins that
 * add those tags.
 * @returns {import('vite').Plugin}
 */
export function startAfterFirstPaint() {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      /** @param {string} html */
      handler(html) {
        const [head = '', ...rest] = html.split('</head>');
        const entry = head.match(/[ \t]*<script type="module"[^>]*src="[^"]+"[^>]*><\/script>\n?/g) ?? [];
        if (entry.length !== 1) throw new Error(`start-after-first-paint: expected one module script in the head, found ${entry.length}`);
        const preloads = head.match(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g) ?? [];
        const moved = [...entry, ...preloads];
        let out = head;
        for (const tag of moved) out = out.replace(tag, '');
        if (!out.includes('<style>')) throw new Error('start-after-first-paint: the head has no startup <style> to put the template before');
        const template = `<template id="${appStartId}">${moved.map((t) => t.trim()).join('')}</template>\n    `;
        return [out.replace('<style>', `${template}<style>`), ...rest].join('</head>');
      },
    },
  };
}

/**
 * `vite preview` sends the security headers the build it serves was built for (its inline style's
 * hash in style-src), on every answer, proxied ones included.
 * @returns {import('vite').Plugin}
 */
export function previewBuiltHeaders() {
  return {
    name: 'preview-built-headers',
    configurePreviewServer(server) {
      const headers = securityHeadersOfBuild(resolve(server.config.root, server.config.build.outDir));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
