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
  leaveTo(url: string): void {
    window.location.assign(url);
  }
}
