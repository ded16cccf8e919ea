import { injectable } from 'inversify';
import type { Navigator } from '../../core/shared/navigator.port';

/** The router listens to the hash, so setting it is all a navigation needs. */
@injectable()
export class HashNavigator implements Navigator {
  goTo(path: string, options?: { replace?: boolean }): void {
    const hash = `#${path.startsWith('/') ? path : `/${path}`}`;
    if (options?.replace) window.location.replace(hash);
    else window.location.hash = hash;
  }
  /**
   * The address with the router's key for the entry (history.state.key, 'default' for an entry set
   * by the hash alone, as the router reads it): the same page at the same address on another entry
   * (Back then Forward) is another place, as for `useNavigateWhileHere`.
   */
  here(): string {
    const state: unknown = window.history.state;
    const key = typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
    return `${key} ${window.location.hash}`;
  }
  leaveTo(url: string): void {
    window.location.assign(url);
  }
}
