import { describe, expect, it } from 'vitest';
import { fieldErrorVisible } from './field-error';

describe('fieldErrorVisible', () => {
  it('hides errors of untouched fields', () => {
    expect(fieldErrorVisible({ touched: false, active: false })).toBe(false);
  });
  it('hides errors while the field is active', () => {
    expect(fieldErrorVisible({ touched: true, active: true })).toBe(false);
  });
  it('shows errors once touched and left', () => {
    expect(fieldErrorVisible({ touched: true, active: false })).toBe(true);
  });
  it('shows every error after a submit attempt', () => {
    expect(fieldErrorVisible({ touched: false, active: true, submitAttempted: true })).toBe(true);
  });
});
