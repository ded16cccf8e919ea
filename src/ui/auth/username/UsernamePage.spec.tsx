import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { PreferencesStore } from '../../../core/shared/preferences.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { FakeIdentityService } from '../../../adapters/fakes/fake-identity.adapter';
import { renderAuthRoute } from '../testing/auth-route-kit';

const message = "We don't recognise the username you've entered, is it right?";

async function open(setup?: (c: Awaited<ReturnType<typeof buildContainerWithAreas>>) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  setup?.(container);
  const kit = renderAuthRoute(container, '/authentication/username');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Online Banking' });
  await waitFor(() => expect(container.get(FakeIdentityService).calls.some((c) => c.method === 'start')).toBe(true));
  return { container, kit, user: userEvent.setup() };
}

describe('log-on stage 1, username', () => {
  it('shows the username field, Remember me, Continue and the help sections', async () => {
    await open();
    const field = screen.getByLabelText('Username');
    expect(field).toHaveAttribute('maxlength', '76');
    expect(field).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New to Online Banking?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('resets the token type to soft_selected on arrival', async () => {
    const { container } = await open((c) => c.get<SessionStatePort>(SessionStatePort).update({ tokenType: 'hard' }));
    expect(container.get<SessionStatePort>(SessionStatePort).state.tokenType).toBe('soft_selected');
    expect(container.get<PreferencesStore>(PreferencesStore).getTokenType()).toBe('soft_selected');
  });

  it('disables Continue while empty and shows the message once touched, not while active', async () => {
    const { user } = await open();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByLabelText('Username'));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Username'), 'demo.hardkey');
    expect(continueButton).toHaveAttribute('aria-disabled', 'false');
  });

  it('on Continue while invalid shows the error summary, which takes focus; its link leads to the field', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(document.title).toMatch(/^Error: /);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('an empty username submitted with Enter moves focus to the error summary, each time', async () => {
    const { user } = await open();
    await user.click(screen.getByLabelText('Username'));
    await user.keyboard('{Enter}');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    await user.click(screen.getByLabelText('Username'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('continues to the password step and remembers the username when asked', async () => {
    const { container, kit, user } = await open();
    await user.type(screen.getByLabelText('Username'), 'demo.hardkey');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/password'));
    expect(container.get<PreferencesStore>(PreferencesStore).getRememberedUsername()).toBe('demo.hardkey');
    const submit = container.get(FakeIdentityService).calls.find((c) => c.method === 'submit');
    expect(submit?.values).toEqual({ userid: 'demo.hardkey', cookieuserid: 'true' });
  });

  it('fills in a remembered username', async () => {
    await open((c) => c.get<PreferencesStore>(PreferencesStore).setRememberedUsername('demo.appkey'));
    expect(screen.getByLabelText('Username')).toHaveValue('demo.appkey');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('opens the forgotten-username and what-you-need popups', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Forgotten your username?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgotten your username?' });
    expect(dialog).toHaveTextContent(/please call us on/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'What you need to register' }));
    const needs = await screen.findByRole('dialog', { name: 'What you need to register' });
    expect(needs).toHaveTextContent('your sort code and account number, or your credit card number');
    expect(needs).toHaveTextContent('your telephone password');
  });

  it("off the password and token steps the Back guard adds ' to Log On'", async () => {
    await open();
    window.history.back();
    expect(await screen.findByRole('dialog', { name: 'Please use the Back button to Log On' })).toBeInTheDocument();
  });

  it('opens the FSCS information modal with the limit in force since 1 December 2025 (£120,000)', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Financial Services Compensation Scheme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial Services Compensation Scheme (FSCS)' });
    expect(dialog).toHaveTextContent('protected up to a total of £120,000 by the Financial Services Compensation Scheme');
    expect(dialog).not.toHaveTextContent('£85,000');
  });
});

describe('Continue before the log-on page has arrived', () => {
  it('is held and submitted once it arrives', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const start = identity.start.bind(identity);
    identity.start = async () => {
      await gate;
      return start();
    };
    const kit = renderAuthRoute(container, '/authentication/username');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'demo.appkey');
    await user.keyboard('{Enter}');
    expect(kit.path()).toBe('/authentication/username');
    release();
    await waitFor(() => expect(kit.path()).toBe('/authentication/password'));
  });
});
