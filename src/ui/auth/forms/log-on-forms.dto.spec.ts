import { describe, expect, it } from 'vitest';
import { CredentialsForm } from './log-on-forms.dto';
import { validateForm } from './validate-form';

const credentials = (asked: string[], values: Partial<CredentialsForm> = {}) =>
  Object.assign(new CredentialsForm(), { asked, ...values });

describe('log-on field rules', () => {
  it('requested password characters: each asked box needs exactly one character', () => {
    const asked = ['keyrcc_password_first', 'keyrcc_password_third'];
    expect(validateForm(credentials(asked))).toEqual({
      keyrcc_password_first: 'Please enter the requested password characters',
      keyrcc_password_third: 'Please enter the requested password characters',
    });
    expect(validateForm(credentials(asked, { keyrcc_password_first: 'ab', keyrcc_password_third: 'c' }))).toEqual({
      keyrcc_password_first: 'Please enter the requested password characters',
    });
    expect(validateForm(credentials(asked, { keyrcc_password_first: 'a', keyrcc_password_third: 'c' }))).toEqual({});
  });

  it('memorable answer: required, at most 36', () => {
    const message = 'Please enter your memorable answer';
    expect(validateForm(credentials(['memorableAnswer']))).toEqual({ memorableAnswer: message });
    expect(validateForm(credentials(['memorableAnswer'], { memorableAnswer: 'x'.repeat(37) }))).toEqual({ memorableAnswer: message });
    expect(validateForm(credentials(['memorableAnswer'], { memorableAnswer: 'x'.repeat(36) }))).toEqual({});
  });

  it('security code: required, at most 6', () => {
    const message = 'Please enter your security code';
    expect(validateForm(credentials(['idv_OtpCredential']))).toEqual({ idv_OtpCredential: message });
    expect(validateForm(credentials(['idv_OtpCredential'], { idv_OtpCredential: '1234567' }))).toEqual({ idv_OtpCredential: message });
    expect(validateForm(credentials(['idv_OtpCredential'], { idv_OtpCredential: '123456' }))).toEqual({});
  });

  it('validates only what the page asks for', () => {
    expect(validateForm(credentials([]))).toEqual({});
  });
});
