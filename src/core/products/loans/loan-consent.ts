import type { LoanCustomerDetails, LoanQuote } from './personal-loan';

/**
 * What a tick on the affordability page ('I can afford…') or the summary ('I have read…', and the
 * opening of the pre-contract information it needs) was given for: one application, at one repayment,
 * on the customer details the bank last took. Pre-contract information belongs to the application it
 * was made for (Disclosure Regulations 2010 regs 3 and 8; CCA s55), and the affordability confirmation
 * to the repayment the customer saw (CONC 5.2A): a new quote or new details is another application
 * to the customer, so a tick given before it no longer holds.
 */
export interface LoanConsent {
  readonly applicationId: string;
  readonly monthlyRepayment: number;
  readonly details: LoanCustomerDetails | null;
}

/** The consent a tick gives now, for this quote on these details. */
export function consentTo(quote: LoanQuote, details: LoanCustomerDetails | null): LoanConsent {
  return { applicationId: quote.applicationId, monthlyRepayment: quote.monthlyRepayment, details };
}

const sameDetails = (a: LoanCustomerDetails | null, b: LoanCustomerDetails | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.employmentStatus === b.employmentStatus &&
    a.annualIncome === b.annualIncome &&
    a.monthlyHousingCosts === b.monthlyHousingCosts &&
    a.monthlyCreditCosts === b.monthlyCreditCosts &&
    a.dependants === b.dependants &&
    a.sharesLivingCosts === b.sharesLivingCosts &&
    a.monthlyLivingCosts === b.monthlyLivingCosts);

/** Whether a consent given earlier still holds for the quote and details the journey has now. */
export function consentHolds(consent: LoanConsent | null, quote: LoanQuote | null, details: LoanCustomerDetails | null): boolean {
  if (consent === null || quote === null) return false;
  return consent.applicationId === quote.applicationId && consent.monthlyRepayment === quote.monthlyRepayment && sameDetails(consent.details, details);
}
