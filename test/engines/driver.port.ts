/**
 * The cross-engine smoke suite's own driver port. Playwright cannot drive Debian's Firefox
 * or WebKit builds, so the journeys speak to this small interface and two adapters implement it:
 * Puppeteer (Chromium over CDP, Firefox ESR over WebDriver BiDi) and classic WebDriver over plain
 * HTTP (WebKitGTK's WebKitWebDriver with MiniBrowser). Every element is found by one script that runs
 * in the page (`findTarget`), the same in all three engines, by what a customer reads: a field's label,
 * a button's or link's name.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Text matched exactly after collapsing white space, or a pattern. */
export type Name = string | RegExp;

export type Target =
  | { label: Name; within?: string }
  | { button: Name; within?: string }
  | { link: Name; within?: string }
  | { css: string; text?: Name; within?: string };

/** What crosses into the page: a Target with any RegExp as source and flags. */
export type WireName = { text: string } | { source: string; flags: string };
export interface WireTarget {
  kind: 'label' | 'button' | 'link' | 'css';
  name?: WireName;
  css?: string;
  within?: string;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's own name and version, as it reports them. */
  readonly version: string;
  open(url: string): Promise<void>;
  /** Waits for the target, empties it, and types `text` key by key (real key events). */
  type(target: Target, text: string): Promise<void>;
  /** Waits for the target and clicks it as a pointer would (scrolled into view, at its centre). */
  click(target: Target): Promise<void>;
  /** Waits for the select and chooses the option whose text is `option`. */
  choose(target: Target, option: string): Promise<void>;
  /** A key pressed where the focus is. */
  press(key: 'Tab' | 'Enter' | 'End'): Promise<void>;
  /** Runs `fn` in the page with `arg` (JSON) and returns its (awaited) JSON result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Sets the window's size; returns the layout viewport width the page then has. */
  resize(width: number, height: number): Promise<number>;
  close(): Promise<void>;
}

export function toWire(target: Target): WireTarget {
  const wireName = (name: Name): WireName => (typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags });
  const within = target.within;
  if ('label' in target) return { kind: 'label', name: wireName(target.label), within };
  if ('button' in target) return { kind: 'button', name: wireName(target.button), within };
  if ('link' in target) return { kind: 'link', name: wireName(target.link), within };
  return { kind: 'css', css: target.css, name: target.text === undefined ? undefined : wireName(target.text), within };
}

export function describeTarget(target: Target): string {
  return JSON.stringify(toWire(target));
}

/**
 * Runs in the page (passed by its source): the first visible, enabled element the target names.
 * Self-contained on purpose: no closure, no imports.
 */
export function findTarget(t: WireTarget): Element | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string, name: WireName | undefined) =>
    name === undefined ? true : 'text' in name ? text === name.text : new RegExp(name.source, name.flags).test(text);
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (box.width > 0 || box.height > 0) && getComputedStyle(el).visibility !== 'hidden' && !(el as HTMLInputElement).disabled;
  };
  const root: ParentNode | null = t.within ? document.querySelector(t.within) : document;
  if (!root) return null;
  const named = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return norm(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    return norm(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? (el as HTMLInputElement).value);
  };
  let found: Element[] = [];
  if (t.kind === 'label') {
    found = Array.from(root.querySelectorAll('input, select, textarea')).filter((el) => {
      const field = el as HTMLInputElement;
      const names = Array.from(field.labels ?? []).map((l) => norm(l.textContent));
      const aria = field.getAttribute('aria-label');
      if (aria) names.push(norm(aria));
      // A radio's or checkbox's box is often drawn over by its label: its label must be shown.
      return names.some((n) => matches(n, t.name));
    });
    return found.find((el) => shown(el) || Array.from((el as HTMLInputElement).labels ?? []).some(shown)) ?? null;
  }
  if (t.kind === 'button') found = Array.from(root.querySelectorAll('button, [role="button"], input[type="submit"], input[type="button"]'));
  else if (t.kind === 'link') found = Array.from(root.querySelectorAll('a[href]'));
  else found = Array.from(root.querySelectorAll(t.css ?? '*'));
  return found.find((el) => shown(el) && matches(t.kind === 'css' ? norm(el.textContent) : named(el), t.name)) ?? null;
}

/** Runs in the page: empties a field so React sees it (the value setter React listens through). */
export function emptyField(el: Element): void {
  const field = el as HTMLInputElement;
  field.focus();
  if (field.value === '') return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs in the page: chooses a select's option by its text, as a customer's choice would (change event). */
export function chooseOption(el: Element, option: string): boolean {
  const select = el as HTMLSelectElement;
  const wanted = Array.from(select.options).find((o) => o.text.replace(/\s+/g, ' ').trim() === option);
  if (!wanted) return false;
  select.focus();
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, wanted.value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
