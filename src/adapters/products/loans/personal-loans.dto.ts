/** Wire shapes of the personal loan calls (docs/api/lending.md). Money in pence, rates in basis points. */
export interface LoanEligibilityDto {
  eligible: boolean;
  minAmount: number;
  maxAmount: number;
  minTermMonths: number;
  maxTermMonths: number;
  rateType: 'FIXED' | 'VARIABLE';
  rates: { fromAmount: number; toAmount: number; apr: number }[];
  representativeExample: { amount: number; termMonths: number; apr: number };
}

export interface QuotationRequestDto {
  amount: number;
  termMonths: number;
  purpose: string;
}

export interface QuotationDto {
  applicationId: string;
  amount: number;
  termMonths: number;
  purpose: string;
  apr: number;
  annualInterestRate: number;
  rateType: 'FIXED' | 'VARIABLE';
  monthlyRepayment: number;
  totalPayable: number;
  totalChargeForCredit: number;
}

export interface CustomerDetailsDto {
  employmentStatus: string;
  annualIncome: number;
  monthlyHousingCosts: number;
  monthlyCreditCosts: number;
  dependants: number;
}

export interface AffordabilityDto {
  monthlyIncome: number;
  monthlyCosts: number;
  monthlyRepayment: number;
  leftEachMonth: number;
}

export interface ApplySummaryDto extends QuotationDto {
  customerDetails: CustomerDetailsDto;
  secciUrl: string;
  withdrawalDays: number;
}

export interface DecisionDto {
  applicationId: string;
  decision: 'ACCEPTED' | 'REFERRED' | 'DECLINED';
}

export interface ApplyRequestDto {
  applicationId: string;
  accountId: string;
  amount: number;
  termMonths: number;
  agreed: true;
}

export interface ApplyDto {
  applicationId: string;
  loanAccountId: string;
  loanAccountNumber: string;
  sortCode: string;
  amount: number;
  paidIntoAccountId: string;
  monthlyRepayment: number;
  termMonths: number;
  firstRepaymentDate: string;
  withdrawalEndDate: string;
}
