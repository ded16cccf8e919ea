import { Navigate } from 'react-router-dom';

/** /summary/{accountIndex} on its own shows the account's transactions. */
export function AccountIndexRedirect() {
  return <Navigate to="transactions" replace />;
}
