import { beforeAll, beforeEach, inject } from 'vitest';
import { resetDemoBank } from '../contract/http-support';
import { customerCookie, forgetCustomerSessions } from '../contract/support/customer-session';

/** The parts of vitest's jsdom instance used here (the environment puts it on globalThis). */
declare const jsdom: {
  reconfigure(settings: { url: string }): void;
  cookieJar: { setCookieSync(cookie: string, url: string): unknown };
};

// Every contract file starts from the demo bank's seed, whatever the files before it changed and
// in whatever order vitest runs them (a loan paid in by one file once showed in the next file's
// balances). A file that resets after itself as well costs one more reset, nothing else.
beforeAll(() => resetDemoBank(inject('wiremockUrl')));

// The app's client in these tests runs in jsdom on the demo bank's own origin, as the browser runs
// on one origin behind nginx: its requests carry the bank's session cookie and keep the ones the
// bank sets (a log-on in a test replaces it). Each test starts with demo.hardkey logged on; a test
// that wants another customer asks for that customer's cookie (support/customer-session.ts).
beforeEach(async () => {
  const bank = inject('wiremockUrl');
  forgetCustomerSessions();
  jsdom.reconfigure({ url: `${bank}/` });
  jsdom.cookieJar.setCookieSync(`${await customerCookie('demo.hardkey')}; Path=/`, bank);
});
