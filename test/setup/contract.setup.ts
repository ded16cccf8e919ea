import { beforeAll, inject } from 'vitest';
import { resetDemoBank } from '../contract/http-support';

// Every contract file starts from the demo bank's seed, whatever the files before it changed and
// in whatever order vitest runs them (a loan paid in by one file once showed in the next file's
// balances). A file that resets after itself as well costs one more reset, nothing else.
beforeAll(() => resetDemoBank(inject('wiremockUrl')));
