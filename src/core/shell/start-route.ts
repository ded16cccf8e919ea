import type { AuthState } from '../session/auth-state';
import { hasFullLogOn } from '../session/navigation-access';

export const balancesPath = '/summary';
export const logOnPath = '/authentication/username';

/**
 * Where the index route sends the customer (docs/rules/log-on-screens.md): Balances with a loaded session (one
 * whose log-on completed; see hasFullLogOn), else log on. Every 'Back Home' and 'Back' that leads to
 * '/' relies on this.
 */
export function indexDestination(state: Pick<AuthState, 'loaded' | 'level'>): string {
  return state.loaded && hasFullLogOn(state) ? balancesPath : logOnPath;
}

/**
 * On load, a page on an error, new-session or log-off path has nothing left to show (its state died
 * with the previous page), so the app starts again at log on (docs/rules/log-on-states.md).
 */
const restartPrefixes = ['/authentication/error', '/authentication/new-session', '/authentication/logoff', '/logoff'];

export function startRedirect(path: string): string | null {
  const hit = restartPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
  return hit ? logOnPath : null;
}
