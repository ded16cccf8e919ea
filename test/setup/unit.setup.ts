import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a lazy route's first render
// can take longer, which failed page specs that were right (the accounts failure panels' Back). This is
// a bound on waiting for what will appear, not a speed check: a page that never shows still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
