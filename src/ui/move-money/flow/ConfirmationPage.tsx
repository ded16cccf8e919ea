import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { JourneyStep } from '../../journey/JourneyStep';
import { arrivalFocus } from '../../shared/arrival-focus';
import { StepTracker } from '../../journey/StepTracker';
import { trackerLabels, useMoveMoneyFlow } from './move-money-flow-context';

const balancesRefreshed = 'Your balances have been updated.';
const balancesNotRefreshed = 'We could not update your balances just now; they will update shortly.';

/** confirm: the bank's receipt (reference, date, amount, payee); balances were refreshed behind it. */
export const ConfirmationPage = observer(function ConfirmationPage() {
  const { journey, base } = useMoveMoneyFlow();
  const receipt = journey.review.receipt;
  const instruction = journey.instruction;
  const account = base.replace(/\/move-money\/.*$/, '');
  const panel = useRef<HTMLElement>(null);
  const shown = Boolean(receipt && instruction);
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  return (
    <JourneyStep step="confirm">
      {receipt && instruction ? (
        <div className="move-money-flow">
          <StepTracker labels={trackerLabels} current={2} />
          {/* Takes focus on arrival (the shell then leaves it there), so a screen reader reads what
              happened with its reference, not only the page's name. */}
          <section ref={panel} className="confirmation-panel" aria-labelledby="receipt-title" aria-describedby="receipt-reference" tabIndex={-1} {...arrivalFocus}>
            <h1 id="receipt-title">{receipt.status === 'scheduled' ? 'Your standing order is set up' : 'Your payment has been sent'}</h1>
            <p className="confirmation-panel__reference" id="receipt-reference">
              Reference <strong data-testid="receipt-reference">{receipt.reference}</strong>
            </p>
          </section>
          <dl className="summary-list">
            <div className="summary-list__row">
              <dt>To</dt>
              <dd>{journey.payeeDisplayName}</dd>
            </div>
            <div className="summary-list__row">
              <dt>Amount</dt>
              <dd>{formatMoney(instruction.amountPence)}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{receipt.status === 'scheduled' ? 'First payment' : 'Date'}</dt>
              <dd>{formatLongDate(receipt.date)}</dd>
            </div>
            {instruction.reference ? (
              <div className="summary-list__row">
                <dt>Your reference</dt>
                <dd>{instruction.reference}</dd>
              </div>
            ) : null}
          </dl>
          {/* The line comes a refresh after the receipt: its room is kept from the start (the longer
              of its two texts, drawn hidden in the same place) so its words never push the links down. */}
          <p role="status" className="receipt-status" data-room={balancesNotRefreshed}>
            <span>
              {journey.review.balancesRefreshed === true
                ? balancesRefreshed
                : journey.review.balancesRefreshed === false
                  ? balancesNotRefreshed
                  : ''}
            </span>
          </p>
          <ul className="link-list">
            <li>
              <Link to={`${account}/transactions`}>{receipt.status === 'scheduled' ? 'Back to your account' : 'See your transactions'}</Link>
            </li>
            <li>
              <Link to={`${account}/move-money`}>Make another payment</Link>
            </li>
            <li>
              <Link to="/summary">Balances</Link>
            </li>
          </ul>
        </div>
      ) : null}
    </JourneyStep>
  );
});
