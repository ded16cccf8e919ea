import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { SessionStatePort } from '../../../core/session/auth-state';
import { indexDestination } from '../../../core/shell/start-route';
import { useInjection } from '../../di/container-context';
import { Loader } from '../../shared/Loader';

/** The index route: Balances with a loaded full session, otherwise log on (docs/rules/log-on-screens.md). */
export const HomeRoute = observer(function HomeRoute() {
  const session = useInjection<SessionStatePort>(SessionStatePort);
  if (session.state.loading) return <Loader label="Loading your session" />;
  return <Navigate replace to={indexDestination(session.state)} />;
});
