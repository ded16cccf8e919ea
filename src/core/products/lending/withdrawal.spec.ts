import { describe, expect, it } from 'vitest';
import { dailyInterest, withdrawalText } from './withdrawal';

describe('withdrawalText (CCA s66A, one text for loan and card)', () => {
  it('says all of the right for a loan: when the 14 days run, how to give notice, 30 days to repay, the daily interest', () => {
    const text = withdrawalText({ agreement: 'loan', endDate: 'Wednesday 9 December 2026', dailyInterest: dailyInterest(750_000, 669) });
    expect(text).toContain('You have 14 days to change your mind.');
    expect(text).toContain('withdraw from this loan agreement, without giving any reason, within 14 days');
    expect(text).toContain('the day after the day the agreement is made or, if later, the day after you receive your copy of it');
    expect(text).toContain('Your 14 days end on Wednesday 9 December 2026.');
    expect(text).toContain('by phone on 0345 600 0000 or in writing to Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA');
    expect(text).toContain('no later than 30 calendar days after you gave us notice');
    expect(text).toContain('the daily rate of £1.37 on the whole credit');
  });

  it('for a card, interest on what was spent', () => {
    expect(withdrawalText({ agreement: 'credit card' })).toContain('withdraw from this credit card agreement');
    expect(withdrawalText({ agreement: 'credit card' })).toContain('on what you have spent, from the day you spent it');
  });

  it('the whole text for a loan with its end date and daily interest, and for a card without either', () => {
    expect(withdrawalText({ agreement: 'loan', endDate: 'Wednesday 9 December 2026', dailyInterest: dailyInterest(750_000, 669) })).toBe(
      'You have 14 days to change your mind. You have the right to withdraw from this loan agreement, without giving any reason, within 14 days. The 14 days begin on the day after the day the agreement is made or, if later, the day after you receive your copy of it. Your 14 days end on Wednesday 9 December 2026. To withdraw, tell us by phone on 0345 600 0000 or in writing to Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA. If you withdraw, you must repay the credit and the interest on it, from the day it was paid to you until the day you repay it, without undue delay and no later than 30 calendar days after you gave us notice. Interest is charged at the daily rate of £1.37 on the whole credit.',
    );
    expect(withdrawalText({ agreement: 'credit card' })).toBe(
      'You have 14 days to change your mind. You have the right to withdraw from this credit card agreement, without giving any reason, within 14 days. The 14 days begin on the day after the day the agreement is made or, if later, the day after you receive your copy of it. To withdraw, tell us by phone on 0345 600 0000 or in writing to Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA. If you withdraw, you must repay the credit and the interest on it, from the day it was paid to you until the day you repay it, without undue delay and no later than 30 calendar days after you gave us notice. Interest is charged at the daily rate of the purchase rate on what you have spent, from the day you spent it.',
    );
  });

  it('works out the daily interest: £7,500 at 6.69% is £1.37 a day (7,500 × 0.0669 ÷ 365 = 1.3747)', () => {
    expect(dailyInterest(750_000, 669)).toBe(137);
  });
});
