import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { dailyInterest, withdrawalText } from '../../../core/products/lending/withdrawal';
import { balancesPath } from '../../../core/shell/start-route';
import { JourneyStep } from '../../journey/JourneyStep';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { useViewModel } from '../../di/container-context';
import { AgreementPdf } from '../../shared/my-documents/AgreementPdf';
import { ProductLoad } from '../ProductLoad';
import { LoanDecisionViewModel } from './loan-decision.view-model';
import { useLoanJourney } from './loan-journey';

/** complete: the loan is set up; where the money went, the first repayment, and the 14 days to withdraw. */
export const LoanCompletePage = observer(function LoanCompletePage() {
  const journey = useLoanJourney();
  const state = journey.confirmState;
  const loan = state.kind === 'accepted' ? state.outcome : null;
  const applicationId = journey.details.quote?.applicationId ?? '';
  // The executed copy of the agreement (CCA s61A): the same call, now answered with the signed one.
  const vm = useViewModel(LoanDecisionViewModel);
  useEffect(() => {
    if (loan) void vm.showAgreement(applicationId);
    return () => vm.dispose();
  }, [vm, loan, applicationId]);
  return (
    <JourneyStep step="complete">
      {loan ? (
        <>
          <div className="panel panel--success" role="status">
            <h1>Your loan has been set up</h1>
            <p className="loan-playback">{formatMoney(loan.amount)} is in your account</p>
          </div>
          <DetailsList
            rows={[
              ['Loan account', `${loan.sortCode.replace(/(\d{2})(?=\d)/g, '$1-')} ${loan.loanAccountNumber}`],
              ['Amount paid in', formatMoney(loan.amount)],
              ['Monthly repayment', `${formatMoney(loan.monthlyRepayment)} for ${loan.termMonths} months`],
              ['First repayment', formatLongDate(loan.firstRepaymentDate)],
            ]}
          />
          <h2>Your right to withdraw</h2>
          <p>
            {withdrawalText({
              agreement: 'loan',
              endDate: formatLongDate(loan.withdrawalEndDate),
              ...(journey.details.quote ? { dailyInterest: dailyInterest(loan.amount, journey.details.quote.annualInterestRate) } : {}),
            })}
          </p>
          <h2>Your signed loan agreement</h2>
          <ProductLoad data={vm.agreement} loadingLabel="Loading your signed loan agreement" onRetry={() => void vm.showAgreement(applicationId)}>
            {(agreement) => <AgreementPdf pdf={agreement.pdf} label="signed loan agreement" fileName={`loan-agreement-${applicationId}-signed.pdf`} />}
          </ProductLoad>
          <p>
            A copy of your signed agreement and of the pre-contract credit information is kept in <Link to="/my-documents">My documents</Link>.
          </p>
          <p>
            <Link to={balancesPath}>Go to Balances</Link>
          </p>
        </>
      ) : null}
    </JourneyStep>
  );
});
