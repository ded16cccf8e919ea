import type { Account } from '../../core/accounts/account';
import type { MajorBeneficiary, PaymentKind, PaymentTarget, SavedPayee } from '../../core/move-money/move-money';
import { newPayeeOf } from '../../core/move-money/payment-instruction';
import type { AppError } from '../../core/shared/result';
import type { MoveMoneyEntries } from './move-money-entries';

/**
 * Who a move-money flow pays, derived from the journey's state: the journey keeps its getters (its
 * API) and asks these. Apart so the journey store stays within 300 lines. The journey is read through
 * this shape, not imported (no cycle), and lazily, getter by getter, in the same order as before.
 */
export interface TargetSource {
  readonly kind: PaymentKind;
  readonly loading: boolean;
  readonly loadError: AppError | null;
  readonly toAccount: { account: Account; index: number } | null;
  readonly savedPayee: SavedPayee | null;
  readonly company: MajorBeneficiary | null;
  readonly isNewPayee: boolean;
  readonly values: Readonly<MoveMoneyEntries>;
  readonly payeeCheck: { readonly needsSecondaryReference: boolean };
}

/** The flow's payee exists (a deep link to an unknown payee or company cannot go on). */
export function targetKnownOf(j: TargetSource): boolean {
  if (j.kind === 'transfer') return j.toAccount !== null;
  if (j.kind === 'existing-payee') return j.loading || j.savedPayee !== null || j.loadError !== null;
  if (j.kind === 'company' || j.kind === 'standing-order-company') return j.company !== null;
  return true;
}

/** The payment's target, or null while the flow's payee is unknown. */
export function paymentTargetOf(j: TargetSource): PaymentTarget | null {
  if (j.kind === 'transfer') {
    const to = j.toAccount;
    return to ? { kind: 'own-account', accountId: to.account.id, name: to.account.name } : null;
  }
  if (j.kind === 'existing-payee') {
    const payee = j.savedPayee;
    return payee ? { kind: 'saved-payee', payee } : null;
  }
  if (j.company) return { kind: 'company', company: j.company };
  return j.isNewPayee ? { kind: 'new-payee', payee: newPayeeOf(j.values, j.payeeCheck.needsSecondaryReference) } : null;
}
