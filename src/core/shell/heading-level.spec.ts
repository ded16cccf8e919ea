import { describe, expect, it } from 'vitest';
import { clampHeadingLevel } from './heading-level';

describe('clampHeadingLevel', () => {
  it.each([
    [1, 1],
    [3, 3],
    [6, 6],
    [0, 1],
    [-4, 1],
    [7, 6],
    [99, 6],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('level %s becomes %s', (level, expected) => {
    expect(clampHeadingLevel(level)).toBe(expected);
  });
});
