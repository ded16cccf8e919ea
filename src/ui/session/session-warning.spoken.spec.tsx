import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { buildContainer } from '../../composition/container';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeSessionApi } from '../../adapters/fakes/fake-session.adapter';
import { SessionStatePort } from '../../core/session/auth-state';
import { ContainerProvider } from '../di/container-context';
import { listen, type Listener } from '../shared/testing/spoken-output';
import { SessionModals } from './SessionModals';

let listener: Listener | null = null;
afterEach(async () => {
  await listener?.stop();
  listener = null;
});

describe('the session warning, as a screen reader says it', () => {
  it('interrupts with how long is left and its one action, which extends the session', async () => {
    const container = buildContainer({ kind: 'fake' });
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, cin: 'demo.hardkey' });
    const clock = container.get(FakeClock);
    render(
      <ContainerProvider container={container}>
        <MemoryRouter>
          <button type="button">Balances</button>
          <SessionModals />
        </MemoryRouter>
      </ContainerProvider>,
    );
    listener = await listen();
    // Four idle minutes: the warning opens a minute before the log-off.
    await act(async () => {
      for (let s = 0; s < 4 * 60; s++) {
        clock.advance(1000);
        await Promise.resolve();
      }
    });
    await screen.findByRole('alertdialog');
    expect(await listener.heard()).toEqual([
      "alertdialog, Are you still there?, You will be logged off in 1 minute. You haven't done anything for a while. For your security, we'll log you off unless you choose to stay logged on., modal",
    ]);
    const user = userEvent.setup();
    await user.tab();
    expect(await listener.heard()).toEqual(['button, Stay logged on']);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(container.get(FakeSessionApi).count('keepAlive')).toBe(1);
  });
});
