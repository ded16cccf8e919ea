import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpPersonalLoansAdapter, PersonalLoansPaths } from '../../src/adapters/products/loans/http-personal-loans.adapter';
import { monthlyAffordability } from '../../src/core/products/lending/income-after-tax';
import { loanFigures } from '../../src/core/products/lending/loan-repayment';
import type { LoanCustomerDetails, LoanRequest } from '../../src/core/products/loans/personal-loan';
import { blobBytes, myDocuments as listMyDocuments, pdfAccessibility, pdfText } from './pdf-support';
import { findRequests, realHttpClient, resetDemoBank, sendToBank, wiremockConfig, headerOf } from './http-support';
import { customerCookie } from './support/customer-session';

/** Every personal loan call (docs/api/lending.md) with the real adapter against the demo bank and its ledger. */
const wiremock = inject('wiremockUrl');
const config = wiremockConfig(wiremock);
const loans = () => new HttpPersonalLoansAdapter(realHttpClient(config).client, config);

const earner: LoanCustomerDetails = { employmentStatus: 'EMPLOYED', annualIncome: 4_500_000, monthlyHousingCosts: 90_000, monthlyCreditCosts: 10_000, dependants: 1 };
const car: LoanRequest = { amount: 750_000, termMonths: 36, purpose: 'CAR' };

async function accountsList(): Promise<{ id: string; summary: { balance: number; category: string } }[]> {
  const res = await fetch(`${wiremock}/gateway/api/v12/accounts`);
  return ((await res.json()) as { payload: { id: string; summary: { balance: number; category: string } }[] }).payload;
}

/** A quote, the customer's details, the pre-contract information made (as the summary page does, unless `secci: false`), the decision. */
async function decided(request: LoanRequest, details: LoanCustomerDetails, { secci = true } = {}) {
  const quote = await loans().quote(request);
  await loans().customerDetails(quote.applicationId, details);
  if (secci) await loans().secci(quote.applicationId);
  const answer = await loans().decision(quote.applicationId);
  // demo.hardkey's credit file is clean: the figures given decide, and no finding is named.
  expect(answer.creditFile).toBeNull();
  return { quote, decision: answer.decision };
}

/** Sets the demo bank's day (BankClock); null follows the real day again. */
async function bankDay(today: string | null): Promise<void> {
  const res = await fetch(`${wiremock}/__admin/ledger/clock`, { method: today ? 'POST' : 'DELETE', body: today ? JSON.stringify({ today }) : undefined });
  expect(res.status).toBe(200);
}

/** The bank's (London) date of an instant, YYYY-MM-DD. */
const isoDay = (date: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);

beforeEach(() => resetDemoBank(wiremock));
/** What this file changed in the demo bank (a loan paid in) is put back for the files after it. */
afterAll(() => resetDemoBank(wiremock));

const myDocuments = () => listMyDocuments(wiremock);

describe('personal loan contract', () => {
  it('eligibility: the limits, both fixed rate bands and the splash example (£10,000 over 48 months at 6.9%)', async () => {
    const e = await loans().eligibility();
    expect(e).toMatchObject({ eligible: true, minAmount: 100_000, maxAmount: 2_500_000, minTermMonths: 12, maxTermMonths: 60 });
    expect(e.rates).toEqual([
      { fromAmount: 100_000, toAmount: 749_900, apr: 1290 },
      { fromAmount: 750_000, toAmount: 2_500_000, apr: 690 },
    ]);
    expect(e.representativeExample).toEqual({ amount: 1_000_000, termMonths: 48, apr: 690 });
    expect(loanFigures(1_000_000, 48, 690)).toMatchObject({ monthlyRepayment: 23_803, totalPayable: 1_142_544 });
  });

  it('quotations: £7,500 over 36 months is £230.52 a month and £8,298.72 in total at 6.9% fixed; £7,499 is 12.9%', async () => {
    expect(await loans().quote(car)).toMatchObject({ amount: 750_000, apr: 690, annualInterestRate: 669, rateKind: 'fixed', monthlyRepayment: 23_052, totalPayable: 829_872, totalChargeForCredit: 79_872 });
    const lower = await loans().quote({ amount: 749_900, termMonths: 36, purpose: 'CAR' });
    expect(lower).toMatchObject({ apr: 1290, ...pick(loanFigures(749_900, 36, 1290)) });
  });

  it('quotations refuse an amount or term outside the limits, or pounds with pence', async () => {
    for (const bad of [{ ...car, amount: 99_900 }, { ...car, amount: 2_500_100 }, { ...car, amount: 750_050 }, { ...car, termMonths: 11 }, { ...car, termMonths: 61 }]) {
      await expect(loans().quote(bad)).rejects.toMatchObject({ error: { code: 'LDG_MALFORMED' } });
    }
  });

  it('customer-details, affordability and apply-summary keep and play back what was sent', async () => {
    const quote = await loans().quote(car);
    await loans().customerDetails(quote.applicationId, earner);
    // After tax and essential spending, the same figures as core's monthlyAffordability: £45,000 is
    // £2,993.30 a month after tax and NI; £900 home + £100 borrowing + £1,146.83 living costs for a household of two
    // (core living-costs.rules: £800 everyday, £142.50 council tax, £154.08 energy, £50.25 water).
    expect(await loans().affordability(quote.applicationId)).toEqual({ monthlyIncome: 299_330, monthlyCosts: 214_683, monthlyRepayment: 23_052, leftEachMonth: 299_330 - 214_683 - 23_052 });
    expect(monthlyAffordability(earner, 23_052)).toEqual({ incomeAfterTax: 299_330, essentialSpending: 214_683, repayment: 23_052, leftEachMonth: 61_595 });
    const summary = await loans().summary(quote.applicationId);
    expect(summary.customerDetails).toEqual(earner);
    // The customer's own living costs, higher than the estimate, are kept, played back and counted.
    await loans().customerDetails(quote.applicationId, { ...earner, monthlyLivingCosts: 200_000 });
    expect(await loans().affordability(quote.applicationId)).toMatchObject({ monthlyCosts: 300_000 });
    expect((await loans().summary(quote.applicationId)).customerDetails).toEqual({ ...earner, monthlyLivingCosts: 200_000 });
    // A lower own figure does not undercut the estimate.
    await loans().customerDetails(quote.applicationId, { ...earner, monthlyLivingCosts: 50_000 });
    expect(await loans().affordability(quote.applicationId)).toMatchObject({ monthlyCosts: 214_683 });
    // A partner who shares the living costs: £400 more everyday and council tax without the single-adult
    // discount (£190.00), so £1,594.33 for two adults and a dependant; kept, played back and counted as core counts it.
    const household = { ...earner, sharesLivingCosts: true };
    await loans().customerDetails(quote.applicationId, household);
    expect(await loans().affordability(quote.applicationId)).toMatchObject({ monthlyCosts: 100_000 + 159_433 });
    expect(monthlyAffordability(household, 23_052).essentialSpending).toBe(100_000 + 159_433);
    expect((await loans().summary(quote.applicationId)).customerDetails).toEqual(household);
    expect(summary.quote).toEqual(quote);
    expect(summary.withdrawalDays).toBe(14);
  });

  it('the SECCI is made for this application from its quote (PDFBox), and kept in My documents', async () => {
    const quote = await loans().quote(car);
    const pdf = await loans().secci(quote.applicationId);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(await blobBytes(pdf));
    for (const words of [
      quote.applicationId, '£7,500.00', '36 months', '6.69% a year, fixed for the whole term', '6.9% APR', '36 monthly repayments of £230.52',
      '£8,298.72', 'Costs in case of late payments', 'Early repayment', 'Right of withdrawal', 'Consultation of a database',
      'Right to a draft credit agreement', 'This information is valid from',
      // sold only online, so the distance-marketing items.
      '5. Additional information in the case of distance marketing of financial services',
      'The Financial Conduct Authority, 12 Endeavour Square, London E20 1JN', 'The law of England and Wales',
      'This information and the agreement are in English', 'Financial Ombudsman Service, Exchange Tower, London E14 9SR',
    ]) expect(text).toContain(words);
    // Another application, another customer's figures: £1,000 over 12 months at 12.9% (12.19% borrowing rate).
    const small = await loans().quote({ amount: 100_000, termMonths: 12, purpose: 'OTHER' });
    const smallText = await pdfText(await blobBytes(await loans().secci(small.applicationId)));
    expect(smallText).toContain('12 monthly repayments of £88.94');
    expect(smallText).toContain('12.19% a year');
    // Kept once in My documents (opened twice, listed once) and served from there as the same document.
    await loans().secci(quote.applicationId);
    const listed = await myDocuments();
    const kept = listed.filter((d) => d.documentDescription === `Pre-contract credit information, personal loan ${quote.applicationId}`);
    expect(kept).toHaveLength(1);
    const fromDocuments = await fetch(`${wiremock}/gateway/api/v1/my-documents/${kept[0]!.documentIdentifier}`);
    expect(fromDocuments.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await fromDocuments.arrayBuffer())).toContain('£8,298.72');
  });

  it('the agreement: unsigned before apply, the executed copy after it, kept in My documents', async () => {
    const { quote } = await decided(car, earner);
    const unsigned = (await (await fetch(`${wiremock}/gateway/api/v1/personal-loans/applications/${quote.applicationId}/agreement`)).json()) as { payload: { html: string; signed: boolean; pdfUrl: string } };
    expect(unsigned.payload.signed).toBe(false);
    expect(unsigned.payload.html).toContain('Fixed-Sum Loan Agreement regulated by the Consumer Credit Act 1974');
    expect(unsigned.payload.html).toContain('£8,298.72');
    expect(await pdfText(await (await fetch(`${wiremock}${unsigned.payload.pdfUrl}`)).arrayBuffer())).toContain('Not signed yet.');
    const applied = await loans().apply({ applicationId: quote.applicationId, accountId: 'HK-CUR-001', amount: car.amount, termMonths: car.termMonths }, 'key-agree-1');
    await loans().apply({ applicationId: quote.applicationId, accountId: 'HK-CUR-001', amount: car.amount, termMonths: car.termMonths }, 'key-agree-1');
    expect(applied.loanAccountId).toMatch(/^PL-LN-/);
    const executed = await pdfText(await (await fetch(`${wiremock}${unsigned.payload.pdfUrl}`)).arrayBuffer());
    expect(executed).toContain('Signed by the borrower');
    const kept = (await myDocuments()).filter((d) => d.documentDescription === `Personal loan agreement ${quote.applicationId} (signed)`);
    expect(kept).toHaveLength(1);
    expect(await pdfText(await (await fetch(`${wiremock}/gateway/api/v1/my-documents/${kept[0]!.documentIdentifier}`)).arrayBuffer())).toContain('Signed by the borrower');
  });

  it('accounts: the customer’s accounts, current ones among them', async () => {
    const accounts = await loans().accounts();
    expect(accounts.filter((a) => a.category === 'CURRENT').map((a) => a.id)).toEqual(['HK-CUR-001']);
  });

  it.each([
    ['£45,000, costs well under half: accepted', earner, car, 'accepted'],
    ['£15,000: referred (under £20,000 comes first, though £7,500 is over 40%)', { ...earner, annualIncome: 1_500_000 }, car, 'referred'],
    ['£19,999: referred', { ...earner, annualIncome: 1_999_900 }, { ...car, amount: 100_000 }, 'referred'],
    // £20,000 is £1,493.30 after tax; no home costs, £946.83 living costs and £245.89 (£8,000 over 36 months) leave £300.58.
    ['£20,000 and £8,000 (exactly 40%): accepted', { ...earner, annualIncome: 2_000_000, monthlyHousingCosts: 0, monthlyCreditCosts: 0, dependants: 0 }, { ...car, amount: 800_000 }, 'accepted'],
    ['£20,000 and £8,001 (over 40%): declined', { ...earner, annualIncome: 2_000_000, monthlyHousingCosts: 0, monthlyCreditCosts: 0, dependants: 0 }, { ...car, amount: 800_100 }, 'declined'],
    ['£24,000, costs exactly half of £2,000 a month: referred (our choice)', { ...earner, annualIncome: 2_400_000, monthlyHousingCosts: 100_000, monthlyCreditCosts: 0 }, car, 'referred'],
    // £100,000 is £8,333.33 a month before tax and £5,713.12 after; £4,166 is under half, £4,167 half or more.
    ['£100,000, costs £4,166 (under half): accepted', { ...earner, annualIncome: 10_000_000, monthlyHousingCosts: 416_600, monthlyCreditCosts: 0, dependants: 0 }, car, 'accepted'],
    ['£100,000, costs £4,167 (half or more): referred', { ...earner, annualIncome: 10_000_000, monthlyHousingCosts: 416_700, monthlyCreditCosts: 0, dependants: 0 }, car, 'referred'],
    // Under £200 left a month is referred, not accepted (CONC 5.2A.20): £24,000 is £1,733.30 after tax; less £946.83
    // living costs for one and £230.52 (£7,500 over 36 months) leaves £555.95 before the home.
    ['£24,000, £355 home: £200.95 left: accepted', { ...earner, annualIncome: 2_400_000, monthlyHousingCosts: 35_500, monthlyCreditCosts: 0, dependants: 0 }, car, 'accepted'],
    // The same customer sharing living costs with a partner: £1,394.33 for two adults leaves −£246.55.
    ['£24,000, £355 home, living alone (answered No): £200.95 left: accepted', { ...earner, annualIncome: 2_400_000, monthlyHousingCosts: 35_500, monthlyCreditCosts: 0, dependants: 0, sharesLivingCosts: false }, car, 'accepted'],
    ['£24,000, £355 home, sharing living costs with a partner: −£246.55 left: referred', { ...earner, annualIncome: 2_400_000, monthlyHousingCosts: 35_500, monthlyCreditCosts: 0, dependants: 0, sharesLivingCosts: true }, car, 'referred'],
    ['£24,000, £356 home: £199.95 left: referred', { ...earner, annualIncome: 2_400_000, monthlyHousingCosts: 35_600, monthlyCreditCosts: 0, dependants: 0 }, car, 'referred'],
    ['£24,000, £500 home: £55.95 left (£702.78 on the old flat £300): referred', { ...earner, annualIncome: 2_400_000, monthlyHousingCosts: 50_000, monthlyCreditCosts: 0, dependants: 0 }, car, 'referred'],
    // The customer's own living costs where higher: £45,000, £1,000 home and borrowing, £1,800 of their own leaves −£37.22.
    ['£45,000 with £1,800 own living costs (above the £946.83 estimate): referred', { ...earner, dependants: 0, monthlyLivingCosts: 180_000 }, car, 'referred'],
    ['£45,000 with £500 own living costs (below the estimate, which is counted): accepted', { ...earner, dependants: 0, monthlyLivingCosts: 50_000 }, car, 'accepted'],
    // £1,493.30 after tax − (£800 + £946.83 living costs) − £691.80 (£8,000 over 12 months at 6.9%) is below nothing.
    ['£20,000, £800 home (under half of the income before tax), £8,000 over 12 months: referred, nothing left after tax, essential spending and the repayment', { ...earner, annualIncome: 2_000_000, monthlyHousingCosts: 80_000, monthlyCreditCosts: 0, dependants: 0 }, { ...car, amount: 800_000, termMonths: 12 }, 'referred'],
  ] as const)('decision: %s', async (_name, details, request, expected) => {
    expect((await decided(request, details)).decision).toBe(expected);
  });

  it('search before decision (CCA s55B): the hard search is done and recorded when the application is submitted, once; asking again gives the held decision and searches nothing again; new details decide afresh', async () => {
    const held = async () => {
      const res = await fetch(`${wiremock}/__admin/ledger/demo.hardkey?doc=personal-loans/hardkey/applications.json`);
      const book = (await res.json()) as { documents: Record<string, { payload: { applicationId: string; decision?: string; hardSearches?: { on: string }[] }[] }> };
      return book.documents['personal-loans/hardkey/applications.json']!.payload[0]!;
    };
    const { quote, decision } = await decided(car, earner);
    expect(decision).toBe('accepted');
    expect((await held()).hardSearches).toHaveLength(1);
    expect(await loans().decision(quote.applicationId)).toEqual({ decision: 'accepted', creditFile: null });
    expect((await held()).hardSearches).toHaveLength(1);
    // New details are a new submission: a new search and a new decision (£15,000 is referred).
    await loans().customerDetails(quote.applicationId, { ...earner, annualIncome: 1_500_000 });
    expect(await loans().decision(quote.applicationId)).toEqual({ decision: 'referred', creditFile: null });
    expect((await held()).hardSearches).toHaveLength(2);
  });

  it('a referral sends the inbox message its page promises, once', async () => {
    const received = async () => {
      const res = await fetch(`${wiremock}/__admin/ledger/demo.hardkey?doc=inbox/hardkey/received.json`);
      const book = (await res.json()) as { documents: Record<string, { payload: { subject: string; messageText: string; status: string }[] }> };
      return book.documents['inbox/hardkey/received.json']!.payload;
    };
    const { quote, decision } = await decided(car, { ...earner, annualIncome: 1_500_000 });
    expect(decision).toBe('referred');
    await loans().decision(quote.applicationId);
    const sent = (await received()).filter((m) => m.subject === `Your personal loan application ${quote.applicationId}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBe('U');
    expect(sent[0]!.messageText).toContain('within 2 working days');
  });

  it('apply: adds the loan account and pays £7,500.00 into the current account, once per key, until a reset', async () => {
    const before = await accountsList();
    const current = before.find((a) => a.id === 'HK-CUR-001')!.summary.balance;
    const { quote } = await decided(car, earner);
    const application = { applicationId: quote.applicationId, accountId: 'HK-CUR-001', amount: car.amount, termMonths: car.termMonths };
    const applied = await loans().apply(application, 'key-loan-1');
    expect(applied).toMatchObject({ amount: 750_000, paidIntoAccountId: 'HK-CUR-001', monthlyRepayment: 23_052, termMonths: 36 });
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: `/gateway/api${PersonalLoansPaths.apply}` });
    // The journal outlives a reset: only this test's keys (key-loan-…) count here.
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key')).filter((k) => k?.startsWith('key-loan-'))).toEqual(['key-loan-1']);
    // The same key again: the remembered answer, nothing paid twice.
    expect(await loans().apply(application, 'key-loan-1')).toEqual(applied);
    // Another key for the same application: refused, it is set up already.
    await expect(loans().apply(application, 'key-loan-2')).rejects.toMatchObject({ error: { code: 'LOAN_ALREADY_APPLIED' } });
    const after = await accountsList();
    expect(after.find((a) => a.id === 'HK-CUR-001')!.summary.balance).toBe(current + 750_000);
    expect(after.find((a) => a.id === applied.loanAccountId)).toMatchObject({ summary: { balance: -750_000, category: 'LOAN' } });
    const tx = await (await fetch(`${wiremock}/gateway/api/v1/accounts/HK-CUR-001/transactions`)).json() as { payload: { transactions: { description: string; amount: number }[] } };
    expect(tx.payload.transactions[0]).toMatchObject({ description: `PERSONAL LOAN ${applied.loanAccountId}`, amount: 750_000 });
    // The new account's own pages: the account, its (empty) transactions and statements, its fixed rate.
    const one = (await (await fetch(`${wiremock}/gateway/api/v12/accounts/${applied.loanAccountId}`)).json()) as { payload: { id: string } };
    expect(one.payload.id).toBe(applied.loanAccountId);
    const loanTx = (await (await fetch(`${wiremock}/gateway/api/v1/accounts/${applied.loanAccountId}/transactions`)).json()) as { payload: { transactions: unknown[] } };
    expect(loanTx.payload.transactions).toEqual([]);
    const rates = (await (await fetch(`${wiremock}/gateway/api/v1/accounts/${applied.loanAccountId}/interest-rates`)).json()) as { payload: { rates: unknown[] } };
    expect(rates.payload.rates).toEqual([{ label: 'Fixed', ratePercent: 6.9, basis: 'APR' }]);
    const statements = (await (await fetch(`${wiremock}/gateway/api/v1/accounts/${applied.loanAccountId}/statements`)).json()) as { payload: unknown[] };
    expect(statements.payload).toEqual([]);
    await resetDemoBank(wiremock);
    expect((await accountsList()).some((a) => a.id === applied.loanAccountId)).toBe(false);
  });

  it('apply refuses an application that was referred, and an amount that is not the one offered', async () => {
    const referred = await decided(car, { ...earner, annualIncome: 1_500_000 });
    await expect(loans().apply({ applicationId: referred.quote.applicationId, accountId: 'HK-CUR-001', amount: 750_000, termMonths: 36 }, 'k-ref')).rejects.toMatchObject({
      error: { code: 'LOAN_NOT_ACCEPTED' },
    });
    const accepted = await decided(car, earner);
    await expect(loans().apply({ applicationId: accepted.quote.applicationId, accountId: 'HK-CUR-001', amount: 800_000, termMonths: 36 }, 'k-chg')).rejects.toMatchObject({
      error: { code: 'LOAN_CHANGED' },
    });
    await expect(loans().apply({ applicationId: accepted.quote.applicationId, accountId: 'HK-SAV-003', amount: 750_000, termMonths: 36 }, 'k-sav')).rejects.toMatchObject({
      error: { code: 'LOAN_ACCOUNT_NOT_ELIGIBLE' },
    });
  });

  it('apply is refused (LOAN_PRECONTRACT_NOT_GIVEN) unless this application\'s pre-contract information was made: another application\'s does not count, and nothing is paid', async () => {
    const other = await decided(car, earner);
    expect(other.decision).toBe('accepted');
    const { quote, decision } = await decided({ ...car, amount: 1_000_000 }, earner, { secci: false });
    expect(decision).toBe('accepted');
    const before = await accountsList();
    const application = { applicationId: quote.applicationId, accountId: 'HK-CUR-001', amount: 1_000_000, termMonths: 36 };
    await expect(loans().apply(application, 'k-no-secci')).rejects.toMatchObject({ error: { code: 'LOAN_PRECONTRACT_NOT_GIVEN' } });
    expect(await accountsList()).toEqual(before);
    // Made now, the same application may be signed.
    await loans().secci(quote.applicationId);
    expect(await loans().apply(application, 'k-after-secci')).toMatchObject({ amount: 1_000_000 });
  });

  it('apply is refused (LOAN_PRECONTRACT_NOT_GIVEN) once the pre-contract information has expired (30 days after it was made)', async () => {
    const { quote } = await decided(car, earner);
    const application = { applicationId: quote.applicationId, accountId: 'HK-CUR-001', amount: car.amount, termMonths: car.termMonths };
    const day = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
    try {
      await bankDay(day(31));
      await expect(loans().apply(application, 'k-expired')).rejects.toMatchObject({ error: { code: 'LOAN_PRECONTRACT_NOT_GIVEN' } });
      await bankDay(day(30));
      expect(await loans().apply(application, 'k-last-day')).toMatchObject({ amount: car.amount });
    } finally {
      await bankDay(null);
    }
  });

  it('apply for £7,777: carried out, then the answer lost (FD999T); a retry with the same key gets the answer, paid once', async () => {
    const request = { ...car, amount: 777_700 };
    const { quote } = await decided(request, earner);
    const application = { applicationId: quote.applicationId, accountId: 'HK-CUR-001', amount: 777_700, termMonths: 36 };
    const before = (await accountsList()).find((a) => a.id === 'HK-CUR-001')!.summary.balance;
    await expect(loans().apply(application, 'key-lost')).rejects.toMatchObject({ error: { code: 'FD999T' } });
    expect((await accountsList()).find((a) => a.id === 'HK-CUR-001')!.summary.balance).toBe(before + 777_700);
    // The retry with the same key gets the remembered answer: the same loan, nothing paid twice.
    expect(await loans().apply(application, 'key-lost')).toMatchObject({ amount: 777_700, paidIntoAccountId: 'HK-CUR-001' });
    expect((await accountsList()).find((a) => a.id === 'HK-CUR-001')!.summary.balance).toBe(before + 777_700);
    expect((await accountsList()).filter((a) => a.summary.category === 'LOAN')).toHaveLength(2);
  });
});

/**
 * A customer's loan as far as its accepted offer, through the bank's calls with the customer's session
 * cookie (jsdom's XMLHttpRequest sends none, so the real adapter speaks only for demo.hardkey).
 */
async function offeredTo(customer: string): Promise<{ id: string; pdf: (path: string) => Promise<ArrayBuffer> }> {
  const api = `${wiremock}/gateway/api/v1/personal-loans`;
  const headers = { Cookie: await customerCookie(customer) };
  const quote = await sendToBank<{ payload: { applicationId: string } }>(api, 'POST', '/quotations', { ...car }, `q-${customer}`, headers);
  const id = quote.json!.payload.applicationId;
  await sendToBank(api, 'POST', `/applications/${id}/customer-details`, earner, `d-${customer}`, headers);
  await sendToBank(api, 'GET', `/applications/${id}/secci`, undefined, undefined, headers);
  expect((await sendToBank<{ payload: { decision: string } }>(api, 'POST', `/applications/${id}/decision`, {}, `x-${customer}`, headers)).json!.payload.decision).toBe('ACCEPTED');
  return { id, pdf: async (path) => (await fetch(`${api}/applications/${id}${path}`, { headers })).arrayBuffer() };
}

describe('the loan agreement names the borrower', () => {
  it.each([
    ['demo.hardkey', 'Mr Alex Hardy', '12 Battersea Park Road, London, SW11 4NJ'],
    ['demo.appkey', 'Mr Łukasz Wójcik', 'Flat 2, 41 Kingsland Road, London, E8 4AA'],
  ])('%s: by the name and address of the bank\'s record, as written, with the APR\'s assumptions, the right to a statement, early repayment and the supervisory authority', async (customer, name, address) => {
    const offer = await offeredTo(customer);
    const text = await pdfText(await offer.pdf('/agreement/pdf'));
    expect(text).toContain(`Borrower ${name}`);
    expect(text).toContain(`Borrower's address ${address}`);
    expect(text).not.toContain(customer);
    for (const words of [
      'The APR of 6.9% is worked out on these assumptions',
      'the rate of interest stays at 6.69% a year for the whole term',
      'section 77B',
      'a statement in the form of a table showing the details of each repayment owing',
      'repay all or part of the credit early, at any time (Consumer Credit Act 1974, section 94)',
      'settlement statement (section 97)',
      'the Financial Conduct Authority, 12 Endeavour Square, London E20 1JN',
    ]) expect(text).toContain(words);
    await resetDemoBank(wiremock);
  });

  it('the executed copy is signed in the borrower\'s own name', async () => {
    const offer = await offeredTo('demo.appkey');
    const applied = await sendToBank(`${wiremock}/gateway/api/v1/origination`, 'POST', '/personal-loan-apply', { applicationId: offer.id, accountId: 'AK-CUR-001', amount: car.amount, termMonths: car.termMonths, agreed: true }, 'k-ak-sign', { Cookie: await customerCookie('demo.appkey') });
    expect(applied.status).toBe(201);
    expect(await pdfText(await offer.pdf('/agreement/pdf'))).toContain('Signed by the borrower Mr Łukasz Wójcik, electronically');
  });
});

describe('the PDFs the bank makes for a loan are tagged, in an embedded font', () => {
  it.each([['the pre-contract credit information', '/secci'], ['the agreement', '/agreement/pdf']])('%s: a structure tree over all its text, /Lang en-GB, its title shown, fonts embedded', async (_, path) => {
    const offer = await offeredTo('demo.hardkey');
    const a11y = await pdfAccessibility(await offer.pdf(path));
    expect(a11y).toMatchObject({ marked: true, language: 'en-GB', displayDocTitle: true, allTextTagged: true, fontsEmbedded: true });
    expect(a11y.title).toMatch(/^(Pre-contract credit information|Fixed-Sum Loan Agreement)/);
    expect(a11y.roles.slice(0, 2)).toEqual(['Document', 'H1']);
    expect(a11y.roles).toEqual(expect.arrayContaining(['H2', 'Table', 'TR', 'TH', 'TD']));
  });
});

function pick(f: { monthlyRepayment: number; totalPayable: number; totalChargeForCredit: number }) {
  return { monthlyRepayment: f.monthlyRepayment, totalPayable: f.totalPayable, totalChargeForCredit: f.totalChargeForCredit };
}
