import { creditFileFindingOf } from '../../../core/products/lending/credit-file';
import type { ApplicationStatus, ListedApplication, CardDecided, CardDecision, CardOffer, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard } from '../../../core/products/cards/credit-card';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { HttpFailure } from '../../http/http-client';
import { fieldsOf, type Unchecked } from '../../http/wire-types';
import type {
  ApplicationDto,
  BalanceTransferDto,
  CardOptionsDto,
  CardProductDto,
  DecisionDto,
  ListedApplicationDto,
  OfferDto,
  PreEligibilityDto,
  RepaymentAccountDto,
  SignedCardDto,
  StartedApplicationDto,
  AgreementHtmlDto,
} from './credit-cards.dto';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read page. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isDate = (v: unknown): v is string => isString(v) && /^\d{4}-\d{2}-\d{2}$/.test(v);

function payloadOf(answer: unknown): unknown {
  const envelope = fieldsOf<{ payload: unknown }>(answer);
  if (!envelope || !('payload' in envelope)) throw malformed();
  return envelope.payload;
}

/** The answer's payload, read by the document's field names for `P` (the payload's generated type). */
function object<P>(answer: unknown): Unchecked<P> {
  const p = fieldsOf<P>(payloadOf(answer));
  if (!p) throw malformed();
  return p;
}

function balanceTransfer(v: unknown): CardProduct['balanceTransfer'] {
  if (v === null || v === undefined) return null;
  const t = fieldsOf<NonNullable<BalanceTransferDto>>(v);
  if (!t || !isWhole(t.rate) || !isWhole(t.months) || !isWhole(t.feePercent)) throw malformed();
  return { rate: t.rate, months: t.months, feePercent: t.feePercent };
}

export function toPreEligibility(answer: unknown): PreEligibility {
  const p = object<PreEligibilityDto>(answer);
  if (typeof p.eligible !== 'boolean') throw malformed();
  return { eligible: p.eligible, reason: isString(p.reason) ? p.reason : null };
}

export function toProducts(answer: unknown): CardProduct[] {
  const list = payloadOf(answer);
  if (!Array.isArray(list)) throw malformed();
  return list.map((raw: unknown) => {
    const p = fieldsOf<CardProductDto>(raw);
    if (
      !p || !isString(p.productId) || !isString(p.name) || !isWhole(p.purchaseRate) || !isWhole(p.representativeApr) ||
      typeof p.variable !== 'boolean' || !isWhole(p.minimumLimit) || !isWhole(p.maximumLimit)
    ) {
      throw malformed();
    }
    return {
      id: p.productId,
      name: p.name,
      summary: isString(p.summary) ? p.summary : '',
      purchaseRate: p.purchaseRate,
      representativeApr: p.representativeApr,
      variable: p.variable,
      annualFee: isWhole(p.annualFee) ? p.annualFee : 0,
      limits: { minimum: p.minimumLimit, maximum: p.maximumLimit },
      balanceTransfer: balanceTransfer(p.balanceTransfer),
    };
  });
}

export function toApplicationId(answer: unknown): { applicationId: string } {
  const p = object<StartedApplicationDto>(answer);
  if (!isString(p.applicationId) || p.applicationId === '') throw malformed();
  return { applicationId: p.applicationId };
}

const decisions: Record<string, CardDecision['kind']> = { ACCEPTED: 'accepted', REFERRED: 'referred', DECLINED: 'declined' };

export function toDecision(answer: unknown): CardDecided {
  const payload = object<DecisionDto>(answer);
  const kind = decisions[String(payload.decision)];
  if (!kind) throw malformed();
  return { kind, creditFile: creditFileFindingOf(payload.reason) };
}

/** The offer is part of the application as the bank holds it (`offers` reads the application). */
export function toOffer(answer: unknown): CardOffer {
  const application = object<ApplicationDto>(answer);
  const o = fieldsOf<OfferDto>(application.offer);
  if (
    !isString(application.applicationId) || !o || !isString(o.productName) || !isWhole(o.requestedLimit) || !isWhole(o.creditLimit) ||
    !isWhole(o.purchaseRate) || !isWhole(o.apr) || typeof o.variable !== 'boolean'
  ) {
    throw malformed();
  }
  return {
    applicationId: application.applicationId,
    productName: o.productName,
    requestedLimit: o.requestedLimit,
    creditLimit: o.creditLimit,
    purchaseRate: o.purchaseRate,
    apr: o.apr,
    variable: o.variable,
    balanceTransfer: balanceTransfer(o.balanceTransfer),
  };
}

/** What the bank lists for an application now: its status, and the card once signed. */
export function toApplicationStatus(answer: unknown): ApplicationStatus {
  const application = object<ApplicationDto>(answer);
  if (!isString(application.status)) throw malformed();
  return { status: application.status, card: application.card === undefined ? null : toSignedCard({ payload: application.card }) };
}

/** Only current accounts can pay a Direct Debit (the accounts list holds savings and loans too). */
export function toRepaymentAccounts(answer: unknown): RepaymentAccount[] {
  const list = payloadOf(answer);
  if (!Array.isArray(list)) throw malformed();
  return list.flatMap((raw: unknown) => {
    const a = fieldsOf<RepaymentAccountDto>(raw);
    const s = fieldsOf<RepaymentAccountDto['summary']>(a?.summary);
    if (!a || !isString(a.id) || !s) throw malformed();
    if (String(s.category).toUpperCase() !== 'CURRENT') return [];
    const sortCode = isString(s.sortCode) ? s.sortCode.replace(/(\d{2})(?=\d)/g, '$1-') : '';
    const number = isString(s.number) ? s.number : '';
    return [{ id: a.id, name: isString(a.name) ? a.name : 'Account', label: `${sortCode} ${number}`.trim() }];
  });
}

export function toOptionsDto(options: CardOptions): CardOptionsDto {
  const { repayment } = options;
  return {
    creditLimitIncreases: options.creditLimitIncreases === 'opt-in' ? 'OPT_IN' : 'OPT_OUT',
    repayment: repayment.kind === 'fixed' ? { type: 'FIXED', amount: repayment.amount } : { type: repayment.kind === 'full' ? 'FULL' : 'MINIMUM' },
    repaymentAccountId: options.repaymentAccountId,
  };
}

export function toAgreementHtml(answer: unknown): string {
  const p = object<AgreementHtmlDto>(answer);
  if (!isString(p.html) || p.html === '') throw malformed();
  return p.html;
}

export function toSignedCard(answer: unknown): SignedCard {
  const p = object<SignedCardDto>(answer);
  if (!isString(p.accountId) || !isString(p.lastFour) || !/^\d{4}$/.test(p.lastFour) || !isDate(p.arrivesBy) || !isDate(p.withdrawalEnds)) throw malformed();
  return { accountId: p.accountId, lastFour: p.lastFour, arrivesBy: p.arrivesBy, withdrawalEnds: p.withdrawalEnds };
}

export function toApplications(answer: unknown): ListedApplication[] {
  const list = object<{ applications: ListedApplicationDto[] }>(answer).applications;
  if (!Array.isArray(list)) throw malformed();
  return list.map((raw: unknown) => {
    const a = fieldsOf<ListedApplicationDto>(raw);
    if (!a || !isString(a.applicationId) || !isString(a.productName) || !isWhole(a.requestedLimit) || !isString(a.status)) throw malformed();
    return { applicationId: a.applicationId, productName: a.productName, requestedLimit: a.requestedLimit, status: a.status };
  });
}
