import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { SignedConfirmation } from '../../core/journey/signed-confirmation';
import type { ConfirmAnswer } from '../../core/journey/confirm-answer';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { SigningFormState } from './signing-form.store';

const subject = { kind: 'account' as const, identifier: '55779911', amountPence: 2500, payee: '200000' };

function form() {
  const clock = new FakeClock();
  const signing = new TransactionSigning(clock, clock, '020 7946 0123');
  let n = 0;
  const confirmation = new SignedConfirmation<string>({ next: () => `k${++n}` }, signing);
  confirmation.review({ amount: 2500 }, subject);
  const state = new SigningFormState(confirmation, signing);
  state.start();
  const press = async (answer: ConfirmAnswer<string>) => state.noteResult(await confirmation.confirm(async () => answer));
  return { clock, signing, confirmation, state, press };
}

describe('SigningFormState (view state over core)', () => {
  it('shows the code rule only after a press or a blur', async () => {
    const { state, press } = form();
    expect(state.fieldError).toBeNull();
    await press({ kind: 'accepted', outcome: 'x' });
    expect(state.fieldError).toBe('Please enter your Transaction Security Code.');
    state.setCode('12');
    expect(state.fieldError).toBe('The Transaction Security code you have entered is invalid.');
  });

  it("follows core's binding: a new subject empties the field", () => {
    const { state, confirmation } = form();
    state.setCode('123456');
    confirmation.review({ amount: 2500 }, { ...subject });
    expect(state.code).toBe('123456');
    confirmation.review({ amount: 2600 }, { ...subject, amountPence: 2600 });
    expect(state.code).toBe('');
    expect(state.digits?.entry).toBe('99112600');
  });

  it('shows OLR_0043, clears the wrong code, locks after the third and unlocks after 30 s', async () => {
    const { clock, state, press } = form();
    state.setCode('000000');
    await press({ kind: 'refused', code: 'OLR_0043' });
    expect(state.serverMessage).toContain('(OLR_0043)');
    expect(state.code).toBe('');
    expect(state.attemptsLeft).toBe(2);
    for (let i = 1; i < 3; i += 1) {
      state.setCode('000000');
      await press({ kind: 'refused', code: 'OLR_0043' });
    }
    expect(state.locked).toBe(true);
    expect(state.secondsUntilRelease).toBe(30);
    clock.advance(30_000);
    expect(state.locked).toBe(false);
    expect(state.attemptsLeft).toBe(3);
    expect(state.serverMessage).toBeNull();
  });

  it('moves to the re-authentication code on 0004, in its own empty field', async () => {
    const { state, press } = form();
    state.setCode('123456');
    await press({ kind: 'reauthenticate', code: '0004' });
    expect(state.kind).toBe('reauthentication');
    expect(state.code).toBe('');
    await press({ kind: 'accepted', outcome: 'x' });
    expect(state.fieldError).toBe('Please enter your Re-authentication Security Code.');
  });
});
