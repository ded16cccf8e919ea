import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckChangeAccess } from '../../core/ib-status/check-change-access.use-case';
import type { IbAccess } from '../../core/ib-status/ib-status';

/** The online banking status check before a form that changes something (spec 02 section 6). */
@injectable()
export class ChangeAccessViewModel {
  /** null while the bank is asked. */
  access: IbAccess | null = null;

  constructor(@inject(CheckChangeAccess) private readonly check: CheckChangeAccess) {
    makeAutoObservable<ChangeAccessViewModel, 'check'>(this, { check: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    const access = await this.check.execute();
    runInAction(() => {
      this.access = access;
    });
  }
}
