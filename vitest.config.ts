import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { e2eWorkers } from './test/setup/e2e-workers';

export default defineConfig({
  plugins: [react()],
  test: {
    // A stray .only fails the run instead of quietly skipping the rest (issue 27).
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.spec.{ts,tsx}', 'test/tooling/**/*.spec.ts'],
          setupFiles: ['test/setup/unit.setup.ts'],
          // A bound on a hung test, not a speed check: a spec that imports every area takes seconds on
          // a loaded 2-core machine, past vitest's default 5 s.
          testTimeout: 20_000,
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
          // Issue 33: two files at a time, each worker with a demo bank of its own (test/setup/e2e.global-setup.ts).
          maxWorkers: e2eWorkers(),
        },
      },
    ],
  },
});
