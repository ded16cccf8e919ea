import { createContext, useContext } from 'react';
import { allowanceFigures, CashIsaMessages, firstDeposit, nationalInsuranceError, normaliseNationalInsurance } from '../../../core/products/savings/cash-isa.rules';
import type { CashIsaApplication, CashIsaOpened } from '../../../core/products/savings/savings';
import { type CashIsaOffer } from '../../../core/products/savings/savings.use-cases';
import { selectionError } from '../../../core/shared/validation/text-rules';
import { JourneyStore } from '../../journey/journey.store';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { CashIsaViewModel } from './savings.view-model';

export interface CashIsaEntries {
  nationalInsuranceNumber: string;
  firstDeposit: string;
  fromAccountId: string;
  declaration: boolean;
  /** The FSCS information sheet acknowledged (PRA Rulebook, Depositor Protection 16), as the Regular Saver's declaration does. */
  fscsInformationSheet: boolean;
}

export type Store = JourneyStore<CashIsaEntries, CashIsaOpened>;

/** docs/rules/customer-screens.md: splash (the index), details, apply, review, complete. The review sends the application. */
export const cashIsaSteps = ['splash', 'details', 'apply', 'review', 'complete'] as const;
export const trackerLabels = { details: 'Your allowance', apply: 'Your application', review: 'Check your answers', complete: 'Complete' };
export const initial: CashIsaEntries = { nationalInsuranceNumber: '', firstDeposit: '', fromAccountId: '', declaration: false, fscsInformationSheet: false };

/** A Cash ISA application's journey state; a lost answer is kept for the session. */
export function cashIsaFlow(keys: IdempotencyKeys, outcomes: RequestJournal): Store {
  return new JourneyStore<CashIsaEntries, CashIsaOpened>({
    steps: cashIsaSteps,
    initial,
    keys,
    confirmStep: 'review',
    journal: rememberedIn(outcomes, journeyScopes.cashIsa),
  });
}

export const FrameContext = createContext<CashIsaViewModel | null>(null);

export function useFrame() {
  const vm = useContext(FrameContext);
  if (!vm) throw new Error('A Cash ISA step outside its frame');
  const offer = vm.offer.value as CashIsaOffer;
  const figures = allowanceFigures(vm.today.date, offer.standing, offer.applicant.dateOfBirth);
  return { vm, offer, figures, today: vm.today.iso };
}

export type ApplyField = 'national-insurance' | 'first-deposit' | 'from-account' | 'declaration' | 'fscs-information-sheet';

export function applyRules(e: CashIsaEntries, offer: CashIsaOffer, left: number): Record<ApplyField, string | null> {
  const deposit = firstDeposit(e.firstDeposit, left, offer.product.minimumDeposit);
  return {
    'national-insurance': nationalInsuranceError(e.nationalInsuranceNumber),
    'first-deposit': 'error' in deposit ? deposit.error : null,
    'from-account': selectionError(e.fromAccountId),
    declaration: e.declaration ? null : CashIsaMessages.declaration,
    'fscs-information-sheet': e.fscsInformationSheet ? null : CashIsaMessages.fscsInformationSheet,
  };
}

export function applicationOf(e: CashIsaEntries, offer: CashIsaOffer, left: number, taxYear: string): CashIsaApplication | null {
  const rules = applyRules(e, offer, left);
  if (Object.values(rules).some(Boolean)) return null;
  const deposit = firstDeposit(e.firstDeposit, left, offer.product.minimumDeposit) as { pence: number };
  return { nationalInsuranceNumber: normaliseNationalInsurance(e.nationalInsuranceNumber), firstDeposit: deposit.pence, fromAccountId: e.fromAccountId, taxYear };
}

/** products/cash-isa: behind the product apply and cash ISA toggles; a deep link while off makes no call. */
