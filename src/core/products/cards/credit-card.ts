import type { CreditFileFinding } from '../lending/credit-file';
import type { Pence } from '../../accounts/money';
import type { Affordability, ApplicantDetails } from './applicant.rules';
import type { BasisPoints } from '../lending/rate';
import type { LimitRange } from './credit-limit.rules';

/** A card on offer (the `credit-cards` call): its rates, its limits and what it is for. */
export interface CardProduct {
  id: string;
  name: string;
  /** One line on what the card is for. */
  summary: string;
  purchaseRate: BasisPoints;
  /** The representative APR as the bank states it (checked against the APR solver, core/products/lending/apr.ts). */
  representativeApr: BasisPoints;
  variable: boolean;
  annualFee: Pence;
  limits: LimitRange;
  /** A promotional rate on balances moved from another card, if the card has one. */
  balanceTransfer: { rate: BasisPoints; months: number; feePercent: BasisPoints } | null;
}

/** Whether the customer may apply at all (`pre-eligibility`): an existing application, say, stops it. */
export interface PreEligibility {
  eligible: boolean;
  /** The bank's words when not eligible. */
  reason: string | null;
}

/** The soft check of the limit asked for (`eligibility`): never on the customer's credit file. */
export interface CardEligibility {
  likely: boolean;
}

/** Everything the customer tells the bank before it decides. */
export interface CardApplicationInput extends ApplicantDetails, Affordability {
  productId: string;
  requestedLimit: Pence;
}

/** What the bank offers (`offers`): the limit may be less than asked. */
export interface CardOffer {
  applicationId: string;
  productName: string;
  requestedLimit: Pence;
  creditLimit: Pence;
  purchaseRate: BasisPoints;
  /** The APR of this offer (the personal APR). */
  apr: BasisPoints;
  variable: boolean;
  balanceTransfer: CardProduct['balanceTransfer'];
}

/** The bank's decision (`decisions`). */
/**
 * The bank's decision. A referral or a decline names what the credit file found where that (not the
 * figures given) decided it; null otherwise.
 */
export type CardDecision =
  | { kind: 'accepted'; offer: CardOffer }
  | { kind: 'referred'; applicationId: string; creditFile: CreditFileFinding | null }
  | { kind: 'declined'; applicationId: string; creditFile: CreditFileFinding | null };

/** The decisions call's answer: the decision and what the credit file found, where that decided it. */
export interface CardDecided {
  kind: CardDecision['kind'];
  creditFile: CreditFileFinding | null;
}

export type CreditLimitIncreases = 'opt-in' | 'opt-out';

/** How the card is repaid each month by Direct Debit. */
export type RepaymentChoice = { kind: 'minimum' } | { kind: 'fixed'; amount: Pence } | { kind: 'full' };

/** An account the Direct Debit can come from (`accounts`). */
export interface RepaymentAccount {
  id: string;
  name: string;
  /** '40-12-76 41234567' */
  label: string;
}

export interface CardOptions {
  creditLimitIncreases: CreditLimitIncreases;
  repayment: RepaymentChoice;
  repaymentAccountId: string;
}

/** The agreement before signing (`agreements`), or the pre-contract information before it: the same text as HTML and as a PDF. */
export interface UnsignedAgreement {
  html: string;
  pdf: Blob;
}

/** What signing gives (`agreements`, signed): the new card. */
export interface SignedCard {
  accountId: string;
  lastFour: string;
  /** ISO dates. */
  arrivesBy: string;
  withdrawalEnds: string;
}

/** An application as the bank lists it: 'SIGNED' with its card once the agreement is signed. */
export interface ApplicationStatus {
  status: string;
  card: SignedCard | null;
}

/** One of the customer's applications as the bank lists them (after a lost answer on apply). */
export interface ListedApplication {
  applicationId: string;
  productName: string;
  requestedLimit: number;
  status: string;
}
