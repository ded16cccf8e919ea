import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckPayee } from '../../core/move-money/check-payee.use-case';
import { isNoAnswer, type CopAnswer } from '../../core/move-money/confirmation-of-payee';
import type { NewPayee } from '../../core/move-money/move-money';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import type { AppError } from '../../core/shared/result';

/** What a check of a new payee came to, for the details page. */
export type PayeeCheckStep = 'review' | 'name-check' | 'needs-secondary-reference' | 'failed';

/**
 * The checks of a new payee on Continue (the secondary reference, then Confirmation of Payee), as
 * view state: the answer, which payee (as typed) it is for, whether the customer went on at their
 * own risk, and whether the name-check notice was shown. The rules are core's CheckPayee.
 */
@injectable()
export class PayeeCheck {
  checking = false;
  checkError: AppError | null = null;
  needsSecondaryReference = false;
  answer: CopAnswer | null = null;
  /** The customer chose to go on after a warning (own risk): kept for this payee only. */
  accepted = false;
  /** The name check was shown for the current entries (review/name-check may open). */
  noticeOpen = false;
  /** The payee (as typed) the answer is for; a change asks again. */
  private answeredFor = '';

  constructor(
    @inject(CheckPayee) private readonly checkPayee: Pick<CheckPayee, 'execute'>,
    @inject(FeatureTogglesPort) private readonly toggles: Pick<FeatureTogglesPort, 'isEnabled'>,
  ) {
    makeAutoObservable<this, 'checkPayee' | 'toggles'>(this, { checkPayee: false, toggles: false }, { autoBind: true });
  }

  /** Another account may not need the roll number: ask the payee's bank again on Continue. */
  accountChanged(): void {
    this.needsSecondaryReference = false;
  }

  /**
   * Checks `payee` unless the answer is already for it; says where the flow goes next. A time-out is
   * no answer: it is never reused, so the next Continue (or 'Try the check again') asks again.
   */
  async check(payee: NewPayee): Promise<PayeeCheckStep> {
    const key = JSON.stringify(payee);
    if (this.answeredFor === key && this.answer && !isNoAnswer(this.answer)) return this.next();
    this.checking = true;
    this.checkError = null;
    const result = await this.checkPayee.execute(payee, {
      confirmationOfPayee: this.toggles.isEnabled('confirmationOfPayee'),
      secondaryReferenceDataCheck: this.toggles.isEnabled('secondaryReferenceDataCheck'),
    });
    return runInAction(() => {
      this.checking = false;
      if (!result.ok) {
        this.checkError = result.error;
        return 'failed';
      }
      if (result.value.kind === 'needs-secondary-reference') {
        this.needsSecondaryReference = true;
        return 'needs-secondary-reference';
      }
      this.answer = result.value.answer;
      this.answeredFor = key;
      this.accepted = false;
      return this.next();
    });
  }

  /** The customer took what the bank said (its name, or the other account type): that payee matches. */
  settle(payee: NewPayee): void {
    this.answer = { result: 'match' };
    this.answeredFor = JSON.stringify(payee);
  }

  acceptRisk(): void {
    this.accepted = true;
  }

  private next(): 'review' | 'name-check' {
    const answer = this.answer;
    if (answer === null || answer.result === 'match' || this.accepted) return 'review';
    this.noticeOpen = true;
    return 'name-check';
  }
}
