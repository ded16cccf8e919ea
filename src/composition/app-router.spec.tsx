import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ContainerModule, type Container } from 'inversify';
import { accountRouteId, appRoutes, rootRouteId } from '../ui/shell/app.routes';
import { ContainerProvider } from '../ui/di/container-context';
import { hasChunkTimeout } from '../ui/shell/lazy-route';
import { SessionStatePort } from '../core/session/auth-state';
import { ContentStore } from '../ui/content/content.store';
import { buildContainer } from './container';
import { Areas } from './areas';
import { areaFor, areasFor, discoverAreaRoutes } from './area-routes';
import type { FeatureArea } from './feature-module';

function open(container: Container, path: string, areas: readonly FeatureArea[] | (() => Promise<readonly FeatureArea[]>) = Areas) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: discoverAreaRoutes(container, areas) });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

function lazies(routes: RouteObject[]): unknown[] {
  return routes.flatMap((r) => [...(r.lazy ? [r.lazy] : []), ...lazies(r.children ?? [])]);
}

describe('the app router', () => {
  it('loads an area into the container with its routes before its first page renders (a deep link)', async () => {
    const container = buildContainer({ kind: 'fake' });
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
    await container.get(ContentStore).load();
    open(container, '/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();
  });

  it('fetches the area registry on a deep link (it is not in the log-on page), then the area', async () => {
    const container = buildContainer({ kind: 'fake' });
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
    await container.get(ContentStore).load();
    const registry = vi.fn(() => Promise.resolve(Areas));
    const router = open(container, '/summary/0/transactions', registry);
    expect(await screen.findByRole('heading', { level: 1, name: /Transactions/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/summary/0/transactions');
    expect(registry).toHaveBeenCalled();
  });

  it('does not fetch the area registry for the log-on page', async () => {
    const registry = vi.fn(() => Promise.resolve(Areas));
    open(buildContainer({ kind: 'fake' }), '/authentication/username', registry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Online Banking' })).toBeInTheDocument();
    expect(registry).not.toHaveBeenCalled();
  });

  it('shows the catch-all error page when the area registry cannot be downloaded, and tries again on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = buildContainer({ kind: 'fake' });
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
    await container.get(ContentStore).load();
    const registry = vi.fn<() => Promise<readonly FeatureArea[]>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Areas);
    const router = open(container, '/summary', registry);
    expect(await screen.findByText(/FD892T/)).toBeInTheDocument();
    await act(() => router.navigate('/summary'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();
    expect(registry).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });

  it('redirects an unknown path to /not-found, so the address changes (docs/rules/log-on-screens.md)', async () => {
    const router = open(buildContainer({ kind: 'fake' }), '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    await act(() => router.navigate('/summaryx'));
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows the catch-all error page when an area cannot be downloaded', async () => {
    const broken: FeatureArea = { name: 'broken', paths: ['broken'], load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(buildContainer({ kind: 'fake' }), '/broken', [broken]);
    expect(await screen.findByText(/FD892T/)).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('puts every lazy route, of start-up and of every area, under the 120 s chunk time-out (review finding 5)', async () => {
    const patched: RouteObject[] = [];
    const discover = discoverAreaRoutes(buildContainer({ kind: 'fake' }), Areas);
    for (const area of Areas) {
      await discover({
        path: `/${area.paths[0]}`,
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
        patch: (id, children) => {
          expect([rootRouteId, ...Areas.map((a) => a.parent)]).toContain(id);
          patched.push(...children);
        },
      });
    }
    expect(patched.length).toBeGreaterThan(0);
    const all = [...lazies(appRoutes), ...lazies(patched)];
    expect(all.length).toBeGreaterThan(15);
    expect(all.filter((lazy) => !hasChunkTimeout(lazy))).toEqual([]);
  });

  it('loads the parent area first for a deep link into an area nested under an account', async () => {
    const empty = { name: 'nested-test', application: new ContainerModule(() => {}), adapters: () => new ContainerModule(() => {}), fakes: () => new ContainerModule(() => {}) };
    const nested: FeatureArea = {
      name: 'nested-test',
      paths: ['summary/:accountIndex/nested-test'],
      parent: accountRouteId,
      load: async () => ({ feature: empty, routes: [{ path: 'nested-test/step', element: <h2>Nested step</h2> }] }),
    };
    const container = buildContainer({ kind: 'fake' });
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
    await container.get(ContentStore).load();
    const router = open(container, '/summary/0/nested-test/step', [...Areas, nested]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nested step' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/summary/0/nested-test/step');
    expect(router.state.matches.map((m) => m.route.id)).toContain(accountRouteId);
  });

  it('lists the areas a path needs, parents first, matching a :name segment to any one segment', () => {
    const accounts = Areas.find((a) => a.paths.includes('summary'));
    const nested: FeatureArea = { name: 'n', paths: ['summary/:accountIndex/nested'], parent: accountRouteId, load: () => Promise.reject(new Error('unused')) };
    expect(areasFor('/summary/3/nested/review', [nested, ...Areas])).toEqual([accounts, nested]);
    expect(areaFor('/summary/3/nested', [nested, ...Areas])).toBe(nested);
    expect(areaFor('/summary/3/nestedx', [nested, ...Areas])).toBe(accounts);
    expect(areaFor('/summary/3', [nested, ...Areas])).toBe(accounts);
  });

  it('finds the area of a path by whole path segments', () => {
    const accounts = Areas.find((a) => a.paths.includes('summary'));
    expect(areaFor('/summary/0/transactions', Areas)).toBe(accounts);
    expect(areaFor('/summary', Areas)).toBe(accounts);
    expect(areaFor('/summaryx', Areas)).toBeUndefined();
    expect(areaFor('/authentication/username', Areas)).toBeUndefined();
    const exits = Areas.find((a) => a.name === 'log-off-and-errors');
    expect(areaFor('/authentication/error/FD2G002', Areas)).toBe(exits);
    expect(areaFor('/logoff/locked', Areas)).toBe(exits);
    expect(areaFor('/authentication/errors', Areas)).toBeUndefined();
  });
});
