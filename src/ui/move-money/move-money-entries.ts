import type { UnknownOutcomes } from '../../core/session/unknown-outcomes';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import type { PaymentReceipt } from '../../core/move-money/move-money';
import type { TransactionSigning } from '../../core/signing/transaction-signing';
import { JourneyStore } from '../journey/journey.store';
import { journeyScopes, rememberedIn } from '../journey/journey-scopes';

/** The entries of a move-money flow: its fields and their ids, as the pages and the store share them. */
export type Field =
  | 'payeeName'
  | 'accountType'
  | 'sortCode'
  | 'accountNumber'
  | 'secondaryReference'
  | 'amount'
  | 'reference'
  | 'frequency'
  | 'firstPaymentDate'
  | 'endKind'
  | 'numberOfPayments'
  | 'finalPaymentDate';

export const fieldId = (field: Field): string => `mm-${field}`;

export interface FlowParams {
  transferType?: string;
  payeeId?: string;
  majorBeneId?: string;
}

/** The kit's steps (the name check is a notice under review, review/name-check). */
export const moveMoneySteps = ['details', 'review', 'confirm'] as const;

export type MoveMoneyEntries = Record<Field, string>;

/** A flow's entries before anything is typed. */
export const blankEntries: Record<Field, string> = {
  payeeName: '',
  accountType: '',
  sortCode: '',
  accountNumber: '',
  secondaryReference: '',
  amount: '',
  reference: '',
  frequency: '',
  firstPaymentDate: '',
  endKind: '',
  numberOfPayments: '',
  finalPaymentDate: '',
};

/** A flow's journey state: its entries, steps and core confirmation (signed with the session's counters). */
export function moveMoneyFlow(
  keys: IdempotencyKeys,
  signing: TransactionSigning,
  initial: Partial<MoveMoneyEntries>,
  outcomes?: UnknownOutcomes,
): JourneyStore<MoveMoneyEntries, PaymentReceipt> {
  const unknownOutcomes = outcomes ? rememberedIn(outcomes, journeyScopes.moveMoney) : undefined;
  return new JourneyStore<MoveMoneyEntries, PaymentReceipt>({ steps: moveMoneySteps, initial: { ...blankEntries, ...initial }, keys, signing, ...(unknownOutcomes ? { unknownOutcomes } : {}) });
}
