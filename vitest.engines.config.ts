import { defineConfig } from 'vitest/config';

/**
 * The cross-engine smoke suite (docs/engines.md): `npm run test:engines`. Its own config,
 * not a project of vitest.config.ts, so `npm run test:e2e` stays Chromium-only and quick. The same
 * global setup as the e2e: production build (unless SKIP_BUILD=1), demo bank, preview server.
 */
export default defineConfig({
  test: {
    // .ci/run does not set CI, so vitest's default would let a stray .only skip the rest.
    allowOnly: false,
    name: 'engines',
    environment: 'node',
    include: ['test/engines/**/*.engines.spec.ts'],
    globalSetup: ['test/setup/e2e.global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
