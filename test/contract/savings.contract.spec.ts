import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpSavingsAdapter, SavingsPaths } from '../../src/adapters/products/savings/http-savings.adapter';
import type { HttpClient } from '../../src/adapters/http/http-client';
import { findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';
import { blobBytes, pdfText } from './pdf-support';
import { bankDateAt } from '../../src/core/shared/bank-day';
import { taxYearOf } from '../../src/core/shared/calendar-spans';
import { customerCookie } from './support/customer-session';

/** The savings products' calls (docs/api/savings.md) against the demo bank, as demo.hardkey and demo.appkey. */
const wiremock = inject('wiremockUrl');
const config = wiremockConfig(wiremock);
const api = `${wiremock}/gateway/api`;

/**
 * demo.hardkey (each test's customer, contract.setup.ts) through the real client.
 * jsdom's XMLHttpRequest never sends a Cookie header, so demo.appkey's calls go through a small
 * fetch client with the cookie: the same adapter and mappers, the same paths, bodies and keys.
 */
function savingsAs(customer: 'demo.hardkey' | 'demo.appkey' | 'demo.senior') {
  if (customer === 'demo.hardkey') return new HttpSavingsAdapter(realHttpClient(config).client, config);
  const send = async (url: string, init: RequestInit): Promise<never> => {
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: await customerCookie(customer) } });
    } catch {
      throw { error: { code: 'FD999T', description: 'no answer' } };
    }
    const body = (await res.json()) as { header?: { errorMsg?: { code: string; desc: string }[] } };
    const failure = body.header?.errorMsg?.[0];
    if (!res.ok) throw { error: { code: failure?.code ?? 'FD001T', description: failure?.desc ?? '', status: res.status } };
    return body as never;
  };
  const withCookie: Pick<HttpClient, 'get' | 'post'> = {
    get: (url) => send(url, { method: 'GET' }),
    post: (url, body, options) =>
      send(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...(options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) } }),
  };
  return new HttpSavingsAdapter(withCookie, config);
}

const accountsOf = async (customer: string) => {
  const res = await fetch(`${api}/v12/accounts`, { headers: { Cookie: await customerCookie(customer) } });
  return ((await res.json()) as { payload: { id: string; name: string; summary: { sortCode: string; number: string; balance: number } }[] }).payload;
};

const resetScenarios = () => fetch(`${wiremock}/__admin/scenarios/reset`, { method: 'POST' });
beforeEach(resetScenarios);
afterAll(resetScenarios);

describe('savings contract: reads', () => {
  it('Regular Saver eligibility: demo.appkey may apply (6.00% AER fixed, 12 months, £25 to £300); demo.hardkey holds one', async () => {
    expect(await savingsAs('demo.appkey').regularSaverEligibility()).toEqual({
      kind: 'eligible',
      product: { name: 'Regular Saver', aer: '6.00', rateType: 'fixed', termMonths: 12, minimumMonthly: 2500, maximumMonthly: 30000 },
    });
    expect(await savingsAs('demo.hardkey').regularSaverEligibility()).toMatchObject({ kind: 'already-held', account: { id: 'HK-SAV-007', name: 'Regular Saver' } });
  });

  it('source accounts, countries and nationalities', async () => {
    const s = savingsAs('demo.appkey');
    expect((await s.sourceAccounts('regular-saver')).map((a) => a.id)).toEqual(['AK-CUR-001', 'AK-SAV-002']);
    expect((await s.sourceAccounts('cash-isa'))[0]).toEqual({ id: 'AK-CUR-001', name: 'Current Account', sortCode: '401276', number: '42223333', availableBalance: null });
    expect(await s.countryCodes()).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(await s.nationalityCodes()).toContainEqual({ code: 'GB', name: 'British' });
  });

  it('Cash ISA: 4.10% AER variable, flexible; demo.hardkey has paid in £6,000.00 this tax year, demo.appkey nothing', async () => {
    expect(await savingsAs('demo.appkey').cashIsaProduct()).toEqual({ name: 'Cash ISA', aer: '4.10', rateType: 'variable', flexible: true, minimumDeposit: 100 });
    // The answer names the tax year it counts: the bank's (London's) today.
    const taxYear = taxYearOf(bankDateAt(Date.now())).label;
    expect(await savingsAs('demo.hardkey').cashIsaEligibility()).toEqual({ paidInThisTaxYear: 600000, taxYear, ukResident: true });
    expect(await savingsAs('demo.appkey').cashIsaEligibility()).toEqual({ paidInThisTaxYear: 0, taxYear, ukResident: true });
    expect(await savingsAs('demo.appkey').applicantDetails()).toMatchObject({ firstName: 'Alex', lastName: 'Hardy', dateOfBirth: '1984-06-12' });
  });

  it('the details check: QQ123456C is confirmed, QQ999999D declined with why', async () => {
    expect(await savingsAs('demo.appkey').checkIsaDetails('QQ123456C')).toEqual({ kind: 'confirmed' });
    expect(await savingsAs('demo.appkey').checkIsaDetails('QQ999999D')).toEqual({ kind: 'declined', reason: 'We could not confirm your details.' });
  });

  const notIssued = 'This is not a National Insurance number HMRC issues. Check it on your payslip, P60 or a letter from HMRC.';
  it.each(['QQ111111A', 'DA123456A', 'FA123456A', 'IA123456A', 'UA123456A', 'VA123456A', 'AD123456A', 'AO123456A', 'AQ123456A', 'BG123456A', 'GB123456A', 'KN123456A', 'NK123456A', 'NT123456A', 'TN123456A', 'ZZ123456A'])(
    'a prefix HMRC never issues (NIM39110) is declined: %s (only QQ123456C and QQ999999D are on the demo allow-list)',
    async (ni) => {
      expect(await savingsAs('demo.appkey').checkIsaDetails(ni)).toEqual({ kind: 'declined', reason: notIssued });
    },
  );

  it.each(['AB123456A', 'JG103759A', 'OA123456D', 'ZA999999C'])('an issued prefix is confirmed: %s', async (ni) => {
    expect(await savingsAs('demo.appkey').checkIsaDetails(ni)).toEqual({ kind: 'confirmed' });
  });

});

describe('savings contract: applications (the ledger)', () => {
  const regularSaver = { monthlyAmount: 15000, paymentDay: 15, fromAccountId: 'AK-CUR-001', nationality: 'GB', taxResidence: 'GB' };

  it('a Regular Saver opens 40-12-76 71230001 with its standing order; the same key again opens nothing more; a reset forgets it', async () => {
    const s = savingsAs('demo.appkey');
    const opened = await s.applyForRegularSaver(regularSaver, 'rs-key-1');
    expect(opened.account).toEqual({ id: 'RS-71230001', name: 'Regular Saver', sortCode: '401276', number: '71230001' });
    expect(opened.standingOrder).toMatchObject({ amount: 15000, paymentDay: 15, fromAccountName: 'Current Account' });
    expect(opened.standingOrder.firstPaymentDate).toMatch(/^\d{4}-\d{2}-15$/);
    expect(await s.applyForRegularSaver(regularSaver, 'rs-key-1')).toEqual(opened);
    expect((await accountsOf('demo.appkey')).filter((a) => a.summary.number === '71230001')).toHaveLength(1);
    const regular = await fetch(`${api}/v1/accounts/AK-CUR-001/regular-payments`, { headers: { Cookie: await customerCookie('demo.appkey') } }).then((r) => r.json());
    expect(JSON.stringify(regular)).toContain('71230001');
    expect(await s.regularSaverEligibility()).toMatchObject({ kind: 'already-held', account: { id: 'RS-71230001' } });
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: `/gateway/api${SavingsPaths.regularSaverApplications}` });
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toEqual(['rs-key-1', 'rs-key-1']);
    await resetScenarios();
    expect((await accountsOf('demo.appkey')).some((a) => a.summary.number === '71230001')).toBe(false);
  });

  it('a second Regular Saver, and one for demo.hardkey, are refused with RS_ALREADY_HELD', async () => {
    await expect(savingsAs('demo.hardkey').applyForRegularSaver({ ...regularSaver, fromAccountId: 'HK-CUR-001' }, 'rs-hk')).rejects.toMatchObject({ error: { code: 'RS_ALREADY_HELD' } });
    await savingsAs('demo.appkey').applyForRegularSaver(regularSaver, 'rs-a');
    await expect(savingsAs('demo.appkey').applyForRegularSaver(regularSaver, 'rs-b')).rejects.toMatchObject({ error: { code: 'RS_ALREADY_HELD' } });
  });

  it('£299 a month: carried out, then the answer lost (FD999T); the retry with the same key gets the answer', async () => {
    const s = savingsAs('demo.appkey');
    await expect(s.applyForRegularSaver({ ...regularSaver, monthlyAmount: 29900 }, 'rs-lost')).rejects.toMatchObject({ error: { code: 'FD999T' } });
    expect((await s.applyForRegularSaver({ ...regularSaver, monthlyAmount: 29900 }, 'rs-lost')).account.number).toBe('71230001');
    expect((await accountsOf('demo.appkey')).filter((a) => a.summary.number === '71230001')).toHaveLength(1);
  });

  it('demo.hardkey: a first deposit of £1,234.00 is carried out, then the answer lost (FD999T); the retry with the same key is answered, one ISA', async () => {
    const s = savingsAs('demo.hardkey');
    const application = { nationalInsuranceNumber: 'QQ123456C', firstDeposit: 123400, fromAccountId: 'HK-CUR-001', taxYear: '2026/27' };
    await expect(s.applyForCashIsa(application, 'isa-lost')).rejects.toMatchObject({ error: { code: 'FD999T' } });
    expect((await s.applyForCashIsa(application, 'isa-lost')).account.number).toBe('71230002');
    expect((await accountsOf('demo.hardkey')).filter((a) => a.summary.number === '71230002')).toHaveLength(1);
    expect((await s.cashIsaEligibility()).paidInThisTaxYear).toBe(600000 + 123400);
    const posts = await findRequests(wiremock, { method: 'POST', urlPath: `/gateway/api${SavingsPaths.cashIsaApplications}` });
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toEqual(['isa-lost', 'isa-lost']);
  });

  it('a Cash ISA of £1,000.00 opens 40-12-76 71230002 with the deposit, taken from the Instant Access Saver, and counts to the allowance', async () => {
    const s = savingsAs('demo.appkey');
    const before = (await accountsOf('demo.appkey')).find((a) => a.id === 'AK-SAV-002')?.summary.balance ?? 0;
    // The current account has £950.12 available: more than that is refused, as any payment is.
    await expect(s.applyForCashIsa({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 100000, fromAccountId: 'AK-CUR-001', taxYear: '2026/27' }, 'isa-0')).rejects.toMatchObject({
      error: { code: 'LDG_INSUFFICIENT_FUNDS' },
    });
    const opened = await s.applyForCashIsa({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 100000, fromAccountId: 'AK-SAV-002', taxYear: '2026/27' }, 'isa-1');
    expect(opened).toMatchObject({ account: { id: 'ISA-71230002', name: 'Cash ISA', sortCode: '401276', number: '71230002' }, firstDeposit: 100000 });
    const accounts = await accountsOf('demo.appkey');
    expect(accounts.find((a) => a.id === 'ISA-71230002')?.summary.balance).toBe(100000);
    expect(accounts.find((a) => a.id === 'AK-SAV-002')?.summary.balance).toBe(before - 100000);
    expect((await s.cashIsaEligibility()).paidInThisTaxYear).toBe(100000);
  });

  it("demo.hardkey: £14,000.01 is over what is left (ISA_OVER_ALLOWANCE, saying £14,000.00); QQ999999D is ISA_NOT_CONFIRMED", async () => {
    const s = savingsAs('demo.hardkey');
    await expect(s.applyForCashIsa({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 1400001, fromAccountId: 'HK-CUR-001', taxYear: '2026/27' }, 'isa-over')).rejects.toMatchObject({
      error: { code: 'ISA_OVER_ALLOWANCE', description: 'You can pay in up to £14,000.00 more this tax year.' },
    });
    await expect(s.applyForCashIsa({ nationalInsuranceNumber: 'QQ999999D', firstDeposit: 1000, fromAccountId: 'HK-CUR-001', taxYear: '2026/27' }, 'isa-ni')).rejects.toMatchObject({
      error: { code: 'ISA_NOT_CONFIRMED' },
    });
  });
});

describe('savings contract: after the applications above (their journal stays as it is)', () => {
  it('an application with a prefix HMRC never issues is refused ISA_NI_NOT_ISSUED, and opens nothing', async () => {
    await expect(
      savingsAs('demo.appkey').applyForCashIsa({ nationalInsuranceNumber: 'BG123456A', firstDeposit: 10000, fromAccountId: 'AK-SAV-002', taxYear: taxYearOf(bankDateAt(Date.now())).label }, 'isa-bg'),
    ).rejects.toMatchObject({ error: { code: 'ISA_NI_NOT_ISSUED', description: 'This is not a National Insurance number HMRC issues. Check it on your payslip, P60 or a letter from HMRC.' } });
    expect((await accountsOf('demo.appkey')).some((a) => a.summary.number === '71230002')).toBe(false);
  });
});

describe('savings contract: the new accounts are like the others', () => {
  const get = async (path: string) => fetch(`${api}${path}`, { headers: { Cookie: await customerCookie('demo.appkey') } });

  it('the new Regular Saver and Cash ISA have interest rates (6.00% and 4.10% AER) and a statements list (none yet)', async () => {
    for (const [id, rate] of [
      ['RS-71230001', 6],
      ['ISA-71230002', 4.1],
    ] as const) {
      const rates = await get(`/v1/accounts/${id}/interest-rates`);
      expect(rates.status).toBe(200);
      expect(((await rates.json()) as { payload: { rates: { ratePercent: number; basis: string }[] } }).payload.rates[0]).toMatchObject({ ratePercent: rate, basis: 'AER' });
      const statements = await get(`/v1/accounts/${id}/statements`);
      expect(statements.status).toBe(200);
      expect(((await statements.json()) as { payload: unknown[] }).payload).toEqual([]);
    }
  });

  it('a second Cash ISA opened online is refused ISA_ALREADY_OPENED, saying what is true: the one Cash ISA opened online with us', async () => {
    const s = savingsAs('demo.appkey');
    const application = { nationalInsuranceNumber: 'QQ123456C', firstDeposit: 10000, fromAccountId: 'AK-SAV-002', taxYear: taxYearOf(bankDateAt(Date.now())).label };
    await s.applyForCashIsa(application, 'isa-first');
    await expect(s.applyForCashIsa(application, 'isa-second')).rejects.toMatchObject({
      error: {
        code: 'ISA_ALREADY_OPENED',
        description: 'You already have the Cash ISA you opened online with us (40-12-76 71230002). You can have one Cash ISA opened online with us: pay into that one, up to your ISA allowance.',
      },
    });
  });
});

describe('savings contract: the documents given before Apply', () => {
  it('each product has its summary box, terms, FSCS information sheet and right to cancel, as HTML and as a PDF (PDFBox)', async () => {
    const s = savingsAs('demo.hardkey');
    const isa = await s.productDocuments('cash-isa');
    expect(isa.map((d) => [d.id, d.title])).toEqual([
      ['summary-box', 'Cash ISA summary box'],
      ['terms', 'Cash ISA terms and conditions'],
      ['fscs-information-sheet', 'FSCS information sheet'],
      ['right-to-cancel', 'Your right to cancel'],
    ]);
    expect(isa[0]?.html).toContain('4.10% AER / tax-free');
    const fscs = await pdfText(await blobBytes(isa[2]?.pdf as Blob));
    for (const words of ['Financial Services Compensation Scheme', '£120,000 per depositor per bank', '7 working days', 'Pound sterling']) expect(fscs).toContain(words);
    expect(await pdfText(await blobBytes(isa[3]?.pdf as Blob))).toContain('does not count towards your ISA allowance');
    const saver = await s.productDocuments('regular-saver');
    expect(saver.map((d) => d.title)).toEqual(['Regular Saver summary box', 'Regular Saver terms and conditions', 'FSCS information sheet', 'Your right to cancel']);
    expect(await pdfText(await blobBytes(saver[0]?.pdf as Blob))).toContain('£1,239.00');
  });
});

describe('savings contract: the FSCS information sheet', () => {
  it('a Cash ISA application without the FSCS information sheet acknowledged is refused (LDG_MALFORMED), and nothing is opened', async () => {
    const before = await accountsOf('demo.appkey');
    const taxYear = taxYearOf(bankDateAt(Date.now())).label;
    const body = { nationalInsuranceNumber: 'QQ123456C', firstDeposit: 10_000, fromAccountId: 'AK-SAV-002', taxYear, declarationAccepted: true };
    for (const sent of [body, { ...body, fscsInformationSheetAcknowledged: false }]) {
      const res = await fetch(`${api}/v1/products/cash-isa/applications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `isa-fscs-${String(sent !== body)}`, Cookie: await customerCookie('demo.appkey') },
        body: JSON.stringify(sent),
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('fscsInformationSheetAcknowledged');
    }
    expect(await accountsOf('demo.appkey')).toEqual(before);
  });
});

describe('savings contract: the bank\'s clock at 7 April 2027 (2027/28: the cash ISA limit is £12,000 under 65)', () => {
  const clock = (today: string | null) => fetch(`${wiremock}/__admin/ledger/clock`, { method: today ? 'POST' : 'DELETE', body: today ? JSON.stringify({ today }) : undefined });
  // The day is set before the customers' books are read again (the reset forgets them), so every date rule reads 7 April 2027.
  beforeEach(async () => {
    expect((await clock('2027-04-07')).status).toBe(200);
    await resetScenarios();
  });
  afterEach(async () => {
    await clock(null);
    await resetScenarios();
  });
  // A code is good only for the instruction it was first carried out with: each amount brings its own.
  const transfer = (amount: number, key: string) =>
    fetch(`${api}/v1/transfers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ fromAccountId: 'HK-CUR-001', toAccountId: 'HK-ISA-005', amount, reference: 'ISA TOP UP', reauthenticationCode: String(100_000 + (amount % 900_000)) }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { header?: { errorMsg?: { code: string; desc: string }[] }; payload?: { status?: string } } }));

  it('the count is 2027/28\'s own: the 2026/27 seed\'s £6,000.00 is not relabelled, and the limit is £12,000.00 for a saver of 42', async () => {
    expect(await savingsAs('demo.hardkey').cashIsaEligibility()).toEqual({ paidInThisTaxYear: 0, taxYear: '2027/28', ukResident: true });
    const raw = (await (await fetch(`${api}/v1/products/cash-isa/eligibility`)).json()) as { payload: { allowance: number } };
    expect(raw.payload.allowance).toBe(1_200_000);
  });

  it('£12,000.01 is refused for an under-65 on opening (ISA_OVER_ALLOWANCE, saying £12,000.00), and on a transfer into the ISA held; £12,000.00 is taken, then 1p more refused', async () => {
    await expect(
      savingsAs('demo.appkey').applyForCashIsa({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 1_200_001, fromAccountId: 'AK-SAV-002', taxYear: '2027/28' }, 'isa-2027-over'),
    ).rejects.toMatchObject({ error: { code: 'ISA_OVER_ALLOWANCE', description: 'You can pay in up to £12,000.00 more this tax year.' } });
    const over = await transfer(1_200_001, 'isa-2027-t1');
    expect(over.status).toBe(422);
    expect(over.body.header?.errorMsg?.[0]).toMatchObject({ code: 'ISA_OVER_ALLOWANCE', desc: 'You can pay in up to £12,000.00 more this tax year.' });
    const full = await transfer(1_200_000, 'isa-2027-t2');
    expect(full.body.payload?.status).toBe('SENT');
    const more = await transfer(1, 'isa-2027-t3');
    expect(more.body.header?.errorMsg?.[0]?.code).toBe('ISA_OVER_ALLOWANCE');
  });

  it('demo.senior, 65 on the first day of 2027/28 (born 3 September 1961), may pay £20,000.00 into cash ISAs: £12,000.01 into the ISA held is taken, £20,000.01 in all refused with what is left', async () => {
    const senior = { Cookie: await customerCookie('demo.senior') };
    const raw = (await (await fetch(`${api}/v1/products/cash-isa/eligibility`, { headers: senior })).json()) as { payload: { allowance: number; taxYear: string } };
    expect(raw.payload).toMatchObject({ allowance: 2_000_000, taxYear: '2027/28' });
    // Each transfer is signed with a code of its own: the bank takes a code for one subject only.
    const pay = (amount: number, key: string, fromAccountId = 'HK-CUR-001', reauthenticationCode = '123456') =>
      fetch(`${api}/v1/transfers`, {
        method: 'POST',
        headers: { ...senior, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ fromAccountId, toAccountId: 'HK-ISA-005', amount, reference: 'ISA TOP UP', reauthenticationCode }),
      }).then(async (res) => (await res.json()) as { header?: { errorMsg?: { code: string; desc: string }[] }; payload?: { status?: string } });
    const first = await pay(1_200_001, 'isa-senior-t1');
    expect(first.payload?.status).toBe('SENT');
    // £7,999.99 is left of the £20,000.00: a penny more (from the Bonus Saver, which holds it) is refused with what is left.
    expect((await pay(800_000, 'isa-senior-t2', 'HK-SAV-003', '654321')).header?.errorMsg?.[0]).toMatchObject({ code: 'ISA_OVER_ALLOWANCE', desc: 'You can pay in up to £7,999.99 more this tax year.' });
  });

  it('an application declared for 2026/27 is refused once the bank books 2027/28 (ISA_TAX_YEAR_CHANGED): the customer declares again; nothing is opened', async () => {
    const before = await accountsOf('demo.appkey');
    await expect(
      savingsAs('demo.appkey').applyForCashIsa({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 100_000, fromAccountId: 'AK-SAV-002', taxYear: '2026/27' }, 'isa-2027-year'),
    ).rejects.toMatchObject({ error: { code: 'ISA_TAX_YEAR_CHANGED' } });
    expect(await accountsOf('demo.appkey')).toEqual(before);
  });
});
