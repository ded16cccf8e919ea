import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The tests StrykerJS runs against each mutant of src/core (`npm run test:mutation`,
 * stryker.config.json): the core's own specs. One project, no
 * WireMock or browser, so a mutant costs milliseconds.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    allowOnly: false,
    // The core has no DOM: node starts several times faster than jsdom, for every mutant.
    environment: 'node',
    include: ['src/core/**/*.spec.ts'],
    setupFiles: ['reflect-metadata'],
  },
});
