import { IdentityRoutes } from '../identity/identity-step';
import type { Navigator } from '../shared/navigator.port';
import type { SessionStatePort } from './auth-state';
import type { FeatureTogglesPort } from './feature-toggles.port';
import type { RememberPostAuthDestination } from './forward-after-log-on.use-case';
import { navigationAccess, type NavigationAccess, type NavigationRequest } from './navigation-access';

/**
 * Carries out navigationAccess for the route the customer has just asked for. When the page cannot
 * be shown yet, the route is kept as the post-log-on destination (RememberPostAuthDestination takes
 * only an in-app route) so the customer lands on it once log-on is done, and the customer is moved:
 * to the token choice, to log on, or to the read-only page. Returns the decision; the caller shows
 * the page only when it is `allowed`.
 */
export class GuardNavigation {
  constructor(
    private readonly session: SessionStatePort,
    private readonly toggles: Pick<FeatureTogglesPort, 'isEnabled'>,
    private readonly remember: Pick<RememberPostAuthDestination, 'execute'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
  ) {}

  execute(request: NavigationRequest): NavigationAccess {
    const { state } = this.session;
    const access = navigationAccess(request, state, this.toggles.isEnabled('forceTokenSelection'));
    // An identity call in flight (a log-on step, or the forced token page itself, which the log-on
    // step loads at CAM30) moves the customer when it answers; moving now would race it.
    if (access === 'allowed' || state.loading) return access;
    this.remember.execute(request.path);
    if (access === 'choose-token') {
      this.session.update({ forceTokenSelect: true });
      this.navigator.goTo(IdentityRoutes.tokenSelection, { replace: true });
    } else {
      this.navigator.goTo(access === 'read-only' ? IdentityRoutes.readOnly : IdentityRoutes.username, { replace: true });
    }
    return access;
  }
}
