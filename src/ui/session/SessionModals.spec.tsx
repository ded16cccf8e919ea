import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Container } from 'inversify';
import { buildContainer } from '../../composition/container';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeSessionApi } from '../../adapters/fakes/fake-session.adapter';
import { FakeNavigator } from '../../adapters/fakes/fake-system.adapter';
import { SessionStatePort } from '../../core/session/auth-state';
import { logOffPageGraceMs } from '../../core/session/request-log-off.use-case';
import { ContainerProvider } from '../di/container-context';
import { SessionModals } from './SessionModals';
import { countdownText } from './session-modal-texts';

let container: Container;
let session: SessionStatePort;
let clock: FakeClock;
let navigator: FakeNavigator;
let api: FakeSessionApi;

function renderModals() {
  return render(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <SessionModals />
      </MemoryRouter>
    </ContainerProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    for (let done = 0; done < ms; done += 1000) {
      clock.advance(1000);
      await Promise.resolve();
    }
  });
}

beforeEach(() => {
  container = buildContainer({ kind: 'fake' });
  session = container.get<SessionStatePort>(SessionStatePort);
  clock = container.get(FakeClock);
  navigator = container.get(FakeNavigator);
  api = container.get(FakeSessionApi);
  session.update({ level: 40, maxLevel: 40, cin: 'demo.hardkey' });
});

describe('SessionModals', () => {
  it('asks before logging off, and Cancel keeps the session', async () => {
    const user = userEvent.setup();
    renderModals();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => session.update({ logOffModalOpen: true }));
    const dialog = screen.getByRole('dialog', { name: 'Log off' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.state.level).toBe(40);
    expect(api.count('logOff')).toBe(0);
  });

  it('logs off on confirm: to the log-off page first, then the session is wiped', async () => {
    const user = userEvent.setup();
    renderModals();
    act(() => session.update({ logOffModalOpen: true }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log off' })).getByRole('button', { name: 'Log off' }));
    expect(navigator.current).toBe('/logoff');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No log-off page is rendered here, so the log-off runs itself after the grace period.
    await advance(logOffPageGraceMs);
    expect(api.count('logOff')).toBe(1);
    expect(session.state).toMatchObject({ level: 0, cin: null, logOffModalOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the session-timeout modal when the check fails, and takes the customer back to log on', async () => {
    const user = userEvent.setup();
    api.failCheckWith({ code: 'FD001T', description: 'failed' });
    renderModals();
    await advance(60_000);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session has ended' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log on again' }));
    expect(navigator.current).toBe('/authentication/username');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns a minute before the inactivity log-off with one action to stay logged on', async () => {
    const user = userEvent.setup({ advanceTimers: () => Promise.resolve() });
    renderModals();
    await advance(4 * 60_000 - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    // An alert dialog that takes focus and is described by how long is left.
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('You will be logged off in 1 minute.'));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('You will be logged off in 1 minute.');
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('You will be logged off in 59 seconds.');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    const keepAlives = api.count('keepAlive');
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged on' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(session.state.level).toBe(40);
    expect(api.count('keepAlive')).toBe(keepAlives + 1);
  });

  it('logs the customer off when the warning is not answered', async () => {
    renderModals();
    await advance(5 * 60_000);
    expect(navigator.current).toBe('/logoff/inactivity');
    await advance(logOffPageGraceMs);
    expect(session.state.level).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts key presses as activity', async () => {
    const user = userEvent.setup();
    renderModals();
    await advance(3 * 60_000);
    await user.keyboard('a');
    await advance(3 * 60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('stops the keeper when it unmounts', () => {
    const view = renderModals();
    expect(clock.pending).toBeGreaterThan(0);
    view.unmount();
    expect(clock.pending).toBe(0);
  });
});

describe('countdown text', () => {
  it.each([
    [90, 'You will be logged off in 1 minute 30 seconds.'],
    [60, 'You will be logged off in 1 minute.'],
    [21, 'You will be logged off in 21 seconds.'],
    [1, 'You will be logged off in 1 second.'],
    [-3, 'You will be logged off in 0 seconds.'],
  ])('%i s reads %j', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});
