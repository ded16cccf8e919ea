import { describe, expect, it, vi } from 'vitest';
import { LazyAreas, prefetchArea, refreshUnreadCount } from './lazy-areas';
import { buildContainer, loadArea } from './container';
import { UnreadCountStore } from '../ui/shell/unread-count.store';

const accounts = () => {
  const area = LazyAreas.find((a) => a.name === 'accounts');
  if (!area?.loadAhead) throw new Error('the accounts area names a part to fetch ahead');
  return area as typeof area & { loadAhead: () => Promise<unknown> };
};

// Issue 33, goal 4: the accounts area's code is fetched in two steps (stage 2: the part ahead; stage 3: the rest).
describe('prefetchArea', () => {
  it("'ahead' fetches only the part the area names, never the area's module", async () => {
    const area = accounts();
    const load = vi.spyOn(area, 'load');
    const ahead = vi.spyOn(area, 'loadAhead');
    await prefetchArea('accounts', 'ahead');
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("'all' fetches the area's module and its landing page's code", async () => {
    const area = accounts();
    const load = vi.spyOn(area, 'load');
    await prefetchArea('accounts', 'all');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("move money names a part ahead too, the calendar's day counts (luxon), fetched from the account's layout", async () => {
    const area = LazyAreas.find((a) => a.name === 'move-money');
    if (!area) throw new Error('move-money area');
    expect(area.loadAhead).toBeTypeOf('function');
    const load = vi.spyOn(area, 'load');
    const ahead = vi.spyOn(area, 'loadAhead' as never);
    await prefetchArea('move-money', 'ahead');
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('an area with no part ahead, or no such area, fetches nothing ahead', async () => {
    const other = LazyAreas.find((a) => a.name === 'inbox');
    if (!other) throw new Error('inbox area');
    const load = vi.spyOn(other, 'load');
    await prefetchArea('inbox', 'ahead');
    await prefetchArea('no-such-area', 'all');
    expect(load).not.toHaveBeenCalled();
  });
});

// Issue 33, goal 2: the sidebar shows with the log-on answer; the inbox area's code (ten chunks, for
// its unread count) then stood before Balances' requests on HTTP/1.1's six connections.
describe('refreshUnreadCount', () => {
  it('loads the inbox area and asks for the count only once the browser is idle', async () => {
    const container = buildContainer({ kind: 'fake' });
    const inbox = LazyAreas.find((a) => a.name === 'inbox');
    if (!inbox) throw new Error('inbox area');
    const load = vi.spyOn(inbox, 'load');
    let idle: () => void = () => undefined;
    const refreshing = refreshUnreadCount(container, loadArea, () => new Promise<void>((resolve) => (idle = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    idle();
    await refreshing;
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.get(UnreadCountStore).count).not.toBeNull();
  });
});
