import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { e2eWorkers } from './test/setup/e2e-workers.ts';
import { isolatedUnitSpecs } from './test/setup/isolated-unit-specs.ts';

const unitSpecs = ['src/**/*.spec.{ts,tsx}', 'test/tooling/**/*.spec.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // A stray .only fails the run instead of quietly skipping the rest.
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: unitSpecs,
          exclude: isolatedUnitSpecs,
          setupFiles: ['test/setup/unit.setup.ts'],
          // The specs of a worker share one module graph and one jsdom (not a fresh one per
          // file): the unit stage took 290 s, most of it importing React, MobX and Inversify again for
          // each of 210 files. test/setup/unit.setup.ts puts back what a file could leave behind.
          isolate: false,
          // A bound on a hung test, not a speed check: a spec that imports every area takes seconds on
          // a loaded 2-core machine, past vitest's default 5 s. npm test runs this stage beside the
          // contract tests, the dev server's pages and the engines (docs/testing.md): a card
          // application walk of 3 s alone once took over 20 s in a run with even the e2e beside it (its
          // lazy pages transformed on first use inside the test).
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The unit specs that need a module graph of their own: module mocks (vi.mock), React's
          // server renderer beside its client, a stubbed global. Run with the others by `npm run test:unit`.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: isolatedUnitSpecs,
          setupFiles: ['test/setup/unit.setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'jsdom',
          include: ['test/contract/**/*.contract.spec.ts'],
          setupFiles: ['test/setup/unit.setup.ts', 'test/setup/contract.setup.ts'],
          globalSetup: ['test/setup/wiremock.global-setup.ts'],
          // One file at a time (one demo bank) in one module graph: a fresh graph per file
          // spent about 2 s of each of 23 files importing the adapters again.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits for a condition under one bound, as every other wait here: vitest's 1 s
          // default is a speed check that a loaded machine fails.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.spec.ts'],
          globalSetup: ['test/setup/e2e.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A wait for the page (an input emptied, a dialog gone, a lock released) under the same bound
          // as a locator's: vitest's 1 s default for expect.poll failed right pages on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each worker with a demo bank of its own (test/setup/e2e.global-setup.ts).
          maxWorkers: e2eWorkers(),
        },
      },
    ],
  },
});
