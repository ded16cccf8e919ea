import { describe, expect, it } from 'vitest';
import { codeFor, keepIfStillLinked, linkCode } from './linked-code';

const subject = { kind: 'account' as const, identifier: '55779911', amountPence: 2500, payee: '200000' };

describe('dynamic linking', () => {
  it('gives the code back for the values it signed', () => {
    const linked = linkCode('123456', subject);
    expect(codeFor(linked, { ...subject })).toBe('123456');
    expect(keepIfStillLinked(linked, subject)).toBe(linked);
  });

  it('drops the code when the amount changes', () => {
    const linked = linkCode('123456', subject);
    expect(codeFor(linked, { ...subject, amountPence: 2501 })).toBeNull();
    expect(keepIfStillLinked(linked, { ...subject, amountPence: 2501 })).toBeNull();
  });

  it('drops the code when the payee changes, even with the same last digits', () => {
    const linked = linkCode('123456', subject);
    expect(codeFor(linked, { ...subject, identifier: '11119911' })).toBeNull();
    expect(codeFor(linked, { ...subject, payee: '400000' })).toBeNull();
  });

  it('has nothing to give when no code was typed', () => {
    expect(codeFor(null, subject)).toBeNull();
  });
});
