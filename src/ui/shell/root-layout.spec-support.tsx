/**
 * The shell's test set-up shared by RootLayout.spec.tsx and RootLayout.routes.spec.tsx: a container
 * with the shell's ports, a memory router under RootLayout, and the screen width.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootLayout } from './RootLayout';
import { StrictMode } from 'react';
import { Container } from 'inversify';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import { SessionStatePort, type AuthState } from '../../core/session/auth-state';
import { Scheduler } from '../../core/shared/clock.port';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { Tracking } from '../../core/shared/tracking.port';
import { ObservableSessionState } from '../../adapters/state/observable-session-state.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeErrorReporter, FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { ContainerProvider } from '../di/container-context';
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
export function bindUnreadCount(container: Container, count = 0): void {
  container.bind(UnreadCountStore).toConstantValue(new UnreadCountStore());
  container.bind(UnreadCountRefresher).toResolvedValue(
    (store: UnreadCountStore) => ({ refresh: async () => store.set(count) }),
    [UnreadCountStore],
  );
}

export function bindGuard(container: Container): void {
  container.bind(GuardNavigation).toResolvedValue(
    (session: SessionStatePort) =>
      new GuardNavigation(session, new FakeFeatureToggles().set('forceTokenSelection', false), new RememberPostAuthDestination(session)),
    [SessionStatePort],
  );
}


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

/** A container with the shell's ports bound to fakes (session, tracking, errors, clock, unread count, guards). */
export function shellContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SessionStatePort).to(ObservableSessionState);
  container.bind(Tracking).to(FakeTracking);
  container.bind(ErrorReporter).to(FakeErrorReporter);
  container.bind(Scheduler).to(FakeClock);
  container.bind(ShellViewModel).toSelf().inTransientScope();
  bindUnreadCount(container);
  container.bind(LeaveGuardStore).toSelf();
  bindGuard(container);
  return container;
}

export function setUp(path = '/summary', state: Partial<AuthState> = {}, strict = false) {
  const container = shellContainer();
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

export function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
