import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import { formatRate } from '../../../core/products/lending/rate';
import type { LoanRepresentativeExample } from '../../../core/products/lending/representative-example';
import type { LoanQuote } from '../../../core/products/loans/personal-loan';
import { purposeLabel } from '../../../core/products/loans/loan-rules';
import { JourneyStep } from '../../journey/JourneyStep';
import { Button } from '../../shared/Button';
import { ExampleList } from './ExampleList';
import { useLoanJourney, useLoanNavigate } from './loan-journey';

/** The bank's own figures for this quote, in the representative example's shape and order. */
const quoteExample = (quote: LoanQuote): LoanRepresentativeExample => ({
  kind: 'loan',
  amount: quote.amount,
  termMonths: quote.termMonths,
  monthlyRepayment: quote.monthlyRepayment,
  representativeApr: quote.apr,
  annualInterestRate: quote.annualInterestRate,
  rateKind: quote.rateKind,
  totalChargeForCredit: quote.totalChargeForCredit,
  totalPayable: quote.totalPayable,
});

/** quote: the customer's own rate and figures from the bank (a soft search), with the representative example. */
export const LoanQuotePage = observer(function LoanQuotePage() {
  const journey = useLoanJourney();
  const go = useLoanNavigate();
  const quote = journey.details.quote;
  return (
    <JourneyStep step="quote">
      <p>
        <Link to="../loan">Back</Link>
      </p>
      <h1>Your quote</h1>
      {quote ? (
        <>
          <p className="loan-playback">
            {formatMoney(quote.monthlyRepayment)} a month for {quote.termMonths} months
          </p>
          <p>
            Your personal rate is {formatRate(quote.apr)} APR ({quote.rateKind}) to borrow {formatMoney(quote.amount)} for {purposeLabel(quote.purpose).toLowerCase()}.
            You would pay back {formatMoney(quote.totalPayable)} in total.
          </p>
          <p className="loan-note">This quote came from a soft search. It has not affected your credit file, and other lenders cannot see it.</p>
          <section className="loan-example" aria-labelledby="quote-example-title">
            <h2 id="quote-example-title">Your figures</h2>
            <ExampleList example={quoteExample(quote)} personal />
          </section>
          <div className="button-group">
            <Button onClick={() => go(journey.pass('quote') as 'your-details')}>Continue with this quote</Button>
            <Button variant="secondary" onClick={() => go('loan')}>
              Change the amount or term
            </Button>
          </div>
        </>
      ) : null}
    </JourneyStep>
  );
});
