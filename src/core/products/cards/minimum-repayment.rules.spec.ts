import { describe, expect, it } from 'vitest';
import { minimumRepayment } from './minimum-repayment.rules';

describe('minimumRepayment (interest and charges + 1% of the balance, or £5, whichever is more)', () => {
  // Worked examples, in pence.
  it.each([
    // balance, interest and charges, minimum, why
    [120000, 2290, 3490, '£1,200.00 with £22.90 interest: £22.90 + £12.00 = £34.90'],
    [250000, 4771, 7271, '£2,500.00 with £47.71 interest: £47.71 + £25.00 = £72.71'],
    [100000, 0, 1000, '£1,000.00, no interest (0% period): 1% = £10.00'],
    [30000, 0, 500, '£300.00, no interest: 1% is £3.00, so the £5 floor'],
    [30000, 150, 500, '£300.00 with £1.50 interest: £4.50 is under £5, so £5'],
    [30000, 250, 550, '£300.00 with £2.50 interest: £2.50 + £3.00 = £5.50'],
    [50000, 0, 500, '£500.00: 1% is exactly £5.00'],
    [12345, 0, 500, '£123.45: 1% rounds up to £1.24, under £5, so £5'],
    [123456, 1000, 2235, '£1,234.56 with £10 interest: 1% rounds up to £12.35, so £22.35'],
    [499, 0, 499, 'a balance under £5 is repaid in full'],
    [1, 0, 1, 'a penny owed: a penny'],
    [600, 0, 500, '£6.00: the £5 floor'],
    [600, 200, 500, '£6.00 with £2 interest: £2.06 is under £5, so £5'],
    [600, 600, 600, '£6.00 that is all interest: the rule asks £6.06, the balance is £6.00'],
    [0, 0, 0, 'nothing owed'],
    [-2500, 0, 0, 'a balance in credit: nothing to repay'],
  ])('balance %i, interest and charges %i → %i (%s)', (balance, interestAndCharges, expected) => {
    expect(minimumRepayment({ balance, interestAndCharges })).toBe(expected);
  });

  it('never asks for more than the balance', () => {
    for (let balance = 1; balance <= 2000; balance += 7) {
      expect(minimumRepayment({ balance, interestAndCharges: 300 })).toBeLessThanOrEqual(balance);
    }
  });

  it('refuses amounts that are not whole pence', () => {
    expect(() => minimumRepayment({ balance: 10.5, interestAndCharges: 0 })).toThrow(new RangeError('Amounts are whole pence'));
    expect(() => minimumRepayment({ balance: 1000, interestAndCharges: 0.5 })).toThrow(new RangeError('Amounts are whole pence'));
  });
});
