import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { buildContainerWithAreas } from '../../composition/container';
import { logOffAndErrorsRoutes } from '../auth/log-off-and-errors.routes';
import { AccountsPort } from '../../core/accounts/accounts.port';
import { SessionStatePort, type AuthState } from '../../core/session/auth-state';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { Navigator } from '../../core/shared/navigator.port';
import { DemoCustomers, DemoMemorableAnswer, DemoPassword, FakeIdentityService, passwordCharacter } from '../../adapters/fakes/fake-identity.adapter';
import { FakeFeatureToggles } from '../../adapters/fakes/fake-session.adapter';
import { ContainerProvider } from '../di/container-context';
import { accountsRoutes } from '../accounts/accounts.routes';
import { authRoutes } from '../auth/auth.routes';
import { logOnStagesRoutes } from '../auth/log-on-stages.routes';
import { RootLayout } from './RootLayout';
import { HomeRoute } from './routes/HomeRoute';

// The session stream's modals have their own tests; here the slot only has to be rendered.
vi.mock('../session/SessionModals', () => ({ SessionModals: () => null }));

/**
 * The shell as the customer meets it: the root layout over the log-on, account and an open page,
 * in a memory router, with the fakes profile behind.
 */
async function openApp(path: string, state: Partial<AuthState> = {}, prepare?: (c: Container) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  container.get<SessionStatePort>(SessionStatePort).update(state);
  prepare?.(container);
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <RootLayout />,
      hydrateFallbackElement: <p>Loading</p>,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'authentication', children: authRoutes },
        ...logOnStagesRoutes,
        ...logOffAndErrorsRoutes,
        ...accountsRoutes,
        { path: 'gel', element: <h1>GEL components</h1> },
        // The token choice belongs to the activation area; where the customer is sent is what counts here.
        { path: 'activation/*', element: <h1>Choose your Secure Key</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const left: string[] = [];
  container.unbind(Navigator);
  container.bind(Navigator).toConstantValue({
    goTo: (to: string, options?: { replace?: boolean }) => void router.navigate(to, { replace: options?.replace }),
    leaveTo: (url: string) => void left.push(url),
    here: () => `${router.state.location.key} ${router.state.location.pathname}`,
  } satisfies Navigator);
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  const accounts = container.get<AccountsPort>(AccountsPort) as AccountsPort & { calls: Partial<Record<keyof AccountsPort, number>> };
  return {
    container,
    router,
    left,
    accounts,
    session: container.get<SessionStatePort>(SessionStatePort),
    user: userEvent.setup(),
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

type App = Awaited<ReturnType<typeof openApp>>;

const toggles = (c: Container) => c.get(FakeFeatureToggles);

/** Stages 1 and 2 of demo.hardkey, typed as the customer would, up to the security code page. */
async function logOnToSecurityCode({ user, path }: App): Promise<void> {
  await user.type(await screen.findByLabelText('Username'), 'demo.hardkey');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(path()).toBe('/authentication/password'));
  const positions = DemoCustomers.find((c) => c.username === 'demo.hardkey')?.positions ?? [];
  for (const position of positions) {
    const box = await screen.findByLabelText(position, { exact: true });
    await waitFor(() => expect(box).toBeEnabled());
    await user.type(box, passwordCharacter(DemoPassword, position));
  }
  await user.type(screen.getByLabelText('Memorable answer'), DemoMemorableAnswer);
  await user.click(screen.getByRole('button', { name: 'Log on' }));
  await waitFor(() => expect(path()).toBe('/authentication/securetoken'));
}

/** Stage 3: the memorable answer and a security code the demo bank accepts. */
async function enterSecurityCode({ user }: App): Promise<void> {
  await user.type(await screen.findByLabelText('Memorable answer'), DemoMemorableAnswer);
  await user.type(screen.getByLabelText('Security code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Log on' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the index route after a full log-on', () => {
  it("'Back Home' on AUTH_ERROR, and any way back to /, goes to Balances, not to the username page", async () => {
    const app = await openApp('/authentication/username');
    await logOnToSecurityCode(app);
    await enterSecurityCode(app);
    await waitFor(() => expect(app.path()).toBe('/summary'));
    expect(app.session.state).toMatchObject({ level: 40, loaded: true });

    await act(() => app.router.navigate('/authentication/error/AUTH_ERROR'));
    await app.user.click(await screen.findByRole('button', { name: 'Back Home' }));
    await waitFor(() => expect(app.path()).toBe('/summary'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();

    await act(() => app.router.navigate('/'));
    await waitFor(() => expect(app.path()).toBe('/summary'));
  }, 20_000);
});

describe('account pages need a full log-on', () => {
  it('a deep link asked for before log-on is where the customer lands after it', async () => {
    const app = await openApp('/summary/0/transactions');
    await waitFor(() => expect(app.path()).toBe('/authentication/username'));
    expect(app.accounts.calls.list ?? 0).toBe(0);
    await logOnToSecurityCode(app);
    await enterSecurityCode(app);
    await waitFor(() => expect(app.path()).toBe('/summary/0/transactions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(app.session.state.postAuthDestination).toBeNull();
  }, 20_000);

  it('a customer at CAM30 asking for an account page goes to log on, and no account is fetched', async () => {
    const app = await openApp('/summary/0/transactions', { level: 30, maxLevel: 30, cin: 'demo.hardkey' }, (c) =>
      toggles(c).set('forceTokenSelection', false),
    );
    await waitFor(() => expect(app.path()).toBe('/authentication/username'));
    expect(screen.queryByRole('heading', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(app.accounts.calls.list ?? 0).toBe(0);
    expect(app.session.state.postAuthDestination).toBe('/summary/0/transactions');
  });

  it('a read-only customer part-way through log-on is shown the read-only page, whose Proceed chooses a Secure Key', async () => {
    const app = await openApp('/summary', { level: 30, maxLevel: 30, cin: 'demo.readonly', ibStatus: 'READONLY' }, (c) => {
      toggles(c).set('forceTokenSelection', false);
      c.get<IdentityStepStore>(IdentityStepStore).set(c.get(FakeIdentityService).pages.readOnly('demo.readonly'));
    });
    await waitFor(() => expect(app.path()).toBe('/authentication/error/ELG006'));
    expect(await screen.findByText("You don't have access to full Digital Banking. Select Proceed to choose a Secure Key")).toBeInTheDocument();
    expect(app.accounts.calls.list ?? 0).toBe(0);
  });

  it('read-only mode at a full log-on keeps the account pages, with the read-only banner', async () => {
    await openApp('/summary', { level: 40, maxLevel: 40, loaded: true, ibStatus: 'READONLY' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Read-only access' })).toBeInTheDocument();
  });
});

describe('forced token selection on navigation', () => {
  it('sends a customer at CAM30 who must choose a token to the choice from an account page', async () => {
    const app = await openApp('/summary/0/transactions', { level: 30, maxLevel: 30, cin: 'demo.forceselect' });
    await waitFor(() => expect(app.path()).toBe('/activation/choose'));
    expect(app.accounts.calls.list ?? 0).toBe(0);
    expect(app.session.state).toMatchObject({ forceTokenSelect: true, postAuthDestination: '/summary/0/transactions' });
  });

  it('and from any other page outside the log-on flow, on every navigation', async () => {
    const app = await openApp('/authentication/securetoken', { level: 30, maxLevel: 30, cin: 'demo.forceselect' });
    await act(() => app.router.navigate('/gel'));
    await waitFor(() => expect(app.path()).toBe('/activation/choose'));
    await act(() => app.router.navigate('/gel'));
    await waitFor(() => expect(app.path()).toBe('/activation/choose'));
  });

  it('not when the toggle is off', async () => {
    const app = await openApp('/gel', { level: 30, maxLevel: 30 }, (c) => toggles(c).set('forceTokenSelection', false));
    expect(await screen.findByRole('heading', { name: 'GEL components' })).toBeInTheDocument();
    expect(app.path()).toBe('/gel');
  });
});

describe("the IDV route's __returnUrl", () => {
  async function openRedirect(returnUrl: string) {
    return openApp(`/idv/cam40redirect?__returnUrl=${encodeURIComponent(returnUrl)}`, { level: 30, maxLevel: 30, cin: 'demo.hardkey' }, (c) =>
      c.get<IdentityStepStore>(IdentityStepStore).set(c.get(FakeIdentityService).pages.cam40Redirect('demo.hardkey', 'hard')),
    );
  }

  it('is where the customer lands after the security code', async () => {
    const app = await openRedirect('/summary/0/transactions');
    await waitFor(() => expect(app.path()).toBe('/authentication/securetoken'));
    await enterSecurityCode(app);
    await waitFor(() => expect(app.path()).toBe('/summary/0/transactions'));
  }, 20_000);

  it.each(['https://evil.example/summary', '//evil.example', 'javascript:alert(1)', '/\\evil.example', '/authentication/logoff'])(
    'is ignored unless it is a route of this app: %s',
    async (returnUrl) => {
      const app = await openRedirect(returnUrl);
      await waitFor(() => expect(app.path()).toBe('/authentication/securetoken'));
      expect(app.session.state.postAuthDestination).toBeNull();
      await enterSecurityCode(app);
      await waitFor(() => expect(app.path()).toBe('/summary'));
      expect(app.left).toEqual([]);
    },
    20_000,
  );
});
