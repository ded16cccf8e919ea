import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a lazy route's first render
// can take longer, which failed page specs that were right (the accounts failure panels' Back; at 5 s,
// the Cash ISA allowance step after 'Apply now' in the time-zone stage beside the contract tests). This
// is a bound on waiting for what will appear, not a speed check: a page that never shows still fails,
// and the bound stays under the specs' 60 s time limit (vitest.config.ts) so that failure names what
// was missing. A spec does not set a shorter bound of its own: a loaded machine (the open-banking
// page's lost answer at 5 s) is exactly when it would fail a page that was right.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});

// the unit project's specs share a worker's jsdom (vitest.config.ts, isolate: false), so each
// file starts from what a fresh one would have: no storage, no address, no title, real timers, no spy.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.innerHTML = '';
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
