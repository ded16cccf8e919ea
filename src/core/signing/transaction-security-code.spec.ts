import { describe, expect, it } from 'vitest';
import { normaliseCode, reauthenticationCodeError, transactionCodeError, wrongCodeMessage } from './transaction-security-code';

describe('Transaction Security Code', () => {
  it('asks for a code when there is none', () => {
    expect(transactionCodeError('')).toBe('Please enter your Transaction Security Code.');
    expect(transactionCodeError('   ')).toBe('Please enter your Transaction Security Code.');
  });

  it.each(['12345', '1234567', '12a456', '12-456', '١٢٣٤٥٦'])('refuses %s as invalid', (code) => {
    expect(transactionCodeError(code)).toBe('The Transaction Security code you have entered is invalid.');
  });

  it('accepts exactly 6 digits, spaces ignored', () => {
    expect(transactionCodeError('123456')).toBeNull();
    expect(transactionCodeError(' 123 456 ')).toBeNull();
    expect(normaliseCode(' 123 456 ')).toBe('123456');
  });

  it('has one message for a missing or malformed re-authentication code', () => {
    expect(reauthenticationCodeError('')).toBe('Please enter your Re-authentication Security Code.');
    expect(reauthenticationCodeError('12')).toBe('Please enter your Re-authentication Security Code.');
    expect(reauthenticationCodeError('654321')).toBeNull();
  });

  it('words OLR_0043 with the help line', () => {
    expect(wrongCodeMessage('020 7946 0123')).toBe(
      'You have entered an incorrect Transaction Security Code. Please try again or call us on 020 7946 0123. (OLR_0043)',
    );
  });
});
