import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createHashRouter } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';

type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * RouterProvider takes `router.state` when it first renders and subscribes only in its layout effect.
 * A state the router reaches in between is never delivered: the first route's code arriving while a
 * transition renders the app in slices (the dev server's development React under StrictMode, a slow
 * machine, the route's module already in the dev server's cache) left the page on the start-up loader
 * for good, with nothing pending and no error. So once the provider has subscribed (its layout effect
 * runs before this one), a router that has moved on since this render gets a fresh provider, which
 * starts from the state the router has now.
 */
function useRouterCaughtUp(router: AppRouter): number {
  const [mount, setMount] = useState(() => ({ state: router.state, generation: 0 }));
  useLayoutEffect(() => {
    // A layout effect's update renders again before the browser paints: the customer sees no step.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- catching up with the router (an outside store) is this effect's purpose
    if (router.state !== mount.state) setMount({ state: router.state, generation: mount.generation + 1 });
  }, [router, mount]);
  return mount.generation;
}

/** The app: the router composition made (start-up routes, and each area's when first needed). */
export function App({ router }: { router: AppRouter }) {
  const generation = useRouterCaughtUp(router);
  return (
    <AppErrorBoundary>
      <RouterProvider key={generation} router={router} />
    </AppErrorBoundary>
  );
}
