import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useNavigateWhileHere, type NavigateWhileHere } from './use-navigate-while-here';

/** A page that starts a press and keeps the navigate it was given, to call when the 'answer' comes. */
function setUp() {
  const started: NavigateWhileHere[] = [];
  function Page() {
    const whileHere = useNavigateWhileHere();
    return (
      <button type="button" onClick={() => started.push(whileHere())}>
        Press
      </button>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/page/:n', element: <Page /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/next', element: <p>Next</p> },
    ],
    { initialEntries: ['/page/1'] },
  );
  render(<RouterProvider router={router} />);
  return { router, started };
}

describe('useNavigateWhileHere', () => {
  it('goes when the customer is still where the press started', async () => {
    const { router, started } = setUp();
    act(() => screen.getByRole('button', { name: 'Press' }).click());
    await act(async () => started[0]?.('/next'));
    expect(router.state.location.pathname).toBe('/next');
  });

  it('stays when the customer left the page before the answer', async () => {
    const { router, started } = setUp();
    act(() => screen.getByRole('button', { name: 'Press' }).click());
    await act(() => router.navigate('/elsewhere'));
    await act(async () => started[0]?.('/next'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('stays when the same page moved to another address (another account, another step)', async () => {
    const { router, started } = setUp();
    act(() => screen.getByRole('button', { name: 'Press' }).click());
    await act(() => router.navigate('/page/2'));
    await act(async () => started[0]?.('/next'));
    expect(router.state.location.pathname).toBe('/page/2');
  });
});
