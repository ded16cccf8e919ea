import { describe, expect, it } from 'vitest';
import { readPoundsAndPence } from './amount-reader';
import { amountError } from './amount-rules';
import { alphanumericTextError, selectionError } from './text-rules';
import { SpecMessages } from './validation-messages';

describe('a pound sign', () => {
  it('is read only in front of the amount', () => {
    expect(readPoundsAndPence('1£2')).toEqual({ kind: 'not-a-number' });
    expect(readPoundsAndPence('12£')).toEqual({ kind: 'not-a-number' });
  });
});

describe('the words for an entry that is no amount', () => {
  it.each([
    ['.001', SpecMessages.amountMinimum(1)],
    ['£0.001', SpecMessages.amountMinimum(1)],
    ['£ 0.001', SpecMessages.amountMinimum(1)],
    [' 0.001 ', SpecMessages.amountMinimum(1)],
    [' £0.001', SpecMessages.amountMinimum(1)],
    ['0.000', SpecMessages.numeric],
    ['0.010', SpecMessages.numeric],
    ['0.001£', SpecMessages.numeric],
  ])('%j: %s', (typed, words) => {
    expect(amountError(typed)).toBe(words);
  });
});

describe('text and selections', () => {
  it('free text is read without the white space around it', () => {
    expect(alphanumericTextError('\tParis, Rome\n')).toBeNull();
  });

  it.each([' null ', ' Select ', ' -1'])('%j is no selection', (value) => {
    expect(selectionError(value)).toBe(SpecMessages.selection);
  });

  it.each(['xnull', 'nullx', 'selected'])('%j is a selection', (value) => {
    expect(selectionError(value)).toBeNull();
  });
});
