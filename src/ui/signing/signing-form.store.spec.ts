import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { SigningFormState } from './signing-form.store';

const subject = { kind: 'account' as const, identifier: '55779911', amountPence: 2500, payee: '200000' };

function form() {
  const clock = new FakeClock();
  const signing = new TransactionSigning(clock, clock, '020 7946 0123');
  const state = new SigningFormState(signing, subject);
  state.start();
  return { clock, signing, state };
}

describe('SigningFormState', () => {
  it('shows the code rule only after a submit attempt or a blur', () => {
    const { state } = form();
    expect(state.fieldError).toBeNull();
    expect(state.codeToSend()).toBeNull();
    expect(state.fieldError).toBe('Please enter your Transaction Security Code.');
    state.setCode('12');
    expect(state.fieldError).toBe('The Transaction Security code you have entered is invalid.');
    state.setCode('123456');
    expect(state.codeToSend()).toBe('123456');
  });

  it('drops the code when the amount or the payee changes, and keeps it otherwise', () => {
    const { state } = form();
    state.setCode('123456');
    state.setSubject({ ...subject });
    expect(state.code).toBe('123456');
    state.setSubject({ ...subject, amountPence: 2600 });
    expect(state.code).toBe('');
    state.setCode('654321');
    state.setSubject({ ...subject, amountPence: 2600, payee: '400000' });
    expect(state.code).toBe('');
  });

  it('shows OLR_0043, clears the wrong code, locks after the third and unlocks after 30 s', () => {
    const { clock, state } = form();
    state.setCode('000000');
    state.recordAnswer('wrong-code');
    expect(state.serverMessage).toContain('(OLR_0043)');
    expect(state.code).toBe('');
    expect(state.attemptsLeft).toBe(2);
    state.recordAnswer('wrong-code');
    state.recordAnswer('wrong-code');
    expect(state.locked).toBe(true);
    expect(state.secondsUntilRelease).toBe(30);
    clock.advance(30_000);
    expect(state.locked).toBe(false);
    expect(state.attemptsLeft).toBe(3);
    expect(state.serverMessage).toBeNull();
  });

  it('moves to the re-authentication code on 0004', () => {
    const { state } = form();
    state.setCode('123456');
    expect(state.recordAnswer('reauthentication-required')).toEqual({ kind: 'reauthenticate' });
    expect(state.kind).toBe('reauthentication');
    expect(state.code).toBe('');
    expect(state.codeToSend()).toBeNull();
    expect(state.fieldError).toBe('Please enter your Re-authentication Security Code.');
  });
});
