import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import { MyDetailsPort } from '../../core/my-details/my-details.port';
import type { FakeMyDetails } from '../../adapters/fakes/fake-my-details.adapter';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { router } = await openLoggedOn(container, path);
  return { fake: container.get(MyDetailsPort) as FakeMyDetails, router };
}

describe('my details pages', () => {
  it('my-details shows the details the bank holds and the ways to change them', async () => {
    await open('/my-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'My details' })).toBeInTheDocument();
    for (const text of ['Mr Alex Hardy', '12 Battersea Park Road', 'SW11 4NJ', '07700 900123', 'alex.hardy@example.com']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/send-message/anything-else');
  }, 20_000);

  it('email: rules on Continue with a linked summary, the typo hint never blocks; 0004 brings the Re-authentication field, and every try goes under the review key', async () => {
    const user = userEvent.setup();
    const { fake, router } = await open('/email-details');
    await user.click(await screen.findByRole('button', { name: 'Change email address' }));
    const email = await screen.findByLabelText('New email address');
    await user.type(email, 'alex h@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Field must contain proper email characters' })).toHaveAttribute('href', '#new-email');
    await user.clear(email);
    await user.type(email, 'alex@gmial.com');
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new email address'), 'ALEX@GMIAL.COM');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your new email address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-details/confirm');
    // No code field until the bank asks for one: it holds every change of email address (0004).
    expect(screen.queryByLabelText('Re-authentication Security Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm new email address' }));
    const field = await screen.findByLabelText('Re-authentication Security Code');
    expect(fake.email).toBe('alex.hardy@example.com');
    // A press without a code sends nothing and links the summary to the field.
    await user.click(screen.getByRole('button', { name: 'Confirm new email address' }));
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(fake.keys).toHaveLength(1);
    await user.type(field, '123456');
    await user.dblClick(screen.getByRole('button', { name: 'Confirm new email address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email address has been changed' })).toBeInTheDocument();
    expect(fake.keys).toHaveLength(2);
    expect(new Set(fake.keys).size).toBe(1);
    expect(fake.email).toBe('alex@gmial.com');
    expect(fake.codes).toEqual(['', '123456']);
  }, 20_000);

  it('a deep link into confirm goes back to the start of the journey', async () => {
    const { router } = await open('/email-details/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-details');
  });

  it('email-details/{editEmail} opens the form and takes nothing from the path', async () => {
    const { router } = await open('/email-details/alex.h%40example.org');
    expect(await screen.findByLabelText('New email address', {})).toHaveValue('');
    expect(router.state.location.pathname).toBe('/email-details/edit');
  });

  it('statement preferences: nothing changed is said; a change is confirmed with what and from when', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/statement-preferences');
    await screen.findByRole('heading', { level: 1, name: 'Statement preferences' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: /Choose a different preference/ })).toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Online only')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const item = await screen.findByText((_, el) => el?.tagName === 'LI' && /^Bonus Saver: online only instead of paper and online, from your next statement on Tuesday 15 December 2026\.$/.test(el.textContent ?? ''));
    expect(item).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your statement preferences have been changed' })).toBeInTheDocument();
    expect(fake.preferences.map((p) => p.preference)).toEqual(['online', 'online']);
  }, 20_000);
});
