import { useParams } from 'react-router-dom';
import { parseAccountIndex } from '../account-paths';

/** The route's accountIndex (the AccountLayout has already checked that the account exists). */
export function useAccountIndex(): number {
  const { accountIndex } = useParams();
  return parseAccountIndex(accountIndex) ?? -1;
}
