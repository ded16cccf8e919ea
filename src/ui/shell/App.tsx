import { createHashRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './app.routes';
import { AppErrorBoundary } from './AppErrorBoundary';

const router = createHashRouter(appRoutes);

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
