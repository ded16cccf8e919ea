import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { AttemptCounter, afterWrongCode, firstAttempt, reauthenticationLimits, transactionSigningLimits } from './attempt-counter';

describe('afterWrongCode', () => {
  it('moves to the next try, then locks on the wrong code of the last try', () => {
    const limits = transactionSigningLimits;
    const one = afterWrongCode(firstAttempt, 0, limits);
    expect(one).toEqual({ attempt: 2, lockedUntil: null });
    const two = afterWrongCode(one, 0, limits);
    expect(two).toEqual({ attempt: 3, lockedUntil: null });
    expect(afterWrongCode(two, 1000, limits)).toEqual({ attempt: 3, lockedUntil: 31_000 });
  });

  it('starts again at 1 after the lock, so a wrong code then is the first of three', () => {
    const locked = { attempt: 3, lockedUntil: 30_000 };
    expect(afterWrongCode(locked, 29_999, transactionSigningLimits)).toEqual(locked);
    expect(afterWrongCode(locked, 30_000, transactionSigningLimits)).toEqual({ attempt: 2, lockedUntil: null });
  });
});

describe('AttemptCounter', () => {
  function counter(limits = transactionSigningLimits) {
    const clock = new FakeClock();
    return { clock, counter: new AttemptCounter(clock, clock, limits) };
  }

  it('locks signing for 30 seconds after three wrong codes and releases it by timer', () => {
    const { clock, counter: c } = counter();
    let changes = 0;
    c.subscribe(() => changes++);
    expect(c.attemptsLeft).toBe(3);
    expect(c.recordWrong()).toBe(false);
    expect(c.recordWrong()).toBe(false);
    expect(c.attemptsLeft).toBe(1);
    expect(c.recordWrong()).toBe(true);
    expect(c.locked).toBe(true);
    expect(c.secondsUntilRelease).toBe(30);
    clock.advance(29_000);
    expect(c.locked).toBe(true);
    expect(c.secondsUntilRelease).toBe(1);
    const before = changes;
    clock.advance(1_000);
    expect(changes).toBe(before + 1);
    expect(c.locked).toBe(false);
    expect(c.attempt).toBe(1);
    expect(c.attemptsLeft).toBe(3);
  });

  it('ignores wrong codes while locked (nothing can be sent then)', () => {
    const { counter: c } = counter();
    c.recordWrong();
    c.recordWrong();
    c.recordWrong();
    expect(c.recordWrong()).toBe(false);
    expect(c.secondsUntilRelease).toBe(30);
  });

  it('starts again at the first try after a code the bank accepted', () => {
    const { clock, counter: c } = counter();
    c.recordWrong();
    c.recordWrong();
    c.recordSuccess();
    expect(c.attempt).toBe(1);
    expect(clock.pending).toBe(0);
  });

  it('re-authentication: 3 tries and a 300-second lock', () => {
    const { clock, counter: c } = counter(reauthenticationLimits);
    c.recordWrong();
    c.recordWrong();
    c.recordWrong();
    expect(c.secondsUntilRelease).toBe(300);
    clock.advance(299_000);
    expect(c.locked).toBe(true);
    clock.advance(1_000);
    expect(c.locked).toBe(false);
    expect(c.attempt).toBe(1);
  });

  it('reset clears a lock and its timer', () => {
    const { clock, counter: c } = counter();
    c.recordWrong();
    c.recordWrong();
    c.recordWrong();
    c.reset();
    expect(c.locked).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('has no seconds to wait when not locked, and a listener that unsubscribed hears nothing', () => {
    const { counter: c } = counter();
    expect(c.secondsUntilRelease).toBe(0);
    let heard = 0;
    const unsubscribe = c.subscribe(() => (heard += 1));
    c.recordWrong();
    unsubscribe();
    c.recordWrong();
    expect(heard).toBe(1);
  });
});

