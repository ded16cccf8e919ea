import { injectable } from 'inversify';
import type { SavingsPort } from '../../core/products/savings/savings.port';
import { bankDateAt, taxYearOf } from '../../core/shared/bank-day';
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
} from '../../core/products/savings/savings';

const regularSaver = { name: 'Regular Saver', aer: '6.00', rateType: 'fixed' as const, termMonths: 12, minimumMonthly: 2_500, maximumMonthly: 30_000 };

/** demo.appkey's savings offers in memory (README 'The demo bank: savings products'); an application sticks. */
@injectable()
export class FakeSavings implements SavingsPort {
  readonly keys: string[] = [];
  heldRegularSaver: { id: string; name: string } | null = null;
  paidIn = 0;
  /** The tax year the fake's count is of; today's (London's) unless a spec names another. */
  taxYear: string | null = null;
  /** A code the reads fail with (a failing call's page), or null. */
  failReadsWith: string | null = null;

  async regularSaverEligibility(): Promise<RegularSaverEligibility> {
    if (this.failReadsWith) throw { error: { code: this.failReadsWith, description: 'The fake bank failed on purpose.', status: 500 } };
    return this.heldRegularSaver ? { kind: 'already-held', product: regularSaver, account: this.heldRegularSaver } : { kind: 'eligible', product: regularSaver };
  }

  async sourceAccounts(): Promise<SourceAccount[]> {
    return [{ id: 'AK-CUR-001', name: 'Current Account', sortCode: '401276', number: '42223333', availableBalance: 95_012 }];
  }

  async countryCodes(): Promise<Country[]> {
    return [
      { code: 'GB', name: 'United Kingdom' },
      { code: 'IE', name: 'Ireland' },
    ];
  }

  async nationalityCodes(): Promise<Nationality[]> {
    return [
      { code: 'GB', name: 'British' },
      { code: 'IE', name: 'Irish' },
    ];
  }

  async applyForRegularSaver(a: RegularSaverApplication, key: string): Promise<RegularSaverOpened> {
    this.keys.push(key);
    const account = { id: 'RS-71230001', name: 'Regular Saver', sortCode: '401276', number: '71230001' };
    this.heldRegularSaver = { id: account.id, name: account.name };
    return { reference: 'RS000001', account, standingOrder: { amount: a.monthlyAmount, paymentDay: a.paymentDay, firstPaymentDate: '2026-12-15', fromAccountName: 'Current Account' } };
  }

  /** Whether the fake's Cash ISA is flexible (a spec may offer one that is not). */
  cashIsaFlexible = true;

  async cashIsaProduct(): Promise<CashIsaProduct> {
    return { name: 'Cash ISA', aer: '4.10', rateType: 'variable', flexible: this.cashIsaFlexible, minimumDeposit: 100 };
  }

  async cashIsaEligibility(): Promise<CashIsaStanding> {
    return { paidInThisTaxYear: this.paidIn, taxYear: this.taxYear ?? taxYearOf(bankDateAt(Date.now())).label, ukResident: true };
  }

  async checkIsaDetails(nationalInsuranceNumber: string): Promise<IsaDetailsCheck> {
    return nationalInsuranceNumber === 'QQ999999D' ? { kind: 'declined', reason: 'We could not confirm your details.' } : { kind: 'confirmed' };
  }

  async applicantDetails(): Promise<ApplicantDetails> {
    return { title: 'Mr', firstName: 'Alex', lastName: 'Hardy', dateOfBirth: '1984-06-12', address: { lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' } };
  }

  /** The four documents given before Apply (README 'The demo bank: savings products'). */
  async productDocuments(): Promise<ProductDocument[]> {
    const doc = (id: string, title: string): ProductDocument => ({ id, title, html: `<h2>${title}</h2><p>The fake bank's ${title.toLowerCase()}.</p>`, pdf: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }) });
    return [doc('summary-box', 'Summary box'), doc('terms', 'Terms and conditions'), doc('fscs-information-sheet', 'FSCS information sheet'), doc('right-to-cancel', 'Your right to cancel')];
  }

  async applyForCashIsa(a: CashIsaApplication, key: string): Promise<CashIsaOpened> {
    this.keys.push(key);
    this.paidIn += a.firstDeposit;
    return { reference: 'ISA000001', account: { id: 'ISA-71230002', name: 'Cash ISA', sortCode: '401276', number: '71230002' }, firstDeposit: a.firstDeposit };
  }
}
