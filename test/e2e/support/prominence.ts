import type { Locator } from 'playwright-core';

/** One figure on the page as the browser draws it: its own text and its computed size and weight. */
export interface DrawnFigure {
  text: string;
  fontSize: number;
  fontWeight: number;
  lead: boolean;
}

/**
 * Every element inside `scope` whose own text holds a rate or an amount of money ('6.9%', '£238.03'),
 * with the font size and weight Chromium computed for it. `lead` marks the representative APR's
 * element (`.rep-apr__figure`). CONC 3.5.5R(3) asks that the representative APR be at least as prominent
 * as any other cost figure: a test compares the size and weight the customer sees (`outranks`), not class names.
 */
export async function drawnFigures(scope: Locator): Promise<DrawnFigure[]> {
  return scope.evaluate((root) => {
    const figure = /£\d|\d%/;
    const out: { text: string; fontSize: number; fontWeight: number; lead: boolean }[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('');
      if (!figure.test(own) || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      out.push({ text: own.trim(), fontSize: parseFloat(style.fontSize), fontWeight: Number(style.fontWeight), lead: el.classList.contains('rep-apr__figure') });
    }
    return out;
  });
}

/**
 * Whether the lead (the representative APR) is more prominent than `other` as a customer sees it:
 * drawn larger AND no lighter. Size alone is not prominence: a figure of the lead's size is as
 * prominent, and a smaller figure set heavier than the lead catches the eye as much, so either fails.
 */
export function outranks(lead: DrawnFigure, other: DrawnFigure): boolean {
  return other.fontSize < lead.fontSize && other.fontWeight <= lead.fontWeight;
}

/** A figure as drawn, for a failure message: its text, size and weight. */
export const asDrawn = (f: DrawnFigure | undefined): string => (f ? `'${f.text}' (${f.fontSize}px, weight ${f.fontWeight})` : 'no figure');
