/**
 * The start script the build puts in index.html's head beside the log-on form prerendered into #root
 * (StartupFrame; docs/performance.md, 'The username form in the HTML'). It is the only inline script,
 * allowed by the sha256 of its exact text, which the build writes into script-src wherever the CSP is
 * set (as the startup style's hash in style-src). It touches no Trusted Types sink.
 */
import { createHash } from 'node:crypto';
import { minifySync } from 'rolldown/utils';

/**
 * Runs in the page, before the app's script (serialised into index.html: it may use nothing from
 * its module). It does these things, and nothing once the app's first render has replaced the frame:
 *
 * - a deep link (a first route that is not the log-on page) marks the page with data-deep-link, so
 *   the frame shows its heading and loader only, as before the form was in the HTML, never a form
 *   for another route;
 * - Continue looks enabled once the field holds a name as long as the bank's shortest (as the app
 *   shows it); the app's own rules judge the name when it takes over;
 * - a Continue pressed before the app runs is held (no submit, which would reload the page with the
 *   name in its address) and pressed again on the app's form once it is there; so is any other button
 *   of the form (Register, 'Forgotten your username?', the help buttons), found on the app's page by
 *   its words;
 * - what the customer did in the frame's form (the name, Remember me, which field had focus and the
 *   caret) is handed to the app's form through the events the app listens to, as if typed there, so
 *   the view model holds it and no character is lost;
 * - the app's scripts, which the build keeps in a template (startAfterFirstPaint in
 *   scripts/vite-log-on-page.mjs), are put into the page once the frame has been painted: nothing
 *   in the first paint waits for them, and a page measured from its trace (Lighthouse's simulated
 *   throttling) is not charged their download before the paint, as it was whenever the app's code
 *   happened to run before the first frame.
 *
 * @param {Window & typeof globalThis} w
 * @param {{ paths: string[], fieldId: string, minLength: number, startId: string }} app the log-on
 *   page's paths (src/ui/shell/log-on-page-paths.ts), the username field's id, the shortest name the
 *   bank takes and the id of the template that holds the app's scripts
 */
export function logOnTakeover(w, app) {
  var d = w.document;
  var html = d.documentElement;
  var deep = app.paths.indexOf(w.location.hash.slice(1).split('?')[0] || '/') < 0;
  var pressed = false;
  /** @type {EventTarget | null} */
  var focused = null;
  /** @type {HTMLInputElement | null} */
  var pre = null;
  /** Only the frame has this loader: while it is in the page, the app has not rendered. */
  var frame = '.startup-frame__loader';
  if (deep) html.setAttribute('data-deep-link', '');
  /** The words of a button of the frame pressed before the app ran (Register, the help buttons). */
  /** @type {string | null} */
  var asked = null;
  /** @param {Event} e */
  function clicked(e) {
    var b = /** @type {Element} */ (e.target).closest('button[type=button]');
    if (b && d.querySelector(frame)) asked = b.textContent;
  }
  /** @param {Event} e */
  function hold(e) {
    e.preventDefault();
    pressed = true;
  }
  /** @param {Event} e */
  function focusIn(e) {
    focused = e.target;
    frameField(e.target);
  }
  /**
   * The frame's field, known from the customer's first focus or keystroke in it, so the hand-over
   * still finds it when the app has rendered before the document finished loading.
   * @param {EventTarget | null} t
   */
  function frameField(t) {
    var el = /** @type {HTMLInputElement} */ (t);
    if (!pre && el && el.id === app.fieldId && d.querySelector(frame)) pre = el;
  }
  /**
   * Chromium sends focusout when the app's render removes the focused field, while it is still in
   * the page: only a field still there a moment later was really left.
   * @param {Event} e
   */
  function focusOut(e) {
    var left = /** @type {Element} */ (e.target);
    w.setTimeout(function () {
      if (focused === left && left.isConnected) focused = null;
    });
  }
  /** @param {Event} e */
  function typed(e) {
    var field = /** @type {HTMLInputElement} */ (e.target);
    frameField(field);
    var submit = field.id === app.fieldId && field.form && field.form.querySelector('[type=submit]');
    if (!submit) return;
    var disabled = field.value.length < app.minLength;
    submit.setAttribute('aria-disabled', String(disabled));
    submit.classList.toggle('button--disabled', disabled);
  }
  var listeners = /** @type {[string, (e: Event) => void][]} */ ([
    ['submit', hold],
    ['focusin', focusIn],
    ['focusout', focusOut],
    ['input', typed],
    ['click', clicked],
  ]);
  listeners.forEach(function (l) {
    d.addEventListener(l[0], l[1]);
  });
  var observer = new w.MutationObserver(takenOver);
  /** Runs once the app's first render has replaced the frame (seen by its loader, which only the frame has). */
  function takenOver() {
    var field = /** @type {HTMLInputElement | null} */ (d.getElementById(app.fieldId));
    if (d.querySelector(frame)) return;
    // The app has rendered over the frame: from here on the page is the app's.
    html.removeAttribute('data-deep-link');
    listeners.forEach(function (l) {
      d.removeEventListener(l[0], l[1]);
    });
    if (deep) return observer.disconnect();
    // The first page may reach the form a render later (the index sends on to stage 1).
    if (!field || !field.form) return;
    observer.disconnect();
    // A button pressed in the frame is pressed again on the app's own, which does what it says.
    if (asked !== null) {
      var again = [].filter.call(d.querySelectorAll('button[type=button]'), function (/** @type {Element} */ b) {
        return b.textContent === asked;
      })[0];
      if (again) return /** @type {HTMLElement} */ (again).click();
    }
    // Nothing was done in the frame's form (the app rendered before the customer reached it).
    if (!pre || !pre.form || pre === field) return;
    var before = pre.form.elements;
    var after = field.form.elements;
    if (pre.value) {
      // The prototype's setter: React watches the value it set itself and ignores an event whose
      // value it already knows.
      /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(w.HTMLInputElement.prototype, 'value')).set?.call(field, pre.value);
      field.dispatchEvent(new w.Event('input', { bubbles: true }));
    }
    for (var i = 0; i < before.length && i < after.length; i += 1) {
      var was = /** @type {HTMLInputElement} */ (before[i]);
      var now = /** @type {HTMLInputElement} */ (after[i]);
      if (was.type === 'checkbox' && now.type === 'checkbox' && was.checked !== now.checked) now.click();
      if (was === focused) {
        now.focus();
        if (now === field) field.setSelectionRange(pre.selectionStart, pre.selectionEnd);
      }
    }
    if (pressed) field.form.requestSubmit();
  }
  // Once the document is parsed (the app renders later: it waits for a paint first), not during
  // parsing, when every node the parser adds would call the observer.
  // A slow engine may run the app's first render before this event: then the hand-over runs at once.
  d.addEventListener('DOMContentLoaded', function () {
    if (d.querySelector(frame)) pre = pre || /** @type {HTMLInputElement | null} */ (d.getElementById(app.fieldId));
    observer.observe(d.body, { childList: true, subtree: true });
    takenOver();
  });
  var start = /** @type {HTMLTemplateElement | null} */ (d.getElementById(app.startId));
  /** Puts the app's scripts into the page, once. */
  function run() {
    if (start) d.head.appendChild(d.importNode(start.content, true));
    start = null;
  }
  var P = w.PerformanceObserver;
  // A hidden page paints nothing until it is shown: its app starts now (and if it is hidden
  // before its first paint, then).
  if (d.visibilityState === 'hidden') run();
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') run();
  });
  // The first contentful paint is the frame (its heading and form, or a deep link's heading).
  if (P && (P.supportedEntryTypes || []).indexOf('paint') >= 0)
    new P(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) run();
    }).observe({ type: 'paint', buffered: true });
  else
    w.requestAnimationFrame(function () {
      w.setTimeout(run);
    });
  // Should a browser never report the paint, the app still starts.
  w.setTimeout(run, 2000);
}

/** The id of the template in index.html that holds the app's scripts until the first paint. */
export const appStartId = 'app-start';

/**
 * The script's text as it goes into index.html, minified, for this app.
 * @param {{ paths: readonly string[], fieldId: string, minLength: number }} app
 */
export function logOnTakeoverScript(app) {
  const source = `(${logOnTakeover.toString()})(window,${JSON.stringify({ ...app, startId: appStartId })});`;
  const { code, errors } = minifySync('log-on-takeover.js', source, { compress: true, mangle: true });
  if (errors?.length) throw new Error(`log-on-takeover: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/**
 * The CSP source that allows exactly this text in a <script> element.
 * @param {string} js
 */
export function scriptHash(js) {
  return `'sha256-${createHash('sha256').update(js, 'utf8').digest('base64')}'`;
}

/** Every inline (classic, no src) <script> element's text in an HTML document, as the browser hashes it. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}
