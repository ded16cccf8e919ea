import { IdentityRoutes } from '../identity/identity-step';
import type { SessionStatePort } from './auth-state';
import type { FeatureTogglesPort } from './feature-toggles.port';
import type { RememberPostAuthDestination } from './forward-after-log-on.use-case';
import { navigationAccess, type NavigationAccess, type NavigationRequest } from './navigation-access';

export interface NavigationDecision {
  access: NavigationAccess;
  /** Where the customer goes instead of the page (replacing it in history), or null: show it, or wait. */
  redirectTo: string | null;
}

const redirects: Record<Exclude<NavigationAccess, 'allowed'>, string> = {
  'choose-token': IdentityRoutes.tokenSelection,
  'log-on': IdentityRoutes.username,
  'read-only': IdentityRoutes.readOnly,
};

/**
 * Carries out navigationAccess for the route the customer has just asked for. When the page cannot
 * be shown yet, the route is kept as the post-log-on destination (RememberPostAuthDestination takes
 * only an in-app route) so the customer lands on it once log-on is done, forced token selection is
 * recorded (the shell hides the sidebar meanwhile), and the answer says where to send the customer:
 * the token choice, log on, or the read-only page. The view moves them (with its router).
 */
export class GuardNavigation {
  constructor(
    private readonly session: SessionStatePort,
    private readonly toggles: Pick<FeatureTogglesPort, 'isEnabled'>,
    private readonly remember: Pick<RememberPostAuthDestination, 'execute'>,
  ) {}

  execute(request: NavigationRequest): NavigationDecision {
    const { state } = this.session;
    const access = navigationAccess(request, state, this.toggles.isEnabled('forceTokenSelection'));
    if (access === 'allowed') return { access, redirectTo: null };
    // An identity call in flight (a log-on step, or the forced token page itself, which the log-on
    // step loads at CAM30) moves the customer when it answers; moving now would race it.
    if (state.loading) return { access, redirectTo: null };
    this.remember.execute(request.path);
    if (access === 'choose-token' && !state.forceTokenSelect) this.session.update({ forceTokenSelect: true });
    return { access, redirectTo: redirects[access] };
  }
}
