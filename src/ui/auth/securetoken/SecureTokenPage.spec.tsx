import { describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import { AreaPrefetcher } from '../../shell/area-prefetcher';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { SessionStatePort, type TokenType } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { FakeIdentityService } from '../../../adapters/fakes/fake-identity.adapter';
import { renderAuthRoute } from '../testing/auth-route-kit';

const codeMessage = 'Please enter your security code';

async function open(tokenType: TokenType, username = 'demo.hardkey', prepare?: (container: Container) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  prepare?.(container);
  const identity = container.get(FakeIdentityService);
  container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.secureToken(username, tokenType.startsWith('hard') ? 'hard' : 'soft'));
  container.get<SessionStatePort>(SessionStatePort).update({ cin: username, level: 30, maxLevel: 30, tokenType });
  const kit = renderAuthRoute(container, '/authentication/securetoken');
  await screen.findByRole('button', { name: 'Log on' });
  await screen.findByLabelText('Security code');
  return { container, identity, kit, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, answer: string, code: string) {
  await user.type(screen.getByLabelText('Memorable answer'), answer);
  await user.type(screen.getByLabelText('Security code'), code);
  await user.click(screen.getByRole('button', { name: 'Log on' }));
}

describe('log-on stage 3, security code', () => {
  it('asks for the whole accounts area and its landing page before Log on', async () => {
    let asked: ReturnType<typeof vi.fn> | undefined;
    await open('hard', 'demo.hardkey', (container) => {
      asked = vi.spyOn(container.get<AreaPrefetcher>(AreaPrefetcher), 'prefetch').mockImplementation(() => undefined);
    });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(asked?.mock.calls).toEqual([['accounts', 'all']]);
  });

  it('has the memorable answer, instructions, a masked 6-character code field and the Fraud Alert', async () => {
    await open('hard');
    expect(screen.getByLabelText('Memorable answer')).toHaveAttribute('type', 'password');
    const code = screen.getByLabelText('Security code');
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('heading', { name: 'Generate a Security Code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fraud Alert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('offers the Secure Key PIN help for a hardware key only', async () => {
    await open('hard');
    expect(screen.getByRole('button', { name: 'Forgotten your memorable answer?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgotten your Secure Key PIN?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgotten your Digital Secure Key password?' })).not.toBeInTheDocument();
  });

  it('offers the Digital Secure Key password page for the app instead', async () => {
    const { user, kit } = await open('soft', 'demo.appkey');
    expect(screen.queryByRole('button', { name: 'Forgotten your Secure Key PIN?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgotten your Digital Secure Key password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgotten your Digital Secure Key password?' });
    expect(screen.getByText("Choose 'Forgotten your password' on the mobile app log-on screen and follow the instructions.")).toBeInTheDocument();
    expect(kit.path()).toBe('/authentication/forgotten-dsk-password');
  });

  it.each([
    ['hard_selected', true],
    ['soft_selected', true],
    ['hard', false],
    ['soft', false],
    ['hard_legacy', false],
  ] as const)('shows the token toggle for %s: %s', async (tokenType, shown) => {
    await open(tokenType);
    expect(screen.queryByRole('radio', { name: 'Using the secure key' }) !== null).toBe(shown);
    expect(screen.queryByRole('radio', { name: 'Using the mobile app' }) !== null).toBe(shown);
  });

  it('switches the token type and its help with the toggle', async () => {
    const { container, user } = await open('hard_selected');
    expect(screen.getByRole('radio', { name: 'Using the secure key' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Using the mobile app' }));
    expect(container.get<SessionStatePort>(SessionStatePort).state.tokenType).toBe('soft_selected');
    expect(screen.queryByRole('button', { name: 'Forgotten your Secure Key PIN?' })).not.toBeInTheDocument();
    expect(screen.getByText('Enter your Digital Secure Key password.')).toBeInTheDocument();
  });

  it('shows the code message once touched and keeps Log on disabled while invalid', async () => {
    const { user } = await open('hard');
    const logOn = screen.getByRole('button', { name: 'Log on' });
    expect(logOn).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByLabelText('Security code'));
    expect(screen.queryByText(codeMessage)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(codeMessage)).toBeInTheDocument();
    await user.click(logOn);
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('shows the LOG_0008 panel with its tips for code 000000', async () => {
    const { user, kit } = await open('hard');
    await fill(user, 'Paddington', '000000');
    const panel = await screen.findByRole('alert');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByRole('heading')).toHaveTextContent(
      "You won't be able to access Digital Banking if you enter your details incorrectly too many times.",
    );
    expect(panel).toHaveTextContent("use 'Forgotten your memorable answer'");
    expect(panel).toHaveTextContent('An incorrect Digital Secure Key password generates an invalid log-on security code.');
    expect(panel).toHaveTextContent('please call us on');
    expect(kit.path()).toBe('/authentication/securetoken');
  });

  it('logs on with any other 6-digit code and leaves for Balances', async () => {
    const { container, user, kit } = await open('hard');
    await fill(user, 'Paddington', '123456');
    await waitFor(() => expect(kit.path()).toBe('/summary'));
    expect(container.get<SessionStatePort>(SessionStatePort).state.level).toBe(40);
  });
});
