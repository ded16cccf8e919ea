import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkTimeoutMessage } from '../ui/shell/lazy-route';
import { loadAreaRegistry, memoisedRegistry, prefetchAfterLogOnPage, type AreaRegistry } from './area-registry';
import { Areas } from './areas';

afterEach(() => {
  vi.useRealTimers();
});

const registry: AreaRegistry = { areas: [], refreshUnreadCount: () => Promise.resolve(), prefetchArea: () => Promise.resolve() };

describe('the lazily loaded area registry', () => {
  it('is every area of areas.ts, with the call the sidebar makes into the inbox', async () => {
    const loaded = await loadAreaRegistry();
    expect(loaded.areas).toEqual(Areas);
    expect(loaded.areas.map((a) => a.name)).toContain('inbox');
    expect(typeof loaded.refreshUnreadCount).toBe('function');
  });

  it('is downloaded once however many callers ask at the same time', async () => {
    const load = vi.fn(() => Promise.resolve(registry));
    const get = memoisedRegistry(load);
    const [a, b] = await Promise.all([get(), get()]);
    await get();
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next navigation tries again', async () => {
    const load = vi.fn<() => Promise<AreaRegistry>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(registry);
    const get = memoisedRegistry(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe(registry);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the 120 s chunk time-out, and the next caller starts a new download', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<AreaRegistry>>().mockReturnValueOnce(new Promise<never>(() => {})).mockResolvedValue(registry);
    const get = memoisedRegistry(load);
    const first = get();
    const settled = vi.fn();
    first.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toThrow(chunkTimeoutMessage);
    await expect(get()).resolves.toBe(registry);
  });
});

describe('prefetchAfterLogOnPage', () => {
  function fakeRouter(pathname: string) {
    const listeners = new Set<(state: { location: { pathname: string } }) => void>();
    const router = {
      state: { location: { pathname } },
      subscribe: (listener: (state: { location: { pathname: string } }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      go(path: string) {
        router.state = { location: { pathname: path } };
        for (const l of [...listeners]) l(router.state);
      },
      listeners,
    };
    return router;
  }
  function fakeTriggers() {
    let act: (() => void) | undefined;
    const stop = vi.fn();
    return {
      stop,
      customerActs: () => act?.(),
      triggers: {
        whenIdle: (run: () => void) => run(),
        onFirstAction: (a: () => void) => {
          act = a;
          return stop;
        },
      },
    };
  }

  it('fetches nothing while the log-on page just loads, and once the customer acts on it', () => {
    const router = fakeRouter('/');
    const prefetch = vi.fn(() => Promise.resolve());
    const t = fakeTriggers();
    prefetchAfterLogOnPage(router, prefetch, t.triggers);
    router.go('/authentication/username');
    expect(prefetch).not.toHaveBeenCalled();
    t.customerActs();
    t.customerActs();
    router.go('/authentication/password');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(t.stop).toHaveBeenCalled();
    expect(router.listeners.size).toBe(0);
  });

  it('fetches once the customer leaves the log-on page, even without acting on it', () => {
    const router = fakeRouter('/authentication/username');
    const prefetch = vi.fn(() => Promise.resolve());
    const t = fakeTriggers();
    prefetchAfterLogOnPage(router, prefetch, t.triggers);
    router.go('/authentication/password');
    router.go('/authentication/securetoken');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(t.stop).toHaveBeenCalled();
  });

  it('fetches at once when the first page is not the log-on page (a deep link)', () => {
    const prefetch = vi.fn(() => Promise.resolve());
    prefetchAfterLogOnPage(fakeRouter('/summary/0/transactions'), prefetch, fakeTriggers().triggers);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("listens in the browser for the customer's first key, press or input, and stops listening after it", async () => {
    vi.useFakeTimers();
    const prefetch = vi.fn(() => Promise.resolve());
    prefetchAfterLogOnPage(fakeRouter('/authentication/username'), prefetch);
    await vi.runAllTimersAsync();
    expect(prefetch).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed prefetch (the navigation that needs the chunk tries again)', async () => {
    const router = fakeRouter('/authentication/username');
    const failed = Promise.reject(new Error('offline'));
    const prefetch = vi.fn(() => failed);
    prefetchAfterLogOnPage(router, prefetch, fakeTriggers().triggers);
    router.go('/authentication/password');
    await expect(failed).rejects.toThrow('offline');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
