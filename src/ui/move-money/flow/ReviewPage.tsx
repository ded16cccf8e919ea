import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { frequencyLabels, type PaymentInstruction } from '../../../core/move-money/move-money';
import type { BankCalendar } from '../../../core/shared/bank-calendar';
import { balancesPath } from '../../../core/shell/start-route';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { payAgainLabel } from '../../../core/move-money/earlier-payment';
import { useNavigateWhileHere } from '../../shared/use-navigate-while-here';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { SigningPanel, signingCodeFieldId, signingNoticeId } from '../../signing/SigningPanel';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import '../../journey/journey.css';
import { JourneyStep } from '../../journey/JourneyStep';
import { StepTracker } from '../../journey/StepTracker';
import { trackerLabels, useMoveMoneyFlow } from './move-money-flow-context';

function Rows({ instruction, fromName, payee, calendar }: { instruction: PaymentInstruction; fromName: string; payee: string; calendar: BankCalendar }) {
  const t = instruction.target;
  const s = instruction.schedule;
  const rows: [string, string][] = [
    ['From', fromName],
    ['To', payee],
  ];
  if (t.kind === 'new-payee') {
    rows.push(['Sort code', formatSortCode(t.payee.sortCode)], ['Account number', t.payee.accountNumber], ['Account type', t.payee.accountType === 'business' ? 'Business' : 'Personal']);
    if (t.payee.secondaryReference) rows.push(['Roll number', t.payee.secondaryReference]);
  }
  if (t.kind === 'saved-payee') rows.push(['Sort code', formatSortCode(t.payee.sortCode)], ['Account number', t.payee.accountNumber]);
  rows.push(['Amount', formatMoney(instruction.amountPence)]);
  if (instruction.reference) rows.push([t.kind === 'company' ? t.company.referenceLabel : 'Reference', instruction.reference]);
  if (s) {
    rows.push(['How often', frequencyLabels[s.frequency]]);
    const paid = calendar.nextWorkingDay(s.firstPaymentDate);
    rows.push([
      'First payment',
      paid === s.firstPaymentDate ? formatLongDate(s.firstPaymentDate) : `${formatLongDate(s.firstPaymentDate)} (not a working day: paid on ${formatLongDate(paid)})`,
    ]);
    rows.push([
      'Last payment',
      s.end.kind === 'until-further-notice' ? 'Until you cancel it' : s.end.kind === 'after' ? `After ${s.end.payments} payments` : formatLongDate(s.end.date),
    ]);
  } else rows.push(['When', 'Today']);
  return (
    <dl className="summary-list">
      {rows.map(([k, v]) => (
        <div className="summary-list__row" key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The review: what will be paid, the signing block when a code is needed, and Confirm (the journey
 * kit's ConfirmButton: aria-disabled while a send is out; the journey ignores a second press anyway).
 * The Idempotency-Key is made as the review shows. A lost answer never says the payment failed: the
 * kit's LostAnswerNotice with what the account lists now, and Try again with the same key.
 */
export const ReviewPage = observer(function ReviewPage() {
  const { journey, base, detailsPath, title } = useMoveMoneyFlow();
  const navigate = useNavigate();
  const whileHere = useNavigateWhileHere();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    journey.review.show();
  }, [journey]);

  // A refusal takes focus here; a lost answer's notice takes it itself (with its name and description).
  useEffect(() => {
    if (journey.review.outcome === 'refused') outcomeRef.current?.focus();
  }, [journey.review.outcome]);

  const onConfirm = async () => {
    const navigateIfHere = whileHere();
    if (await journey.review.confirm()) navigateIfHere(`${base}/confirm`);
  };

  // The review's one snapshot, never the live entries: what is drawn is what Confirm sends.
  const instruction = journey.review.instruction;
  const signing = journey.review.signing;
  const codeError = signing?.touch.submitAttempted ? signing.fieldError : null;
  const payAgainError = journey.review.payAgainFieldError;
  const summary = [
    ...(payAgainError ? [{ fieldId: payAgainFieldId, message: payAgainError }] : []),
    ...(signing?.blockedMessage ? [{ fieldId: signingNoticeId, message: signing.blockedMessage }] : []),
    ...(codeError ? [{ fieldId: signingCodeFieldId, message: codeError }] : []),
  ];
  // Painted once the review is shown (show() above binds what a code signs, so the signing block has
  // its digits): painted a frame earlier, the digits arrived later and pushed the code field down (CLS).
  const shown = journey.review.idempotencyKey !== null;
  return (
    <JourneyStep step="review">
      {instruction && shown ? (
        <div className="move-money-flow">
          <StepTracker labels={trackerLabels} current={1} />
          <h1>Check and confirm: {title.charAt(0).toLowerCase() + title.slice(1)}</h1>
          <ErrorSummary errors={summary} focusKey={`${signing?.failures ?? 0}-${journey.flow.failedSubmits}`} />
          <Rows instruction={instruction} fromName={journey.fromAccount?.name ?? ''} payee={journey.payeeDisplayName} calendar={journey.bank.calendar} />
          {journey.review.frozen ? (
            <p className="hint">This {journey.isStandingOrder ? 'standing order' : 'payment'} cannot be changed until we know whether it went through.</p>
          ) : (
            <p>
              <Link to={`${base}${detailsPath}`}>Change the details</Link>
            </p>
          )}
          {journey.review.earlierWords && !journey.review.frozen ? (
            <section className="panel panel--warning" aria-labelledby="mm-paid-before-title" data-testid="paid-before">
              <h2 id="mm-paid-before-title">You may have made this payment already</h2>
              <p>{journey.review.earlierWords}</p>
              <Checkbox id={payAgainFieldId} label={payAgainLabel} checked={journey.review.payAgain} onChange={journey.review.setPayAgain} error={payAgainError} />
            </section>
          ) : null}
          {journey.review.asksForCode && signing ? <SigningPanel form={signing} device={journey.bank.tokenDevice} /> : null}
          <div ref={outcomeRef} tabIndex={-1} className="move-money-outcome">
            {journey.review.outcome === 'unknown' ? (
              <div data-testid="unknown-outcome">
                <LostAnswerNotice subject={journey.isStandingOrder ? 'standing order' : 'payment'} retrying={journey.review.sending} onRetry={() => void onConfirm()}>
                  <p>No answer came in time ({journey.review.outcomeError?.code}).</p>
                  <h3>What {journey.isStandingOrder ? 'your upcoming payments show' : 'your account shows'} now</h3>
                  {journey.review.lookup.bankListing ? (
                    journey.review.lookup.bankListing.length > 0 ? (
                      <ul className="bank-listing">
                        {journey.review.lookup.bankListing.map((t, i) => (
                          <li key={`${t.date}-${i}`}>
                            {formatLongDate(t.date)}: {t.description}, {formatMoney(t.amount)}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p>Nothing is listed yet.</p>
                    )
                  ) : journey.review.lookup.listingFailed ? (
                    <p>We could not look this up just now.</p>
                  ) : (
                    <p>Looking this up…</p>
                  )}
                  <p>
                    <Button variant="link" onClick={() => void journey.review.lookUp()}>
                      Check again
                    </Button>
                  </p>
                </LostAnswerNotice>
              </div>
            ) : null}
            {journey.review.outcome === 'refused' && journey.review.outcomeError ? (
              <section className="panel panel--error" aria-labelledby="mm-refused-title" data-error-code={journey.review.outcomeError.code}>
                <h2 id="mm-refused-title">Your payment has not been made</h2>
                <p>{journey.review.outcomeError.description}</p>
                <FailurePanelActions code={journey.review.outcomeError.code} />
              </section>
            ) : null}
          </div>
          {journey.review.frozen ? null : (
            <div className="button-group">
              <ConfirmButton sending={journey.review.sending} onConfirm={() => void onConfirm()} />
              <Button variant="secondary" onClick={() => navigate(`${base}${detailsPath}`)}>
                Back
              </Button>
            </div>
          )}
          <p className="visually-hidden" role="status">
            {journey.review.sending ? 'Sending your payment' : ''}
          </p>
        </div>
      ) : null}
    </JourneyStep>
  );
});

/** The pay-again tick's id (the error summary links to it). */
const payAgainFieldId = 'mm-pay-again';

/** A refused payment offers Balances (docs/rules/customer-screens.md: error panels offer a Balances button). */
function FailurePanelActions({ code }: { code: string }) {
  const navigate = useNavigate();
  return (
    <div className="button-group" data-code={code}>
      <Button variant="secondary" onClick={() => navigate(balancesPath)}>
        Balances
      </Button>
    </div>
  );
}
