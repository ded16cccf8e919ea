import { describe, expect, it } from 'vitest';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { allowanceFigures, CashIsaMessages, cashIsaRefusals, firstDeposit, isaDeclaration, nationalInsuranceError, normaliseNationalInsurance } from './cash-isa.rules';
import { taxYearStarting } from './tax-year.rules';

const nov2026 = { year: 2026, month: 11, day: 25 };

describe('National Insurance number (spec 02 section 5)', () => {
  it.each(['QQ123456C', 'QQ 12 34 56 C', 'qq123456c', 'AB123456A', 'AB123456D', ' QQ999999D '])('%j is accepted', (raw) => {
    expect(nationalInsuranceError(raw)).toBeNull();
  });
  it.each(['', 'QQ123456', 'QQ123456E', 'Q1123456C', 'QQ12345C', 'QQ1234567C', '123456789', 'QQ-123456-C'])('%j is refused with the spec message', (raw) => {
    expect(nationalInsuranceError(raw)).toBe('Please enter your National Insurance Number in the format AA123456A.');
  });
  it('is sent without spaces, in capitals', () => {
    expect(normaliseNationalInsurance(' qq 12 34 56 c ')).toBe('QQ123456C');
  });
});

describe('the allowance of the tax year', () => {
  it('2026/27: £20,000, £6,000 paid in leaves £14,000', () => {
    expect(allowanceFigures(nov2026, { paidInThisTaxYear: 600_000 }, '1980-05-01')).toEqual({
      taxYear: taxYearStarting(2026),
      limit: 2_000_000,
      paidIn: 600_000,
      left: 1_400_000,
    });
  });
  it('on 5 April 2027 it is still 2026/27; on 6 April the 2027/28 cash limit for an under-65 is £12,000', () => {
    expect(allowanceFigures({ year: 2027, month: 4, day: 5 }, { paidInThisTaxYear: 0 }, '1980-05-01').limit).toBe(2_000_000);
    expect(allowanceFigures({ year: 2027, month: 4, day: 6 }, { paidInThisTaxYear: 0 }, '1980-05-01').limit).toBe(1_200_000);
    expect(allowanceFigures({ year: 2027, month: 4, day: 6 }, { paidInThisTaxYear: 0 }, '1950-05-01').limit).toBe(2_000_000);
  });
  it('never shows less than nothing left', () => {
    expect(allowanceFigures(nov2026, { paidInThisTaxYear: 2_100_000 }, null).left).toBe(0);
  });
});

describe('the first deposit', () => {
  it('up to what is left is taken', () => {
    expect(firstDeposit('14000.00', 1_400_000, 100)).toEqual({ pence: 1_400_000 });
    expect(firstDeposit('£1,000.00', 2_000_000, 100)).toEqual({ pence: 100_000 });
  });
  it('a penny over what is left is refused with how much is left', () => {
    expect(firstDeposit('14000.01', 1_400_000, 100)).toEqual({ error: 'You can pay in up to £14,000.00 more this tax year. Enter a first deposit of £14,000.00 or less.' });
  });
  it('with nothing left, says so', () => {
    expect(firstDeposit('10', 0, 100)).toEqual({ error: CashIsaMessages.noAllowanceLeft });
  });
  it('the spec words for empty, negative and not a number; the bank minimum', () => {
    expect(firstDeposit('', 100, 100)).toEqual({ error: SpecMessages.required });
    expect(firstDeposit('-5', 100_000, 100)).toEqual({ error: SpecMessages.amountPositive });
    expect(firstDeposit('ten', 100_000, 100)).toEqual({ error: SpecMessages.numeric });
    expect(firstDeposit('0.50', 100_000, 100)).toEqual({ error: 'The first deposit must be at least £1.00' });
  });
});

describe('who may apply: 18 or over and UK resident', () => {
  it('18 today is old enough', () => {
    expect(cashIsaRefusals(nov2026, { dateOfBirth: '2008-11-25' }, { ukResident: true })).toEqual([]);
  });
  it('17 is not, nor is a non-resident: each reason in plain words', () => {
    expect(cashIsaRefusals(nov2026, { dateOfBirth: '2008-11-26' }, { ukResident: false })).toEqual([CashIsaMessages.under18, CashIsaMessages.notResident]);
  });
});

describe('the ISA declaration', () => {
  it('names the type, its effect, own money, the overall limit and the first tax year', () => {
    const lines = isaDeclaration(taxYearStarting(2026), 2_000_000, '2026-11-25');
    expect(lines).toEqual([
      'I am applying for a Cash ISA.',
      'This declaration has effect until the account is closed.',
      'All the money I pay into this ISA is my own.',
      'I will not pay in more than the overall ISA limit of £20,000.00 across all my ISAs in any tax year.',
      'I am applying for this ISA from the 2026/27 tax year (Mon 6 Apr to Mon 5 Apr 2027), the first tax year it applies to.',
    ]);
  });
});
