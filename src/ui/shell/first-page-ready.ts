/** The parts of the data router and the content store the start-up waits on. */
export interface StartupRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves when the first page can be shown whole: the router has loaded the first route's code (or
 * has an error to show) and content has settled (loaded or failed: ContentGate shows the failure).
 * Content starts loading here, as the app's code starts, not after the first render, so it arrives
 * alongside the route's code. Until then the prerendered StartupFrame stays on screen; rendering
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
  return Promise.all([routed, content.load().catch(() => undefined)]).then(() => undefined);
}
