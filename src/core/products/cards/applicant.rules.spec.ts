import { describe, expect, it } from 'vitest';
import { dependantsError, isEmploymentStatus, poundsError, selectionError } from './applicant.rules';

describe('applicant rules', () => {
  it('needs an employment status chosen', () => {
    expect(selectionError('')).toBe('This field requires a selection');
    expect(selectionError('EMPLOYED')).toBeNull();
    expect(isEmploymentStatus('EMPLOYED')).toBe(true);
    expect(isEmploymentStatus('PIRATE')).toBe(false);
  });

  it.each([
    ['', false, 'This field requires a value'],
    ['abc', false, 'This field requires a numeric value'],
    ['-1', true, 'Monetary amount must be positive'],
    ['0', false, 'Monetary amount must be positive'],
    ['0', true, null],
    ['25000.50', false, 'Enter an amount in whole pounds, like 2500'],
    ['£25,000', false, null],
    ['10000000', false, 'Enter an amount of £9,999,999 or less'],
    ['9999999', false, null],
  ])('pounds %j (zero allowed: %s) → %j', (raw, allowZero, message) => {
    expect(poundsError(raw, { allowZero })).toBe(message);
  });

  it.each([
    ['', 'This field requires a value'],
    ['two', 'This field requires a numeric value'],
    ['1.5', 'This field requires a numeric value'],
    ['21', 'Enter a number from 0 to 20'],
    ['20', null],
    [' 3 ', null],
    ['   ', 'This field requires a value'],
    ['0', null],
    ['3', null],
  ])('dependants %j → %j', (raw, message) => {
    expect(dependantsError(raw)).toBe(message);
  });
});
