import { inject, injectable } from 'inversify';
import { RequestJournal } from '../../core/never-twice/request-journal';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import type { PaymentInstruction, PaymentReceipt } from '../../core/move-money/move-money';
import { paymentIdentity } from '../../core/move-money/payment-identity';
import { TransactionSigning } from '../../core/signing/transaction-signing';
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

/** What a reviewed payment pays; anything reviewed that is not a payment instruction is its own subject. */
function identityOf(instruction: unknown): string {
  const payment = instruction as Partial<PaymentInstruction> | null;
  return payment?.target && payment.fromAccountId !== undefined ? paymentIdentity(payment as PaymentInstruction) : JSON.stringify(instruction ?? null);
}

/** A flow's journey state: its entries, steps and core confirmation (signed with the session's counters). */
export function moveMoneyFlow(
  keys: IdempotencyKeys,
  signing: TransactionSigning,
  initial: Partial<MoveMoneyEntries>,
  outcomes?: RequestJournal,
): JourneyStore<MoveMoneyEntries, PaymentReceipt> {
  // A payment is known by what it pays: the same payment by another route (a saved payee after someone new) is found.
  const journal = outcomes ? rememberedIn(outcomes, journeyScopes.moveMoney, identityOf) : undefined;
  return new JourneyStore<MoveMoneyEntries, PaymentReceipt>({ steps: moveMoneySteps, initial: { ...blankEntries, ...initial }, keys, signing, ...(journal ? { journal } : {}) });
}

/** Makes each new flow's journey state with the session's keys, signing counters and request journal. */
@injectable()
export class MoveMoneyFlows {
  constructor(
    @inject(IdempotencyKeys) private readonly keys: IdempotencyKeys,
    @inject(TransactionSigning) private readonly signing: TransactionSigning,
    @inject(RequestJournal) private readonly outcomes: RequestJournal,
  ) {}

  create(initial: Partial<MoveMoneyEntries>): JourneyStore<MoveMoneyEntries, PaymentReceipt> {
    return moveMoneyFlow(this.keys, this.signing, initial, this.outcomes);
  }
}
