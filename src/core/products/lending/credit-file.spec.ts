import { describe, expect, it } from 'vitest';
import { creditFileFindingOf, creditFileText } from './credit-file';

describe('what the credit file found, as the page says it', () => {
  it.each([
    ['CREDIT_FILE_MISSED_PAYMENT', 'missed-payment'],
    ['CREDIT_FILE_COMMITMENTS', 'commitments'],
    [undefined, null],
    [null, null],
    ['', null],
    ['SOMETHING_NEW', null],
    ['toString', null],
    [42, null],
    [['CREDIT_FILE_MISSED_PAYMENT'], null],
  ])('reads the bank’s reason %s as %s', (reason, finding) => {
    expect(creditFileFindingOf(reason)).toBe(finding);
  });

  it('a missed payment: the 12 months and the product named', () => {
    expect(creditFileText('missed-payment', 'loan')).toBe(
      'Your credit file shows a missed payment to another lender in the last 12 months. We do not offer a loan while a missed payment that recent is on your file.',
    );
    expect(creditFileText('missed-payment', 'credit card')).toContain('We do not offer a credit card while');
  });

  it('commitments: the file’s figure counted in place of the customer’s', () => {
    expect(creditFileText('commitments', 'loan')).toBe(
      'Your credit file shows more borrowing each month than you told us. We counted the amount on your credit file, and with it there is not enough left each month for this loan straight away.',
    );
    expect(creditFileText('commitments', 'credit card')).toContain('for this credit card straight away');
  });
});
