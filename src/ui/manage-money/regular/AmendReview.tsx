import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { bankToday } from '../../../core/shared/bank-day';
import { ConfirmBalance } from '../../../core/accounts/confirm-balance.use-case';
import { formatMoney } from '../../../core/accounts/money';
import { needsSecurityCode, validateAmend, type StandingOrderAmendment } from '../../../core/manage-money/change-rules';
import { AmendStandingOrder } from '../../../core/manage-money/change.use-case';
import { failurePanel } from '../../../core/shell/failure-panel';
import { Clock } from '../../../core/shared/clock.port';
import { WrongTransactionCode } from '../../../core/signing/transaction-security-code';
import { TransactionSigning } from '../../../core/signing/transaction-signing';
import { useInjection } from '../../di/container-context';
import { summaryPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { SigningPanel, signingCodeFieldId, signingNoticeId } from '../../signing/SigningPanel';
import { SigningFormState } from '../../signing/signing-form.store';
import { useSigningDevice } from '../../signing/use-signing-device';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { dateOrNone, frequencyText } from '../shared/format';
import { regularPath } from '../manage-money-paths';
import type { AmendStore } from './amend-journey';
import { RegularPaymentNow } from './regular-lookup';
import '../../shared/manage-money/manage-money.css';

function useToday(): string {
  return bankToday(useInjection<Clock>(Clock));
}

const amendmentOf = (journey: AmendStore, today: string): StandingOrderAmendment | null => {
  const result = validateAmend(journey.details.form, journey.details.subject, today);
  return result.ok ? result.amendment : null;
};

function changed(before: string, after: string): string {
  return before === after ? after : `${after} (was ${before})`;
}

/**
 * The review: old and new values, a code when the amount or payee changes, Confirm. The key, the
 * codes and what the answer means are the journey's core confirmation's; this page only shows them.
 */
export const AmendReview = observer(function AmendReview() {
  const journey = useJourney<AmendStore>();
  const go = useJourneyNavigate();
  const today = useToday();
  const amend = useInjection(AmendStandingOrder);
  const signing = useInjection(TransactionSigning);
  const device = useSigningDevice();
  const [signingForm] = useState(() => new SigningFormState(journey.confirmation, signing));
  const { subject } = journey.details;
  const amendment = amendmentOf(journey, today);
  if (!amendment) return null;
  const codeNeeded = needsSecurityCode(subject, amendment);
  const state = journey.confirmState;

  const confirm = async () => {
    const result = await journey.confirm((key, codes) => amend.execute({ mandate: subject, amendment, codes }, key));
    if (codeNeeded) signingForm.noteResult(result);
    if (result.kind === 'accepted') go(journey.pass('review'));
  };

  const refusedOther = state.kind === 'refused' && state.code !== WrongTransactionCode;
  const codeError = signingForm.touch.submitAttempted ? signingForm.fieldError : null;
  const summary = [
    ...(signingForm.blockedMessage ? [{ fieldId: signingNoticeId, message: signingForm.blockedMessage }] : []),
    ...(codeNeeded && codeError ? [{ fieldId: signingCodeFieldId, message: codeError }] : []),
  ];

  return (
    <JourneyStep step="review">
      <div className="manage-money">
        <ErrorSummary errors={summary} focusKey={signingForm.failures} />
        <h1>Check and confirm</h1>
        <h2>Your standing order to {subject.payee.name}</h2>
        <DetailsList
          rows={[
            ['Amount', changed(subject.amount === null ? 'None' : formatMoney(subject.amount), formatMoney(amendment.amount))],
            ['Next payment', changed(dateOrNone(subject.nextPaymentDate), dateOrNone(amendment.nextPaymentDate))],
            ['Frequency', changed(frequencyText(subject.frequency), frequencyText(amendment.frequency))],
            ['Reference', changed(subject.reference, amendment.reference)],
          ]}
        />
        {!codeNeeded ? (
          <p className="mm-note">This change does not need a Transaction Security Code.</p>
        ) : device.device ? (
          <SigningPanel form={signingForm} device={device.device} />
        ) : device.failed ? (
          <FailurePanelView panel={failurePanel({ code: device.failed })} headingLevel={2} />
        ) : (
          <p role="status">Finding out which device makes your codes…</p>
        )}
        {refusedOther && state.kind === 'refused' ? (
          <FailurePanelView panel={{ ...failurePanel({ code: state.code }), message: state.message ?? failurePanel({ code: state.code }).message }} headingLevel={2} />
        ) : null}
        {state.kind === 'unknown' ? (
          <LostAnswerNotice subject="change to your standing order" retrying={journey.sending} onRetry={() => void confirm()}>
            <RegularPaymentNow mandate={subject} />
          </LostAnswerNotice>
        ) : (
          <div className="button-group">
            <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
              Confirm change
            </ConfirmButton>
            <Button variant="secondary" onClick={() => go('details')}>
              Back
            </Button>
          </div>
        )}
      </div>
    </JourneyStep>
  );
});

/** The outcome, once the bank accepted. */
export const AmendConfirm = observer(function AmendConfirm() {
  const journey = useJourney<AmendStore>();
  const index = useAccountIndex();
  const today = useToday();
  const confirmBalance = useInjection(ConfirmBalance);
  const amendment = amendmentOf(journey, today);
  useEffect(() => {
    void confirmBalance.execute(index);
  }, [confirmBalance, index]);
  const { subject } = journey.details;
  return (
    <JourneyStep step="confirm">
      <div className="manage-money">
        <div className="panel" role="status">
          <h1>Standing order to {subject.payee.name} changed</h1>
        </div>
        {amendment ? (
          <DetailsList
            rows={[
              ['Amount', formatMoney(amendment.amount)],
              ['Next payment', dateOrNone(amendment.nextPaymentDate)],
              ['Frequency', frequencyText(amendment.frequency)],
              ['Reference', amendment.reference],
            ]}
          />
        ) : null}
        <p>The bank has made this change. It now shows in your lists and in your upcoming transactions.</p>
        <ul className="mm-actions">
          <li>
            <Link to={regularPath(index)}>Back to Regular payments</Link>
          </li>
          <li>
            <Link to={summaryPath}>Balances</Link>
          </li>
        </ul>
      </div>
    </JourneyStep>
  );
});
