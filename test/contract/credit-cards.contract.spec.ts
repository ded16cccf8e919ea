import { beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpCreditCardsAdapter } from '../../src/adapters/products/cards/http-credit-cards.adapter';
import type { CardOptions } from '../../src/core/products/cards/credit-card';
import { blobBytes, myDocuments, pdfAccessibility, pdfText } from './pdf-support';
import { countRequests, realHttpClient, resetDemoBank, wiremockConfig } from './http-support';
import { customerCookie } from './support/customer-session';

/** The credit card calls of docs/rules/calls.md (docs/api/credit-cards.md) against the demo bank and its ledger. */
const wiremock = inject('wiremockUrl');
const config = wiremockConfig(wiremock);
const cards = () => new HttpCreditCardsAdapter(realHttpClient(config).client, config);
const details = { employmentStatus: 'EMPLOYED' as const, annualIncome: 3000000, monthlyHousingCosts: 60000, monthlyCreditCommitments: 10000, dependants: 0 };
const options: CardOptions = { creditLimitIncreases: 'opt-out', repayment: { kind: 'minimum' }, repaymentAccountId: 'HK-CUR-001' };

async function accountIds(): Promise<string[]> {
  const res = await fetch(`${wiremock}/__admin/ledger/demo.hardkey?doc=accounts/hardkey/accounts.json`);
  const book = (await res.json()) as { documents: Record<string, { payload: { id: string }[] }> };
  return (book.documents['accounts/hardkey/accounts.json']?.payload ?? []).map((a) => a.id);
}

/** demo.hardkey applies for £3,000 on the Everyday Credit Card, up to the decision. */
async function accepted(key: string) {
  const { applicationId } = await cards().startApplication('EVERYDAY', 300000, key);
  await cards().applicantDetails(applicationId, details, `${key}.details`);
  const answer = await cards().decide(applicationId, `${key}.decision`);
  // demo.hardkey's credit file is clean: the figures given decide, and no finding is named.
  expect(answer.creditFile).toBeNull();
  return { applicationId, decision: answer.kind };
}

beforeEach(() => resetDemoBank(wiremock));

describe('credit cards contract', () => {
  it('lists no application before the first', async () => {
    expect(await cards().applications()).toEqual([]);
  });

  it('reads pre-eligibility and the two cards on offer, exactly as the issue gives them', async () => {
    expect(await cards().preEligibility()).toEqual({ eligible: true, reason: null });
    const products = await cards().products();
    expect(products.map((p) => [p.id, p.name, p.purchaseRate, p.representativeApr, p.variable, p.limits])).toEqual([
      ['EVERYDAY', 'Everyday Credit Card', 2290, 2550, true, { minimum: 50000, maximum: 1000000 }],
      ['BALANCE_TRANSFER', 'Balance Transfer Card', 2290, 2550, true, { minimum: 50000, maximum: 1000000 }],
    ]);
    expect(products[1]?.balanceTransfer).toEqual({ rate: 0, months: 20, feePercent: 300 });
    expect(await cards().eligibility('EVERYDAY', 300000)).toEqual({ likely: true });
  });

  it('demo.hardkey asking for £3,000 is accepted and offered £2,500 at 22.9% (25.5% APR), variable', async () => {
    const { applicationId, decision } = await accepted('cc-key-1');
    expect(decision).toBe('accepted');
    expect(await cards().applications()).toEqual([{ applicationId, productName: 'Everyday Credit Card', requestedLimit: 300000, status: 'ACCEPTED' }]);
    expect(await cards().offer(applicationId)).toEqual({
      applicationId, productName: 'Everyday Credit Card', requestedLimit: 300000, creditLimit: 250000, purchaseRate: 2290, apr: 2550, variable: true, balanceTransfer: null,
    });
  });

  it('refers high costs and declines an income under £10,000', async () => {
    const referred = await cards().startApplication('EVERYDAY', 100000, 'cc-ref');
    await cards().applicantDetails(referred.applicationId, { ...details, annualIncome: 2400000, monthlyHousingCosts: 100000 }, 'cc-ref.details');
    expect(await cards().decide(referred.applicationId, 'cc-ref.decision')).toEqual({ kind: 'referred', creditFile: null });
    const declined = await cards().startApplication('EVERYDAY', 100000, 'cc-dec');
    await cards().applicantDetails(declined.applicationId, { ...details, annualIncome: 900000 }, 'cc-dec.details');
    expect(await cards().decide(declined.applicationId, 'cc-dec.decision')).toEqual({ kind: 'declined', creditFile: null });
  });

  it('affordability on income after tax: £12,000 with £450 home costs asking £10,000 is referred (£1,000 after tax − £1,396.83 essential spending − £277.78, a 36th of the limit, is below nothing)', async () => {
    const { applicationId } = await cards().startApplication('EVERYDAY', 1000000, 'cc-net');
    await cards().applicantDetails(applicationId, { ...details, annualIncome: 1200000, monthlyHousingCosts: 45000, monthlyCreditCommitments: 0 }, 'cc-net.details');
    expect(await cards().decide(applicationId, 'cc-net.decision')).toEqual({ kind: 'referred', creditFile: null });
  });

  // £30,000 is £2,093.30 a month after tax; £700 home and borrowing, £946.83 living costs for one.
  it.each([
    ['£3,000 asked: £363.14 left after a 36th of the limit: accepted', 300000, {}, 'accepted'],
    ['£10,000 asked: £168.69 left, under £200: referred, not accepted', 1000000, {}, 'referred'],
    ['£3,000 asked with £1,200 own living costs (above the estimate): £109.97 left: referred', 300000, { monthlyLivingCosts: 120000 }, 'referred'],
    ['£3,000 asked, living alone (answered No): £363.14 left: accepted', 300000, { sharesLivingCosts: false }, 'accepted'],
    // Two adults: £400 more everyday, council tax without the single-adult discount: £1,394.33, leaving −£84.36.
    ['£3,000 asked, sharing living costs with a partner: −£84.36 left: referred', 300000, { sharesLivingCosts: true }, 'referred'],
  ] as const)('household living costs and the £200 a month the bank wants left (CONC 5.2A.20): %s', async (_name, limit, own, expected) => {
    const key = `cc-surplus-${limit}-${Object.entries(own).map(([k, v]) => `${k}-${String(v)}`).join('-') || 'est'}`;
    const { applicationId } = await cards().startApplication('EVERYDAY', limit, key);
    await cards().applicantDetails(applicationId, { ...details, ...own }, `${key}.details`);
    expect(await cards().decide(applicationId, `${key}.decision`)).toEqual({ kind: expected, creditFile: null });
  });

  it('a referral sends the inbox message its page promises', async () => {
    const referred = await cards().startApplication('EVERYDAY', 100000, 'cc-ref-msg');
    await cards().applicantDetails(referred.applicationId, { ...details, annualIncome: 2400000, monthlyHousingCosts: 100000 }, 'cc-ref-msg.details');
    expect(await cards().decide(referred.applicationId, 'cc-ref-msg.decision')).toEqual({ kind: 'referred', creditFile: null });
    const res = await fetch(`${wiremock}/__admin/ledger/demo.hardkey?doc=inbox/hardkey/received.json`);
    const inbox = ((await res.json()) as { documents: Record<string, { payload: { subject: string; messageText: string }[] }> }).documents['inbox/hardkey/received.json']!.payload;
    const sent = inbox.filter((m) => m.subject === `Your credit card application ${referred.applicationId}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messageText).toContain('within 2 working days');
  });

  it('refuses a limit outside £500 to £10,000 with a bank code, and a change without a key', async () => {
    await expect(cards().startApplication('EVERYDAY', 1000100, 'cc-big')).rejects.toMatchObject({ error: { code: 'CC_LIMIT_RANGE' } });
    await expect(cards().startApplication('EVERYDAY', 300000, '')).rejects.toMatchObject({ error: { code: 'FD001T', status: 404 } });
  });

  it('lists the current account for the Direct Debit, records the choices, and shows them in the unsigned agreement (HTML and PDF)', async () => {
    expect(await cards().repaymentAccounts()).toEqual([{ id: 'HK-CUR-001', name: 'Current Account', label: '40-12-76 41234567' }]);
    const { applicationId } = await accepted('cc-key-2');
    await cards().chooseOptions(applicationId, options, 'cc-key-2.options');
    const agreement = await cards().unsignedAgreement(applicationId);
    expect(agreement.html).toContain('£2,500.00');
    expect(agreement.html).toContain('You asked us not to raise your credit limit.');
    expect(agreement.html).toContain('the minimum repayment');
    expect(agreement.pdf.type).toBe('application/pdf');
    expect(agreement.pdf.size).toBeGreaterThan(400);
  });

  it('the pre-contract credit information (running-account credit) is made for this application by the demo bank (PDFBox), shown as HTML and PDF, and kept once in My documents', async () => {
    const { applicationId } = await accepted('cc-pcci');
    const info = await cards().preContractInformation(applicationId);
    const text = await pdfText(await blobBytes(info.pdf));
    for (const words of [
      applicationId, 'Running-account credit: a credit card', 'Everyday Credit Card', '£2,500.00', '22.9% a year (variable)', '25.5% APR',
      'Minimum repayment', '1% of the balance, or £5', 'Costs in case of late payments', 'Right of withdrawal', 'Consultation of a database',
      'Right to a draft credit agreement', 'This information is valid from',
    ]) {
      expect(text).toContain(words);
      expect(info.html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ')).toContain(words);
    }
    // Another application, another customer's figures: the Balance Transfer card at £1,000.
    const other = await cards().startApplication('BALANCE_TRANSFER', 100000, 'cc-pcci-bt');
    await cards().applicantDetails(other.applicationId, details, 'cc-pcci-bt.details');
    await cards().decide(other.applicationId, 'cc-pcci-bt.decision');
    const otherText = await pdfText(await blobBytes((await cards().preContractInformation(other.applicationId)).pdf));
    expect(otherText).toContain('£1,000.00');
    expect(otherText).toContain('0% for 20 months on balances transferred');
    // Opened twice, listed once; served from My documents as the same document.
    await cards().preContractInformation(applicationId);
    const kept = (await myDocuments(wiremock)).filter((d) => d.documentDescription === `Pre-contract credit information, credit card ${applicationId}`);
    expect(kept).toHaveLength(1);
    const fromDocuments = await fetch(`${wiremock}/gateway/api/v1/my-documents/${kept[0]!.documentIdentifier}`);
    expect(fromDocuments.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await fromDocuments.arrayBuffer())).toContain('£2,500.00');
  });

  it('signs once per key: the card account is added once, a repeat of the key is answered the same, until a reset', async () => {
    const { applicationId } = await accepted('cc-key-3');
    await cards().chooseOptions(applicationId, options, 'cc-key-3.options');
    await cards().preContractInformation(applicationId);
    const before = await accountIds();
    const card = await cards().sign(applicationId, 'cc-sign-1');
    expect(card.lastFour).toMatch(/^\d{4}$/);
    expect(card.withdrawalEnds > card.arrivesBy).toBe(true);
    expect(await cards().sign(applicationId, 'cc-sign-1')).toEqual(card);
    await expect(cards().sign(applicationId, 'cc-sign-2')).rejects.toMatchObject({ error: { code: 'CC_ALREADY_SIGNED' } });
    const after = await accountIds();
    expect(after).toEqual([...before, card.accountId]);
    expect(await cards().applicationStatus(applicationId)).toEqual({ status: 'SIGNED', card });
    expect((await cards().signedAgreement(applicationId)).type).toBe('application/pdf');
    expect(await countRequests(wiremock, { method: 'POST', urlPath: `/gateway/api/v1/credit-cards/applications/${applicationId}/agreements` })).toBe(3);
    await resetDemoBank(wiremock);
    expect(await accountIds()).toEqual(before);
  });

  it('the agreement is made for this application (PDFBox) with the Sch 1 items for running-account credit; unsigned and executed served by the ledger, 404 for an unknown or unsigned one; the executed copy kept in My documents', async () => {
    const api = `${wiremock}/gateway/api/v1/credit-cards`;
    expect((await fetch(`${api}/applications/ZZZ999999/agreements/unsigned/pdf`)).status).toBe(404);
    expect((await fetch(`${api}/applications/ZZZ999999/agreements/signed/pdf`)).status).toBe(404);
    const { applicationId } = await accepted('cc-key-agr');
    await cards().chooseOptions(applicationId, options, 'cc-key-agr.options');
    expect((await fetch(`${api}/applications/${applicationId}/agreements/signed/pdf`)).status).toBe(404);
    const unsigned = await pdfText(await blobBytes((await cards().unsignedAgreement(applicationId)).pdf));
    for (const words of [
      'Credit Card Agreement regulated by the Consumer Credit Act 1974', `Agreement number ${applicationId}`,
      'Lender Demo Bank plc', "Lender's address Customer Services, 1 Demo Street, London EC2A 1AA",
      'Borrower Mr Alex Hardy', "Borrower's address 12 Battersea Park Road, London, SW11 4NJ",
      'Credit limit £2,500.00', 'Purchases: 22.9% a year (variable)', 'When the rates change', 'APR 25.5% (variable)',
      'How the APR is worked out', 'a credit limit of £1,200', 'plus 1% of the balance, or £5', 'Charges No annual fee',
      'How we use your payments', 'highest rate first', 'Missing payments', 'severe consequences',
      'You have the right to withdraw from this agreement, without giving any reason, within 14 days',
      'Repaying early', 'section 94', 'Financial Ombudsman Service', 'the Financial Conduct Authority, 12 Endeavour Square, London E20 1JN',
      'Sign it only if you want to be legally bound by its terms.', 'Not signed yet.',
    ]) expect(unsigned).toContain(words);
    expect(unsigned).not.toContain('UK Direct Bank');
    await cards().preContractInformation(applicationId);
    await cards().sign(applicationId, 'cc-sign-agr');
    const executed = await pdfText(await blobBytes(await cards().signedAgreement(applicationId)));
    expect(executed).toContain('Signed by the borrower Mr Alex Hardy, electronically');
    const kept = (await myDocuments(wiremock)).filter((d) => d.documentDescription === `Credit card agreement ${applicationId} (signed)`);
    expect(kept).toHaveLength(1);
    const fromDocuments = await (await fetch(`${wiremock}/gateway/api/v1/my-documents/${kept[0]!.documentIdentifier}`)).arrayBuffer();
    expect(await pdfText(fromDocuments)).toBe(executed);
    expect(await pdfAccessibility(fromDocuments)).toMatchObject({ marked: true, language: 'en-GB', displayDocTitle: true, allTextTagged: true, fontsEmbedded: true });
  });

  it('sign is refused (CC_PRECONTRACT_NOT_GIVEN) until this application\'s pre-contract information is made; another application\'s does not count', async () => {
    const other = await accepted('cc-key-oth');
    await cards().preContractInformation(other.applicationId);
    const { applicationId } = await accepted('cc-key-pci');
    await cards().chooseOptions(applicationId, options, 'cc-key-pci.options');
    const before = await accountIds();
    await expect(cards().sign(applicationId, 'cc-sign-pci')).rejects.toMatchObject({ error: { code: 'CC_PRECONTRACT_NOT_GIVEN' } });
    expect(await accountIds()).toEqual(before);
    await cards().preContractInformation(applicationId);
    expect((await cards().sign(applicationId, 'cc-sign-pci-2')).lastFour).toMatch(/^\d{4}$/);
  });

  it('an application for £4,040 is held at signing for a Re-authentication Security Code (0004): nothing signed or filed, a wrong code refused, then the same key with the code signs once', async () => {
    const { applicationId } = await cards().startApplication('EVERYDAY', 404000, 'cc-key-reauth');
    await cards().applicantDetails(applicationId, details, 'cc-key-reauth.details');
    expect(await cards().decide(applicationId, 'cc-key-reauth.decision')).toEqual({ kind: 'accepted', creditFile: null });
    await cards().chooseOptions(applicationId, options, 'cc-key-reauth.options');
    await cards().preContractInformation(applicationId);
    const before = await accountIds();
    const documents = (await myDocuments(wiremock)).length;
    await expect(cards().sign(applicationId, 'cc-sign-reauth')).rejects.toMatchObject({ error: { code: '0004' } });
    await expect(cards().sign(applicationId, 'cc-sign-reauth', { reauthenticationCode: '000000' })).rejects.toMatchObject({ error: { code: 'OLR_0043' } });
    // What the bank refused changes nothing: no card, no executed agreement, the application still waiting.
    expect(await accountIds()).toEqual(before);
    expect((await myDocuments(wiremock)).length).toBe(documents);
    expect((await cards().applicationStatus(applicationId)).card).toBeFalsy();
    const card = await cards().sign(applicationId, 'cc-sign-reauth', { reauthenticationCode: '404040' });
    expect(card.lastFour).toMatch(/^\d{4}$/);
    expect(await cards().sign(applicationId, 'cc-sign-reauth', { reauthenticationCode: '404040' })).toEqual(card);
    expect(await accountIds()).toEqual([...before, card.accountId]);
    expect((await myDocuments(wiremock)).length).toBe(documents + 1);
    expect(await cards().applicationStatus(applicationId)).toEqual({ status: 'SIGNED', card });
  });

  it('will not sign before the choices are made', async () => {
    const { applicationId } = await accepted('cc-key-4');
    await expect(cards().sign(applicationId, 'cc-sign-early')).rejects.toMatchObject({ error: { code: 'CC_WRONG_STAGE' } });
  });

  it('demo.appkey may apply too: offered the £3,000 asked, signed into its own accounts, paid from its current account', async () => {
    const api = `${wiremock}/gateway/api/v1/credit-cards`;
    const call = async (method: string, path: string, key: string | null, body?: unknown) => {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: { Cookie: await customerCookie('demo.appkey'), 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: res.status === 204 ? null : ((await res.json()) as { payload: Record<string, unknown> }) };
    };
    const started = await call('POST', '/applications', 'ak-1', { productId: 'BALANCE_TRANSFER', requestedLimit: 300000 });
    expect(started.status).toBe(201);
    const id = String(started.json?.payload.applicationId);
    expect((await call('POST', `/applications/${id}/applicant-details`, 'ak-1.details', details)).status).toBe(204);
    expect((await call('POST', `/applications/${id}/decisions`, 'ak-1.decision', {})).json?.payload.decision).toBe('ACCEPTED');
    const offer = (await call('GET', `/applications/${id}/offers`, null)).json?.payload.offer as Record<string, unknown>;
    expect(offer).toMatchObject({ productName: 'Balance Transfer Card', creditLimit: 300000, balanceTransfer: { rate: 0, months: 20, feePercent: 300 } });
    const accounts = (await call('GET', '/accounts', null)).json?.payload as unknown as { id: string; summary: { category: string } }[];
    const current = accounts.find((a) => a.summary.category === 'CURRENT');
    expect(current?.id).toBe('AK-CUR-001');
    const body = { creditLimitIncreases: 'OPT_IN', repayment: { type: 'FIXED', amount: 5000 }, repaymentAccountId: 'AK-CUR-001' };
    expect((await call('PATCH', `/applications/${id}`, 'ak-1.options', body)).status).toBe(204);
    // No agreement before this application's pre-contract information is made: refused, nothing added.
    const early = await call('POST', `/applications/${id}/agreements`, 'ak-sign-early', {});
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.json)).toContain('CC_PRECONTRACT_NOT_GIVEN');
    expect((await call('GET', `/applications/${id}/pre-contract-information`, null)).status).toBe(200);
    const signed = await call('POST', `/applications/${id}/agreements`, 'ak-sign', {});
    expect(signed.status).toBe(201);
    // The executed agreement names the borrower as the bank's record has it, in the font's own letters.
    const executed = await pdfText(await (await fetch(`${api}/applications/${id}/agreements/signed/pdf`, { headers: { Cookie: await customerCookie('demo.appkey') } })).arrayBuffer());
    for (const words of ['Borrower Mr Łukasz Wójcik', "Borrower's address Flat 2, 41 Kingsland Road, London, E8 4AA", 'Credit limit £3,000.00', 'balances transferred in the first 60 days', 'Signed by the borrower Mr Łukasz Wójcik'])
      expect(executed).toContain(words);
    const res = await fetch(`${wiremock}/__admin/ledger/demo.appkey?doc=accounts/appkey/accounts.json`);
    const book = (await res.json()) as { documents: Record<string, { payload: { id: string; summary: { limit: number } }[] }> };
    const card = book.documents['accounts/appkey/accounts.json']?.payload.find((a) => a.id === signed.json?.payload.accountId);
    expect(card?.summary.limit).toBe(300000);
    // demo.hardkey's accounts are untouched by demo.appkey's card.
    expect(await accountIds()).not.toContain(signed.json?.payload.accountId);
  });
});
