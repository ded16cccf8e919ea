import { describe, expect, it } from 'vitest';
import { EmailMessages, emailError, likelyTypo, repeatEmailError } from './email-rules';

describe('email rules (docs/rules/field-validation.md)', () => {
  it.each([
    ['', 'This field requires a value'],
    ['   ', 'This field requires a value'],
    ['alex hardy@example.com', 'Field must contain proper email characters'],
    ['alex,h@example.com', 'Field must contain proper email characters'],
    ['"alex"@example.com', 'Field must contain proper email characters'],
    ['alex.example.com', 'Field must contain a valid email address'],
    ['alex@', 'Field must contain a valid email address'],
    ['alex@example', 'Field must contain a valid email address'],
    ['alex@@example.com', 'Field must contain a valid email address'],
    ['.alex@example.com', 'Field must contain a valid email address'],
    ['alex..h@example.com', 'Field must contain a valid email address'],
    ['alex@-example.com', 'Field must contain a valid email address'],
    [`${'a'.repeat(65)}@example.com`, 'Field must contain a valid email address'],
    [`a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`, 'Field must contain a valid email address'],
  ])('%j → %s', (value, message) => {
    expect(emailError(value)).toBe(message);
  });

  it.each(['alex.h@example.org', ' alex.h@example.org ', "o'brien+bank@mail.example.co.uk", 'A_B-C@sub-domain.example.com'])('%j is valid', (value) => {
    expect(emailError(value)).toBeNull();
  });

  it('the repeat must match, ignoring case and spaces around it', () => {
    expect(repeatEmailError('ALEX.H@Example.org ', 'alex.h@example.org')).toBeNull();
    expect(repeatEmailError('alex.h@example.com', 'alex.h@example.org')).toBe(EmailMessages.noMatch);
    expect(EmailMessages.noMatch).toBe('Fields do not match, please try again');
    expect(repeatEmailError('', 'alex.h@example.org')).toBe('This field requires a value');
  });

  it.each([
    ['alex@gmial.com', 'alex@gmail.com'],
    ['alex@gmai.com', 'alex@gmail.com'],
    ['alex@hotmial.co.uk', 'alex@hotmail.co.uk'],
    ['alex@yahooo.co.uk', 'alex@yahoo.co.uk'],
    ['alex@outlok.com', 'alex@outlook.com'],
    ['Alex.H@ICLOUD.con', 'Alex.H@icloud.com'],
  ])('points out a likely typo: %s → %s', (typed, suggestion) => {
    expect(likelyTypo(typed)).toBe(suggestion);
  });

  it.each(['alex@gmail.com', 'alex@example.org', 'alex@bank.co.uk', 'not an address'])('no suggestion for %s', (typed) => {
    expect(likelyTypo(typed)).toBeNull();
  });
});
