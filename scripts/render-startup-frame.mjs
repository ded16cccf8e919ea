/**
 * Renders the log-on page's startup frame (src/ui/shell/StartupFrame.tsx) to static markup and prints
 * it with what the start script needs, as JSON on stdout. Run by the build (renderFrame() in
 * scripts/vite-log-on-page.mjs) as a Node process of its own with NODE_ENV=production: the process
 * that builds may already hold another React (a test runner's development React, loaded before a
 * spec builds), and React and its server renderer must come from the same build of React.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport } from 'vite';

/** The components' stylesheet imports: the frame's CSS is chosen from the sources (startup-css.mjs). */
const noStylesheets = {
  name: 'frame-without-stylesheets',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} id */
  resolveId: (id) => (id.endsWith('.css') ? '\0frame-css' : null),
  /** @param {string} id */
  load: (id) => (id === '\0frame-css' ? 'export {}' : null),
};

// configFile false: the frame is plain TSX, and loading vite.config.ts again would recurse.
const { module } = await runnerImport('/src/ui/shell/StartupFrame.tsx', { configFile: false, logLevel: 'warn', plugins: [noStylesheets] });
const markup = renderToStaticMarkup(createElement(module.StartupFrame));
// Exits once the answer is written: the module runner leaves a handle open that would keep the
// process (and every build waiting for it) alive for about ten seconds more.
process.stdout.write(JSON.stringify({ markup, startScriptInputs: module.startScriptInputs }), () => process.exit(0));
