import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { specsTouchingTheBankClock } from './scripts/clock-specs.mjs';

/**
 * The date specs once per machine time zone, in one vitest run (`npm run test:tz`, part of
 * npm test). Each project sets TZ in its workers' environment before any spec reads a date (Node
 * resets its zone when process.env.TZ is assigned); bank-day.spec.ts checks the zone really moved.
 */
export const timeZones = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Pacific/Kiritimati'];

/**
 * Every spec that touches the bank's clock, found by import (scripts/clock-specs.mjs), not a hand-kept
 * list: a new date rule's spec joins the four zones by importing it.
 */
export const dateSpecs: string[] = specsTouchingTheBankClock();

const zoneProject = (tz: string, files: string[], dom: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: dom ? `tz ${tz} dom` : `tz ${tz}`,
    // No DOM is needed to read a date: node is several times cheaper to start than jsdom, so only
    // the page specs (.tsx) get one, with the unit project's setup.
    environment: dom ? 'jsdom' : 'node',
    include: files,
    setupFiles: dom ? ['test/setup/unit.setup.ts'] : ['reflect-metadata'],
    env: { TZ: tz },
    // A zone's specs share their worker's modules (as the unit project's do); every worker
    // of a project has that project's TZ, which bank-day.spec.ts checks in each zone.
    isolate: false,
    // As the unit projects (vitest.config.ts): a limit for a spec that hangs, not a measure of speed.
    // vitest's 5 s default failed the 20,000-row writer spec on a loaded machine (a fresh-clone run
    // beside four engineers' work, November 27); it runs at nice 10 beside the e2e.
    testTimeout: 60_000,
  },
});

const pageSpecs = dateSpecs.filter((f) => f.endsWith('.tsx'));
const plainSpecs = dateSpecs.filter((f) => !f.endsWith('.tsx'));

export default defineConfig({
  plugins: [react()],
  test: {
    // A stray .only fails the run instead of quietly skipping the rest.
    allowOnly: false,
    // The four zones' projects transform the same files; vitest's file-system module cache
    // (keyed on each file's content and this config) lets three of them read what the first wrote.
    // Idle machine, cold cache: 64.1 → 55.2 s, transform 70.6 → 30.8 s. (Tried on the unit stage too:
    // slower there, 68.8 → 75.6 s, as nothing in one run reads it back.)
    experimental: { fsModuleCache: true },
    projects: timeZones.flatMap((tz) => [zoneProject(tz, plainSpecs, false), ...(pageSpecs.length > 0 ? [zoneProject(tz, pageSpecs, true)] : [])]),
  },
});
