import type { RouteObject } from 'react-router-dom';
import { changeRoutePaths, isChangeGuard, isChangeRoute } from '../ui/shared/change-access/change-routes';
import { Areas } from './areas';
import type { FeatureArea } from './feature-module';

/** Where an area's routes hang: nested areas under the account's route. */
const baseOf = (area: FeatureArea): string => (area.parent ? '/summary/:accountIndex' : '');

/**
 * Every route the areas' tables flag as a change, as full path patterns in table order: the list the
 * docs (docs/sessions-and-access.md) and the read-only end-to-end test are read from.
 */
export async function changeRouteTable(areas: readonly FeatureArea[] = Areas): Promise<string[]> {
  const tables = await Promise.all(areas.map(async (area) => ({ area, routes: (await area.load()).routes })));
  return tables.flatMap(({ area, routes }) => changeRoutePaths(routes, baseOf(area)));
}

/** The flagged routes of a table that no change guard wraps (none, when the table is guarded). */
export function unguardedChangeRoutes(routes: readonly RouteObject[], guarded = false): RouteObject[] {
  return routes.flatMap((route) => {
    if (isChangeGuard(route)) return unguardedChangeRoutes(route.children ?? [], true);
    const here = isChangeRoute(route) && !guarded ? [route] : [];
    return [...here, ...unguardedChangeRoutes(route.children ?? [], false)];
  });
}
