import { RouterProvider } from 'react-router-dom';
import type { createHashRouter } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';

type AppRouter = ReturnType<typeof createHashRouter>;

/** The app: the router composition made (start-up routes, and each area's when first needed). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
