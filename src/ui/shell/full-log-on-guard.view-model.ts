import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionStatePort } from '../../core/session/auth-state';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { GuardNavigation } from '../../core/session/guard-navigation.use-case';
import { navigationAccess, type NavigationAccess } from '../../core/session/navigation-access';

type Deps = 'guard' | 'session' | 'toggles';

/**
 * Around pages that need a full log-on (RequireFullLogOn): says whether the page may show, from the
 * core rule, and asks GuardNavigation where the customer goes when it may not.
 */
@injectable()
export class FullLogOnGuardViewModel {
  constructor(
    @inject(GuardNavigation) private readonly guard: GuardNavigation,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
  ) {
    makeAutoObservable<this, Deps>(this, { guard: false, session: false, toggles: false }, { autoBind: true });
  }

  accessTo(path: string): NavigationAccess {
    return navigationAccess({ path, needsFullLogOn: true }, this.session.state, this.toggles.isEnabled('forceTokenSelection'));
  }

  /** An identity call is in flight: it will move the customer, so the guard waits for it. */
  get waiting(): boolean {
    return this.session.state.loading;
  }

  /** Keeps the page for after log-on as need be, and answers where to send the customer (or null: wait). */
  enforce(path: string): string | null {
    return this.guard.execute({ path, needsFullLogOn: true }).redirectTo;
  }
}
