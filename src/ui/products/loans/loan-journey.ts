import type { CreditFileFinding } from '../../../core/products/lending/credit-file';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoanApplied, LoanCustomerDetails, LoanDecision, LoanQuote } from '../../../core/products/loans/personal-loan';
import { consentHolds, consentTo, type LoanConsent } from '../../../core/products/loans/loan-consent';
import { useJourney, useJourneyContext } from '../../journey/journey-context';
import { JourneyStore } from '../../journey/journey.store';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import { loanIdentityOf } from '../../../core/products/loans/loan-identity';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';

/**
 * Everything the customer gives on the way, as typed (strings: nothing typed is lost or reformatted
 * on an error, on Back or on a failed call), with what the bank answered that later pages need.
 */
export interface LoanDetails {
  amount: string;
  term: string;
  purpose: string;
  quote: LoanQuote | null;
  employmentStatus: string;
  annualIncome: string;
  housingCosts: string;
  creditCosts: string;
  dependants: string;
  /** 'yes' or 'no' as chosen: whether a partner or another adult shares the living costs ('' until answered). */
  sharesLivingCosts: string;
  /** Optional: the customer's own living costs a month, as typed (blank: the bank's estimate). */
  livingCosts: string;
  /** The details the bank last took for this application (customer-details); null until then. */
  sentDetails: LoanCustomerDetails | null;
  /** Each tick is kept with what it was given for (core loan-consent): a new quote or new details leave it behind. */
  affordable: LoanConsent | null;
  secciOpened: LoanConsent | null;
  agreed: LoanConsent | null;
  accountId: string;
  /** The bank's decision, made once when the application is submitted (after its hard search); null until then. */
  decision: LoanDecision | null;
  /** What the credit file found, where that decided it (the fallback page says so); null otherwise. */
  creditFile: CreditFileFinding | null;
}

export const initialLoanDetails: LoanDetails = {
  amount: '',
  term: '',
  purpose: '',
  quote: null,
  employmentStatus: '',
  annualIncome: '',
  housingCosts: '',
  creditCosts: '',
  dependants: '',
  sharesLivingCosts: '',
  livingCosts: '',
  sentDetails: null,
  affordable: null,
  secciOpened: null,
  agreed: null,
  accountId: '',
  decision: null,
  creditFile: null,
};

/**
 * The steps, each a route segment under products/personal-loans. The splash (the index) is no step:
 * it is where the journey starts, and where the first step's redirect lands. Apply is sent from
 * 'decision' (the confirm step): while its answer is unknown only that page opens.
 */
export const loanSteps = ['loan', 'quote', 'your-details', 'affordability', 'summary', 'account', 'decision', 'complete'] as const;
export type LoanStep = (typeof loanSteps)[number];
export type LoanStore = JourneyStore<LoanDetails, LoanApplied>;

export const useLoanJourney = (): LoanStore => useJourney<LoanStore>();

/** A loan application's journey state; a lost answer is kept for the session. */
export function loanFlow(keys: IdempotencyKeys, outcomes: RequestJournal): LoanStore {
  return new JourneyStore<LoanDetails, LoanApplied>({
    steps: loanSteps,
    initial: initialLoanDetails,
    keys,
    confirmStep: 'decision',
    // A loan is known by what it borrows: the same loan applied for again under a new quote is the first
    // application, held on it and sent again only as it was, under its key (docs/never-twice.md).
    journal: { ...rememberedIn(outcomes, journeyScopes.personalLoan, loanIdentityOf), sameByIdentity: true },
  });
}

/**
 * Moves to a step by its own segment. (The kit's navigate puts the first step at the base path,
 * which is the splash here.)
 */
export function useLoanNavigate(): (step: LoanStep | 'referred' | 'declined' | '', options?: { replace?: boolean }) => void {
  const { base } = useJourneyContext();
  const navigate = useNavigate();
  return useCallback((step, options) => void navigate(step === '' ? base : `${base}/${step}`, { replace: options?.replace }), [base, navigate]);
}

/**
 * A step that reads the application the bank made of the quote (affordability, summary): the
 * journey, its navigation, whether Continue was pressed (errors show after it), and the step's view
 * model started on the application. A deep link has no application yet: the step's guard takes the
 * customer back to the first step, and nothing is asked of the bank for an application with no id.
 */
export function useLoanApplicationStep(vm: { start(applicationId: string): void; dispose(): void }) {
  const journey = useLoanJourney();
  const go = useLoanNavigate();
  const [tried, setTried] = useState(false);
  const applicationId = journey.details.quote?.applicationId ?? '';
  useEffect(() => {
    if (applicationId) vm.start(applicationId);
    return () => vm.dispose();
  }, [vm, applicationId]);
  return { journey, go, tried, setTried, applicationId };
}

export type LoanConsentField = 'affordable' | 'secciOpened' | 'agreed';

/** Whether the customer's tick in `field` was given for the application and details the journey has now. */
export const consentGiven = (details: LoanDetails, field: LoanConsentField): boolean => consentHolds(details[field], details.quote, details.sentDetails);

/** The journey's patch for a tick given (for this application now) or taken back. */
export function consentPatch(details: LoanDetails, field: LoanConsentField, given: boolean): Partial<LoanDetails> {
  return { [field]: given && details.quote ? consentTo(details.quote, details.sentDetails) : null };
}

/** A new quote or new details: every tick given before is cleared (it was for another application). */
export const noConsent: Pick<LoanDetails, LoanConsentField> = { affordable: null, secciOpened: null, agreed: null };
