import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckChangeAccess } from '../../../core/ib-status/check-change-access.use-case';
import type { IbAccess } from '../../../core/ib-status/ib-status';
import { SessionStatePort } from '../../../core/session/auth-state';
import { isReadOnly } from '../../../core/session/read-only';

/**
 * The online banking status check before a journey that changes something (docs/rules/access.md), the
 * one guard every change journey goes through (RequireChangeAccess).
 */
@injectable()
export class ChangeAccessViewModel {
  /** null while the bank is asked. */
  access: IbAccess | null = null;

  constructor(
    @inject(CheckChangeAccess) private readonly check: CheckChangeAccess,
    @inject(SessionStatePort) private readonly session: Pick<SessionStatePort, 'state'>,
  ) {
    makeAutoObservable<ChangeAccessViewModel, 'check' | 'session'>(this, { check: false, session: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    const access = await this.check.execute();
    runInAction(() => {
      this.access = access;
    });
  }

  /**
   * The status could not be read, so the journey went on as full access (ib-status.ts), and then the
   * bank refused the change itself as read-only (ELG006 / FD138B: HandleHttpAnswer sets the session's
   * ibStatus). The read-only panel is shown then, above the journey, which stays mounted so nothing
   * the customer typed is lost.
   */
  get refusedAsReadOnly(): boolean {
    return this.access === 'full' && isReadOnly(this.session.state);
  }
}
