import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadLogOnRoute, previewBuiltHeaders, startAfterFirstPaint, startupFrame } from './scripts/vite-log-on-page.mjs';

/** The demo bank (WireMock) port; the dev server and preview proxy the API bases to it. */
const wiremockPort = Number(process.env.WIREMOCK_PORT ?? 8089);
const wiremock = `http://127.0.0.1:${wiremockPort}`;
// The browser sees one origin, as in production: the proxied bases are those of the 'local' environment.
const proxy = {
  '/gateway': { target: wiremock, changeOrigin: true },
  '/content': { target: wiremock, changeOrigin: true },
  '/demo-sharedealing': { target: wiremock, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), startupFrame(), preloadLogOnRoute(), startAfterFirstPaint(), previewBuiltHeaders()],
  // DEV_PORT: another port for a second dev server (the dev-server stage of npm test); npm start uses 5173.
  server: { port: Number(process.env.DEV_PORT ?? 5173), strictPort: true, host: true, proxy },
  preview: {
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    // Over https when the e2e runs ask (scripts/preview-server.mjs, a local certificate): production's
    // secure origin, from which Chromium delivers CSP reports through the Reporting API (docs/deploy.md).
    ...(process.env.PREVIEW_TLS_KEY && process.env.PREVIEW_TLS_CERT
      ? { https: { key: readFileSync(process.env.PREVIEW_TLS_KEY), cert: readFileSync(process.env.PREVIEW_TLS_CERT) } }
      : {}),
    strictPort: true,
    host: '127.0.0.1',
    proxy,
    // The security headers: those the served build was built for (previewBuiltHeaders).
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      output: {
        // The entry's import map names every area chunk: hex hashes compress better than base64 ones
        // and keep the log-on page's bytes from moving with the hashes' letters.
        hashCharacters: 'hex',
        // Seven hex digits, the fewest rolldown allows for this many chunks (it checks): the entry names
        // every chunk, and a hash's digits are bytes of the log-on page that gzip cannot shrink.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            // Everything start-up always runs in one chunk beside the entry, not about 35 small ones
            // (rolldown's default splits out each module a lazy route shares with the entry).
            { name: 'startup', tags: ['$initial'] },
            // Stage 1's shared form components in one chunk: the log-on page is three files
            // (entry, stage 1, this) instead of eight, 1.4 KiB less gzip overhead and imports. Pages
            // of other areas that use them load it too; every customer has it cached from log-on.
            { name: 'log-on-form', test: /src\/ui\/(shared\/(TextField|Checkbox|ErrorSummary|FieldError)|shared\/auth\/components\/(AuthLayout|ServerErrorPanelView|LeaveStepGuard|focus-field|use-focus-on-failure))\./ },
            // The journey kit (ui/journey, core/journey: layout, store, steps, confirmations, answer
            // words) in one chunk: every confirming route loads all of it, as about 15 small files
            // each with its own gzip overhead. One file saves every journey route about a kilobyte.
            { name: 'journey-kit', test: /src\/(ui|core)\/journey\// },
          ],
        },
      },
    },
  },
});
