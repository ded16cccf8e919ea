import { describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import { AreaPrefetcher } from '../../shell/area-prefetcher';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { SessionStatePort } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { FakeIdentityService } from '../../../adapters/fakes/fake-identity.adapter';
import type { PasswordPositionName } from '../../../adapters/fakes/fake-identity-pages';
import { FakeClock } from '../../../adapters/fakes/fake-clock.adapter';
import { renderAuthRoute } from '../testing/auth-route-kit';

const charsMessage = 'Please enter the requested password characters';
const answerMessage = 'Please enter your memorable answer';
const allBoxes = ['1st', '2nd', '3rd', '4th', '5th', '6th', 'penultimate', 'last'];

async function open(positions: PasswordPositionName[] = ['2nd', '5th', 'last'], username = 'demo.hardkey', prepare?: (container: Container) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  prepare?.(container);
  const identity = container.get(FakeIdentityService);
  container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.password(username, positions));
  container.get<SessionStatePort>(SessionStatePort).update({ cin: username, level: 10 });
  const kit = renderAuthRoute(container, '/authentication/password');
  await screen.findByRole('button', { name: 'Log on' });
  await waitFor(() => expect(screen.getByLabelText(positions[0] ?? '1st', { exact: true })).toBeEnabled());
  return { container, identity, kit, user: userEvent.setup() };
}

describe('log-on stage 2, password', () => {
  it("asks for the accounts area's part fetched ahead, not all of it (stage 3 fetches the rest)", async () => {
    let asked: ReturnType<typeof vi.fn> | undefined;
    await open(['2nd', '5th', 'last'], 'demo.hardkey', (container) => {
      asked = vi.spyOn(container.get<AreaPrefetcher>(AreaPrefetcher), 'prefetch').mockImplementation(() => undefined);
    });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(asked?.mock.calls).toEqual([['accounts', 'ahead']]);
  });

  it('greets the customer by the clock and shows the username with Change user', async () => {
    await open();
    expect(screen.getByText(/^Good (morning|afternoon|evening)$/)).toBeInTheDocument();
    expect(screen.getByText('Welcome back', { exact: false })).toHaveTextContent('Welcome back demo.hardkey');
    expect(screen.getByRole('button', { name: 'Change user' })).toBeInTheDocument();
  });

  it('greets from the fake clock', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const clock = container.get(FakeClock);
    clock.advance(new Date(2024, 0, 1, 19, 0).getTime() - clock.now());
    container.get<IdentityStepStore>(IdentityStepStore).set(container.get(FakeIdentityService).pages.password('demo.hardkey', ['1st', '2nd', '3rd']));
    renderAuthRoute(container, '/authentication/password');
    expect(await screen.findByText('Good evening')).toBeInTheDocument();
  });

  it('has boxes 1st to 6th, an ellipsis, penultimate and last; only the requested ones enabled', async () => {
    await open(['2nd', '5th', 'last']);
    for (const label of allBoxes) {
      const box = screen.getByLabelText(label, { exact: true });
      expect(box).toHaveAttribute('type', 'password');
      expect(box).toHaveAttribute('maxlength', '1');
      expect((box as HTMLInputElement).disabled, label).toBe(!['2nd', '5th', 'last'].includes(label));
    }
    expect(screen.getByText('…')).toBeInTheDocument();
  });

  it('enables other positions when the page asks for them', async () => {
    await open(['1st', '3rd', 'penultimate']);
    expect(screen.getByLabelText('1st', { exact: true })).toBeEnabled();
    expect(screen.getByLabelText('penultimate', { exact: true })).toBeEnabled();
    expect(screen.getByLabelText('2nd', { exact: true })).toBeDisabled();
    expect(screen.getByLabelText('last', { exact: true })).toBeDisabled();
  });

  it('shows one character message once a box is touched, not while a box is active', async () => {
    const { user } = await open();
    await user.click(screen.getByLabelText('2nd', { exact: true }));
    expect(screen.queryByText(charsMessage)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Memorable answer'));
    const group = screen.getByRole('group', { name: 'Enter the requested characters from your password' });
    expect(await within(group).findAllByText(charsMessage)).toHaveLength(1);
    expect(screen.queryByText(answerMessage)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getAllByText(answerMessage).length).toBeGreaterThan(0);
  });

  it('keeps Log on disabled until every requested character and the answer are given', async () => {
    const { user } = await open();
    const logOn = screen.getByRole('button', { name: 'Log on' });
    expect(logOn).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('2nd', { exact: true }), 'e');
    await user.type(screen.getByLabelText('5th', { exact: true }), 'u');
    expect(logOn).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('last', { exact: true }), '4');
    await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
    expect(logOn).toHaveAttribute('aria-disabled', 'false');
  });

  it('moves on to the next requested box as a character is typed, and accepts paste', async () => {
    const { user } = await open();
    await user.click(screen.getByLabelText('2nd', { exact: true }));
    await user.keyboard('e');
    expect(screen.getByLabelText('5th', { exact: true })).toHaveFocus();
    await user.paste('u4');
    expect(screen.getByLabelText('5th', { exact: true })).toHaveValue('u');
    expect(screen.getByLabelText('last', { exact: true })).toHaveValue('4');
    await user.click(screen.getByLabelText('Memorable answer'));
    await user.paste('Paddington');
    expect(screen.getByLabelText('Memorable answer')).toHaveValue('Paddington');
    expect(screen.getByLabelText('Memorable answer')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('on Log on while invalid lists the errors in the summary, which takes focus; its first link leads to the first invalid box', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('2nd', { exact: true }), 'e');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: answerMessage })).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: charsMessage }));
    expect(screen.getByLabelText('5th', { exact: true })).toHaveFocus();
  });

  it('shows the details mismatch without saying what was wrong, and keeps the answer', async () => {
    const { user, kit } = await open();
    await user.type(screen.getByLabelText('2nd', { exact: true }), 'x');
    await user.type(screen.getByLabelText('5th', { exact: true }), 'u');
    await user.type(screen.getByLabelText('last', { exact: true }), '4');
    await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('One or more errors must be corrected');
    expect(panel).toHaveTextContent("The details you've entered don't match our records.");
    expect(panel).not.toHaveTextContent(/password|memorable/i);
    expect(kit.path()).toBe('/authentication/password');
    expect(screen.getByLabelText('Memorable answer')).toHaveValue('Paddington');
  });

  it('moves to the security code step with the right characters', async () => {
    const { user, kit } = await open();
    await user.type(screen.getByLabelText('2nd', { exact: true }), 'e');
    await user.type(screen.getByLabelText('5th', { exact: true }), 'u');
    await user.type(screen.getByLabelText('last', { exact: true }), '4');
    await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/securetoken'));
  });

  it('has the help links', async () => {
    await open();
    for (const name of ['Forgotten your password?', 'Forgotten your answer?', "I've forgotten both my password and memorable answer", 'Back', 'Back to Log On']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('Back to Log On logs off and returns to log on', async () => {
    const { user, kit } = await open();
    await user.click(screen.getByRole('button', { name: 'Back to Log On' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });

  it("stops the browser's Back button with 'Please use the Back button' and only OK", async () => {
    const { user, kit } = await open();
    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: 'Please use the Back button' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(kit.path()).toBe('/authentication/password');
  });

  it('without a password step to answer, starts again at the username', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const kit = renderAuthRoute(container, '/authentication/password');
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });
});

describe('an invalid step for another route', () => {
  it('goes to that route, whose page shows the errors', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.password('demo.hardkey', ['1st', '2nd', '3rd']));
    const invalidToken = identity.pages.secureToken('demo.hardkey', 'hard', [{ code: 'LOG_0001', message: 'Your memorable answer is wrong' }]);
    identity.submit = async () => invalidToken;
    const kit = renderAuthRoute(container, '/authentication/password');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('1st', { exact: true })).toBeEnabled());
    for (const [label, value] of [['1st', 'M'], ['2nd', 'e'], ['3rd', 'r']]) await user.type(screen.getByLabelText(label ?? '', { exact: true }), value ?? '');
    await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/securetoken'));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent("The details you've entered don't match our records.");
    expect(panel).not.toHaveTextContent('memorable');
  });
});
