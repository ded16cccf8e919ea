import { describe, expect, it } from 'vitest';
import { toApplicantDetails, toCashIsaStanding, toIsaDetailsCheck, toRegularSaverEligibility, toRegularSaverOpened, toSourceAccounts } from './savings.mapper';

const product = { name: 'Regular Saver', aer: '6.00', rateType: 'FIXED', termMonths: 12, minimumMonthlyAmount: 2500, maximumMonthlyAmount: 30000 };

describe('savings mapper', () => {
  it('reads eligibility: eligible, already held (with the account), declined', () => {
    expect(toRegularSaverEligibility({ payload: { eligible: true, product } })).toMatchObject({ kind: 'eligible', product: { aer: '6.00', rateType: 'fixed', minimumMonthly: 2500 } });
    expect(toRegularSaverEligibility({ payload: { eligible: false, reasonCode: 'ALREADY_HELD', heldAccount: { id: 'HK-SAV-007', name: 'Regular Saver' }, product } })).toMatchObject({
      kind: 'already-held',
      account: { id: 'HK-SAV-007' },
    });
    expect(toRegularSaverEligibility({ payload: { eligible: false, reasonCode: 'X', reasonText: 'Not now', product } })).toMatchObject({ kind: 'declined', reason: 'Not now' });
  });
  it('reads accounts with sort codes as digits', () => {
    expect(toSourceAccounts({ payload: [{ id: 'A', name: 'Current Account', sortCode: '40-12-76', accountNumber: '42223333', availableBalance: 95012 }] })).toEqual([
      { id: 'A', name: 'Current Account', sortCode: '401276', number: '42223333', availableBalance: 95012 },
    ]);
  });
  it('reads what was opened', () => {
    expect(
      toRegularSaverOpened({
        payload: { applicationReference: 'RS000001', account: { id: 'X', name: 'Regular Saver', sortCode: '401276', accountNumber: '71230001' }, standingOrder: { amount: 15000, paymentDay: 15, firstPaymentDate: '2026-12-15', fromAccountName: 'Current Account' } },
      }).account.number,
    ).toBe('71230001');
  });
  it('reads the ISA standing, the details check and the applicant', () => {
    expect(toCashIsaStanding({ payload: { subscribedThisTaxYear: 600000, ukResident: true, taxYear: '2026/27' } })).toEqual({ paidInThisTaxYear: 600000, ukResident: true, taxYear: '2026/27' });
    expect(toIsaDetailsCheck({ payload: { eligible: false, reasonText: 'We could not confirm your details.' } })).toEqual({ kind: 'declined', reason: 'We could not confirm your details.' });
    expect(toApplicantDetails({ payload: { title: 'Ms', firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-02', address: { lines: ['1 Road'], postcode: 'AB1 2CD' } } }).dateOfBirth).toBe('1990-01-02');
  });
  it.each([{ subscribedThisTaxYear: 600000, ukResident: true }, { subscribedThisTaxYear: 600000, ukResident: true, taxYear: '2026' }])(
    'an ISA standing without the tax year it counts is FD001T: %j',
    (payload) => {
      expect(() => toCashIsaStanding({ payload })).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'FD001T' }) }));
    },
  );
  it.each([null, {}, { payload: null }, { payload: { eligible: 'yes', product } }, { payload: { eligible: true, product: { ...product, minimumMonthlyAmount: 25.5 } } }])(
    'an answer of another shape is FD001T: %j',
    (answer) => {
      expect(() => toRegularSaverEligibility(answer)).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'FD001T' }) }));
    },
  );
});
