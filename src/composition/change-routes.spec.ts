import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../ui/shared/change-access/RequireChangeAccess';
import { changesSomething, isChangeGuard } from '../ui/shared/change-access/change-routes';
import { Areas } from './areas';
import { changeRouteTable, unguardedChangeRoutes } from './change-route-table';

/** The docs' list of change routes, generated (relative to this file, as toMatchFileSnapshot takes it). */
const generatedList = '../../docs/generated/change-routes.md';
const generatedHeader =
  '# The routes that change something\n\nWritten by `src/composition/change-routes.spec.ts` from the route tables (`npx vitest run --project unit src/composition/change-routes.spec.ts --update`); do not edit by hand: the spec fails when this file and the tables differ. What the list means: [sessions-and-access.md](../sessions-and-access.md#the-routes-that-change-something).\n\n';

function countGuards(routes: readonly RouteObject[]): number {
  return routes.reduce((n, r) => n + (isChangeGuard(r) ? 1 : 0) + countGuards(r.children ?? []), 0);
}

describe('the routes that change something, by declaration', () => {
  it('every flagged route of every area is behind the change guard as its table is exported', async () => {
    for (const area of Areas) {
      const { routes } = await area.load();
      expect(unguardedChangeRoutes(routes).map((r) => r.path ?? '(pathless)'), area.name).toEqual([]);
    }
  });

  it('the guard wraps each flagged route once, and guarding again changes nothing', () => {
    const table: RouteObject[] = [
      { path: 'reads', children: [{ path: 'changes', handle: changesSomething, children: [{ path: 'confirm' }] }] },
      { path: 'also-changes', handle: changesSomething },
    ];
    const guarded = guardChangeRoutes(table);
    expect(unguardedChangeRoutes(table)).toHaveLength(2);
    expect(unguardedChangeRoutes(guarded)).toEqual([]);
    expect(countGuards(guarded)).toBe(2);
    expect(countGuards(guardChangeRoutes(guarded))).toBe(2);
  });

  it('the inbox reply and the help hubs’ message forms are declared changes, so the guard and the lists pick them up', async () => {
    expect(await changeRouteTable()).toEqual(
      expect.arrayContaining(['/inbox/:tab/:messageId', '/travel/info/:categorySlug/message/:encoded', '/security/info/:categorySlug/message/:encoded']),
    );
  });

  it("the docs' list is written from the route tables (--update writes it; a hand edit or a new route fails until it is)", async () => {
    const listed = (await changeRouteTable()).map((path) => `- \`${path}\``).join('\n');
    await expect(`${generatedHeader}${listed}\n`).toMatchFileSnapshot(generatedList);
  });
});
