import { describe, expect, it } from 'vitest';
import { stepOfPath } from './step-of-path';

const cards = ['info', 'choice', 'credit-limit', 'apply/your-details', 'affordability', 'your-offer', 'credit-limit-options', 'repayment-options', 'agreement', 'complete'];
const payment = ['details', 'review', 'confirm'];

/** the credit card's step tracker on apply/your-details (a step of two segments). */
describe('stepOfPath', () => {
  it.each([
    [cards, 'apply/your-details', 'apply/your-details'],
    [cards, 'credit-limit', 'credit-limit'],
    [cards, 'credit-limit-options', 'credit-limit-options'],
    [cards, 'apply', 'info'],
    [cards, '', 'info'],
    [payment, 'review/cut-off', 'review'],
    [payment, 'confirm', 'confirm'],
    [payment, 'elsewhere', 'details'],
  ])('%j at %j: %s', (steps, below, expected) => {
    expect(stepOfPath(steps, below)).toBe(expected);
  });
});
