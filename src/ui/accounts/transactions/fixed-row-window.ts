import { useLayoutEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  /** The first and last row index to render (inclusive); last < first when there are none. */
  first: number;
  last: number;
}

const windowOf = (top: number, height: number, rows: number, rowHeight: number, overscan: number): RowWindow => ({
  first: Math.max(0, Math.floor(top / rowHeight) - overscan),
  last: Math.min(rows - 1, Math.ceil((top + height) / rowHeight) + overscan),
});

/**
 * The rows of a fixed-height list that are on screen (plus `overscan` either side), from the scroll
 * element's scrollTop and height. O(1) per scroll and per new list: with 100,000 rows a general
 * virtualiser's per-row measurements cost 150 ms on a first render and a forced layout on every
 * keystroke (measured); every row here has the same height, so none of that is needed.
 * It re-renders only when the window moves, not on every scroll event.
 */
export function useFixedRowWindow(options: {
  count: number;
  rowHeight: number;
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
  /** Until the browser has laid out the list (and in tests, where nothing is laid out). */
  fallbackHeight: number;
}): RowWindow {
  const { count, rowHeight, overscan, scrollRef, fallbackHeight } = options;
  const [range, setRange] = useState<RowWindow>(() => windowOf(0, fallbackHeight, count, rowHeight, overscan));

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = (): void => {
      const height = element.clientHeight > 0 ? element.clientHeight : fallbackHeight;
      const next = windowOf(element.scrollTop, height, count, rowHeight, overscan);
      setRange((current) => (current.first === next.first && current.last === next.last ? current : next));
    };
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef, fallbackHeight, rowHeight, overscan, count]);

  // A shorter list than the window last saw: never past its end.
  return range.last > count - 1 ? { first: Math.min(range.first, Math.max(0, count - 1)), last: count - 1 } : range;
}
