import { logOnPagePaths } from './log-on-page-paths';

/** The parts of the data router and the content store the start-up waits on. */
export interface StartupRouter {
  readonly state: { readonly initialized: boolean; readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves when the first page can be shown whole: the router has loaded the first route's code (or
 * has an error to show) and content has settled (loaded or failed: ContentGate shows the failure),
 * or, on the log-on page (log-on-page-paths.ts), as soon as the route's code is here.
 * Content loading is started here unless it already runs (`load()` joins it), not after the first
 * render, so it arrives alongside the route's code. Until then the prerendered StartupFrame stays on screen; rendering
 * sooner would swap it for a loader and then for the page. Never rejects.
 */
export function firstPageReady(router: StartupRouter, content: { load(): Promise<void> }): Promise<void> {
  const routed = router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
  const contentSettled = content.load().catch(() => undefined);
  return routed.then(() => (logOnPagePaths.has(router.state.location.pathname) ? undefined : contentSettled));
}

/** A new task: work after it no longer delays input handling or painting. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After the browser has painted what is on screen (the next animation frame, then a new task). A
 * hidden tab paints nothing, so a time limit keeps start-up from waiting for it to be shown.
 */
export function afterNextPaint(limitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
