import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppConfig } from '../../core/shared/app-config';
import { observable } from 'mobx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ContentStore } from '../content/content.store';
import { ContainerProvider } from '../di/container-context';
import { setUp, setWidth, shellContainer } from './root-layout.spec-support';

// The session stream's modals have their own tests; here the slot only has to be rendered.
vi.mock('../session/SessionModals', () => ({ SessionModals: () => <div data-testid="session-modals" /> }));

afterEach(() => {
  setWidth(1280);
  vi.restoreAllMocks();
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
    const container = shellContainer();
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
