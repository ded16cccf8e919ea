/** The savings products' wire formats (docs/api/savings.md). Money is integer pence; dates ISO. */

export interface RegularSaverProductDto {
  name: string;
  aer: string;
  rateType: 'FIXED' | 'VARIABLE';
  termMonths: number;
  minimumMonthlyAmount: number;
  maximumMonthlyAmount: number;
}

export interface RegularSaverEligibilityDto {
  eligible: boolean;
  /** ALREADY_HELD, or another of the bank's reasons with its text. */
  reasonCode?: string;
  reasonText?: string;
  heldAccount?: { id: string; name: string };
  product: RegularSaverProductDto;
}

export interface SourceAccountDto {
  id: string;
  name: string;
  sortCode: string;
  accountNumber: string;
  availableBalance: number | null;
}

export interface CountryDto {
  code: string;
  name: string;
}

export interface NationalityDto {
  code: string;
  nationality: string;
}

export interface RegularSaverApplicationDto {
  monthlyAmount: number;
  paymentDay: number;
  fromAccountId: string;
  nationality: string;
  countryOfTaxResidence: string;
  declarationAccepted: true;
}

export interface OpenedAccountDto {
  id: string;
  name: string;
  sortCode: string;
  accountNumber: string;
}

export interface RegularSaverOpenedDto {
  applicationReference: string;
  account: OpenedAccountDto;
  standingOrder: { amount: number; paymentDay: number; firstPaymentDate: string; fromAccountName: string };
}

export interface CashIsaProductDto {
  name: string;
  aer: string;
  rateType: 'FIXED' | 'VARIABLE';
  flexible: boolean;
  minimumDeposit: number;
}

export interface CashIsaEligibilityDto {
  /** Paid into Cash ISAs with us in `taxYear`. */
  subscribedThisTaxYear: number;
  /** The tax year the count is of, '2026/27'. */
  taxYear: string;
  ukResident: boolean;
}

export interface IsaDetailsCheckDto {
  eligible: boolean;
  reasonText?: string;
}

export interface ApplicantDetailsDto {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: { lines: string[]; postcode: string };
}

export interface CashIsaApplicationDto {
  nationalInsuranceNumber: string;
  firstDeposit: number;
  fromAccountId: string;
  taxYear: string;
  declarationAccepted: true;
}

/** `GET /v1/products/{product}/documents`: each document as HTML, with its PDF's address. */
export interface ProductDocumentDto {
  id: string;
  title: string;
  html: string;
  pdfUrl: string;
}

export interface CashIsaOpenedDto {
  applicationReference: string;
  account: OpenedAccountDto;
  firstDeposit: number;
}
