import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { chunkTimeoutMessage, hasChunkTimeout, lazyRoute, withChunkTimeout, withChunkTimeouts } from './lazy-route';

function Page() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyRoute', () => {
  it('resolves the named export as the route component', async () => {
    const route = lazyRoute(() => Promise.resolve({ Page }), 'Page');
    await expect(route()).resolves.toEqual({ Component: Page });
  });
});

describe('withChunkTimeout', () => {
  it('fails after 120 seconds when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const result = load();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow(chunkTimeoutMessage);
  });

  it('passes a failed import on', async () => {
    const load = withChunkTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('is applied once however often a tree is wrapped', () => {
    const load = withChunkTimeout(() => Promise.resolve(1));
    expect(withChunkTimeout(load)).toBe(load);
  });
});

describe('withChunkTimeouts', () => {
  it('puts every lazy route at any depth under the time-out and keeps the rest of each route', () => {
    const routes: RouteObject[] = [
      {
        path: 'a',
        lazy: () => Promise.resolve({ Component: Page }),
        children: [
          { index: true, lazy: () => Promise.resolve({ Component: Page }) },
          { path: 'b', children: [{ path: 'c', lazy: () => Promise.resolve({ Component: Page }) }] },
          { path: 'd', Component: Page },
        ],
      },
    ];
    const wrapped = withChunkTimeouts(routes);
    const lazies: unknown[] = [];
    const walk = (rs: RouteObject[]) =>
      rs.forEach((r) => {
        if (r.lazy) lazies.push(r.lazy);
        if (r.children) walk(r.children);
      });
    walk(wrapped);
    expect(lazies).toHaveLength(3);
    expect(lazies.every(hasChunkTimeout)).toBe(true);
    expect(wrapped[0]?.children?.[2]).toEqual({ path: 'd', Component: Page });
    expect(wrapped[0]?.children?.[0]).not.toHaveProperty('children');
  });
});
