import { useState, type FocusEvent } from 'react';
import { amendSigningSubjectOf } from '../../../core/manage-money/amend-signing-subject';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import { bankToday } from '../../../core/shared/bank-day';
import {
  amendFormOf,
  earliestNextDate,
  latestNextDate,
  needsSecurityCode,
  validateAmend,
  type AmendField,
} from '../../../core/manage-money/change-rules';
import { type ChangeOutcome } from '../../../core/manage-money/change.use-case';
import { frequencies, frequencyLabels, type Mandate } from '../../../core/manage-money/regular-payment';
import { Clock } from '../../../core/shared/clock.port';
import { TransactionSigning } from '../../../core/signing/transaction-signing';
import { useInjection } from '../../di/container-context';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStep } from '../../journey/JourneyStep';
import { JourneyStore } from '../../journey/journey.store';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FieldError } from '../../shared/FieldError';
import { TextField } from '../../shared/TextField';
import { DateInput } from '../../shared/DateInput';
import { formatDateParts } from '../../../core/dates/date-entry';
import { FormTouchState } from '../../shared/form-touch-state';
import { changeSteps } from '../shared/change-steps';
import { useMandateSubject } from './use-mandate-subject';
import type { AmendEntries, AmendStore } from './amend-journey';
import '../../shared/manage-money/manage-money.css';



const fieldIds: Record<AmendField | 'form', string> = {
  amount: 'amend-amount',
  nextPaymentDate: 'amend-next-date',
  frequency: 'amend-frequency',
  reference: 'amend-reference',
  form: 'amend-amount',
};

export function useToday(): string {
  return bankToday(useInjection<Clock>(Clock));
}

/** An amend's journey state, signed with the session's counters; a lost answer is kept for the session. */
export function amendFlow(keys: IdempotencyKeys, outcomes: RequestJournal, signing: TransactionSigning, subject: Mandate): JourneyStore<AmendEntries, ChangeOutcome> {
  return new JourneyStore<AmendEntries, ChangeOutcome>({
    steps: changeSteps,
    initial: { subject, form: amendFormOf(subject) },
    keys,
    signing,
    journal: rememberedIn(outcomes, journeyScopes.amendStandingOrder),
  });
}

/** manage-money/regular/standing-order/active/{index}/amend, /review, /confirm. */
export const AmendJourney = observer(function AmendJourney() {
  const { subject, fallback } = useMandateSubject('amend');
  const signing = useInjection(TransactionSigning);
  if (!subject) return <>{fallback}</>;
  return (
    <JourneyLayout create={(keys, outcomes) => amendFlow(keys, outcomes, signing, subject)} confirms={{ subject: 'change to your standing order' }} />
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
            // Core binds the codes to what they sign: a new amount or payee clears every code.
            journey.beginReview(result.amendment, needsSecurityCode(subject, result.amendment) ? amendSigningSubjectOf(subject, result.amendment) : null);
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
          <DateInput
            id={fieldIds.nextPaymentDate}
            legend="Next payment date"
            hint={`From ${formatLongDate(earliestNextDate(today))} to ${formatLongDate(latestNextDate(today))}, for example ${formatDateParts(earliestNextDate(today))}`}
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

// The review and the outcome (the routes load every step from this module).
export { AmendConfirm, AmendReview } from './AmendReview';
