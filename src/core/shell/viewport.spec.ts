import { describe, expect, it } from 'vitest';
import { viewportFromWidth } from './viewport';

describe('viewportFromWidth', () => {
  it.each([
    [0, 'small'],
    [375, 'small'],
    [767, 'small'],
    [767.5, 'small'],
    [768, 'medium'],
    [1199, 'medium'],
    [1200, 'large'],
    [1920, 'large'],
  ] as const)('%s px is %s', (width, expected) => {
    expect(viewportFromWidth(width)).toBe(expected);
  });
});
