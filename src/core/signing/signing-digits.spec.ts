import { describe, expect, it } from 'vitest';
import { signingDigits, signingKey } from './signing-digits';

describe('signingDigits', () => {
  it('is the last 4 digits of the account number, then the amount in pence', () => {
    const d = signingDigits({ kind: 'account', identifier: '55779911', amountPence: 1250 });
    expect(d.identifierDigits).toBe('9911');
    expect(d.amountDigits).toBe('1250');
    expect(d.entry).toBe('99111250');
    expect(d.display).toBe('99111250');
    expect(d.scrolledOff).toBe('');
    expect(d.identifierTooShort).toBe(false);
  });

  it('drops the decimal point and leading zeros of the amount: £0.05 is 5, £1.00 is 100', () => {
    expect(signingDigits({ kind: 'account', identifier: '12345678', amountPence: 5 }).entry).toBe('56785');
    expect(signingDigits({ kind: 'account', identifier: '12345678', amountPence: 100 }).entry).toBe('5678100');
  });

  it('scrolls the first digits off an 8-digit display when the amount is long', () => {
    // £12,345.67: 1234567 pence; 4 + 7 = 11 digits keyed in, the first 3 scroll off.
    const d = signingDigits({ kind: 'account', identifier: '55779911', amountPence: 1_234_567 });
    expect(d.entry).toBe('99111234567');
    expect(d.display).toBe('11234567');
    expect(d.scrolledOff).toBe('991');
    expect(d.display).toHaveLength(8);
  });

  it('keeps exactly 8 digits on the display at the maximum amount (£49,999.99)', () => {
    const d = signingDigits({ kind: 'account', identifier: '44668822', amountPence: 4_999_999 });
    expect(d.entry).toBe('88224999999');
    expect(d.display).toBe('24999999');
    expect(d.scrolledOff).toBe('882');
  });

  it('uses only the digits of a reference or card number', () => {
    expect(signingDigits({ kind: 'reference', identifier: 'ROLL-1234', amountPence: 999 }).entry).toBe('1234999');
    expect(signingDigits({ kind: 'card', identifier: '4929 1234 5678 9012', amountPence: 1000 }).entry).toBe('90121000');
  });

  it('marks a reference under 4 digits, and keys in the digits it has', () => {
    const d = signingDigits({ kind: 'reference', identifier: 'INV 12', amountPence: 500 });
    expect(d.identifierTooShort).toBe(true);
    expect(d.identifierDigits).toBe('12');
    expect(d.entry).toBe('12500');
    expect(signingDigits({ kind: 'reference', identifier: 'NO DIGITS', amountPence: 500 }).identifierTooShort).toBe(true);
    expect(signingDigits({ kind: 'reference', identifier: 'A1234', amountPence: 500 }).identifierTooShort).toBe(false);
  });
});

describe('signingKey', () => {
  it('changes with the amount or the payee, not with spacing', () => {
    const base = { kind: 'account' as const, identifier: '55779911', amountPence: 1000 };
    expect(signingKey({ ...base, identifier: '5577 9911' })).toBe(signingKey(base));
    expect(signingKey({ ...base, amountPence: 1001 })).not.toBe(signingKey(base));
    expect(signingKey({ ...base, identifier: '55779912' })).not.toBe(signingKey(base));
  });
});

describe('signingKey and the payee', () => {
  it('differs for two payees with the same account digits', () => {
    const base = { kind: 'account' as const, identifier: '55779911', amountPence: 1000 };
    expect(signingKey({ ...base, payee: '200000' })).not.toBe(signingKey({ ...base, payee: '400000' }));
  });
});
