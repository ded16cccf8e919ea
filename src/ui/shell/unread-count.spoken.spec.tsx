import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { FakeFeatureToggles } from '../../adapters/fakes/fake-session.adapter';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { ContainerProvider } from '../di/container-context';
import { listen, type Listener } from '../shared/testing/spoken-output';
import { Sidebar } from './Sidebar';

let listener: Listener | null = null;
afterEach(async () => {
  await listener?.stop();
  listener = null;
});

function renderSidebar(unreadCount: number | null) {
  const container = new Container();
  container.bind(FeatureTogglesPort).toConstantValue(new FakeFeatureToggles());
  return render(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <Sidebar id="nav" hidden={false} unreadCount={unreadCount} onLogOff={() => undefined} onNavigate={() => undefined} />
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe("the inbox's unread count, as a screen reader says it", () => {
  it('is read with the Inbox link as a number of unread messages, and not at all when there are none', async () => {
    const view = renderSidebar(2);
    listener = await listen();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(await listener.heard()).toEqual(['link, Balances', 'link, Inbox 2 unread']);
    view.unmount();

    renderSidebar(0);
    screen.getByRole('link', { name: 'Inbox' }).focus();
    expect(await listener.heard()).toEqual(['link, Inbox']);
  });
});
