import type {
  EmploymentStatus,
  LoanAffordability,
  LoanApplied,
  LoanCustomerDetails,
  LoanDecision,
  LoanEligibility,
  LoanPurpose,
  LoanQuote,
  LoanSummary,
  PayoutAccount,
} from '../../../core/products/loans/personal-loan';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { HttpFailure } from '../../http/http-client';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read page. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

function payloadOf(answer: unknown): Obj {
  if (!isObject(answer) || !isObject(answer.payload)) throw malformed();
  return answer.payload;
}

function whole(o: Obj, field: string): number {
  const v = o[field];
  if (!isWhole(v)) throw malformed();
  return v;
}

function text(o: Obj, field: string): string {
  const v = o[field];
  if (!isText(v)) throw malformed();
  return v;
}

export function toEligibility(answer: unknown): LoanEligibility {
  const p = payloadOf(answer);
  const example = p.representativeExample;
  if (typeof p.eligible !== 'boolean' || !Array.isArray(p.rates) || !isObject(example)) throw malformed();
  return {
    eligible: p.eligible,
    minAmount: whole(p, 'minAmount'),
    maxAmount: whole(p, 'maxAmount'),
    minTermMonths: whole(p, 'minTermMonths'),
    maxTermMonths: whole(p, 'maxTermMonths'),
    rates: p.rates.map((r: unknown) => {
      if (!isObject(r)) throw malformed();
      return { fromAmount: whole(r, 'fromAmount'), toAmount: whole(r, 'toAmount'), apr: whole(r, 'apr') };
    }),
    representativeExample: { amount: whole(example, 'amount'), termMonths: whole(example, 'termMonths'), apr: whole(example, 'apr') },
  };
}

function quoteOf(p: Obj): LoanQuote {
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

export const toQuote = (answer: unknown): LoanQuote => quoteOf(payloadOf(answer));

function detailsOf(d: unknown): LoanCustomerDetails {
  if (!isObject(d)) throw malformed();
  return {
    employmentStatus: text(d, 'employmentStatus') as EmploymentStatus,
    annualIncome: whole(d, 'annualIncome'),
    monthlyHousingCosts: whole(d, 'monthlyHousingCosts'),
    monthlyCreditCosts: whole(d, 'monthlyCreditCosts'),
    dependants: whole(d, 'dependants'),
  };
}

export function toAffordability(answer: unknown): LoanAffordability {
  const p = payloadOf(answer);
  return {
    monthlyIncome: whole(p, 'monthlyIncome'),
    monthlyCosts: whole(p, 'monthlyCosts'),
    monthlyRepayment: whole(p, 'monthlyRepayment'),
    leftEachMonth: whole(p, 'leftEachMonth'),
  };
}

/** The agreement's answer: whether it is signed and its HTML (the PDF is its own call). */
export function toAgreement(answer: unknown): { signed: boolean; html: string } {
  const p = payloadOf(answer);
  if (typeof p.signed !== 'boolean') throw malformed();
  return { signed: p.signed, html: text(p, 'html') };
}

export function toSummary(answer: unknown): LoanSummary {
  const p = payloadOf(answer);
  return { quote: quoteOf(p), customerDetails: detailsOf(p.customerDetails), secciUrl: text(p, 'secciUrl'), withdrawalDays: whole(p, 'withdrawalDays') };
}

const decisions: Record<string, LoanDecision> = { ACCEPTED: 'accepted', REFERRED: 'referred', DECLINED: 'declined' };

export function toDecision(answer: unknown): LoanDecision {
  const decision = decisions[String(payloadOf(answer).decision)];
  if (!decision) throw malformed();
  return decision;
}

/** The accounts call answers with the customer's accounts list (docs/api/accounts.md's shape). */
export function toPayoutAccounts(answer: unknown): PayoutAccount[] {
  if (!isObject(answer) || !Array.isArray(answer.payload)) throw malformed();
  return answer.payload.map((raw: unknown) => {
    if (!isObject(raw) || !isObject(raw.summary)) throw malformed();
    const s = raw.summary;
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
  const p = payloadOf(answer);
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
