import { useRouteError } from 'react-router-dom';
import { FatalErrorView } from './FatalErrorView';

/** The root route's error element: errors thrown while loading or rendering any route. */
export function RouteErrorPage() {
  return <FatalErrorView error={useRouteError()} />;
}
