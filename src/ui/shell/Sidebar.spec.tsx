import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { FakeFeatureToggles } from '../../adapters/fakes/fake-session.adapter';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { ContainerProvider } from '../di/container-context';
import { Sidebar } from './Sidebar';

function renderSidebar(toggles: FakeFeatureToggles) {
  const container = new Container();
  container.bind(FeatureTogglesPort).toConstantValue(toggles);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <Sidebar id="nav" hidden={false} unreadCount={2} onLogOff={() => undefined} onNavigate={() => undefined} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('the sidebar and content toggles', () => {
  it('shows the Inbox (with its count) and the hubs while their toggles are on', () => {
    const nav = renderSidebar(new FakeFeatureToggles());
    // Other areas add links of their own: only these links' presence is asserted.
    const names = nav.getAllByRole('link').map((l) => l.textContent);
    expect(names).toEqual(expect.arrayContaining(['Balances', 'Inbox 2 unread', 'Travel hub', 'Security hub']));
  });

  it('leaves the Inbox link out when the inbox toggle is off, and each hub when its own is', () => {
    const nav = renderSidebar(new FakeFeatureToggles().set('inbox', false).set('techHub', false));
    const names = nav.getAllByRole('link').map((l) => l.textContent);
    expect(names).toEqual(expect.arrayContaining(['Balances', 'Travel hub']));
    expect(names.filter((n) => /^(Inbox|Security hub)/.test(n ?? ''))).toEqual([]);
    expect(nav.getByRole('button', { name: 'Log off' })).toBeInTheDocument();
  });

  it("shows 'Apply for a product' only while the product apply toggle is on", () => {
    expect(renderSidebar(new FakeFeatureToggles()).getByRole('link', { name: 'Apply for a product' })).toHaveAttribute('href', '/products/summary');
  });

  it("leaves 'Apply for a product' out when product apply is off", () => {
    expect(renderSidebar(new FakeFeatureToggles().set('productApply', false)).queryByRole('link', { name: 'Apply for a product' })).toBeNull();
  });
});
