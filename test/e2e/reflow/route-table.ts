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

/** Path prefixes of the pages for customers not logged on (walked logged off). */
const publicPrefixes = ['authentication', 'registration', 'onlinereset', 'offlinereset', 'reset-pin', 'logoff', 'idv', 'not-found'];
export const isPublic = (p: string) => p === '' || publicPrefixes.some((x) => p === x || p.startsWith(`${x}/`));
/** A value for a :parameter no link on an earlier page gave. */
const defaults: Record<string, string> = { accountIndex: '0', tab: 'received', section: 'information-sharing', reason: 'timeout', code: 'LOG_0008' };

export function concrete(pattern: string, seen: Set<string>): string {
  // An account's pages are walked for the current account: a link seen to another account (the share
  // dealing account, whose pages leave for its host) would move with the order of the accounts.
  pattern = pattern.replace(':accountIndex', defaults.accountIndex ?? '0');
  if (!pattern.includes(':')) return pattern;
  const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  for (const href of seen) if (re.test(href)) return href;
  // No link gave one: a demo default, else the parameter's name, whatever page the app then shows
  // (its not-found page, a flow's first step) is the one checked.
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => defaults[name] ?? name);
}
