import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckSendAllowed } from '../../../core/inbox/inbox.use-cases';

/**
 * The general message journeys (contact-us, send-message): the send-allowed check before the form
 * is offered (docs/rules/customer-states.md). The send itself is the review's (MessageSender).
 */
@injectable()
export class SendMessageViewModel {
  /** null while the check runs. */
  allowed: boolean | null = null;

  constructor(
    @inject(CheckSendAllowed) private readonly checkSendAllowed: CheckSendAllowed,
  ) {
    makeAutoObservable<SendMessageViewModel, 'checkSendAllowed'>(this, { checkSendAllowed: false }, { autoBind: true });
  }

  /** Returns where to send a customer who may not send (null: stay, told why). */
  async check(returnPath: string | null, defaultPath: string, excludedPaths: string[]): Promise<string | null> {
    const decision = await this.checkSendAllowed.execute({ returnPath, defaultPath, excludedPaths });
    runInAction(() => {
      this.allowed = decision.allowed;
    });
    return decision.allowed ? null : decision.redirectTo;
  }
}
