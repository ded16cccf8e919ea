import type { SigningCodesToSend } from '../../signing/signing-codes';
import type { ApplicationStatus, ListedApplication, CardDecided, CardEligibility, CardOffer, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard, UnsignedAgreement } from './credit-card';
import type { Pence } from '../../accounts/money';
import type { Affordability, ApplicantDetails } from './applicant.rules';

/**
 * The credit card calls of docs/rules/calls.md (docs/api/credit-cards.md). Reads may retry (GET);
 * every change is sent once with an Idempotency-Key. Failures reject with the HttpClient's error.
 */
export const CreditCardsPort = Symbol('CreditCardsPort');
export interface CreditCardsPort {
  preEligibility(): Promise<PreEligibility>;
  /** The cards on offer (`credit-cards`). */
  products(): Promise<CardProduct[]>;
  eligibility(productId: string, requestedLimit: Pence): Promise<CardEligibility>;
  /** `codes`: the Re-authentication Security Code once the bank answered 0004, under the same key. */
  startApplication(productId: string, requestedLimit: Pence, idempotencyKey: string, codes?: SigningCodesToSend): Promise<{ applicationId: string }>;
  applicantDetails(applicationId: string, details: ApplicantDetails & Affordability, idempotencyKey: string): Promise<void>;
  decide(applicationId: string, idempotencyKey: string): Promise<CardDecided>;
  offer(applicationId: string): Promise<CardOffer>;
  /** The customer's applications as the bank lists them now (after a lost answer on apply). */
  applications(): Promise<ListedApplication[]>;
  /** What the bank lists for an application now (after a lost answer): its status, the card once signed. */
  applicationStatus(applicationId: string): Promise<ApplicationStatus>;
  repaymentAccounts(): Promise<RepaymentAccount[]>;
  chooseOptions(applicationId: string, options: CardOptions, idempotencyKey: string): Promise<void>;
  /** The pre-contract credit information made for this offer (Disclosure Regulations 2010): HTML and its PDF. */
  preContractInformation(applicationId: string): Promise<UnsignedAgreement>;
  unsignedAgreement(applicationId: string): Promise<UnsignedAgreement>;
  /** `codes`: the Re-authentication Security Code, only after the bank answered 0004 to this key. */
  sign(applicationId: string, idempotencyKey: string, codes?: SigningCodesToSend): Promise<SignedCard>;
  signedAgreement(applicationId: string): Promise<Blob>;
}
