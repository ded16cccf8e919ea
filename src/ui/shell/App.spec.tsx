import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';

function Page() {
  return <h1>Log on</h1>;
}

/** A router whose first page's code has not arrived yet: the start-up fallback shows until it has. */
function routerWaitingForItsFirstPage() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [{ path: '/', hydrateFallbackElement: <p>Loading Online Banking</p>, lazy: () => arrived.then(() => ({ Component: Page })) }],
    { initialEntries: ['/'] },
  );
  return { router, arrive };
}

/**
 * The router as RouterProvider saw it when the page's code arrived between its first render and its
 * subscription: `state` still answers the state before (what the provider took when it rendered)
 * until someone subscribes, and the real state from then on. Nothing is told to the subscriber.
 */
function movedOnBeforeSubscribing(router: ReturnType<typeof createMemoryRouter>, before: typeof router.state) {
  let subscribed = false;
  return new Proxy(router, {
    get(target, key, receiver) {
      if (key === 'state') return subscribed ? target.state : before;
      if (key === 'subscribe') {
        return (listener: Parameters<typeof target.subscribe>[0]) => {
          subscribed = true;
          return target.subscribe(listener);
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

describe('App', () => {
  it('shows the first page when its code arrived between the router provider rendering and subscribing', async () => {
    const { router, arrive } = routerWaitingForItsFirstPage();
    const before = router.state;
    expect(before.initialized).toBe(false);
    arrive();
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });

    render(
      <StrictMode>
        <App router={movedOnBeforeSubscribing(router, before)} />
      </StrictMode>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Log on' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Online Banking')).not.toBeInTheDocument();
  });

  it('shows the start-up fallback, then the first page, when the code arrives after the provider subscribed', async () => {
    const { router, arrive } = routerWaitingForItsFirstPage();
    render(<App router={router} />);
    expect(screen.getByText('Loading Online Banking')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log on' })).toBeInTheDocument();
  });
});
