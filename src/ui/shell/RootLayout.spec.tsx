import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { setUp, setWidth } from './root-layout.spec-support';
import { UnreadCountStore } from './unread-count.store';

// The session stream's modals have their own tests; here the slot only has to be rendered.
vi.mock('../session/SessionModals', () => ({ SessionModals: () => <div data-testid="session-modals" /> }));

afterEach(() => {
  setWidth(1280);
  vi.restoreAllMocks();
});


describe('RootLayout', () => {
  it('fetches the session modals once a session is under way, not before', async () => {
    setUp('/summary', { level: 10 });
    expect(await screen.findByTestId('session-modals')).toBeInTheDocument();
  });

  it('has the skip link as the first focusable element, the top title and a main landmark', async () => {
    const { user } = setUp();
    expect(screen.getByText('Online Banking')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // No session under way yet: the session's modals are not part of the log-on page.
    expect(screen.queryByTestId('session-modals')).toBeNull();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
  });

  it('hides the sidebar below CAM40', () => {
    setUp('/summary', { level: 30 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the sidebar at CAM40 with Balances and Log off', async () => {
    const { session, user } = setUp('/summary', { level: 40, loaded: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Balances' })).toHaveAttribute('href', '/summary');
    await user.click(within(nav).getByRole('button', { name: 'Log off' }));
    expect(session.state.logOffModalOpen).toBe(true);
  });

  it('shows the inbox unread count in the sidebar, read out as unread', async () => {
    const { container } = setUp('/summary', { level: 40, loaded: true });
    act(() => container.get(UnreadCountStore).set(3));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Inbox\s*3\s*unread$/ })).toHaveAttribute('href', '/inbox');
    expect(within(nav).getByRole('link', { name: 'My documents' })).toHaveAttribute('href', '/my-documents');
  });

  it('hides the sidebar at CAM40 when token selection is forced, and follows state changes', () => {
    const { session } = setUp('/summary', { level: 40, forceTokenSelect: true });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    act(() => session.update({ forceTokenSelect: false }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the unread count on the menu button on small screens', async () => {
    setWidth(375);
    const { container } = setUp('/summary', { level: 40, loaded: true });
    act(() => container.get(UnreadCountStore).set(4));
    expect(await screen.findByRole('button', { name: /^Menu\s*4\s*unread$/ })).toHaveAttribute('aria-expanded', 'false');
    act(() => container.get(UnreadCountStore).set(0));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    setWidth(1280);
  });

  it('puts the sidebar behind a menu button on small screens', async () => {
    setWidth(375);
    const { user } = setUp('/summary', { level: 40 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    setWidth(1280);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('closes the mobile menu after navigating', async () => {
    setWidth(500);
    const { user } = setUp('/form/next', { level: 40 });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Balances' }));
    expect(await screen.findByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the read-only banner in read-only mode', () => {
    setUp('/summary', { ibStatus: 'READONLY' });
    expect(screen.getByRole('region', { name: 'Read-only access' })).toHaveTextContent("You don't have access to full Digital Banking.");
  });

  it('leaves focus at the top on first load, even under StrictMode', () => {
    setUp('/summary', {}, true);
    expect(document.body).toHaveFocus();
  });

  it('moves focus to main and updates the title on a route change', async () => {
    const { router } = setUp('/form/next');
    expect(document.title).toBe('Next step page - Online Banking');
    await act(() => router.navigate('/summary'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('Balances - Online Banking');
  });

  it('shows not-found for an unknown path', () => {
    setUp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the catch-all error page with a Home button and reports the error masked', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { reporter } = setUp('/broken');
    expect(screen.getByRole('heading', { name: "It's us, not you." })).toBeInTheDocument();
    expect(screen.getByText(/quote error code FD892T/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(reporter.reports.at(-1)).toEqual({ code: 'FD892T', message: 'Error: render failed for ********' });
  });
});

