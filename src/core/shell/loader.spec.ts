import { describe, expect, it } from 'vitest';
import { loaderDefaults, loaderShowsSlowMessage, loaderSlowAfterMs } from './loader';

describe('loader rules', () => {
  it('defaults to size 56 and border 5, slow after 15 seconds', () => {
    expect(loaderDefaults).toEqual({ size: 56, border: 5 });
    expect(loaderSlowAfterMs).toBe(15_000);
  });
  it('explains a delay only for sizes over 40', () => {
    expect(loaderShowsSlowMessage(56)).toBe(true);
    expect(loaderShowsSlowMessage(41)).toBe(true);
    expect(loaderShowsSlowMessage(40.5)).toBe(true);
    expect(loaderShowsSlowMessage(40)).toBe(false);
    expect(loaderShowsSlowMessage(16)).toBe(false);
  });
});
