import type {
  ApplicantDetails,
  CashIsaApplication,
  CashIsaOpened,
  CashIsaProduct,
  CashIsaStanding,
  Country,
  IsaDetailsCheck,
  Nationality,
  ProductDocument,
  RegularSaverApplication,
  RegularSaverEligibility,
  RegularSaverOpened,
  SourceAccount,
} from './savings';
import type { SigningCodesToSend } from '../../signing/signing-codes';

/**
 * The savings products' calls (docs/rules/calls.md; docs/api/savings.md). Reads may retry (GET); an
 * application is sent once with the journey's Idempotency-Key. Failures reject with the HttpClient's
 * error (FD999T: no answer came), which core's `answerOf` classifies.
 */
export const SavingsPort = Symbol('SavingsPort');
export interface SavingsPort {
  regularSaverEligibility(): Promise<RegularSaverEligibility>;
  sourceAccounts(product: SavingsProductKind): Promise<SourceAccount[]>;
  countryCodes(): Promise<Country[]>;
  nationalityCodes(): Promise<Nationality[]>;
  /** `codes`: the Re-authentication Security Code once the bank answered 0004, under the same key. */
  applyForRegularSaver(application: RegularSaverApplication, idempotencyKey: string, codes?: SigningCodesToSend): Promise<RegularSaverOpened>;
  cashIsaProduct(): Promise<CashIsaProduct>;
  cashIsaEligibility(): Promise<CashIsaStanding>;
  /** The eligibility check with the National Insurance number: a question, no change (no key). */
  checkIsaDetails(nationalInsuranceNumber: string): Promise<IsaDetailsCheck>;
  applicantDetails(): Promise<ApplicantDetails>;
  applyForCashIsa(application: CashIsaApplication, idempotencyKey: string, codes?: SigningCodesToSend): Promise<CashIsaOpened>;
  /** The documents to read before applying, each with its PDF (the same for every customer of the product). */
  productDocuments(product: SavingsProductKind): Promise<ProductDocument[]>;
}

export type SavingsProductKind = 'regular-saver' | 'cash-isa';
