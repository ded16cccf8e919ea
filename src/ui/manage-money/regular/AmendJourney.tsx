import { useEffect, useState, type FocusEvent } from 'react';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate, isoDateOf } from '../../../core/accounts/calendar-date';
import { ConfirmBalance } from '../../../core/accounts/confirm-balance.use-case';
import { formatMoney } from '../../../core/accounts/money';
import {
  amendFormOf,
  earliestNextDate,
  latestNextDate,
  needsSecurityCode,
  validateAmend,
  type AmendField,
  type AmendForm,
  type StandingOrderAmendment,
} from '../../../core/manage-money/change-rules';
import { AmendStandingOrder, type ChangeOutcome } from '../../../core/manage-money/change.use-case';
import { frequencies, frequencyLabels, type Mandate } from '../../../core/manage-money/regular-payment';
import { SessionStatePort } from '../../../core/session/auth-state';
import { Clock } from '../../../core/shared/clock.port';
import { signingDevice } from '../../../core/signing/signing-device';
import type { SigningSubject } from '../../../core/signing/signing-digits';
import { ReauthenticationResult, TransactionSigning } from '../../../core/signing/transaction-signing';
import { useInjection } from '../../di/container-context';
import { summaryPath } from '../../accounts/account-paths';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStep } from '../../journey/JourneyStep';
import { JourneyStore } from '../../journey/journey.store';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { FieldError } from '../../shared/FieldError';
import { TextField } from '../../shared/TextField';
import { FormTouchState } from '../../shared/form-touch-state';
import { SigningPanel } from '../../signing/SigningPanel';
import { SigningFormState } from '../../signing/signing-form.store';
import { failurePanel } from '../../../core/shell/failure-panel';
import { DetailsList } from '../shared/ListStates';
import { changeSteps } from '../shared/SimpleChange';
import { dateOrNone, frequencyText } from '../shared/format';
import { regularPath } from '../manage-money-paths';
import { RegularPaymentNow } from './regular-lookup';
import { useMandateSubject } from './use-mandate-subject';
import '../manage-money.css';

interface AmendDetails {
  subject: Mandate;
  /** As typed: kept on every error, on Back and on a failed send. */
  form: AmendForm;
}

type AmendStore = JourneyStore<AmendDetails, ChangeOutcome>;

const fieldIds: Record<AmendField | 'form', string> = {
  amount: 'amend-amount',
  nextPaymentDate: 'amend-next-date',
  frequency: 'amend-frequency',
  reference: 'amend-reference',
  form: 'amend-amount',
};

/** The values a Transaction Security Code signs: the payee's account number and the new amount. */
export const signingSubjectOf = (m: Mandate, amendment: StandingOrderAmendment): SigningSubject => ({
  kind: 'account',
  identifier: amendment.payee.accountNumber ?? '',
  amountPence: amendment.amount,
  payee: `${amendment.payee.sortCode ?? ''} ${amendment.payee.accountNumber ?? ''} ${m.id}`,
});

function useToday(): string {
  return isoDateOf(useInjection<Clock>(Clock).now());
}

/** manage-money/regular/standing-order/active/{index}/amend, /review, /confirm. */
export const AmendJourney = observer(function AmendJourney() {
  const { subject, fallback } = useMandateSubject('amend');
  if (!subject) return <>{fallback}</>;
  return (
    <JourneyLayout
      create={(keys) =>
        new JourneyStore<AmendDetails, ChangeOutcome>({ steps: changeSteps, initial: { subject, form: amendFormOf(subject) }, keys })
      }
    />
  );
});

/** The details step: amount, next date, frequency and reference, GOV.UK error pattern. */
export const AmendDetails = observer(function AmendDetails() {
  const journey = useJourney<AmendStore>();
  const go = useJourneyNavigate();
  const today = useToday();
  const [touch] = useState(() => new FormTouchState<AmendField>());
  const { subject, form } = journey.details;
  const result = validateAmend(form, subject, today);
  const errors = result.ok ? [] : result.errors;
  const errorOf = (field: AmendField) => touch.visibleError(field, errors.find((e) => e.field === field)?.message);
  const formError = touch.submitAttempted ? errors.find((e) => e.field === 'form')?.message : undefined;
  const summary = touch.submitAttempted ? errors.map((e) => ({ fieldId: fieldIds[e.field], message: e.message })) : [];
  const set = (field: AmendField) => (value: string) => journey.update({ form: { ...journey.details.form, [field]: value } });
  const focusProps = (field: AmendField) => ({
    onFocus: () => touch.focus(field),
    // Leaving a field for Continue: the submit shows every message at once. Showing this one on the
    // blur first would move Continue down between press and release, and the click would be lost.
    onBlur: (event: FocusEvent) =>
      runInAction(() => {
        touch.blur(field);
        if ((event.relatedTarget as HTMLButtonElement | null)?.type === 'submit') touch.touched.delete(field);
      }),
  });

  return (
    <JourneyStep step="details">
      <div className="manage-money">
        <p>
          <Link to=".." relative="path">
            Back
          </Link>
        </p>
        <ErrorSummary errors={summary} focusKey={journey.failedSubmits} />
        <h1>Change your standing order to {subject.payee.name}</h1>
        <p className="hint">
          A new amount needs a Transaction Security Code on the next page. A payment due today or tomorrow is already being processed and
          is made as it is.
        </p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            touch.attemptSubmit();
            if (!result.ok) {
              journey.noteFailedSubmit();
              return;
            }
            const next = journey.pass('details');
            journey.beginReview(result.amendment);
            go(next);
          }}
        >
          {formError ? <FieldError id="amend-form-error" message={formError} /> : null}
          <TextField
            id={fieldIds.amount}
            label="Amount"
            hint="In pounds, for example 275.00"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            onChange={set('amount')}
            error={errorOf('amount')}
            {...focusProps('amount')}
          />
          <TextField
            id={fieldIds.nextPaymentDate}
            label="Next payment date"
            hint={`From ${formatLongDate(earliestNextDate(today))} to ${formatLongDate(latestNextDate(today))}`}
            type="date"
            min={earliestNextDate(today)}
            max={latestNextDate(today)}
            value={form.nextPaymentDate}
            onChange={set('nextPaymentDate')}
            error={errorOf('nextPaymentDate')}
            {...focusProps('nextPaymentDate')}
          />
          <div className={`form-group${errorOf('frequency') ? ' form-group--error' : ''}`}>
            <label className="label" htmlFor={fieldIds.frequency}>
              How often
            </label>
            {errorOf('frequency') ? <FieldError id={`${fieldIds.frequency}-error`} message={errorOf('frequency') as string} /> : null}
            <select
              id={fieldIds.frequency}
              className="mm-select"
              value={form.frequency}
              onChange={(e) => set('frequency')(e.target.value)}
              aria-describedby={errorOf('frequency') ? `${fieldIds.frequency}-error` : undefined}
              aria-invalid={errorOf('frequency') ? true : undefined}
              {...focusProps('frequency')}
            >
              <option value="">Choose how often</option>
              {frequencies.map((f) => (
                <option key={f} value={f}>
                  {frequencyLabels[f]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id={fieldIds.reference}
            label="Reference"
            hint="Up to 18 letters, numbers, spaces and / . + & ( ) , ' \ &quot; -"
            maxLength={18}
            autoComplete="off"
            value={form.reference}
            onChange={set('reference')}
            error={errorOf('reference')}
            {...focusProps('reference')}
          />
          <Button type="submit">Continue</Button>
        </form>
      </div>
    </JourneyStep>
  );
});

const amendmentOf = (journey: AmendStore, today: string): StandingOrderAmendment | null => {
  const result = validateAmend(journey.details.form, journey.details.subject, today);
  return result.ok ? result.amendment : null;
};

/** The review: old and new values, a Transaction Security Code when the amount or payee changes, Confirm. */
export const AmendReview = observer(function AmendReview() {
  const journey = useJourney<AmendStore>();
  const go = useJourneyNavigate();
  const today = useToday();
  const amend = useInjection(AmendStandingOrder);
  const signing = useInjection(TransactionSigning);
  const tokenType = useInjection<SessionStatePort>(SessionStatePort).state.tokenType;
  const { subject } = journey.details;
  const amendment = amendmentOf(journey, today);
  const [signingForm] = useState(() => (amendment ? new SigningFormState(signing, signingSubjectOf(subject, amendment)) : null));

  const signed = amendment ? JSON.stringify(signingSubjectOf(subject, amendment)) : '';
  // Back, then other values: a code typed for the old ones goes (dynamic linking).
  useEffect(() => {
    if (signed && signingForm) signingForm.setSubject(JSON.parse(signed) as SigningSubject);
  }, [signed, signingForm]);

  if (!amendment) return null;
  const codeNeeded = needsSecurityCode(subject, amendment);
  const state = journey.confirmState;

  const confirm = async () => {
    let code: string | undefined;
    if (codeNeeded && signingForm) {
      const typed = signingForm.codeToSend();
      if (typed === null) return;
      code = typed;
    }
    const answer = await journey.confirm((key) => amend.execute({ mandate: subject, amendment, securityCode: code }, key));
    if (codeNeeded && signingForm) {
      if (answer.kind === 'accepted') signingForm.recordAnswer('accepted');
      else if (answer.kind === 'refused' && answer.code === 'OLR_0043') signingForm.recordAnswer('wrong-code');
      else if (answer.kind === 'refused' && answer.code === ReauthenticationResult) signingForm.recordAnswer('reauthentication-required');
    }
    if (answer.kind === 'accepted') go(journey.pass('review'));
  };

  const refusedOther = state.kind === 'refused' && state.code !== 'OLR_0043' && state.code !== ReauthenticationResult;

  return (
    <JourneyStep step="review">
      <div className="manage-money">
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
        {codeNeeded && signingForm ? (
          <SigningPanel form={signingForm} device={signingDevice(tokenType)} />
        ) : (
          <p className="mm-note">This change does not need a Transaction Security Code.</p>
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

function changed(before: string, after: string): string {
  return before === after ? after : `${after} (was ${before})`;
}

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
