import { describe, expect, it } from 'vitest';
import { reauthenticationLimits } from './attempt-counter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { TransactionSigning } from './transaction-signing';

function signing() {
  const clock = new FakeClock();
  return { clock, signing: new TransactionSigning(clock, clock, '020 7946 0123') };
}

describe('TransactionSigning', () => {
  it('checks the code before anything is sent', () => {
    const { signing: s } = signing();
    expect(s.check('')).toEqual({ ok: false, reason: 'invalid', message: 'Please enter your Transaction Security Code.' });
    expect(s.check('12345')).toEqual({ ok: false, reason: 'invalid', message: 'The Transaction Security code you have entered is invalid.' });
    expect(s.check('123 456')).toEqual({ ok: true, code: '123456' });
    expect(s.check('', 'reauthentication')).toEqual({ ok: false, reason: 'invalid', message: 'Please enter your Re-authentication Security Code.' });
  });

  it('shows OLR_0043 for a wrong code and locks on the third, for 30 seconds; then counts from 1 again', () => {
    const { clock, signing: s } = signing();
    const first = s.record('wrong-code');
    expect(first).toMatchObject({ kind: 'wrong-code', locked: false, attemptsLeft: 2, message: expect.stringContaining('call us on 020 7946 0123. (OLR_0043)') });
    s.record('wrong-code');
    expect(s.record('wrong-code')).toMatchObject({ kind: 'wrong-code', locked: true, attemptsLeft: 0, secondsUntilRelease: 30 });
    expect(s.check('123456')).toEqual({ ok: false, reason: 'locked', secondsUntilRelease: 30 });
    clock.advance(30_000);
    expect(s.check('123456')).toEqual({ ok: true, code: '123456' });
    expect(s.record('wrong-code')).toMatchObject({ locked: false, attemptsLeft: 2 });
  });

  it('a wrong-code answer that arrives once signing is locked still says locked', () => {
    const { signing: s } = signing();
    for (let i = 0; i < 3; i++) s.record('wrong-code');
    expect(s.record('wrong-code')).toMatchObject({ kind: 'wrong-code', locked: true });
  });

  it('asks for re-authentication on result 0004, with its own counter of 3 and 300 seconds', () => {
    const { clock, signing: s } = signing();
    s.record('wrong-code');
    expect(s.record('reauthentication-required')).toEqual({ kind: 'reauthenticate' });
    expect(s.transaction.attempt).toBe(1);
    s.record('wrong-code', 'reauthentication');
    s.record('wrong-code', 'reauthentication');
    expect(s.record('wrong-code', 'reauthentication')).toMatchObject({ locked: true, secondsUntilRelease: 300 });
    expect(s.check('123456', 'reauthentication')).toMatchObject({ reason: 'locked' });
    expect(s.check('123456')).toEqual({ ok: true, code: '123456' });
    clock.advance(300_000);
    expect(s.check('123456', 'reauthentication')).toEqual({ ok: true, code: '123456' });
  });

  it('starts from the first try after a signed payment', () => {
    const { signing: s } = signing();
    s.record('wrong-code');
    s.record('wrong-code');
    expect(s.record('accepted')).toEqual({ kind: 'signed' });
    expect(s.transaction.attemptsLeft).toBe(3);
  });

  it('log-off forgets the tries of both codes', () => {
    const { signing: s } = signing();
    s.record('wrong-code');
    s.record('wrong-code', 'reauthentication');
    s.reset();
    expect([s.transaction.attemptsLeft, s.reauthentication.attemptsLeft]).toEqual([3, reauthenticationLimits.maxAttempts]);
  });
});

