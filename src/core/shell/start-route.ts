import type { AuthState } from '../session/auth-state';

/** Where the index route sends the customer (spec 01 section 2): Balances with a full session, else log on. */
export const balancesPath = '/summary';
export const logOnPath = '/authentication/username';

export function indexDestination(state: Pick<AuthState, 'loaded' | 'level'>): string {
  return state.loaded && state.level === 40 ? balancesPath : logOnPath;
}

/**
 * On load, a page on an error, new-session or log-off path has nothing left to show (its state died
 * with the previous page), so the app starts again at log on (spec 01 section 4).
 */
const restartPrefixes = ['/authentication/error', '/authentication/new-session', '/authentication/logoff', '/logoff'];

export function startRedirect(path: string): string | null {
  const hit = restartPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
  return hit ? logOnPath : null;
}
