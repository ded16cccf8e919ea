import type { RouteObject } from 'react-router-dom';

/**
 * The route table's one flag for a route that changes something (moves money, sends a message,
 * changes details): `handle: changesSomething`. Every route so flagged is wrapped in the change guard
 * (guardChangeRoutes, RequireChangeAccess.tsx), so a READONLY customer sees the read-only panel
 * before its form; the list in docs/sessions-and-access.md and the read-only e2e are read from these
 * flags (changeRoutePaths), never kept by hand.
 */
export const changesSomething = { changes: true } as const;

/** Marks the layout route the guard adds, so guarding a table twice wraps nothing twice. */
export const guardedByChangeAccess = { changeGuard: true } as const;

function handleOf(route: RouteObject): Record<string, unknown> {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null ? (handle as Record<string, unknown>) : {};
}

export const isChangeRoute = (route: RouteObject): boolean => handleOf(route).changes === true;
export const isChangeGuard = (route: RouteObject): boolean => handleOf(route).changeGuard === true;

function join(base: string, path: string | undefined): string {
  if (!path) return base;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** The full path pattern of every flagged route under `base` (e.g. '/summary/:accountIndex'), in table order. */
export function changeRoutePaths(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = join(base, route.path);
    if (isChangeRoute(route)) return [path || '/'];
    return changeRoutePaths(route.children ?? [], path);
  });
}

/** The routes, each flagged as a change (a journey's routes written together). */
export function changing(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, handle: changesSomething }) as RouteObject);
}
