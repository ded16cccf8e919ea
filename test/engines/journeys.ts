import type { EngineDriver, Name, WireName } from './driver.port';

/**
 * The smoke journeys, engine-agnostic: each step checks what the next page shows, by what a customer
 * reads (the page's h1, a status line, a field's label). The same journeys as the Chromium e2e, cut
 * down to one path each; the demo bank's rules are in the README.
 */

const wire = (name: Name): WireName => (typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags });

/**
 * In the page: resolves once the DOM has gone `quietMs` without a change (a list drawn after its
 * loader, a count arriving), or after `limitMs` whatever happens; true when it went quiet. Run
 * through the driver's evaluate, which waits for the promise (WebDriver's execute and Puppeteer's).
 */
export function domQuiet({ quietMs, limitMs }: { quietMs: number; limitMs: number }): Promise<boolean> {
  return new Promise((resolve) => {
    let quiet = setTimeout(() => done(true), quietMs);
    const limit = setTimeout(() => done(false), limitMs);
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(() => done(true), quietMs);
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    function done(wentQuiet: boolean): void {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve(wentQuiet);
    }
  });
}

/** Polls `fn` in the page until it returns something truthy; the failure says what was awaited. */
export async function waitUntil<A>(d: EngineDriver, what: string, fn: (arg: A) => unknown, arg: A, timeout = 30_000): Promise<void> {
  const t0 = Date.now();
  let last: unknown;
  for (;;) {
    try {
      if (await d.evaluate(fn, arg)) return;
    } catch (error) {
      last = error; // a navigation in between: try again
    }
    if (Date.now() - t0 > timeout) {
      const shown = await d
        .evaluate(() => `${location.hash} h1=${document.querySelector('h1')?.textContent ?? '-'}; main: ${(document.querySelector('main')?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400)}`, null)
        .catch(() => '?');
      throw new Error(`${d.engine}: waited ${timeout} ms for ${what}; the page shows ${shown}${last ? ` (${String(last)})` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function heading(d: EngineDriver, name: Name, timeout?: number): Promise<void> {
  return waitUntil(
    d,
    `the heading ${String(name)}`,
    (n) => {
      const text = (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return 'text' in n ? text === n.text : new RegExp(n.source, n.flags).test(text);
    },
    wire(name),
    timeout,
  );
}

export function shows(d: EngineDriver, text: Name, within = 'body', timeout?: number): Promise<void> {
  return waitUntil(
    d,
    `${String(text)} in ${within}`,
    ({ n, css }) => {
      const shown = ((document.querySelector(css) as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ');
      return 'text' in n ? shown.includes(n.text) : new RegExp(n.source, n.flags).test(shown);
    },
    { n: wire(text), css: within },
    timeout,
  );
}

export function route(d: EngineDriver, path: string, timeout?: number): Promise<void> {
  return waitUntil(d, `the route ${path}`, (p) => location.hash.replace(/^#/, '').split('?')[0] === p, path, timeout);
}

const password = 'Mercury2024';
const boxes = ['1st', '2nd', '3rd', '4th', '5th', '6th', 'penultimate', 'last'];
const characterAt = (label: string) =>
  label === 'last' ? password.charAt(password.length - 1) : label === 'penultimate' ? password.charAt(password.length - 2) : password.charAt(boxes.indexOf(label));

/** The value of the field labelled `label` (its label's text, trimmed), or null when there is none. */
function valueOf(d: EngineDriver, label: string): Promise<string | null> {
  return d.evaluate(
    (l) => {
      const field = Array.from(document.querySelectorAll('label')).find((x) => x.textContent?.trim() === l)?.control;
      return field instanceof HTMLInputElement ? field.value : null;
    },
    label,
  );
}

/**
 * Types a log-on answer and reads it back before it is sent: a log-on refused as "don't match" says
 * nothing of which character went wrong, so a field that does not hold what was typed is typed
 * again once (and said in the log, with what it held) and then must hold it.
 */
async function typeLogOnAnswer(d: EngineDriver, label: string, text: string): Promise<void> {
  await d.type({ label }, text);
  const held = await valueOf(d, label);
  if (held === text) return;
  console.log(`${d.engine}: the field '${label}' held ${held === null ? 'nothing' : `${held.length} character(s)`} after ${text.length} were typed: typed again`);
  await d.type({ label }, text);
  const again = await valueOf(d, label);
  if (again !== text) throw new Error(`${d.engine}: the field '${label}' holds ${again === null ? 'nothing' : `${again.length} character(s)`} after ${text.length} were typed twice`);
}

let logOns = 0;

/** Log on in three stages: username, password characters and memorable answer, Secure Key code. */
export async function logOn(d: EngineDriver, baseUrl: string, username: string): Promise<void> {
  // A full load each time: a query of its own makes it one even after a log-off in the same tab (the
  // same address but for the hash would only move the router of the app that logged off).
  logOns += 1;
  await d.open(`${baseUrl}/?${username}-${logOns}#/authentication/username`);
  await heading(d, 'Welcome to Online Banking');
  // The heading and the field are in the HTML before the app runs: type into the app's own form (its
  // skip link is the app's alone), as one WebDriver command would otherwise go to the frame's field
  // while the app takes the page over.
  await waitUntil(d, "the app's own page", () => document.querySelector('.skip-link') !== null, null);
  await typeLogOnAnswer(d, 'Username', username);
  await d.click({ button: 'Continue' });
  await route(d, '/authentication/password');
  await waitUntil(d, 'the password boxes', () => document.querySelectorAll('input:enabled').length > 2, null);
  const asked = await d.evaluate(
    (labels) =>
      Array.from(document.querySelectorAll('input')).flatMap((el) => {
        const label = (el.labels?.[0]?.textContent ?? '').trim();
        return labels.includes(label) && !el.disabled ? [label] : [];
      }),
    boxes,
  );
  if (asked.length !== 3) throw new Error(`${d.engine}: the password page asks for ${asked.join(', ') || 'nothing'}, not three characters`);
  for (const label of asked) await typeLogOnAnswer(d, label, characterAt(label));
  await typeLogOnAnswer(d, 'Memorable answer', 'Paddington');
  // What the form holds at the press, for a refusal to say (the page clears its fields after one).
  const held = await Promise.all([...asked, 'Memorable answer'].map(async (label) => `${label}=${JSON.stringify(await valueOf(d, label))}`));
  await d.click({ button: 'Log on' });
  await route(d, '/authentication/securetoken').catch((error: unknown) => {
    throw new Error(`${String(error instanceof Error ? error.message : error)}\n(${username}'s log-on pressed with ${held.join(', ')}; expected ${asked.map((l) => `${l}=${JSON.stringify(characterAt(l))}`).join(', ')})`);
  });
  // The stage's fields paint together (the page may still be loading its chunk when the route changes).
  await waitUntil(d, 'the security code field', () => Array.from(document.querySelectorAll('label')).some((l) => l.textContent?.trim() === 'Security code'), null);
  if (await d.evaluate(() => Array.from(document.querySelectorAll('label')).some((l) => l.textContent?.trim() === 'Memorable answer'), null))
    await d.type({ label: 'Memorable answer' }, 'Paddington');
  await d.type({ label: 'Security code' }, '123456');
  await d.click({ button: 'Log on' });
  await route(d, '/summary', 45_000);
  await heading(d, 'Balances');
}

/** The app's router goes to `path` (a hash change: no reload, so the app keeps its log-on). */
export async function go(d: EngineDriver, path: string): Promise<void> {
  await d.evaluate((p) => {
    location.hash = p;
  }, path);
  await route(d, path);
}

export async function logOff(d: EngineDriver): Promise<void> {
  await d.click({ button: 'Log off', within: 'nav' });
  await d.click({ button: 'Log off', within: '[role="dialog"]' });
  await heading(d, "You've logged off");
}

/** Balances: every account category of demo.hardkey, with its balance; the current account opens. */
export async function balances(d: EngineDriver): Promise<void> {
  await heading(d, 'Balances');
  await shows(d, 'Current Account', 'main');
  await shows(d, /£[\d,]+\.\d\d/, 'main');
  await d.click({ link: 'Current Account' });
  await route(d, '/summary/0/transactions');
  await shows(d, /£[\d,]+\.\d\d/, '.account-header__balance');
}

/** demo.history: 100,000 transactions, searched down to ten. */
export async function searchTransactions(d: EngineDriver): Promise<void> {
  await d.click({ link: 'Current Account' });
  await shows(d, 'Showing 100,000 transactions', '.results-status', 90_000);
  await d.type({ label: 'Search transactions' }, 'to l chen birthday');
  await shows(d, '10 transactions found', '.results-status', 30_000);
  await waitUntil(
    d,
    'ten rows TO L CHEN BIRTHDAY',
    () => Array.from(document.querySelectorAll('[role="row"]')).filter((r) => (r.textContent ?? '').includes('TO L CHEN BIRTHDAY')).length === 10,
    null,
  );
}

/** Pay someone new: Confirmation of Payee matches, the Transaction Security Code signs, the receipt shows. */
export async function payNewPayee(d: EngineDriver): Promise<void> {
  await go(d, '/summary/0/move-money');
  await heading(d, 'Move money');
  await d.click({ link: 'Pay a person or business by sort code and account number' });
  await heading(d, 'Pay someone new');
  await d.type({ label: "Payee's name" }, 'Jane Smith');
  await d.click({ label: 'Personal' });
  await d.type({ label: 'Sort code' }, '20-00-00');
  await d.type({ label: 'Account number' }, '55779911');
  await d.type({ label: 'Amount' }, '25.50');
  await d.type({ label: 'Reference' }, 'ENGINES');
  await d.click({ button: 'Continue' });
  await heading(d, /Check and confirm/);
  await shows(d, 'Jane Smith', 'main');
  await shows(d, '£25.50', 'main');
  await shows(d, '9911', '[data-testid="signing-entry"]');
  await d.type({ label: 'Transaction Security Code' }, '123456');
  await d.click({ button: 'Confirm' });
  await heading(d, 'Your payment has been sent');
  await shows(d, /MM\d{6}/, '[data-testid="receipt-reference"]');
}

/** Inbox: an unread message opened (the count falls), a reply with a subject sent and found in Sent. */
export async function inboxReply(d: EngineDriver): Promise<void> {
  await d.click({ link: /^Inbox\s*3\s*unread$/, within: 'nav' });
  await heading(d, 'Inbox');
  await shows(d, 'You have 3 unread messages.', 'main');
  await d.click({ link: /Your new Secure Key is on its way/, within: 'main' });
  await heading(d, 'Your new Secure Key is on its way');
  await waitUntil(d, 'the unread count to fall to 2', () => Array.from(document.querySelectorAll('nav a')).some((a) => /^Inbox\s*2\s*unread$/.test((a.textContent ?? '').replace(/\s+/g, ' ').trim())), null);
  await d.choose({ label: 'Subject' }, 'Complaints');
  await d.type({ label: 'Your message' }, 'Charged twice at the card machine, café £4.50');
  await shows(d, /You have 1,4\d\d characters remaining/, 'main');
  await d.click({ button: 'Send reply' });
  await shows(d, 'Your reply has been sent', 'main');
  await d.click({ link: 'Sent messages' });
  await heading(d, 'Sent messages');
  await shows(d, 'Complaints', 'main');
}

/** My documents: a letter shown by pdf.js (a painted canvas and its text), with its download link. */
export async function openPdf(d: EngineDriver): Promise<void> {
  await d.click({ link: 'My documents', within: 'nav' });
  await heading(d, 'My documents');
  await shows(d, 'unread documents', 'main');
  await d.choose({ label: 'Show documents from' }, 'All years');
  await d.click({ link: /Letter: changes to your terms and conditions/ });
  await heading(d, 'Letter: changes to your terms and conditions');
  await waitUntil(
    d,
    'the PDF painted on a canvas',
    () => {
      const canvas = document.querySelector<HTMLCanvasElement>('.pdf-view[data-pages="1"] canvas');
      if (!canvas || canvas.width === 0) return false;
      // Painted: some pixel is not white (a blank canvas would pass a mere "is there" check).
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      return !!data && data.some((v, i) => i % 4 !== 3 && v < 200);
    },
    null,
    90_000,
  );
  await d.click({ css: 'summary', text: 'Text of this document' });
  await shows(d, /changes to your terms and conditions/, '.pdf-text');
  await waitUntil(
    d,
    'the download link with the file name',
    () => {
      const a = Array.from(document.querySelectorAll('a')).find((l) => l.textContent?.includes('Download this document (PDF)'));
      return a?.getAttribute('download') === 'letter-changes-to-your-terms-and-conditions-2026-11-10.pdf' && !!a.getAttribute('href');
    },
    null,
  );
}

/** A product splash: Apply for a product, then the Cash ISA's page with its rate. */
export async function productSplash(d: EngineDriver): Promise<void> {
  await d.click({ link: 'Apply for a product', within: 'nav' });
  await heading(d, 'Apply for a product');
  await d.click({ link: 'Find out about the Cash ISA' });
  await heading(d, 'Cash ISA');
  await shows(d, '4.10% AER variable', 'main');
}

/** Open banking: Emma's access stopped (Stop access, then Stop access on the warning). */
export async function revokeAccess(d: EngineDriver): Promise<void> {
  await d.click({ link: 'Open banking', within: 'nav' });
  await heading(d, 'Open banking');
  await d.click({ link: 'Emma', within: 'section[data-section="information-sharing"] [data-group="active"]' });
  await heading(d, 'Emma');
  await d.click({ link: 'Stop access' });
  await heading(d, "Stop Emma's access");
  await d.click({ button: 'Stop access' });
  await heading(d, "Emma's access has stopped");
  // What the bank lists now comes a moment after the receipt (a loader until then): read it before
  // pressing a link under it, as a customer would. Pressed during the swap, the click landed where
  // the link had been (CI, the engines beside the e2e: the page stayed on the receipt).
  await shows(d, "The bank lists Emma's access as revoked", '[data-testid="consent-now"]');
  await d.click({ link: 'Back to open banking' });
  await heading(d, 'Open banking');
  await shows(d, 'Emma', 'section[data-section="information-sharing"] [data-group="revoked"]');
}
