import { describe, expect, it } from 'vitest';
import { SigningCodes, referenceTooShortMessage } from './signing-codes';
import type { SigningSubject } from './signing-digits';

const subject = (amountPence: number, identifier = '55779911'): SigningSubject => ({ kind: 'account', identifier, amountPence, payee: 'P', account: 'A', reference: 'R' });
const trim = (raw: string) => raw.trim();

describe('SigningCodes', () => {
  it('asks for nothing before a subject: no code, nothing to send, nothing to say', () => {
    const codes = new SigningCodes();
    codes.type('123456');
    expect([codes.kind, codes.subject, codes.digits, codes.cannotSign, codes.code(), codes.code('reauthentication')]).toEqual(['transaction', null, null, null, '', '']);
    expect(codes.toSend(trim)).toEqual({});
  });

  it('sends nothing after a 0004 with no subject bound: no empty re-authentication code', () => {
    const codes = new SigningCodes();
    codes.askForReauthentication();
    expect(codes.toSend(trim)).toEqual({});
  });

  it('binding the same subject again keeps the typed code and says nothing changed; another subject clears it', () => {
    const codes = new SigningCodes();
    expect(codes.bind(subject(2500))).toBe(true);
    codes.type('123456');
    expect(codes.bind({ ...subject(2500) })).toBe(false);
    expect(codes.code()).toBe('123456');
    expect(codes.bind(subject(2600))).toBe(true);
    expect(codes.code()).toBe('');
  });

  it('sends the transaction code alone, then both codes after a 0004, each in its own field', () => {
    const codes = new SigningCodes();
    codes.bind(subject(2500));
    expect(codes.code('reauthentication')).toBe('');
    codes.type(' 123456 ');
    expect(codes.toSend(trim)).toEqual({ transactionCode: '123456' });
    codes.askForReauthentication();
    codes.type('654321');
    expect(codes.toSend(trim)).toEqual({ transactionCode: '123456', reauthenticationCode: '654321' });
  });

  it('a short reference cannot make a transaction code, but does not stop a re-authentication code', () => {
    const codes = new SigningCodes();
    codes.bind(subject(2500, 'INV 12'));
    expect(codes.cannotSign).toBe(referenceTooShortMessage);
    codes.askForReauthentication();
    expect(codes.cannotSign).toBeNull();
  });
});
