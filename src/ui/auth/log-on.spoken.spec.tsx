import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainerWithAreas } from '../../composition/container';
import { discoverAreaRoutes } from '../../composition/area-routes';
import { Areas } from '../../composition/areas';
import { FakeIdentityService } from '../../adapters/fakes/fake-identity.adapter';
import { Navigator } from '../../core/shared/navigator.port';
import { ContentStore } from '../content/content.store';
import { ContainerProvider } from '../di/container-context';
import { appRoutes } from '../shell/app.routes';
import { listen, type Listener } from '../shared/testing/spoken-output';

let listener: Listener | null = null;
afterEach(async () => {
  await listener?.stop();
  listener = null;
});

/** The whole app (shell and real pages) on the fake profile, at the username page. */
async function openLogOn() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await container.get(ContentStore).load();
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/authentication/username'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  // Use cases move the customer through the memory router, as the app's navigator moves the hash.
  const navigator: Navigator = {
    goTo: (to, options) => void router.navigate(to, { replace: options?.replace }),
    leaveTo: () => undefined,
    here: () => `${router.state.location.key} ${router.state.location.pathname}`,
  };
  container.unbind(Navigator);
  container.bind(Navigator).toConstantValue(navigator);
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Online Banking' });
  await waitFor(() => expect(container.get(FakeIdentityService).calls.some((c) => c.method === 'start')).toBe(true));
  return { router, user: userEvent.setup() };
}

/** Typing letter by letter makes the reader walk the page at each key: the value is set in one go. */
function enter(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('log-on, as a screen reader says it', () => {
  it('names each stage as it arrives, reads the password boxes by position, and a refused code from the error panel that takes focus', async () => {
    const { router, user } = await openLogOn();
    listener = await listen();

    // Stage 1, an empty username submitted with Enter: the error summary takes focus and is read.
    await user.click(screen.getByLabelText('Username'));
    await user.keyboard('{Enter}');
    expect(await listener.heard()).toEqual(['textbox, Username, required', 'alert, There is a problem']);

    // Stage 2: focus moves to the main region, which is named by the page's heading.
    enter('Username', 'demo.hardkey');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/password'));
    await screen.findByLabelText('2nd', { exact: true });
    expect(await listener.heard()).toEqual(['button, Continue, disabled', 'main, Log on']);

    // Each requested character's box says which character it asks for.
    screen.getByLabelText('2nd', { exact: true }).focus();
    screen.getByLabelText('5th', { exact: true }).focus();
    expect(await listener.heard()).toEqual(['2nd', '5th']);

    // Stage 3, its heading on arrival.
    enter('2nd', 'e');
    enter('5th', 'u');
    enter('last', '4');
    enter('Memorable answer', 'Paddington');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/securetoken'));
    await screen.findByLabelText('Security code', { exact: true });
    expect(await listener.heard()).toEqual(['last, 4', 'button, Log on, disabled', 'main, Logging you on']);

    // A refused Secure Key code: the identity service's error panel takes focus and is read.
    enter('Memorable answer', 'Paddington');
    enter('Security code', '000000');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await screen.findByText('please call us on', { exact: false });
    expect(await listener.heard()).toEqual([
      'button, Log on, disabled',
      "alert, You won't be able to access Digital Banking if you enter your details incorrectly too many times.",
    ]);
  }, 120_000);
});
