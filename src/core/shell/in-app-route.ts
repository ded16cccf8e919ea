import { isLogOnFlowPath } from '../session/check-forced-token-selection.use-case';

/** Longer than any route of ours with a query; a longer one is not a link we made. */
const maxRouteLength = 512;

/**
 * The characters a route of ours is made of: a path of unreserved characters, then at most one query
 * of unreserved characters, '=', '&', '+' and percent escapes. Anything else (':' of a scheme such
 * as 'javascript:', '#', '@', a backslash, whitespace, control characters) cannot be in one.
 */
const routeShape = /^\/[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%+]*)?$/;

/**
 * The in-app route a destination names, or null when it is not one (a post-log-on destination, the
 * IDV route's `__returnUrl`, a deep link kept for after log-on). Only a path of this app is taken:
 * an absolute or protocol-relative address, a scheme, a backslash (browsers read '\' as '/'), a
 * dot segment (which could climb into another area), or a log-on, IDV, activation or log-off page
 * (which would loop back into log-on) is refused. Never trims or repairs: a doubtful value is refused.
 */
export function toInAppRoute(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > maxRouteLength) return null;
  if (!routeShape.test(raw) || raw.startsWith('//')) return null;
  const [path = '', query] = raw.split('?');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  if (query !== undefined && !decodes(query)) return null;
  if (isLogOnFlowPath(path)) return null;
  return raw;
}

function decodes(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}
