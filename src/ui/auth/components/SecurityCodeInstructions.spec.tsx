import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainer } from '../../../composition/container';
import { ContainerProvider } from '../../di/container-context';
import { SecurityCodeInstructions } from './SecurityCodeInstructions';
import { referenceNeedsHelp } from './ReferenceModal';

function renderWith(ui: React.ReactElement) {
  return render(<ContainerProvider container={buildContainer({ kind: 'fake' })}>{ui}</ContainerProvider>);
}

describe('security code instructions', () => {
  it.each([
    ['logOn', 'Generate a Security Code'],
    ['reauthentication', 'Generate a Re-authentication Security Code'],
    ['transaction', 'Generate a Transaction Security Code'],
  ] as const)('%s has its own heading and numbered steps', (kind, heading) => {
    renderWith(<SecurityCodeInstructions kind={kind} device="hardware" />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('words the steps for the mobile app', () => {
    renderWith(<SecurityCodeInstructions kind="logOn" device="app" />);
    expect(screen.getByText('Enter your Digital Secure Key password.')).toBeInTheDocument();
  });

  it('opens the reference modal for a reference under 4 digits only', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWith(<SecurityCodeInstructions kind="transaction" device="hardware" reference="REF 12" />);
    await user.click(screen.getByRole('button', { name: 'The reference has fewer than 4 digits' }));
    expect(await screen.findByRole('dialog', { name: 'Your reference has fewer than 4 digits' })).toBeInTheDocument();
    unmount();
    renderWith(<SecurityCodeInstructions kind="transaction" device="hardware" reference="INV 1234" />);
    expect(screen.queryByRole('button', { name: 'The reference has fewer than 4 digits' })).not.toBeInTheDocument();
  });

  it('counts digits, not characters, in a reference', () => {
    expect(referenceNeedsHelp('ABCDEFG')).toBe(true);
    expect(referenceNeedsHelp('A1B2C3')).toBe(true);
    expect(referenceNeedsHelp('A1B2C3D4')).toBe(false);
  });
});
