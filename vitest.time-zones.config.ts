import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The date specs once per machine time zone, in one vitest run (`npm run test:tz`, part of
 * npm test). Each project sets TZ in its workers' environment before any spec reads a date (Node
 * resets its zone when process.env.TZ is assigned); bank-day.spec.ts checks the zone really moved.
 */
export const timeZones = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Pacific/Kiritimati'];

/** Only the specs about dates: cheap enough to run four times. */
export const dateSpecs = [
  'src/core/shared/bank-day.spec.ts',
  'src/core/shared/bank-calendar.spec.ts',
  'src/core/accounts/calendar-date.spec.ts',
  'src/core/accounts/date-range.spec.ts',
  'src/core/move-money/move-money-validation.spec.ts',
  'src/adapters/fakes/england-and-wales-holidays.spec.ts',
  'src/ui/move-money/move-money-journey.bank-day.spec.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: timeZones.map((tz) => ({
      extends: true,
      test: {
        name: `tz ${tz}`,
        // No DOM is needed to read a date: node is several times cheaper to start than jsdom.
        environment: 'node',
        include: dateSpecs,
        setupFiles: ['reflect-metadata'],
        env: { TZ: tz },
      },
    })),
  },
});
