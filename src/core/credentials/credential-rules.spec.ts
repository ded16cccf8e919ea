import { describe, expect, it } from 'vitest';
import { CredentialMessages, sequenceMessage } from './credential-messages';
import {
  credentialChecks,
  firstFailure,
  matches,
  noSequence,
  requiredSelection,
  requiredText,
  validAnswer,
  validPassword,
  validReauthenticationCode,
  validSecurityCode,
  validTransactionCode,
  validUsername,
} from './credential-rules';
import { hasSequence } from './sequence-rule';

describe('credential rules at set-up (docs/rules/credentials.md)', () => {
  it('required text: empty or blank fails with the spec message', () => {
    expect(requiredText('')).toBe('This field requires a value');
    expect(requiredText('   ')).toBe('This field requires a value');
    expect(requiredText('a')).toBeNull();
  });

  it.each(['', null, undefined, 'null', '-1', '-20', 'placeholder', 'Please select'])('required selection: %s is no selection', (v) => {
    expect(requiredSelection(v)).toBe('This field requires a selection');
  });

  it('required selection: a real option passes', () => {
    expect(requiredSelection('account')).toBeNull();
    expect(requiredSelection('0')).toBeNull();
  });

  it('match ignores case', () => {
    expect(matches('Thames2050x', 'THAMES2050X')).toBeNull();
    expect(matches('Thames2050', 'Thames2051')).toBe('Fields do not match, please try again');
  });

  it.each(['abcde', 'demo.newcustomer', "o'neil-2", 'a_b@c.d', 'x'.repeat(76)])('username %s is valid', (v) => {
    expect(validUsername(v)).toBeNull();
  });

  it.each(['abcd', 'x'.repeat(77), 'with space', 'semi;colon', 'pound£sign'])('username %s is not valid', (v) => {
    expect(validUsername(v)).toBe('Sorry, the username you have chosen is not valid.');
  });

  it.each(['Thames20', 'a1b2c3d4e5', 'x'.repeat(30)])('password %s is valid', (v) => {
    expect(validPassword(v)).toBeNull();
  });

  it.each(['Thames2', 'x'.repeat(31), 'Thames 2050', 'Thames-2050', 'Thames2050!'])('password %s is not valid', (v) => {
    expect(validPassword(v)).toBe('Sorry, the password you have entered is not valid.');
  });

  it('security answer: 6 to 36 of letters, digits and , @ . \' _ - space', () => {
    expect(validAnswer('Battersea')).toBeNull();
    expect(validAnswer("St. John's, Park_1 @-x")).toBeNull();
    expect(validAnswer('x'.repeat(36))).toBeNull();
    expect(validAnswer('Short')).toBe('Sorry, the answer you have entered is not valid.');
    expect(validAnswer('x'.repeat(37))).toBe('Sorry, the answer you have entered is not valid.');
    expect(validAnswer('Battersea!')).toBe('Sorry, the answer you have entered is not valid.');
  });

  it('security answer of the second type: 3 to 30', () => {
    expect(validAnswer('Cat', 'second')).toBeNull();
    expect(validAnswer('x'.repeat(30), 'second')).toBeNull();
    expect(validAnswer('Ca', 'second')).toBe(CredentialMessages.answer);
    expect(validAnswer('x'.repeat(31), 'second')).toBe(CredentialMessages.answer);
  });

  it('Transaction Security Code: exactly 6 digits, with its two messages', () => {
    expect(validTransactionCode('')).toBe('Please enter your Transaction Security Code.');
    expect(validTransactionCode('12345')).toBe('The Transaction Security code you have entered is invalid.');
    expect(validTransactionCode('1234567')).toBe('The Transaction Security code you have entered is invalid.');
    expect(validTransactionCode('12a456')).toBe('The Transaction Security code you have entered is invalid.');
    expect(validTransactionCode('123456')).toBeNull();
  });

  it('Security Code and Re-authentication code messages', () => {
    expect(validSecurityCode('')).toBe('Please enter your Security Code.');
    expect(validSecurityCode('12')).toBe('The Security code you have entered is invalid.');
    expect(validSecurityCode('654321')).toBeNull();
    expect(validReauthenticationCode('')).toBe('Please enter your Re-authentication Security Code.');
    expect(validReauthenticationCode('12')).toBe('Please enter your Re-authentication Security Code.');
    expect(validReauthenticationCode('654321')).toBeNull();
  });
});

describe('the sequence rule', () => {
  it.each([
    ['digits up', '12345'],
    ['digits down', '54321'],
    ['digits across the row end', 'x67890'],
    ['digits down across the row end', '09876y'],
    ['letters up', 'xabcdey'],
    ['letters down', 'EDCBA'],
    ['letters at the end of the alphabet', 'vwxyz1'],
    ['top row', 'qwerty'],
    ['top row backwards', 'poiuy'],
    ['middle row', 'ASDFG'],
    ['middle row backwards', 'lkjhg'],
    ['bottom row', 'zxcvb'],
    ['bottom row backwards', 'mnbvc'],
    ['inside a longer value', 'Thames12345x'],
  ])('%s: %s is a run', (_, value) => {
    expect(hasSequence(value)).toBe(true);
  });

  it.each(['1234', 'abcd', 'qwer', 'Thames2050', 'Battersea', '13579', 'abcdf', 'azsxd', '90123'])('%s is not a run', (value) => {
    expect(hasSequence(value)).toBe(false);
  });

  it('names the field in its message', () => {
    expect(noSequence('qwerty12', 'password')).toBe(
      "Your password can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.",
    );
    expect(noSequence('abcdef', 'security answer')).toBe(sequenceMessage('security answer'));
    expect(noSequence('Marmalade', 'security answer')).toBeNull();
  });
});

describe('a field runs its checks in order', () => {
  it('password: required, then format, then sequences', () => {
    const checks = credentialChecks.password();
    expect(firstFailure('', checks)).toBe(CredentialMessages.requiredText);
    expect(firstFailure('short', checks)).toBe(CredentialMessages.password);
    expect(firstFailure('abcde123', checks)).toBe(sequenceMessage('password'));
    expect(firstFailure('Thames2050', checks)).toBeNull();
  });

  it('username and answers carry their own context', () => {
    expect(firstFailure('qwerty.bob', credentialChecks.username())).toBe(sequenceMessage('username'));
    expect(firstFailure('xx54321', credentialChecks.answer('memorable answer'))).toBe(sequenceMessage('memorable answer'));
  });

  it('confirm: required, then a case-insensitive match with the original', () => {
    const checks = credentialChecks.confirm(() => 'Thames2050');
    expect(firstFailure('', checks)).toBe(CredentialMessages.requiredText);
    expect(firstFailure('thames2050', checks)).toBeNull();
    expect(firstFailure('Thames2051', checks)).toBe(CredentialMessages.noMatch);
  });
});
