import { creditFileFindingOf } from '../../../core/products/lending/credit-file';
import type {
  EmploymentStatus,
  LoanAffordability,
  LoanApplied,
  LoanCustomerDetails,
  LoanDecided,
  LoanDecision,
  LoanEligibility,
  LoanPurpose,
  LoanQuote,
  LoanSummary,
  PayoutAccount,
} from '../../../core/products/loans/personal-loan';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { HttpFailure } from '../../http/http-client';
import { fieldsOf, type Unchecked } from '../../http/wire-types';
import type {
  AffordabilityDto,
  AgreementDto,
  ApplyDto,
  ApplySummaryDto,
  CustomerDetailsDto,
  DecisionDto,
  LoanEligibilityDto,
  PayoutAccountDto,
  QuotationDto,
} from './personal-loans.dto';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read page. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The answer's payload, read by the document's field names for `P` (the payload's generated type). */
function payloadOf<P>(answer: unknown): Unchecked<P> {
  const payload = fieldsOf<P>(fieldsOf<{ payload: P }>(answer)?.payload);
  if (!payload) throw malformed();
  return payload;
}

function whole<O extends object>(o: O, field: keyof O & string): number {
  const v: unknown = o[field];
  if (!isWhole(v)) throw malformed();
  return v;
}

function text<O extends object>(o: O, field: keyof O & string): string {
  const v: unknown = o[field];
  if (!isText(v)) throw malformed();
  return v;
}

export function toEligibility(answer: unknown): LoanEligibility {
  const p = payloadOf<LoanEligibilityDto>(answer);
  const example = fieldsOf<LoanEligibilityDto['representativeExample']>(p.representativeExample);
  if (typeof p.eligible !== 'boolean' || !Array.isArray(p.rates) || !example) throw malformed();
  return {
    eligible: p.eligible,
    minAmount: whole(p, 'minAmount'),
    maxAmount: whole(p, 'maxAmount'),
    minTermMonths: whole(p, 'minTermMonths'),
    maxTermMonths: whole(p, 'maxTermMonths'),
    rates: p.rates.map((raw: unknown) => {
      const r = fieldsOf<LoanEligibilityDto['rates'][number]>(raw);
      if (!r) throw malformed();
      return { fromAmount: whole(r, 'fromAmount'), toAmount: whole(r, 'toAmount'), apr: whole(r, 'apr') };
    }),
    representativeExample: { amount: whole(example, 'amount'), termMonths: whole(example, 'termMonths'), apr: whole(example, 'apr') },
  };
}

function quoteOf(p: Unchecked<QuotationDto>): LoanQuote {
  const rateType = p.rateType;
  if (rateType !== 'FIXED' && rateType !== 'VARIABLE') throw malformed();
  return {
    applicationId: text(p, 'applicationId'),
    amount: whole(p, 'amount'),
    termMonths: whole(p, 'termMonths'),
    purpose: text(p, 'purpose') as LoanPurpose,
    apr: whole(p, 'apr'),
    annualInterestRate: whole(p, 'annualInterestRate'),
    rateKind: rateType === 'FIXED' ? 'fixed' : 'variable',
    monthlyRepayment: whole(p, 'monthlyRepayment'),
    totalPayable: whole(p, 'totalPayable'),
    totalChargeForCredit: whole(p, 'totalChargeForCredit'),
  };
}

export const toQuote = (answer: unknown): LoanQuote => quoteOf(payloadOf<QuotationDto>(answer));

function detailsOf(raw: unknown): LoanCustomerDetails {
  const d = fieldsOf<CustomerDetailsDto>(raw);
  if (!d) throw malformed();
  return {
    employmentStatus: text(d, 'employmentStatus') as EmploymentStatus,
    annualIncome: whole(d, 'annualIncome'),
    monthlyHousingCosts: whole(d, 'monthlyHousingCosts'),
    monthlyCreditCosts: whole(d, 'monthlyCreditCosts'),
    dependants: whole(d, 'dependants'),
    ...(typeof d.sharesLivingCosts === 'boolean' ? { sharesLivingCosts: d.sharesLivingCosts } : {}),
    ...(d.monthlyLivingCosts === undefined ? {} : { monthlyLivingCosts: whole(d, 'monthlyLivingCosts') }),
  };
}

export function toAffordability(answer: unknown): LoanAffordability {
  const p = payloadOf<AffordabilityDto>(answer);
  return {
    monthlyIncome: whole(p, 'monthlyIncome'),
    monthlyCosts: whole(p, 'monthlyCosts'),
    monthlyRepayment: whole(p, 'monthlyRepayment'),
    leftEachMonth: whole(p, 'leftEachMonth'),
  };
}

/** The agreement's answer: whether it is signed and its HTML (the PDF is its own call). */
export function toAgreement(answer: unknown): { signed: boolean; html: string } {
  const p = payloadOf<AgreementDto>(answer);
  if (typeof p.signed !== 'boolean') throw malformed();
  return { signed: p.signed, html: text(p, 'html') };
}

export function toSummary(answer: unknown): LoanSummary {
  const p = payloadOf<ApplySummaryDto>(answer);
  return { quote: quoteOf(p), customerDetails: detailsOf(p.customerDetails), secciUrl: text(p, 'secciUrl'), withdrawalDays: whole(p, 'withdrawalDays') };
}

const decisions: Record<string, LoanDecision> = { ACCEPTED: 'accepted', REFERRED: 'referred', DECLINED: 'declined' };

export function toDecision(answer: unknown): LoanDecided {
  const payload = payloadOf<DecisionDto>(answer);
  const decision = decisions[String(payload.decision)];
  if (!decision) throw malformed();
  return { decision, creditFile: creditFileFindingOf(payload.reason) };
}

/** The accounts call answers with the customer's accounts list (docs/api/accounts.md's shape). */
export function toPayoutAccounts(answer: unknown): PayoutAccount[] {
  const list = fieldsOf<{ payload: PayoutAccountDto[] }>(answer)?.payload;
  if (!Array.isArray(list)) throw malformed();
  return list.map((item: unknown) => {
    const raw = fieldsOf<PayoutAccountDto>(item);
    const s = fieldsOf<PayoutAccountDto['summary']>(raw?.summary);
    if (!raw || !s) throw malformed();
    return {
      id: text(raw, 'id'),
      name: text(raw, 'name'),
      sortCode: typeof s.sortCode === 'string' ? s.sortCode : '',
      number: typeof s.number === 'string' ? s.number : '',
      balance: isWhole(s.balance) ? s.balance : 0,
      category: typeof s.category === 'string' ? s.category : '',
    };
  });
}

export function toApplied(answer: unknown): LoanApplied {
  const p = payloadOf<ApplyDto>(answer);
  if (!isDate(p.firstRepaymentDate) || !isDate(p.withdrawalEndDate)) throw malformed();
  return {
    loanAccountId: text(p, 'loanAccountId'),
    loanAccountNumber: text(p, 'loanAccountNumber'),
    sortCode: text(p, 'sortCode'),
    amount: whole(p, 'amount'),
    paidIntoAccountId: text(p, 'paidIntoAccountId'),
    monthlyRepayment: whole(p, 'monthlyRepayment'),
    termMonths: whole(p, 'termMonths'),
    firstRepaymentDate: p.firstRepaymentDate,
    withdrawalEndDate: p.withdrawalEndDate,
  };
}
