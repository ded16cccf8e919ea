import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { resetDemoBank, sendToBank } from './http-support';
import { customerCookie } from './support/customer-session';

/**
 * The hard search feeds the decision: each demo customer's credit file (wiremock/__files/credit-file,
 * docs/demo-bank.md "Credit files") is read by the loan's and the card's decisions after the search.
 */
const wiremock = inject('wiremockUrl');

beforeEach(() => resetDemoBank(wiremock));
afterAll(() => resetDemoBank(wiremock));

/** The same figures for every customer: £45,000 a year, £1,200 home, no other borrowing declared. */
const loanDetails = { employmentStatus: 'EMPLOYED', annualIncome: 4_500_000, monthlyHousingCosts: 120_000, monthlyCreditCosts: 0, dependants: 0 };
const cardDetails = { employmentStatus: 'EMPLOYED', annualIncome: 4_500_000, monthlyHousingCosts: 120_000, monthlyCreditCommitments: 0, dependants: 0 };

type Decided = { decision: string; reason?: string };

async function loanDecision(customer: string): Promise<Decided & { hardSearches: unknown[] }> {
  const api = `${wiremock}/gateway/api/v1/personal-loans`;
  const headers = { Cookie: await customerCookie(customer) };
  const quote = await sendToBank<{ payload: { applicationId: string } }>(api, 'POST', '/quotations', { amount: 750_000, termMonths: 36, purpose: 'CAR' }, `q-${customer}`, headers);
  const id = quote.json!.payload.applicationId;
  expect((await sendToBank(api, 'POST', `/applications/${id}/customer-details`, loanDetails, `d-${customer}`, headers)).status).toBe(200);
  const decided = await sendToBank<{ payload: Decided }>(api, 'POST', `/applications/${id}/decision`, {}, `x-${customer}`, headers);
  expect(decided.status).toBe(200);
  const again = await sendToBank<{ payload: Decided }>(api, 'POST', `/applications/${id}/decision`, {}, `y-${customer}`, headers);
  expect(again.json!.payload).toEqual(decided.json!.payload);
  const ledger = (await (await fetch(`${wiremock}/__admin/ledger/${customer}`)).json()) as { documents: Record<string, { payload: { applicationId: string; hardSearches: unknown[] }[] }> };
  const held = Object.entries(ledger.documents).find(([name]) => name.startsWith('personal-loans/'))?.[1].payload.find((a) => a.applicationId === id);
  return { ...decided.json!.payload, hardSearches: held?.hardSearches ?? [] };
}

async function cardDecision(customer: string): Promise<Decided> {
  const api = `${wiremock}/gateway/api/v1/credit-cards`;
  const headers = { Cookie: await customerCookie(customer) };
  const started = await sendToBank<{ payload: { applicationId: string } }>(api, 'POST', '/applications', { productId: 'EVERYDAY', requestedLimit: 300_000 }, `c-${customer}`, headers);
  expect(started.status).toBe(201);
  const id = started.json!.payload.applicationId;
  expect((await sendToBank(api, 'POST', `/applications/${id}/applicant-details`, cardDetails, `cd-${customer}`, headers)).status).toBe(204);
  const decided = await sendToBank<{ payload: Decided }>(api, 'POST', `/applications/${id}/decisions`, {}, `cx-${customer}`, headers);
  expect(decided.status).toBe(200);
  return decided.json!.payload;
}

describe('the credit file the hard search finds feeds the decision', () => {
  it('demo.hardkey, a clean file: the loan is accepted on the figures given, with no reason, after one hard search', async () => {
    const decided = await loanDecision('demo.hardkey');
    expect(decided).toMatchObject({ decision: 'ACCEPTED' });
    expect(decided.reason).toBeUndefined();
    expect(decided.hardSearches).toHaveLength(1);
  });

  it('demo.senior, a missed payment reported 3 months ago: the same loan is declined, the reason CREDIT_FILE_MISSED_PAYMENT, held when asked again', async () => {
    expect(await loanDecision('demo.senior')).toMatchObject({ decision: 'DECLINED', reason: 'CREDIT_FILE_MISSED_PAYMENT' });
  });

  it('demo.history, £600 a month of borrowing on the file and none declared: counted in place of the £0, £15.95 is left after the £230.52 repayment, referred with the reason CREDIT_FILE_COMMITMENTS', async () => {
    // £2,993.30 after tax − £1,200 home − £600 on the file − £946.83 living costs − £230.52 = £15.95 (under £200);
    // on the £0 declared it would be £615.95, accepted.
    expect(await loanDecision('demo.history')).toMatchObject({ decision: 'REFERRED', reason: 'CREDIT_FILE_COMMITMENTS' });
  });

  it('the card reads the same file: demo.hardkey accepted with no reason; demo.senior declined (CREDIT_FILE_MISSED_PAYMENT); demo.history referred (CREDIT_FILE_COMMITMENTS: £163.14 left repaying £3,000 over 36 months)', async () => {
    const clean = await cardDecision('demo.hardkey');
    expect(clean).toMatchObject({ decision: 'ACCEPTED' });
    expect(clean.reason).toBeUndefined();
    expect(await cardDecision('demo.senior')).toMatchObject({ decision: 'DECLINED', reason: 'CREDIT_FILE_MISSED_PAYMENT' });
    expect(await cardDecision('demo.history')).toMatchObject({ decision: 'REFERRED', reason: 'CREDIT_FILE_COMMITMENTS' });
  });
});
