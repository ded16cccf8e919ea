import { describe, expect, it, vi } from 'vitest';
import { LazyAreas, prefetchArea, refreshUnreadCount } from './lazy-areas';
import { buildContainer, loadArea } from './container';
import { UnreadCountStore } from '../ui/shell/unread-count.store';
import { InboxListViewModel } from '../ui/inbox/inbox-list.view-model';

const accounts = () => {
  const area = LazyAreas.find((a) => a.name === 'accounts');
  if (!area?.loadAhead) throw new Error('the accounts area names a part to fetch ahead');
  return area as typeof area & { loadAhead: () => Promise<unknown> };
};

// the accounts area's code is fetched in two steps (stage 2: the part ahead; stage 3: the rest).
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

// The sidebar shows with the log-on answer, while Balances is being fetched: its count must not bring
// the inbox area's code (ten chunks, for a badge) onto the wire before Balances' own requests.
describe('refreshUnreadCount', () => {
  it("loads only the count's module, never the inbox area's, and asks for the count only once Balances is ready", async () => {
    const container = buildContainer({ kind: 'fake' });
    const inbox = LazyAreas.find((a) => a.name === 'inbox');
    if (!inbox) throw new Error('inbox area');
    const inboxLoad = vi.spyOn(inbox, 'load');
    const loaded: string[] = [];
    const load = (c: typeof container, area: (typeof LazyAreas)[number]) => {
      loaded.push(area.name);
      return loadArea(c, area);
    };
    let ready: () => void = () => undefined;
    const refreshing = refreshUnreadCount(container, load, () => new Promise<void>((resolve) => (ready = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
    ready();
    await refreshing;
    expect(loaded).toEqual(['unread-count']);
    expect(inboxLoad).not.toHaveBeenCalled();
    expect(container.get(UnreadCountStore).count).not.toBeNull();
  });

  it('leaves the inbox area loadable afterwards, sharing the count with it', async () => {
    const container = buildContainer({ kind: 'fake' });
    await refreshUnreadCount(container, loadArea, () => Promise.resolve());
    const inbox = LazyAreas.find((a) => a.name === 'inbox');
    if (!inbox) throw new Error('inbox area');
    await loadArea(container, inbox);
    await refreshUnreadCount(container, loadArea, () => Promise.resolve());
    expect(container.get(UnreadCountStore).count).not.toBeNull();
    expect(container.get(InboxListViewModel)).toBeInstanceOf(InboxListViewModel);
  });
});
