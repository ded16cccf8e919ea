import { describe, expect, it } from 'vitest';
import { CredentialMessages, sequenceMessage } from '../credentials/credential-messages';
import { FlowFieldTexts, fieldApplies, flowFieldError, flowSubmission, samePasswordMessage } from './flow-field-rules';

const text = (name: string, required = true) => ({ name, required, kind: 'text' as const });

describe('the rules of the identity flows fields', () => {
  it('new credentials follow the set-up rules with their field names as context', () => {
    expect(flowFieldError(text('newUsername'), { newUsername: 'abcdef' })).toBe(sequenceMessage('username'));
    expect(flowFieldError(text('newPassword'), { newPassword: 'Thames' })).toBe(CredentialMessages.password);
    expect(flowFieldError(text('newMemorableAnswer'), { newMemorableAnswer: 'qwerty1' })).toBe(sequenceMessage('memorable answer'));
    expect(flowFieldError(text('newSecurityAnswer1'), { newSecurityAnswer1: 'Cat' })).toBeNull();
    expect(flowFieldError(text('newSecurityAnswer2'), { newSecurityAnswer2: 'zxcvb' })).toBe(sequenceMessage('security answer'));
  });

  it('a confirm field matches its original ignoring case', () => {
    expect(flowFieldError(text('confirmPassword'), { newPassword: 'Thames2050', confirmPassword: 'THAMES2050' })).toBeNull();
    expect(flowFieldError(text('confirmMemorableAnswer'), { newMemorableAnswer: 'Greenwich', confirmMemorableAnswer: 'Greenwic' })).toBe(
      CredentialMessages.noMatch,
    );
  });

  it('answers to questions already set up need only a value; choices a selection', () => {
    expect(flowFieldError(text('securityAnswer1'), { securityAnswer1: '' })).toBe(CredentialMessages.requiredText);
    expect(flowFieldError(text('securityAnswer1'), { securityAnswer1: 'x' })).toBeNull();
    expect(flowFieldError({ name: 'resetOption', required: true, kind: 'choice' }, {})).toBe(CredentialMessages.requiredSelection);
    expect(flowFieldError(text('optionalNote', false), {})).toBeNull();
  });

  it('security and activation codes: the Security Code messages', () => {
    expect(flowFieldError(text('securityCode'), { securityCode: '' })).toBe(CredentialMessages.securityCodeRequired);
    expect(flowFieldError(text('activationCode'), { activationCode: '12a456' })).toBe(CredentialMessages.securityCodeInvalid);
  });

  it('registration details: the fields of the chosen radio only', () => {
    expect(fieldApplies('sortCode', { detailsType: 'card' })).toBe(false);
    expect(fieldApplies('cardNumber', { detailsType: 'card' })).toBe(true);
    expect(flowFieldError(text('sortCode', false), { detailsType: 'account', sortCode: '40-12-7' })).toBe(FlowFieldTexts.sortCode);
    expect(flowFieldError(text('sortCode', false), { detailsType: 'card', sortCode: '' })).toBeNull();
    expect(flowFieldError(text('cardNumber', false), { detailsType: 'card', cardNumber: '4929 0000 0000 0006' })).toBeNull();
  });

  it('the serial number: three parts combined into one', () => {
    expect(flowFieldError(text('serialNumber1'), { serialNumber1: '123' })).toBe(FlowFieldTexts.serialNumber);
    expect(
      flowSubmission({ serialNumber1: '1234', serialNumber2: '567', serialNumber3: '890', activationCode: '123456' }, [
        'serialNumber1',
        'serialNumber2',
        'serialNumber3',
        'activationCode',
      ]),
    ).toEqual({ activationCode: '123456', serialNumber: '1234567890' });
  });
});

describe('security details fields', () => {
  const field = (name: string) => ({ name, required: true, kind: 'text' as const });
  it('the Re-authentication Security Code: exactly 6 digits, its one message', () => {
    expect(flowFieldError(field('reauthenticationCode'), { reauthenticationCode: '' })).toBe('Please enter your Re-authentication Security Code.');
    expect(flowFieldError(field('reauthenticationCode'), { reauthenticationCode: '12345' })).toBe('Please enter your Re-authentication Security Code.');
    expect(flowFieldError(field('reauthenticationCode'), { reauthenticationCode: '123456' })).toBeNull();
  });

  it('the new password may not be the current one; runs are refused first', () => {
    expect(flowFieldError(field('newPassword'), { currentPassword: 'Mercury2024', newPassword: 'Mercury2024' })).toBe(samePasswordMessage);
    expect(flowFieldError(field('newPassword'), { currentPassword: 'Mercury2024', newPassword: 'abcde123' })).toBe(
      "Your password can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.",
    );
    expect(flowFieldError(field('newPassword'), { currentPassword: 'Mercury2024', newPassword: 'Lambeth2031' })).toBeNull();
    expect(flowFieldError(field('currentPassword'), { currentPassword: '' })).toBe('This field requires a value');
  });
});
