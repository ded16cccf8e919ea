import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkTimeoutMessage } from '../ui/shell/lazy-route';
import { loadAreaRegistry, memoisedRegistry, prefetchAreasAfterStageOne, type AreaRegistry } from './area-registry';
import { Areas } from './areas';

afterEach(() => {
  vi.useRealTimers();
});

const registry: AreaRegistry = { areas: [], refreshUnreadCount: () => Promise.resolve() };

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

describe('prefetchAreasAfterStageOne', () => {
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
  const now = (run: () => void) => run();

  it('fetches nothing on the log-on page, and the registry once the customer leaves stage 1', () => {
    const router = fakeRouter('/');
    const prefetch = vi.fn(() => Promise.resolve());
    prefetchAreasAfterStageOne(router, prefetch, now);
    router.go('/authentication/username');
    expect(prefetch).not.toHaveBeenCalled();
    router.go('/authentication/password');
    router.go('/authentication/securetoken');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(router.listeners.size).toBe(0);
  });

  it('fetches at once when the first page is not the log-on page (a deep link)', () => {
    const prefetch = vi.fn(() => Promise.resolve());
    prefetchAreasAfterStageOne(fakeRouter('/summary/0/transactions'), prefetch, now);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed prefetch (the navigation that needs the registry tries again)', async () => {
    const router = fakeRouter('/authentication/username');
    const failed = Promise.reject(new Error('offline'));
    const prefetch = vi.fn(() => failed);
    prefetchAreasAfterStageOne(router, prefetch, now);
    router.go('/authentication/password');
    await expect(failed).rejects.toThrow('offline');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
