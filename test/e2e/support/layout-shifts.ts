import type { Page } from 'playwright-core';
import { afterTwoFrames } from './frames';

/** One layout shift the page reported, with the elements it moved (for the failure message). */
export interface LayoutShift {
  value: number;
  moved: string[];
}

interface ShiftWindow {
  layoutShifts: LayoutShift[];
}

/**
 * Starts recording the page's layout shifts, every one, input or not:
 * the tests that use it press nothing while the awaited answer arrives. Read them with
 * `layoutShiftsSeen` once the change being watched has painted.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        seen.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** The shifts recorded since `watchLayoutShifts`, after two frames (so the last paint's shift is in). */
export async function layoutShiftsSeen(page: Page): Promise<LayoutShift[]> {
  await afterTwoFrames(page);
  return page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts);
}
