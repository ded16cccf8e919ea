import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import { SessionStatePort, type AuthState } from '../../core/session/auth-state';
import { Scheduler } from '../../core/shared/clock.port';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { Tracking } from '../../core/shared/tracking.port';
import { ObservableSessionState } from '../../adapters/state/observable-session-state.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeErrorReporter, FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { AppConfig } from '../../core/shared/app-config';
import { ContainerProvider } from '../di/container-context';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { HomeRoute } from './routes/HomeRoute';
import { ShellViewModel } from './shell.view-model';
import { UnreadCountRefresher, UnreadCountStore } from './unread-count.store';
import { LeaveGuardStore } from './leave-guard.store';
import { ContentStore } from '../content/content.store';
import { observable } from 'mobx';
import { useLeaveGuard } from './use-leave-guard';
import { GuardNavigation } from '../../core/session/guard-navigation.use-case';
import { RememberPostAuthDestination } from '../../core/session/forward-after-log-on.use-case';
import { FakeFeatureToggles } from '../../adapters/fakes/fake-session.adapter';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';

/** The shell's navigation check, forced token selection off (navigation-guards.spec covers it in full). */
/** The shell's unread count, filled by a stand-in for the inbox area's call. */
function bindUnreadCount(container: Container, count = 0): void {
  container.bind(UnreadCountStore).toConstantValue(new UnreadCountStore());
  container.bind(UnreadCountRefresher).toResolvedValue(
    (store: UnreadCountStore) => ({ refresh: async () => store.set(count) }),
    [UnreadCountStore],
  );
}

function bindGuard(container: Container): void {
  container.bind(GuardNavigation).toResolvedValue(
    (session: SessionStatePort) =>
      new GuardNavigation(session, new FakeFeatureToggles().set('forceTokenSelection', false), new RememberPostAuthDestination(session)),
    [SessionStatePort],
  );
}

// The session stream's modals have their own tests; here the slot only has to be rendered.
vi.mock('../session/SessionModals', () => ({ SessionModals: () => <div data-testid="session-modals" /> }));

function FormPage() {
  useLeaveGuard(true, { disabledPaths: ['/form/next'] });
  return (
    <>
      <h1>Your details</h1>
      <Link to="/summary">Go to balances</Link>
      <Link to="/form/next">Next step</Link>
      <Link to="/logoff">Log off link</Link>
    </>
  );
}

function Boom(): never {
  throw new Error('render failed for 12345678');
}

const children: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'summary', element: <h1>Balances</h1> },
  { path: 'authentication/username', element: <h1>Welcome to Online Banking</h1> },
  { path: 'form', element: <FormPage /> },
  { path: 'form/next', element: <h1>Next step page</h1> },
  { path: 'logoff', element: <h1>Logged off</h1> },
  { path: 'broken', element: <Boom /> },
  { path: '*', element: <NotFoundPage /> },
];

function setUp(path = '/summary', state: Partial<AuthState> = {}, strict = false) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SessionStatePort).to(ObservableSessionState);
  container.bind(Tracking).to(FakeTracking);
  container.bind(ErrorReporter).to(FakeErrorReporter);
  container.bind(Scheduler).to(FakeClock);
  container.bind(ShellViewModel).toSelf().inTransientScope();
  bindUnreadCount(container);
  container.bind(LeaveGuardStore).toSelf();
  bindGuard(container);
  // The sidebar's links follow content's toggles (all on here).
  container.bind(FeatureTogglesPort).toConstantValue(new FakeFeatureToggles());
  // Content is loaded here; ContentGate.spec covers loading and failure.
  container.bind(ContentStore).toConstantValue(observable({ status: 'loaded', error: null, load: () => Promise.resolve() }) as unknown as ContentStore);
  const session = container.get<SessionStatePort>(SessionStatePort);
  session.update(state);
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, errorElement: <RouteErrorPage />, children }], {
    initialEntries: [path],
  });
  const app = (
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return {
    container,
    session,
    router,
    tracking: container.get<FakeTracking>(Tracking),
    reporter: container.get<FakeErrorReporter>(ErrorReporter),
    user: userEvent.setup(),
  };
}

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  setWidth(1280);
  vi.restoreAllMocks();
});

describe('RootLayout', () => {
  it('has the skip link as the first focusable element, the top title and a main landmark', async () => {
    const { user } = setUp();
    expect(screen.getByText('Online Banking')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByTestId('session-modals')).toBeInTheDocument();
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

describe('index and start routes', () => {
  it('sends a loaded CAM40 session from / to Balances', async () => {
    setUp('/', { level: 40, loaded: true });
    expect(await screen.findByRole('heading', { name: 'Balances' })).toBeInTheDocument();
  });

  it('sends everyone else from / to log on', async () => {
    setUp('/', { level: 30, loaded: false });
    expect(await screen.findByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
  });

  it('restarts at log on when the app loads on a log-off path', async () => {
    const { router } = setUp('/logoff');
    expect(await screen.findByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
    await act(() => router.navigate('/logoff'));
    expect(screen.getByRole('heading', { name: 'Logged off' })).toBeInTheDocument();
  });
});

describe('leave guard', () => {
  it('asks Stay or Leave; Stay keeps the page and tracks the popup', async () => {
    const { user, tracking } = setUp('/form');
    await user.click(screen.getByRole('link', { name: 'Go to balances' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    expect(tracking.events.map((e) => e.event)).toContainEqual({ action: 'popup', category: 'content', label: 'leave-section' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });

  it('Leave proceeds', async () => {
    const { user } = setUp('/form');
    await user.click(screen.getByRole('link', { name: 'Go to balances' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Balances' })).toBeInTheDocument();
  });

  it('does not ask for a disabled path or a log-off path', async () => {
    const { user, router } = setUp('/form');
    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(await screen.findByRole('heading', { name: 'Next step page' })).toBeInTheDocument();
    await act(() => router.navigate('/form'));
    await user.click(screen.getByRole('link', { name: 'Log off link' }));
    expect(await screen.findByRole('heading', { name: 'Logged off' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns on browser unload only while a guard is on', async () => {
    const { router } = setUp('/form');
    const guarded = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    // jsdom's plain Event has the legacy boolean returnValue; give it the string slot a browser has.
    Object.defineProperty(guarded, 'returnValue', { value: '', writable: true });
    fireEvent(window, guarded);
    expect(guarded.defaultPrevented).toBe(true);
    expect(guarded.returnValue).toBe('Changes you made may not be saved');
    await act(() => router.navigate('/form/next'));
    const free = new Event('beforeunload', { cancelable: true });
    fireEvent(window, free);
    expect(free.defaultPrevented).toBe(false);
  });
});

describe('app routes', () => {
  it('start on a loader while the first lazy page arrives, then render it inside the shell', async () => {
    const { appRoutes } = await import('./app.routes');
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(SessionStatePort).to(ObservableSessionState);
    container.bind(Tracking).to(FakeTracking);
    container.bind(ErrorReporter).to(FakeErrorReporter);
    container.bind(Scheduler).to(FakeClock);
    container.bind(ShellViewModel).toSelf().inTransientScope();
    bindUnreadCount(container);
    container.bind(LeaveGuardStore).toSelf();
    bindGuard(container);
    container.bind(AppConfig).toConstantValue({ name: 'local' } as AppConfig);
    container.bind(ContentStore).toConstantValue(observable({ status: 'loaded', error: null, load: () => Promise.resolve() }) as unknown as ContentStore);
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/gel'] });
    render(
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Online Banking');
    expect(await screen.findByRole('heading', { level: 1, name: 'GEL components' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });
});
