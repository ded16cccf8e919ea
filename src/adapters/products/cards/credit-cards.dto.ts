/** The wire shapes of the credit card calls (docs/api/credit-cards.md). Money in pence, rates in basis points. */
export interface CardProductDto {
  productId: string;
  name: string;
  summary: string;
  purchaseRate: number;
  representativeApr: number;
  variable: boolean;
  annualFee: number;
  minimumLimit: number;
  maximumLimit: number;
  balanceTransfer: { rate: number; months: number; feePercent: number } | null;
}

export interface StartApplicationDto {
  productId: string;
  requestedLimit: number;
}

export interface ApplicantDetailsDto {
  employmentStatus: string;
  annualIncome: number;
  monthlyHousingCosts: number;
  monthlyCreditCommitments: number;
  dependants: number;
}

export type DecisionDto = 'ACCEPTED' | 'REFERRED' | 'DECLINED';

export interface CardOptionsDto {
  creditLimitIncreases: 'OPT_IN' | 'OPT_OUT';
  repayment: { type: 'MINIMUM' | 'FULL' } | { type: 'FIXED'; amount: number };
  repaymentAccountId: string;
}
