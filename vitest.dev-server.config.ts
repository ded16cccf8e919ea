import { defineConfig } from 'vitest/config';

/**
 * The dev-server stage (`npm run test:dev-server`, part of npm test): every area's pages under
 * `npm start`'s dev server, apart from the e2e project, which runs against the production build.
 */
export default defineConfig({
  test: {
    // .ci/run does not set CI, so vitest's default would let a stray .only skip the rest.
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'dev-server',
          environment: 'node',
          include: ['test/dev-server/**/*.dev-server.spec.ts'],
          globalSetup: ['test/setup/dev-server.global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
