import type { Navigator } from '../shared/navigator.port';
import type { Tracking } from '../shared/tracking.port';
import { maskPersonalData } from '../shared/mask-personal-data';
import type { SessionStatePort } from './auth-state';

export const defaultPostAuthDestination = '/summary';

/**
 * Only a route of this app may be a destination: a path, not an address (no scheme, no '//' host),
 * and not a log-on, error or log-off page, which would loop.
 */
export function isSafeDestination(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  if (/^\/(authentication|logoff)(\/|$)/.test(path)) return false;
  return /^\/[\w\-/.?=&%]*$/.test(path);
}

/** Remembers where a customer who was not yet logged on wanted to go (postAuthDestination). */
export class RememberPostAuthDestination {
  constructor(private readonly session: SessionStatePort) {}

  execute(path: string): boolean {
    if (!isSafeDestination(path)) return false;
    this.session.update({ postAuthDestination: path });
    return true;
  }
}

/**
 * The /authentication/forward route (spec 01 section 4: 'The forward path is logged, cleared and
 * handled'): tracks the destination (digits masked: paths can hold account ids), clears it so it is
 * used once, and moves there, or to Balances when none or an unsafe one was kept. Returns the route.
 */
export class ForwardAfterLogOn {
  constructor(
    private readonly session: SessionStatePort,
    private readonly navigator: Navigator,
    private readonly tracking: Pick<Tracking, 'event'>,
  ) {}

  execute(): string {
    const kept = this.session.state.postAuthDestination;
    const route = isSafeDestination(kept) ? kept : defaultPostAuthDestination;
    this.tracking.event(
      { category: 'navigation', action: 'forward', label: maskPersonalData(route) },
      { securityLevel: this.session.state.level },
    );
    this.session.update({ postAuthDestination: null });
    this.navigator.goTo(route, { replace: true });
    return route;
  }
}
