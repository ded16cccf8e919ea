import type { RouteObject } from 'react-router-dom';
import { Areas } from '../../../src/composition/areas';
import { accountRouteId, appRoutes } from '../../../src/ui/shell/app.routes';

/**
 * Every page path of the app, from the route table itself (the start-up routes and each area's
 * routes, a nested area's under /summary/:accountIndex), not a hand-kept list: a new route is checked
 * by the reflow and focus walk without anyone adding it. Redirects and the splat are left out.
 */
export async function routePatterns(): Promise<string[]> {
  const out = new Set<string>();
  const walk = (routes: RouteObject[], base: string) => {
    for (const r of routes) {
      const path = [base, r.path ?? ''].filter((p) => p !== '' && p !== '/').join('/');
      if (r.path === '*' || path.endsWith('*')) continue;
      if (r.index || r.lazy || r.element || r.Component) out.add(path);
      if (r.children) walk(r.children, path);
    }
  };
  walk(appRoutes, '');
  for (const area of Areas) {
    const loaded = await area.load();
    walk(loaded.routes, area.parent === accountRouteId ? 'summary/:accountIndex' : '');
  }
  return [...out].sort();
}
