import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../http/http-client';
import { toApplications, toDecision, toOffer, toOptionsDto, toProducts, toRepaymentAccounts, toSignedCard } from './credit-cards.mapper';

/** A malformed answer is the generic failure (FD001T), never a half-read page. */
function expectGeneric(read: () => unknown): void {
  let thrown: unknown = null;
  try {
    read();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(HttpFailure);
  expect((thrown as HttpFailure).error.code).toBe('FD001T');
}

describe('credit cards mapper', () => {
  it('reads the cards on offer; a card without its rates is the generic failure', () => {
    const card = { productId: 'EVERYDAY', name: 'Everyday Credit Card', summary: 's', purchaseRate: 2290, representativeApr: 2550, variable: true, annualFee: 0, minimumLimit: 50000, maximumLimit: 1000000, balanceTransfer: null };
    expect(toProducts({ payload: [card] })[0]).toMatchObject({ id: 'EVERYDAY', limits: { minimum: 50000, maximum: 1000000 }, balanceTransfer: null });
    expectGeneric(() => toProducts({ payload: [{ ...card, purchaseRate: '22.9' }] }));
    expectGeneric(() => toProducts({ payload: { not: 'a list' } }));
  });

  it('reads a decision and refuses an unknown one', () => {
    expect(toDecision({ payload: { decision: 'REFERRED' } })).toEqual({ kind: 'referred', creditFile: null });
    expect(toDecision({ payload: { decision: 'DECLINED', reason: 'CREDIT_FILE_MISSED_PAYMENT' } })).toEqual({ kind: 'declined', creditFile: 'missed-payment' });
    expect(toDecision({ payload: { decision: 'REFERRED', reason: 'CREDIT_FILE_COMMITMENTS' } })).toEqual({ kind: 'referred', creditFile: 'commitments' });
    expectGeneric(() => toDecision({ payload: { decision: 'MAYBE' } }));
  });

  it('reads the offer from the application; an application without one is malformed', () => {
    const offer = { productName: 'Everyday Credit Card', requestedLimit: 300000, creditLimit: 250000, purchaseRate: 2290, apr: 2550, variable: true, balanceTransfer: null };
    expect(toOffer({ payload: { applicationId: 'CCA000001', offer } })).toEqual({ applicationId: 'CCA000001', ...offer });
    expectGeneric(() => toOffer({ payload: { applicationId: 'CCA000001', status: 'DETAILS' } }));
  });

  it('keeps only current accounts for the Direct Debit, with the sort code in pairs', () => {
    const accounts = [
      { id: 'HK-CUR-001', name: 'Current Account', summary: { category: 'CURRENT', sortCode: '401276', number: '41234567' } },
      { id: 'HK-SAV-003', name: 'Bonus Saver', summary: { category: 'SAVINGS', sortCode: '401276', number: '51230001' } },
    ];
    expect(toRepaymentAccounts({ payload: accounts })).toEqual([{ id: 'HK-CUR-001', name: 'Current Account', label: '40-12-76 41234567' }]);
  });

  it('writes the choices in the wire words', () => {
    expect(toOptionsDto({ creditLimitIncreases: 'opt-out', repayment: { kind: 'minimum' }, repaymentAccountId: 'A' })).toEqual({
      creditLimitIncreases: 'OPT_OUT', repayment: { type: 'MINIMUM' }, repaymentAccountId: 'A',
    });
    expect(toOptionsDto({ creditLimitIncreases: 'opt-in', repayment: { kind: 'fixed', amount: 5000 }, repaymentAccountId: 'A' }).repayment).toEqual({ type: 'FIXED', amount: 5000 });
    expect(toOptionsDto({ creditLimitIncreases: 'opt-in', repayment: { kind: 'full' }, repaymentAccountId: 'A' }).repayment).toEqual({ type: 'FULL' });
  });

  it('reads the signed card: 4 digits and ISO dates, nothing else', () => {
    const card = { accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' };
    expect(toSignedCard({ payload: card })).toEqual(card);
    expectGeneric(() => toSignedCard({ payload: { ...card, lastFour: '12345' } }));
    expectGeneric(() => toSignedCard({ payload: { ...card, arrivesBy: 'soon' } }));
  });

  it('lists applications', () => {
    expect(toApplications({ payload: { applications: [{ applicationId: 'CCA000001', productName: 'Everyday Credit Card', requestedLimit: 300000, status: 'ACCEPTED', offer: {} }] } })).toEqual([
      { applicationId: 'CCA000001', productName: 'Everyday Credit Card', requestedLimit: 300000, status: 'ACCEPTED' },
    ]);
    expectGeneric(() => toApplications({ payload: {} }));
  });
});
