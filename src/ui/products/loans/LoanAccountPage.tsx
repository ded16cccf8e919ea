import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import { LoanMessages } from '../../../core/products/loans/loan-rules';
import type { PayoutAccount } from '../../../core/products/loans/personal-loan';
import { useViewModel } from '../../di/container-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { LoadedContent } from '../../manage-money/shared/ListStates';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FieldError } from '../../shared/FieldError';
import { answer, useLoanJourney, useLoanNavigate } from './loan-journey';
import { LoanAccountsViewModel } from './loan-account.view-model';

/** '40-12-76 41234567' */
export const accountLine = (a: PayoutAccount): string => `${a.name}, ${a.sortCode.replace(/(\d{2})(?=\d)/g, '$1-')} ${a.number}`;
const radioId = (id: string) => `loan-account-${id}`;

/** account: the current account the money is paid into (accounts). */
export const LoanAccountPage = observer(function LoanAccountPage() {
  const journey = useLoanJourney();
  const vm = useViewModel(LoanAccountsViewModel);
  const go = useLoanNavigate();
  const [tried, setTried] = useState(false);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  const payout = vm.accounts.value?.payout ?? [];
  const chosen = payout.some((a) => a.id === journey.details.accountId);
  const error = tried && !chosen ? LoanMessages.accountRequired : null;
  const submit = () => {
    setTried(true);
    if (!chosen) {
      journey.noteFailedSubmit();
      return;
    }
    go(journey.pass('account') as 'decision');
  };
  return (
    <JourneyStep step="account">
      <p>
        <Link to="../summary">Back</Link>
      </p>
      <ErrorSummary errors={error && payout[0] ? [{ fieldId: radioId(payout[0].id), message: error }] : []} focusKey={journey.failedSubmits} />
      <h1>Where should we pay the money?</h1>
      <LoadedContent data={vm.accounts} loadingLabel="Loading your accounts" onRetry={vm.start}>
        {({ payout: accounts }) =>
          accounts.length === 0 ? (
            <p>We pay a loan into a current account, and you do not have one with us. Please call us to talk about your loan.</p>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <fieldset className={['loan-radios', error ? 'form-group--error' : ''].filter(Boolean).join(' ')} aria-describedby={error ? 'loan-account-error' : undefined}>
                <legend>Choose the current account the loan is paid into</legend>
                {error ? <FieldError id="loan-account-error" message={error} /> : null}
                {accounts.map((a) => (
                  <div className="loan-radio" key={a.id}>
                    <input
                      type="radio"
                      id={radioId(a.id)}
                      name="loan-account"
                      checked={journey.details.accountId === a.id}
                      onChange={() => answer(journey, { accountId: a.id })}
                    />
                    <label htmlFor={radioId(a.id)}>
                      {accountLine(a)} (balance {formatMoney(a.balance)})
                    </label>
                  </div>
                ))}
              </fieldset>
              <div className="button-group">
                <Button type="submit">Continue</Button>
              </div>
            </form>
          )
        }
      </LoadedContent>
    </JourneyStep>
  );
});
