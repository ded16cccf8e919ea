import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { injectable } from 'inversify';
import type { SavingsPort, SavingsProductKind } from '../../core/products/savings/savings.port';
import { bankDateAt } from '../../core/shared/bank-day';
import { taxYearOf } from '../../core/shared/calendar-spans';
import type * as Savings from '../../core/products/savings/savings';
import { SavingsPaths } from '../products/savings/http-savings.adapter';
import {
  toApplicantDetails,
  toCashIsaOpened,
  toCashIsaProduct,
  toCashIsaStanding,
  toCountries,
  toIsaDetailsCheck,
  toNationalities,
  toProductDocuments,
  toRegularSaverEligibility,
  toRegularSaverOpened,
  toSourceAccounts,
} from '../products/savings/savings.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

const regularSaver: WireSchemas['GetV1ProductsRegularSaverEligibilityAnswer']['payload']['product'] = {
  name: 'Regular Saver',
  aer: '6.00',
  rateType: 'FIXED',
  termMonths: 12,
  minimumMonthlyAmount: 2_500,
  maximumMonthlyAmount: 30_000,
};
const opened = (id: string, name: string, accountNumber: string) => ({ id, name, sortCode: '401276', accountNumber });

/**
 * demo.appkey's savings offers in memory (README 'The demo bank: savings products'); an application
 * sticks. Every answer is built as the bank's JSON, recorded in `wire` and read by the HTTP adapter's
 * mapper (docs/api/fakes.md).
 */
/** The demo bank's amounts that it answers 0004 to until a Re-authentication Security Code comes (docs/demo-bank.md). */
export const reauthenticationAmounts = { cashIsaFirstDeposit: 400_400, regularSaverMonthly: 10_400 } as const;

@injectable()
export class FakeSavings implements SavingsPort {
  readonly wire = new WireAnswers();
  readonly keys: string[] = [];
  /** The codes each application carried, in order (a Re-authentication Security Code after 0004). */
  readonly codes: SigningCodesToSend[] = [];
  heldRegularSaver: { id: string; name: string } | null = null;
  paidIn = 0;
  /** The tax year the fake's count is of; today's (London's) unless a spec names another. */
  taxYear: string | null = null;
  /**
   * The tax year the fake bank books an application to, as the demo bank's day gives it; null: whatever
   * the application declares. A declaration of another year is refused as the demo bank refuses it.
   */
  bookingTaxYear: string | null = null;
  /** The saver's date of birth as the bank records it (the cash ISA limit from 2027/28 depends on age). */
  dateOfBirth = '1984-06-12';
  /** A code the reads fail with (a failing call's page), or null. */
  failReadsWith: string | null = null;

  async regularSaverEligibility(): Promise<Savings.RegularSaverEligibility> {
    if (this.failReadsWith) {
      const failure = { code: this.failReadsWith, description: 'The fake bank failed on purpose.', status: 500 };
      this.wire.recordFailure('GET', SavingsPaths.regularSaverEligibility, failure);
      throw { error: failure };
    }
    const held = this.heldRegularSaver;
    const answer: WireSchemas['GetV1ProductsRegularSaverEligibilityAnswer'] = {
      payload: held ? { eligible: false, product: regularSaver, reasonCode: 'ALREADY_HELD', heldAccount: { ...held } } : { eligible: true, product: regularSaver },
      messages: [],
    };
    return toRegularSaverEligibility(this.wire.record('GET', SavingsPaths.regularSaverEligibility, answer));
  }

  async sourceAccounts(product: SavingsProductKind): Promise<Savings.SourceAccount[]> {
    const answer: WireSchemas['GetV1ProductsByProductSourceAccountsAnswer'] = {
      payload: [{ id: 'AK-CUR-001', name: 'Current Account', sortCode: '401276', accountNumber: '42223333', availableBalance: 95_012 }],
      messages: [],
    };
    return toSourceAccounts(this.wire.record('GET', SavingsPaths.sourceAccounts(product), answer));
  }

  async countryCodes(): Promise<Savings.Country[]> {
    const answer: WireSchemas['GetV1ProductsCountryCodesAnswer'] = {
      payload: [
        { code: 'GB', name: 'United Kingdom' },
        { code: 'IE', name: 'Ireland' },
      ],
      messages: [],
    };
    return toCountries(this.wire.record('GET', SavingsPaths.countryCodes, answer));
  }

  async nationalityCodes(): Promise<Savings.Nationality[]> {
    const answer: WireSchemas['GetV1ProductsCountryNationalityCodesAnswer'] = {
      payload: [
        { code: 'GB', nationality: 'British' },
        { code: 'IE', nationality: 'Irish' },
      ],
      messages: [],
    };
    return toNationalities(this.wire.record('GET', SavingsPaths.nationalityCodes, answer));
  }

  async applyForRegularSaver(a: Savings.RegularSaverApplication, key: string, codes: SigningCodesToSend = {}): Promise<Savings.RegularSaverOpened> {
    this.keys.push(key);
    this.codes.push(codes);
    if (a.monthlyAmount === reauthenticationAmounts.regularSaverMonthly && !codes.reauthenticationCode) this.holdForReauthentication(SavingsPaths.regularSaverApplications);
    const answer: WireSchemas['PostV1ProductsRegularSaverApplications201Answer'] = {
      header: { statusCode: '0000' },
      payload: {
        applicationReference: 'RS000001',
        account: opened('RS-71230001', 'Regular Saver', '71230001'),
        standingOrder: { amount: a.monthlyAmount, paymentDay: a.paymentDay, firstPaymentDate: '2026-12-15', fromAccountName: 'Current Account' },
      },
      messages: [],
    };
    const result = toRegularSaverOpened(this.wire.record('POST', SavingsPaths.regularSaverApplications, answer, 201));
    this.heldRegularSaver = { id: result.account.id, name: result.account.name };
    return result;
  }

  /** Whether the fake's Cash ISA is flexible (a spec may offer one that is not). */
  cashIsaFlexible = true;

  async cashIsaProduct(): Promise<Savings.CashIsaProduct> {
    const answer: WireSchemas['GetV1ProductsCashIsaProductInformationAnswer'] = {
      payload: { name: 'Cash ISA', aer: '4.10', rateType: 'VARIABLE', flexible: this.cashIsaFlexible, minimumDeposit: 100 },
      messages: [],
    };
    return toCashIsaProduct(this.wire.record('GET', SavingsPaths.cashIsaProduct, answer));
  }

  async cashIsaEligibility(): Promise<Savings.CashIsaStanding> {
    const answer: WireSchemas['GetV1ProductsCashIsaEligibilityAnswer'] = {
      payload: { subscribedThisTaxYear: this.paidIn, ukResident: true, allowance: 2_000_000, taxYear: this.taxYear ?? taxYearOf(bankDateAt(Date.now())).label },
      messages: [],
    };
    return toCashIsaStanding(this.wire.record('GET', SavingsPaths.cashIsaEligibility, answer));
  }

  async checkIsaDetails(nationalInsuranceNumber: string): Promise<Savings.IsaDetailsCheck> {
    const answer: WireSchemas['PostV1ProductsCashIsaEligibilityAnswer'] = {
      header: { statusCode: '0000' },
      payload: nationalInsuranceNumber === 'QQ999999D' ? { eligible: false, reasonText: 'We could not confirm your details.' } : { eligible: true },
      messages: [],
    };
    return toIsaDetailsCheck(this.wire.record('POST', SavingsPaths.cashIsaEligibility, answer));
  }

  async applicantDetails(): Promise<Savings.ApplicantDetails> {
    const answer: WireSchemas['GetV1ProductsCashIsaApplicantDetailsAnswer'] = {
      payload: { title: 'Mr', firstName: 'Alex', lastName: 'Hardy', dateOfBirth: this.dateOfBirth, address: { lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' } },
      messages: [],
    };
    return toApplicantDetails(this.wire.record('GET', SavingsPaths.cashIsaApplicant, answer));
  }

  /** The four documents given before Apply (README 'The demo bank: savings products'); each PDF is a stand-in. */
  async productDocuments(product: SavingsProductKind): Promise<Savings.ProductDocument[]> {
    const doc = (id: string, title: string) => ({ id, title, html: `<h2>${title}</h2><p>The fake bank's ${title.toLowerCase()}.</p>` });
    const answer: WireSchemas['GetV1ProductsByProductDocumentsAnswer'] = {
      payload: [doc('summary-box', 'Summary box'), doc('terms', 'Terms and conditions'), doc('fscs-information-sheet', 'FSCS information sheet'), doc('right-to-cancel', 'Your right to cancel')],
      messages: [],
    };
    return toProductDocuments(this.wire.record('GET', SavingsPaths.documents(product), answer)).map((d) => ({
      ...d,
      pdf: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
    }));
  }

  async applyForCashIsa(a: Savings.CashIsaApplication, key: string, codes: SigningCodesToSend = {}): Promise<Savings.CashIsaOpened> {
    this.keys.push(key);
    if (this.bookingTaxYear !== null && a.taxYear !== this.bookingTaxYear) {
      const failure = {
        code: 'ISA_TAX_YEAR_CHANGED',
        description: `The tax year is now ${this.bookingTaxYear}. Please make the ISA declaration again for this tax year before you apply.`,
        status: 422,
      };
      this.wire.recordFailure('POST', SavingsPaths.cashIsaApplications, failure);
      throw { error: failure };
    }
    this.codes.push(codes);
    if (a.firstDeposit === reauthenticationAmounts.cashIsaFirstDeposit && !codes.reauthenticationCode) this.holdForReauthentication(SavingsPaths.cashIsaApplications);
    const answer: WireSchemas['PostV1ProductsCashIsaApplications201Answer'] = {
      header: { statusCode: '0000' },
      payload: { applicationReference: 'ISA000001', account: opened('ISA-71230002', 'Cash ISA', '71230002'), firstDeposit: a.firstDeposit },
      messages: [],
    };
    const result = toCashIsaOpened(this.wire.record('POST', SavingsPaths.cashIsaApplications, answer, 201));
    this.paidIn += a.firstDeposit;
    return result;
  }

  /** As the demo bank: the application is held for a Re-authentication Security Code (0004); nothing is opened. */
  private holdForReauthentication(path: string): never {
    const failure = { code: '0004', description: 'Re-authentication required.', status: 200 };
    this.wire.recordFailure('POST', path, failure);
    throw { error: failure };
  }
}
