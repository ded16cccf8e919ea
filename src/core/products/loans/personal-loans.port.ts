import type { SigningCodesToSend } from '../../signing/signing-codes';
import type {
  LoanAffordability,
  LoanAgreement,
  LoanApplication,
  LoanApplied,
  LoanCustomerDetails,
  LoanDecided,
  LoanEligibility,
  LoanQuote,
  LoanRequest,
  LoanSummary,
  PayoutAccount,
} from './personal-loan';

/**
 * The personal loan calls of docs/rules/calls.md (docs/api/lending.md). Reads may retry (GET); the
 * application's steps (quotation, details, affordability, decision) are POSTs the bank treats as
 * idempotent by nature (they set the application's state); apply moves money and is sent once with
 * the journey's Idempotency-Key. Failures reject with the HttpClient's error (FD999T: no answer).
 */
export const PersonalLoansPort = Symbol('PersonalLoansPort');
export interface PersonalLoansPort {
  eligibility(): Promise<LoanEligibility>;
  quote(request: LoanRequest): Promise<LoanQuote>;
  customerDetails(applicationId: string, details: LoanCustomerDetails): Promise<void>;
  affordability(applicationId: string): Promise<LoanAffordability>;
  summary(applicationId: string): Promise<LoanSummary>;
  secci(applicationId: string): Promise<Blob>;
  /** The agreement for an accepted application: unsigned before apply, executed after it. */
  agreement(applicationId: string): Promise<LoanAgreement>;
  accounts(): Promise<PayoutAccount[]>;
  decision(applicationId: string): Promise<LoanDecided>;
  /** `codes`: the Re-authentication Security Code once the bank answered 0004, under the same key. */
  apply(application: LoanApplication, idempotencyKey: string, codes?: SigningCodesToSend): Promise<LoanApplied>;
}
