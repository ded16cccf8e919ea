import { beforeAll, beforeEach, inject } from 'vitest';
import { resetDemoBank } from '../contract/http-support';
import { customerCookie, forgetCustomerSessions } from '../contract/support/customer-session';

/** The part of vitest's jsdom instance used here (the environment puts it on globalThis). */
declare const jsdom: { cookieJar: { setCookieSync(cookie: string, url: string): unknown } };

// Every contract file starts from the demo bank's seed, whatever the files before it changed and
// in whatever order vitest runs them (a loan paid in by one file once showed in the next file's
// balances). A file that resets after itself as well costs one more reset, nothing else.
beforeAll(() => resetDemoBank(inject('wiremockUrl')));

// The app's client in these tests sends jsdom's cookies for the demo bank (realHttpClient asks with
// credentials, as the browser does on its one origin behind nginx) and keeps the ones the bank sets
// (a log-on in a test replaces the session). Each test starts with demo.hardkey's session; a test
// that wants another customer asks for that customer's cookie (support/customer-session.ts).
beforeEach(async () => {
  const bank = inject('wiremockUrl');
  forgetCustomerSessions();
  jsdom.cookieJar.setCookieSync(`${await customerCookie('demo.hardkey')}; Path=/`, bank);
});

// A test's own fetch to the bank's paths that sends no Cookie header is demo.hardkey's too, like the
// app's client; a test that wants no session at all sends an empty Cookie header.
// The files share one module graph (isolate: false) and run this file each: wrap fetch once.
const wrapped = Symbol.for('contract.fetch-with-session');
const globals = globalThis as typeof globalThis & { [wrapped]?: true };
if (!globals[wrapped]) {
  globals[wrapped] = true;
  const fetchWithoutSession = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!url.startsWith(`${inject('wiremockUrl')}/gateway/`) || headers.has('cookie')) return fetchWithoutSession(input, init);
    headers.set('Cookie', await customerCookie('demo.hardkey'));
    return fetchWithoutSession(input, { ...init, headers });
  };
}
