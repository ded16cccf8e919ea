import type { CreditFileFinding } from '../lending/credit-file';
import type { Pence } from '../../accounts/money';
import type { BasisPoints } from '../lending/rate';

/** What the bank lends (eligibility): the limits, the rate bands and the splash's representative example. */
export interface LoanEligibility {
  readonly eligible: boolean;
  readonly minAmount: Pence;
  readonly maxAmount: Pence;
  readonly minTermMonths: number;
  readonly maxTermMonths: number;
  readonly rates: readonly { fromAmount: Pence; toAmount: Pence; apr: BasisPoints }[];
  readonly representativeExample: { amount: Pence; termMonths: number; apr: BasisPoints };
}

export type LoanPurpose = 'CAR' | 'HOME_IMPROVEMENTS' | 'DEBT_CONSOLIDATION' | 'HOLIDAY' | 'WEDDING' | 'OTHER';

export interface LoanRequest {
  readonly amount: Pence;
  readonly termMonths: number;
  readonly purpose: LoanPurpose;
}

/** The bank's quotation: the customer's own rate (a soft search) and the figures at it. */
export interface LoanQuote extends LoanRequest {
  readonly applicationId: string;
  readonly apr: BasisPoints;
  readonly annualInterestRate: BasisPoints;
  readonly rateKind: 'fixed' | 'variable';
  readonly monthlyRepayment: Pence;
  readonly totalPayable: Pence;
  readonly totalChargeForCredit: Pence;
}

export type EmploymentStatus = 'EMPLOYED' | 'SELF_EMPLOYED' | 'RETIRED' | 'STUDENT' | 'UNEMPLOYED' | 'HOMEMAKER' | 'OTHER';

/** customer-details: what the bank needs to judge affordability. Money in pence, whole pounds. */
export interface LoanCustomerDetails {
  readonly employmentStatus: EmploymentStatus;
  readonly annualIncome: Pence;
  readonly monthlyHousingCosts: Pence;
  readonly monthlyCreditCosts: Pence;
  readonly dependants: number;
  /** Whether they share living costs with a partner or another adult (absent on details held from before the question: they live alone). */
  readonly sharesLivingCosts?: boolean;
  /** The customer's own living costs a month, when they gave them (counted where higher than the bank's estimate). */
  readonly monthlyLivingCosts?: Pence;
}

export interface LoanAffordability {
  readonly monthlyIncome: Pence;
  readonly monthlyCosts: Pence;
  readonly monthlyRepayment: Pence;
  readonly leftEachMonth: Pence;
}

/** apply-summary: the application as the bank holds it, and where its SECCI is. */
export interface LoanSummary {
  readonly quote: LoanQuote;
  readonly customerDetails: LoanCustomerDetails;
  readonly secciUrl: string;
  readonly withdrawalDays: number;
}

/** An account the loan may be paid into. */
export interface PayoutAccount {
  readonly id: string;
  readonly name: string;
  readonly sortCode: string;
  readonly number: string;
  readonly balance: Pence;
  readonly category: string;
}

export type LoanDecision = 'accepted' | 'referred' | 'declined';

/** The bank's decision, and what the credit file found where that (not the figures given) decided it. */
export interface LoanDecided {
  readonly decision: LoanDecision;
  readonly creditFile: CreditFileFinding | null;
}

/** The answer to apply: the loan account and where the money went. */
export interface LoanApplied {
  readonly loanAccountId: string;
  readonly loanAccountNumber: string;
  readonly sortCode: string;
  readonly amount: Pence;
  readonly paidIntoAccountId: string;
  readonly monthlyRepayment: Pence;
  readonly termMonths: number;
  /** YYYY-MM-DD */
  readonly firstRepaymentDate: string;
  /** YYYY-MM-DD: the last day of the 14 days to withdraw. */
  readonly withdrawalEndDate: string;
}

/** What apply sends: the application, the account, and what the customer agreed to. */
export interface LoanApplication {
  readonly applicationId: string;
  readonly accountId: string;
  readonly amount: Pence;
  readonly termMonths: number;
}

/**
 * The credit agreement (CCA s61): unsigned, to read before signing, or the executed copy once the loan
 * is applied for (s61A). The HTML is the bank's, shown only through the app's sanitiser.
 */
export interface LoanAgreement {
  readonly signed: boolean;
  readonly html: string;
  readonly pdf: Blob;
}
