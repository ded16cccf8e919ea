import { useEffect, useState } from 'react';
import { LoadAuthorisation } from '../../../core/open-banking/authorisation.use-cases';
import { OpenBankingErrorCodes } from '../../../core/open-banking/open-banking-errors';
import { useInjection } from '../../di/container-context';
import { Loader } from '../../shared/Loader';

/** After a lost answer: whether the bank still waits for the customer's answer to this request. */
export function AuthorisationLookup({ authState }: { authState: string }) {
  const load = useInjection(LoadAuthorisation);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void load.execute(authState).then((result) => {
      if (!live) return;
      if (result.ok) setText('The bank is still waiting for your answer to this request: it has not been recorded yet.');
      else if (result.error.code === OpenBankingErrorCodes.authorisationExpired || result.error.code === OpenBankingErrorCodes.authorisationNotFound)
        setText('The bank is no longer waiting for an answer to this request: your answer may have been recorded.');
      else setText(`We could not check this request just now (${result.error.code}).`);
    });
    return () => {
      live = false;
    };
  }, [load, authState]);
  return text === null ? <Loader label="Checking what the bank holds now" /> : <p className="mm-note">{text}</p>;
}
