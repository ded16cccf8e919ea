import type { RouteObject } from 'react-router-dom';
import { isChangeRoute } from '../ui/shared/change-access/change-routes';
import { Areas } from './areas';
import type { FeatureArea } from './feature-module';

/** Where an area's routes hang: nested areas under the account's route. */
const baseOf = (area: FeatureArea): string => (area.parent ? '/summary/:accountIndex' : '');

const join = (base: string, path: string | undefined): string => (path ? `${base.replace(/\/$/, '')}/${path}` : base);

/** A route that shows a page of its own: not a layout that only holds others, not a `<Navigate>` element. */
const isPage = (route: RouteObject): boolean => Boolean(route.lazy ?? route.Component) && !route.children?.length;

function pagePaths(routes: readonly RouteObject[], base: string): string[] {
  return routes.flatMap((route) => {
    const path = join(base, route.path);
    if (path.includes('*')) return [];
    // A journey's first page only: a deep link into its middle goes back there.
    if (isChangeRoute(route)) return [path || '/'];
    return [...(isPage(route) && (route.path || route.index) ? [path || '/'] : []), ...pagePaths(route.children ?? [], path)];
  });
}

/**
 * Every page of the areas' tables, a journey (a route flagged as a change) by its first page, as full
 * path patterns in table order: what the StrictMode walk of the pages is read from.
 */
export async function pageRouteTable(areas: readonly FeatureArea[] = Areas): Promise<string[]> {
  const tables = await Promise.all(areas.map(async (area) => ({ area, routes: (await area.load()).routes })));
  return [...new Set(tables.flatMap(({ area, routes }) => pagePaths(routes, baseOf(area))))];
}
