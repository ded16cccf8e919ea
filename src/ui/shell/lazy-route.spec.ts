import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkTimeoutMessage, lazyRoute } from './lazy-route';

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

  it('fails after 120 seconds when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const route = lazyRoute(() => new Promise<{ Page: typeof Page }>(() => {}), 'Page');
    const result = route();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow(chunkTimeoutMessage);
  });

  it('passes a failed import on', async () => {
    const route = lazyRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), 'Page');
    await expect(route()).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
