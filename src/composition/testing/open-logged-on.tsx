import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionStatePort } from '../../core/session/auth-state';
import { ContentStore } from '../../ui/content/content.store';
import { ContainerProvider } from '../../ui/di/container-context';
import { appRoutes } from '../../ui/shell/app.routes';
import { discoverAreaRoutes } from '../area-routes';
import { Areas } from '../areas';

export type AppRouter = ReturnType<typeof createMemoryRouter>;

export interface OpenOptions {
  /** Under React's StrictMode, as `npm start` mounts the app. */
  strict?: boolean;
  /** Before the first render, with the router made (a spec navigates first so an area binds its fakes, then arranges them). */
  beforeRender?: (router: AppRouter) => Promise<void> | void;
}

/**
 * For page specs: the app's own routes in a memory router at `path`, over `container` (the spec builds
 * and arranges it), with the customer logged on in full and content loaded, as the app is after stage 3.
 * Areas load as the app loads them, on the first navigation into each.
 */
export async function openLoggedOn(container: Container, path: string, options: OpenOptions = {}): Promise<{ container: Container; router: AppRouter }> {
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  await container.get(ContentStore).load();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  await options.beforeRender?.(router);
  const app: ReactNode = (
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>
  );
  render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { container, router };
}
