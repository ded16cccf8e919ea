import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Navigator } from '../../../core/shared/navigator.port';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { LogOnStep } from '../../../core/session/log-on-step.use-case';
import { ForwardAfterLogOn, RememberPostAuthDestination } from '../../../core/session/forward-after-log-on.use-case';
import { IdentityRoutes } from '../../../core/identity/identity-step';

type Deps = 'logOnStep' | 'forward' | 'remember' | 'steps' | 'navigator';

/**
 * The pages the customer only passes through: the level-40 redirect (an autosubmit step, which
 * submits itself, docs/rules/log-on-states.md) and /authentication/forward (the kept destination after log-on).
 */
@injectable()
export class StepTransitViewModel {
  private started = false;

  constructor(
    @inject(LogOnStep) private readonly logOnStep: LogOnStep,
    @inject(ForwardAfterLogOn) private readonly forward: ForwardAfterLogOn,
    @inject(RememberPostAuthDestination) private readonly remember: RememberPostAuthDestination,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makeAutoObservable<this, Deps>(
      this,
      { logOnStep: false, forward: false, remember: false, steps: false, navigator: false },
      { autoBind: true },
    );
  }

  /**
   * Submits the current step when it asks to be; with nothing to submit, log-on starts again. The
   * route's `__returnUrl` (docs/rules/log-on-screens.md) becomes where the customer lands after log-on, if it
   * is a route of this app (anything else is ignored).
   */
  async autosubmit(returnUrl?: string | null): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (returnUrl) this.remember.execute(returnUrl);
    const step = this.steps.current;
    if (!step?.data.autosubmit) {
      this.navigator.goTo(IdentityRoutes.username, { replace: true });
      return;
    }
    await this.logOnStep.execute(step, {});
  }

  forwardAfterLogOn(): void {
    if (this.started) return;
    this.started = true;
    this.forward.execute();
  }
}
