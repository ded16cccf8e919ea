import type { Pence } from '../../accounts/money';

/** The floor of a card's minimum repayment: £5. */
export const minimumRepaymentFloor: Pence = 500;

/** The share of the balance that the minimum repays on top of the interest and charges: 1%. */
export const minimumRepaymentBalancePercent = 1;

export interface StatementFigures {
  /** What the customer owes at the statement, interest and charges included. */
  balance: Pence;
  /** The interest and charges added at this statement (part of `balance`). */
  interestAndCharges: Pence;
}

/**
 * A credit card's minimum monthly repayment: at least the interest and charges plus 1% of
 * the balance, or £5, whichever is more.
 *
 * Where the issue is silent:
 * - 1% of the balance is rounded UP to the whole penny, so the minimum is never less than the rule;
 * - the minimum never asks for more than the balance: a balance under £5 is repaid in full (the
 *   whole balance is the minimum), and so is any balance the rule would otherwise exceed;
 * - nothing owed (zero, or a balance in credit) means no repayment.
 */
export function minimumRepayment({ balance, interestAndCharges }: StatementFigures): Pence {
  if (!Number.isInteger(balance) || !Number.isInteger(interestAndCharges)) throw new RangeError('Amounts are whole pence');
  if (balance <= 0) return 0;
  const onePercent = Math.ceil((balance * minimumRepaymentBalancePercent) / 100);
  const rule = Math.max(Math.max(interestAndCharges, 0) + onePercent, minimumRepaymentFloor);
  return Math.min(rule, balance);
}
