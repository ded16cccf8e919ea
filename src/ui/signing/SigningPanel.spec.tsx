import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { Tracking } from '../../core/shared/tracking.port';
import { ContainerProvider } from '../di/container-context';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import type { SigningSubject } from '../../core/signing/signing-digits';
import { SignedConfirmation } from '../../core/journey/signed-confirmation';
import { SigningFormState } from './signing-form.store';
import { SigningPanel } from './SigningPanel';

function setUp(subject: SigningSubject, device: 'hardware' | 'app' = 'hardware') {
  const clock = new FakeClock();
  const signing = new TransactionSigning(clock, clock, '020 7946 0123');
  const confirmation = new SignedConfirmation<string>({ next: () => 'k1' }, signing);
  confirmation.review({ subject }, subject);
  const form = new SigningFormState(confirmation, signing);
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(Tracking).to(FakeTracking);
  render(
    <ContainerProvider container={container}>
      <SigningPanel form={form} device={device} />
    </ContainerProvider>,
  );
  return { clock, form, signing };
}

describe('SigningPanel', () => {
  it('shows the digits to key in and what the 8-digit display keeps', () => {
    setUp({ kind: 'account', identifier: '55779911', amountPence: 1_234_567 });
    expect(screen.getByRole('heading', { name: 'Generate a Transaction Security Code' })).toBeInTheDocument();
    expect(screen.getByTestId('signing-entry')).toHaveTextContent('9911last 4 digits of the account number 1234567amount in pence');
    expect(screen.getByTestId('signing-display-text')).toHaveTextContent(
      'It shows 1 1 2 3 4 5 6 7. The display holds 8 digits, so the first 3 you key in (9 9 1) scroll off the left. Key in all 11 digits.',
    );
  });

  it('gives an app customer the app wording and no display', () => {
    setUp({ kind: 'account', identifier: '55779911', amountPence: 1000 }, 'app');
    expect(screen.getByText("Open the mobile banking app and select 'Generate a Security Code'.")).toBeInTheDocument();
    expect(screen.queryByTestId('signing-display-text')).not.toBeInTheDocument();
    expect(screen.getByText('The 6 digits the app shows')).toBeInTheDocument();
  });

  it('opens the explanatory modal for a reference under 4 digits, and again from its button', async () => {
    setUp({ kind: 'reference', identifier: 'INV 12', amountPence: 1000 });
    const dialog = screen.getByRole('dialog', { name: 'Your reference has fewer than 4 digits' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Why does my reference need 4 digits?' }));
    expect(screen.getByRole('dialog', { name: 'Your reference has fewer than 4 digits' })).toBeInTheDocument();
  });

  it('shows OLR_0043, then the lock with the field disabled, then releases it', () => {
    const { clock, form, signing } = setUp({ kind: 'account', identifier: '55779911', amountPence: 1000 });
    // What core's confirmation hands the form after the bank refused a code.
    const wrong = () => form.noteResult({ kind: 'refused', code: 'OLR_0043', signing: signing.record('wrong-code') });
    act(() => {
      wrong();
    });
    expect(screen.getByText(/incorrect Transaction Security Code. Please try again or call us on 020 7946 0123. \(OLR_0043\)/)).toBeInTheDocument();
    act(() => {
      wrong();
      wrong();
    });
    expect(screen.getByTestId('signing-locked')).toHaveTextContent('try again in 30 seconds');
    expect(screen.getByLabelText('Transaction Security Code')).toBeDisabled();
    act(() => clock.advance(30_000));
    expect(screen.queryByTestId('signing-locked')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Transaction Security Code')).toBeEnabled();
  });

  it('keeps what is typed and shows the rule after leaving the field', async () => {
    setUp({ kind: 'account', identifier: '55779911', amountPence: 1000 });
    const field = screen.getByLabelText('Transaction Security Code');
    await userEvent.type(field, '12a');
    await userEvent.tab();
    expect(field).toHaveValue('12a');
    expect(field).toHaveAccessibleDescription(/The Transaction Security code you have entered is invalid./);
  });
});
