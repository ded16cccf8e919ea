import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, firstPageReady, type StartupRouter } from './first-page-ready';

/** A router on `pathname` (a page that needs content unless given another). */
function fakeRouter(initialized = false, pathname = '/summary') {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  let state = { initialized, location: { pathname } };
  const router: StartupRouter & { initialize(): void; listenerCount(): number } = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize() {
      state = { initialized: true, location: state.location };
      for (const l of [...listeners]) l(state);
    },
    listenerCount: () => listeners.size,
  };
  return router;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('firstPageReady', () => {
  it('starts content at once and waits for both the first route and content', async () => {
    const router = fakeRouter();
    const load = deferred();
    let loads = 0;
    const ready = firstPageReady(router, { load: () => ((loads += 1), load.promise) });
    expect(loads).toBe(1);
    router.initialize();
    // The route's code is here, content is not: the frame stays.
    expect(await settled(ready)).toBe(false);
    load.resolve();
    expect(await settled(ready)).toBe(true);
    expect(router.listenerCount()).toBe(0);
  });

  it('does not wait for a router that is already initialised, nor hang on a content failure', async () => {
    const load = deferred();
    const ready = firstPageReady(fakeRouter(true), { load: () => load.promise });
    load.reject(new Error('content down'));
    expect(await settled(ready)).toBe(true);
  });
});

describe('firstPageReady on the log-on page', () => {
  it.each(['/', '/authentication', '/authentication/username'])('at %s shows the page once its code is here, without waiting for content', async (pathname) => {
    const router = fakeRouter(false, pathname);
    const load = deferred();
    let loads = 0;
    const ready = firstPageReady(router, { load: () => ((loads += 1), load.promise) });
    // Content is still started at once: the next page needs it.
    expect(loads).toBe(1);
    expect(await settled(ready)).toBe(false);
    router.initialize();
    expect(await settled(ready)).toBe(true);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a new task after the next animation frame', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    let done = false;
    void afterNextPaint().then(() => (done = true));
    frame?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for a hidden tab to paint', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let done = false;
    void afterNextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
