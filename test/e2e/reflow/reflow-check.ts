/**
 * WCAG 2.2 1.4.10 Reflow, run in the page (self-contained: it is sent to the browser as source, by
 * Playwright in the e2e walk and by the engines' drivers in Firefox and WebKit): the page must not
 * scroll sideways, and no control may stick out of the viewport unless it is inside a region that
 * scrolls on its own (a wide table).
 */
export function reflowProblemsInPage(): string[] {
  const out: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) out.push(`scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
  const inScroller = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (/(auto|scroll)/.test(getComputedStyle(p).overflowX) && p !== document.body && p !== root) return true;
    return false;
  };
  for (const el of Array.from(document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'))) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.closest('.visually-hidden, [class*="skip"]')) continue;
    if ((box.right > root.clientWidth + 1 || box.left < -1) && !inScroller(el)) {
      out.push(`clipped: ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.id}" (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
  }
  return out;
}
