import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/accounts/money';
import { LoanMessages } from '../../../core/products/loans/loan-rules';
import type { PayoutAccount } from '../../../core/products/loans/personal-loan';
import { useInjection, useViewModel } from '../../di/container-context';
import { DecideLoan } from '../../../core/products/loans/personal-loans.use-cases';
import type { AppError } from '../../../core/shared/result';
import { failurePanel } from '../../../core/shell/failure-panel';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { JourneyStep } from '../../journey/JourneyStep';
import { ProductLoad } from '../ProductLoad';
import { Button } from '../../shared/Button';
import { useLoanJourney, useLoanNavigate } from './loan-journey';
import { LoanAccountsViewModel } from './loan-account.view-model';
import { LoanQuestionTop, LoanRadios } from './loan-form-parts';
import { SubmitForm } from '../../shared/SubmitForm';

/** '40-12-76 41234567' */
export const accountLine = (a: PayoutAccount): string => `${a.name}, ${a.sortCode.replace(/(\d{2})(?=\d)/g, '$1-')} ${a.number}`;
/** LoanRadios' id for an account's radio (`${name}-${value}`): where the summary's link lands. */
const radioId = (id: string) => `loan-account-${id}`;

/** account: the current account the money is paid into (accounts). */
export const LoanAccountPage = observer(function LoanAccountPage() {
  const journey = useLoanJourney();
  const vm = useViewModel(LoanAccountsViewModel);
  const go = useLoanNavigate();
  const decide = useInjection(DecideLoan);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  const payout = vm.accounts.value?.payout ?? [];
  const chosen = payout.some((a) => a.id === journey.details.accountId);
  const error = tried && !chosen ? LoanMessages.accountRequired : null;
  const submit = async () => {
    setTried(true);
    if (!chosen) {
      journey.noteFailedSubmit();
      return;
    }
    const applicationId = journey.details.quote?.applicationId;
    if (!applicationId || submitting) return;
    // Submitting is the application: the bank does the hard search and decides on it now (CCA s55B,
    // CONC 5.2A.4R), once; the decision page only carries the decision out and never asks again.
    setSubmitting(true);
    setFailure(null);
    const result = await decide.execute(applicationId);
    setSubmitting(false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    journey.update({ decision: result.value.decision, creditFile: result.value.creditFile });
    go(journey.pass('account') as 'decision');
  };
  return (
    <JourneyStep step="account">
      <LoanQuestionTop
        back="../summary"
        errors={error && payout[0] ? [{ fieldId: radioId(payout[0].id), message: error }] : []}
        focusKey={journey.failedSubmits}
        title="Where should we pay the money?"
      />
      <ProductLoad data={vm.accounts} loadingLabel="Loading your accounts" onRetry={vm.start}>
        {({ payout: accounts }) =>
          accounts.length === 0 ? (
            <p>We pay a loan into a current account, and you do not have one with us. Please call us to talk about your loan.</p>
          ) : (
            <SubmitForm onSend={submit}>
              <LoanRadios
                name="loan-account"
                legend="Choose the current account the loan is paid into"
                options={accounts.map((a) => ({ value: a.id, label: `${accountLine(a)} (balance ${formatMoney(a.balance)})` }))}
                value={journey.details.accountId}
                error={error}
                onChange={(value) => journey.update({ accountId: value })}
              />
              <p className="loan-note">
                When you submit your application, we do a hard search of your credit file and then decide. Other lenders can see the search, and it
                stays on your credit file for 12 months.
              </p>
              {failure ? <FailurePanelView panel={failurePanel(failure)} headingLevel={2} /> : null}
              <div className="button-group">
                <Button type="submit" disabled={submitting}>
                  Submit application
                </Button>
              </div>
            </SubmitForm>
          )
        }
      </ProductLoad>
    </JourneyStep>
  );
});
