import type { SignedCard } from '../../../core/products/cards/credit-card';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { JourneyStore } from '../../journey/journey.store';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';

/**
 * The pages of products/credit-cards (docs/rules/customer-screens.md), in order; each is also its route below the
 * base, except info, the first, which is the base itself (and /info).
 */
export const cardSteps = [
  'info', 'choice', 'credit-limit', 'apply/your-details', 'affordability', 'your-offer', 'credit-limit-options', 'repayment-options', 'agreement', 'complete',
] as const;

/** What the customer types for the application, as typed (kept on an error, on Back, on a failed call). */
export interface CardEntries {
  productId: string;
  limit: string;
  employmentStatus: string;
  income: string;
  housing: string;
  credit: string;
  dependants: string;
  /** 'yes' or 'no' as chosen: whether a partner or another adult shares the living costs ('' until answered). */
  sharesLivingCosts: string;
  /** Optional: the customer's own living costs a month (blank: the bank's estimate). */
  livingCosts: string;
}

/** The choices on the offer: none pre-selected (a required GOV.UK radio question each). */
export interface CardChoices {
  increases: '' | 'opt-in' | 'opt-out';
  repayment: '' | 'minimum' | 'fixed' | 'full';
  fixedAmount: string;
  accountId: string;
}

/** Everything the customer gives on the way, in the kit's store like every journey's. */
export interface CardDetails extends CardEntries, CardChoices {
  /** The customer pressed Start: from then on, leaving asks first (docs/rules/log-on-states.md). */
  started: boolean;
}

export const initialCardDetails: CardDetails = {
  started: false,
  productId: '', limit: '', employmentStatus: '', income: '', housing: '', credit: '', dependants: '', sharesLivingCosts: '', livingCosts: '',
  increases: '', repayment: '', fixedAmount: '', accountId: '',
};

export type CardStore = JourneyStore<CardDetails, SignedCard>;

/**
 * A card application's journey state: the kit's store, whose update() closes only the pages after the
 * one the customer changes. Its confirmation is signing the agreement ('I agree – sign the
 * agreement'); a lost answer is kept for the session.
 */
export function cardFlow(keys: IdempotencyKeys, outcomes: RequestJournal | null = null): CardStore {
  return new JourneyStore<CardDetails, SignedCard>({
    steps: cardSteps,
    initial: initialCardDetails,
    keys,
    confirmStep: 'agreement',
    ...(outcomes ? { journal: rememberedIn(outcomes, journeyScopes.cardAgreement) } : {}),
  });
}
