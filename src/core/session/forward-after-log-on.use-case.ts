import type { Navigator } from '../shared/navigator.port';
import type { Tracking } from '../shared/tracking.port';
import { maskPersonalData } from '../shared/mask-personal-data';
import { toInAppRoute } from '../shell/in-app-route';
import type { SessionStatePort } from './auth-state';

export const defaultPostAuthDestination = '/summary';

/** Only a route of this app may be a destination (the rule and its cases: core/shell/in-app-route). */
export function isSafeDestination(path: string | null | undefined): path is string {
  return toInAppRoute(path) !== null;
}

/** Where a completed log-on goes: the kept destination when it is an in-app route, else the page's own route. */
export function postLogOnRoute(kept: string | null | undefined, pageRoute: string): string {
  return toInAppRoute(kept) ?? pageRoute;
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
 * The /authentication/forward route (docs/rules/log-on-states.md: 'The forward path is logged, cleared and
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
