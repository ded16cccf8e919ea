import { useEffect } from 'react';
import { runInAction } from 'mobx';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isLoanFallback, type LoanFallback } from '../../../core/products/loans/loan-rules';
import { balancesPath } from '../../../core/shell/start-route';
import { useLoanJourney } from './loan-journey';
import { declineAgencyText, referralText } from '../../../core/products/lending/decline-and-referral';
import { creditFileText } from '../../../core/products/lending/credit-file';

const pages: Record<LoanFallback, { title: string; why: string[]; next: string[] }> = {
  referred: {
    title: 'We need to look at your application',
    why: [
      'We cannot give you a decision online straight away. This is usually because of your income or your regular costs, which we look at ourselves rather than by machine.',
      'We did a hard search of your credit file when you submitted your application. Nothing has changed on your accounts.',
    ],
    next: [
      referralText('loan'),
      'If we need anything else from you, such as proof of income, we will ask in that message.',
      'You do not need to apply again.',
    ],
  },
  declined: {
    title: 'We cannot offer you this loan',
    why: [
      'The amount you asked for is more than we can lend on the income you told us. We lend up to 40% of your annual income before tax.',
      declineAgencyText('loan'),
    ],
    next: [
      'You can ask for a smaller amount: start a new quote.',
      'Free, impartial help with money and borrowing is available from MoneyHelper (moneyhelper.org.uk).',
      'If you think something you told us was wrong, start again with the right figures.',
    ],
  },
};

/**
 * products/personal-loans/{fallback}: referred or declined, why in plain words and what the customer
 * can do next. Any other {fallback} is not a page. Nothing is left to lose here, so leaving does not ask.
 */
export function LoanFallbackPage() {
  const { fallback } = useParams();
  const journey = useLoanJourney();
  const known = isLoanFallback(fallback);
  useEffect(() => {
    // The answers are with the bank: leaving this page loses nothing, so the leave guard stands down.
    if (known) runInAction(() => (journey.dirty = false));
  }, [known, journey]);
  if (!known) return <Navigate to="/not-found" replace />;
  const page = pages[fallback];
  // Where the credit file, not the figures given, decided it, the first reason says what it found.
  const finding = journey.details.creditFile;
  const why = finding ? [creditFileText(finding, 'loan'), ...page.why.slice(1)] : page.why;
  return (
    <>
      <h1>{page.title}</h1>
      <h2>Why</h2>
      {why.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h2>What you can do next</h2>
      <ul>
        {page.next.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <ul className="md-actions">
        {fallback === 'declined' ? (
          <li>
            <Link to="../loan">Start a new quote</Link>
          </li>
        ) : null}
        <li>
          <Link to={balancesPath}>Go to Balances</Link>
        </li>
      </ul>
    </>
  );
}
