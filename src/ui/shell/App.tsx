import { createHashRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './app.routes';

const router = createHashRouter(appRoutes);

export function App() {
  return <RouterProvider router={router} />;
}
