import { describe, expect, it } from 'vitest';
import { formatRate } from './rate';

describe('formatRate', () => {
  it.each([
    [690, '6.9%'],
    [1290, '12.9%'],
    [669, '6.69%'],
    [2290, '22.9%'],
    [0, '0%'],
    [300, '3%'],
    [2550, '25.5%'],
  ])('%s bp reads %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});
