import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import { formatRate } from '../../../core/products/lending/rate';
import { minimumRepayment } from '../../../core/products/cards/minimum-repayment.rules';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { balanceTransferText } from '../../../core/products/lending/representative-example';
import { useCardApplication } from './CardsJourney';
import { declineAgencyText, referralText } from '../../../core/products/lending/decline-and-referral';
import { creditFileText } from '../../../core/products/lending/credit-file';

/** your-offer: the limit and rates the bank offers (the limit may be less than asked), or why not. */
export const YourOfferStep = observer(function YourOfferStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const decision = app.decision;
  if (!decision) {
    return (
      <JourneyStep step="your-offer">
        <h1>Your offer</h1>
        <p>You changed your answers since we made our decision. Please send your application again.</p>
        <Button onClick={() => go('affordability')}>Back to your monthly costs</Button>
      </JourneyStep>
    );
  }
  if (decision.kind !== 'accepted') {
    return (
      <JourneyStep step="your-offer">
        <h1>{decision.kind === 'referred' ? 'We need to look at your application' : 'Sorry, we cannot offer you a credit card'}</h1>
        {decision.kind === 'referred' ? (
          <>
            {decision.creditFile ? <p>{creditFileText(decision.creditFile, 'credit card')}</p> : null}
            <p>We could not decide straight away, so one of our team will look at your application (reference {decision.applicationId}).</p>
            <p>{referralText('credit card')} You do not need to do anything now.</p>
          </>
        ) : (
          <>
            <p>{decision.creditFile ? creditFileText(decision.creditFile, 'credit card') : 'From what you told us and your credit file, we cannot offer you a card at the moment.'}</p>
            <p>{declineAgencyText('credit card')}</p>
            <p>You can apply again in 3 months.</p>
          </>
        )}
        <p>
          <Link to="/summary">Back to Balances</Link>
        </p>
      </JourneyStep>
    );
  }
  const { offer } = decision;
  const example = minimumRepayment({ balance: offer.creditLimit, interestAndCharges: Math.round((offer.creditLimit * offer.purchaseRate) / 10000 / 12) });
  return (
    <JourneyStep step="your-offer">
      <h1>Your offer</h1>
      <div className="cc-card">
        <p>
          We can offer you a credit limit of <strong>{formatMoney(offer.creditLimit)}</strong> on the {offer.productName}.
        </p>
        {offer.creditLimit < offer.requestedLimit ? <p>You asked for {formatMoney(offer.requestedLimit)}. This is the most we can offer you now.</p> : null}
      </div>
      <dl className="summary-list">
        <div>
          <dt>Credit limit</dt>
          <dd>{formatMoney(offer.creditLimit)}</dd>
        </div>
        <div>
          <dt>Purchase rate</dt>
          <dd>
            {formatRate(offer.purchaseRate)} a year{offer.variable ? ' (variable)' : ' (fixed)'}
          </dd>
        </div>
        <div>
          <dt>APR</dt>
          <dd>
            {formatRate(offer.apr)} APR{offer.variable ? ' (variable)' : ' (fixed)'}
          </dd>
        </div>
        {offer.balanceTransfer ? (
          <div>
            <dt>Balance transfers</dt>
            <dd>{balanceTransferText({ balanceTransfer: offer.balanceTransfer, purchaseRate: offer.purchaseRate, variable: offer.variable })}</dd>
          </div>
        ) : null}
        <div>
          <dt>Minimum repayment</dt>
          <dd>
            The interest and charges plus 1% of the balance, or £5, whichever is more (a balance under £5 is repaid in full). On a balance of{' '}
            {formatMoney(offer.creditLimit)} with a month&apos;s interest, that is {formatMoney(example)}.
          </dd>
        </div>
      </dl>
      <p>This offer is not yet an agreement. Next, you choose how your limit may change and how you repay, then read and sign the agreement.</p>
      <div className="button-group">
        <Button onClick={() => go(app.journey.pass('your-offer'))}>Continue</Button>
      </div>
    </JourneyStep>
  );
});
