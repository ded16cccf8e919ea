import { attempt } from '../accounts/accounts-failure';
import type { Result } from '../shared/result';
import type { CopAnswer } from './confirmation-of-payee';
import type { NewPayee } from './move-money';
import type { MoveMoneyPort } from './move-money.port';

export interface CheckPayeeToggles {
  confirmationOfPayee: boolean;
  secondaryReferenceDataCheck: boolean;
}

export type PayeeCheck =
  /** The payee's bank needs a roll number (or similar) and none was given: ask for it. */
  | { kind: 'needs-secondary-reference' }
  /** Confirmation of Payee answered (or is switched off: `answer` null). */
  | { kind: 'checked'; answer: CopAnswer | null };

/**
 * Checks a new payee before the review (docs/rules/calls.md; the Confirmation of Payee): first
 * whether the payee's bank needs a secondary reference (toggle 'secondaryReferenceDataCheck'), then
 * Confirmation of Payee (toggle 'confirmationOfPayee') with the name, account type and reference.
 */
export class CheckPayee {
  constructor(private readonly port: Pick<MoveMoneyPort, 'needsSecondaryReference' | 'checkPayee'>) {}

  execute(payee: NewPayee, toggles: CheckPayeeToggles): Promise<Result<PayeeCheck>> {
    return attempt(async (): Promise<PayeeCheck> => {
      if (toggles.secondaryReferenceDataCheck && !payee.secondaryReference?.trim()) {
        const needed = await this.port.needsSecondaryReference(payee.sortCode, payee.accountNumber);
        if (needed) return { kind: 'needs-secondary-reference' };
      }
      if (!toggles.confirmationOfPayee) return { kind: 'checked', answer: null };
      return { kind: 'checked', answer: await this.port.checkPayee(payee) };
    });
  }
}
