import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { withdrawalText } from '../../../core/products/loans/loan-rules';
import { balancesPath } from '../../../core/shell/start-route';
import { JourneyStep } from '../../journey/JourneyStep';
import { DetailsList } from '../../manage-money/shared/ListStates';
import { useLoanJourney } from './loan-journey';

/** complete: the loan is set up; where the money went, the first repayment, and the 14 days to withdraw. */
export const LoanCompletePage = observer(function LoanCompletePage() {
  const journey = useLoanJourney();
  const state = journey.confirmState;
  const loan = state.kind === 'accepted' ? state.outcome : null;
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
          <p>{withdrawalText(14, formatLongDate(loan.withdrawalEndDate))}</p>
          <p>We will send your copy of the loan agreement to My documents.</p>
          <p>
            <Link to={balancesPath}>Go to Balances</Link>
          </p>
        </>
      ) : null}
    </JourneyStep>
  );
});
