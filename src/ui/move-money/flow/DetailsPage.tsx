import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { frequencyLabels, type Frequency } from '../../../core/move-money/move-money';
import { failurePanel } from '../../../core/shell/failure-panel';
import { Button } from '../../shared/Button';
import { useNavigateWhileHere } from '../../shared/use-navigate-while-here';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { FieldError } from '../../shared/FieldError';
import { NumberInput } from '../../shared/NumberInput';
import { TextField } from '../../shared/TextField';
import { DateInput } from '../../shared/DateInput';
import { formatDateParts } from '../../../core/dates/date-entry';
import type { MoveMoneyJourney } from '../move-money-journey.store';
import { fieldId, type Field } from '../move-money-entries';
import { JourneyStep } from '../../journey/JourneyStep';
import { StepTracker } from '../../journey/StepTracker';
import { trackerLabels, useMoveMoneyFlow } from './move-money-flow-context';

function bind(journey: MoveMoneyJourney, field: Field) {
  return {
    id: fieldId(field),
    value: journey.values[field],
    onChange: (value: string) => journey.setValue(field, value),
    onFocus: () => journey.touch.focus(field),
    onBlur: () => journey.touch.blur(field),
    error: journey.visibleError(field),
  };
}

const Radios = observer(function Radios({
  journey,
  field,
  legend,
  options,
  children,
}: {
  journey: MoveMoneyJourney;
  field: Field;
  legend: string;
  options: { value: string; label: string; conditional?: ReactNode }[];
  children?: ReactNode;
}) {
  const error = journey.visibleError(field);
  return (
    <div className={error ? 'form-group form-group--error' : 'form-group'}>
      <fieldset className="fieldset" aria-describedby={error ? `${fieldId(field)}-error` : undefined}>
        <legend className="label">{legend}</legend>
        {error ? <FieldError id={`${fieldId(field)}-error`} message={error} /> : null}
        {options.map((o, i) => (
          <div key={o.value} className="radio">
            <input
              className="radio__input"
              type="radio"
              id={i === 0 ? fieldId(field) : `${fieldId(field)}-${o.value}`}
              name={fieldId(field)}
              value={o.value}
              checked={journey.values[field] === o.value}
              onChange={() => journey.setValue(field, o.value)}
              onFocus={() => journey.touch.focus(field)}
              onBlur={() => journey.touch.blur(field)}
            />
            <label className="radio__label" htmlFor={i === 0 ? fieldId(field) : `${fieldId(field)}-${o.value}`}>
              {o.label}
            </label>
            {journey.values[field] === o.value && o.conditional ? <div className="radio__conditional">{o.conditional}</div> : null}
          </div>
        ))}
        {children}
      </fieldset>
    </div>
  );
});

/**
 * The details step of every move-money flow: who (fixed by the route, or typed for a new payee),
 * how much, the reference, and for a standing order when and until when. Errors show after a field
 * is left, and all at once in the summary after Continue; nothing typed is ever cleared.
 */
export const DetailsPage = observer(function DetailsPage() {
  const { journey, base, title } = useMoveMoneyFlow();
  const whileHere = useNavigateWhileHere();
  const from = journey.fromAccount;
  const company = journey.company;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const navigateIfHere = whileHere();
    const next = await journey.submitDetails();
    if (next) navigateIfHere(`${base}/${next}`);
  };

  return (
    <JourneyStep step="details">
    <div className="move-money-flow">
      <StepTracker labels={trackerLabels} current={0} />
      <h1>{title}</h1>
      <ErrorSummary errors={journey.summaryErrors} focusKey={journey.detailsSubmits} />
      {journey.payeeCheck.checkError ? <FailurePanelView panel={failurePanel(journey.payeeCheck.checkError)} headingLevel={2} /> : null}
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>From</dt>
          <dd>{from ? `${from.name}, balance ${formatMoney(from.summary.balance)}` : ''}</dd>
        </div>
        {journey.toAccount ? (
          <div className="summary-list__row">
            <dt>To</dt>
            <dd>{journey.toAccount.account.name}</dd>
          </div>
        ) : null}
        {journey.savedPayee ? (
          <div className="summary-list__row">
            <dt>To</dt>
            <dd>
              {journey.savedPayee.name}, {formatSortCode(journey.savedPayee.sortCode)} {journey.savedPayee.accountNumber}
            </dd>
          </div>
        ) : null}
        {company ? (
          <div className="summary-list__row">
            <dt>To</dt>
            <dd>{company.name}</dd>
          </div>
        ) : null}
      </dl>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {journey.isNewPayee ? (
          <>
            <TextField {...bind(journey, 'payeeName')} label="Payee's name" hint="The name on their account, as their bank holds it" autoComplete="off" />
            <Radios
              journey={journey}
              field="accountType"
              legend="Is this a personal or a business account?"
              options={[
                { value: 'personal', label: 'Personal' },
                { value: 'business', label: 'Business' },
              ]}
            />
            <TextField {...bind(journey, 'sortCode')} label="Sort code" hint="6 digits, for example 40-12-76" inputMode="numeric" autoComplete="off" className="input-width-10" />
            <TextField {...bind(journey, 'accountNumber')} label="Account number" hint="8 digits" inputMode="numeric" autoComplete="off" className="input-width-10" />
            {journey.payeeCheck.needsSecondaryReference ? (
              <TextField
                {...bind(journey, 'secondaryReference')}
                label="Roll number or building society reference"
                hint="The payee's bank needs it for this account. You can find it on the payee's statement or passbook."
                autoComplete="off"
              />
            ) : null}
          </>
        ) : null}
        <TextField {...bind(journey, 'amount')} label="Amount" hint="In pounds, for example 25.00" inputMode="decimal" autoComplete="off" className="input-width-10" />
        <TextField
          {...bind(journey, 'reference')}
          label={company ? company.referenceLabel : journey.kind === 'transfer' ? 'Reference (optional)' : 'Reference'}
          hint={company?.signWith === 'card' ? '16 digits' : 'Up to 18 letters, numbers, spaces and / . + & ( ) , \' \\ " -'}
          autoComplete="off"
        />
        {journey.isStandingOrder ? (
          <>
            <div className={journey.visibleError('frequency') ? 'form-group form-group--error' : 'form-group'}>
              <label className="label" htmlFor={fieldId('frequency')}>
                How often
              </label>
              {journey.visibleError('frequency') ? <FieldError id={`${fieldId('frequency')}-error`} message={journey.visibleError('frequency') ?? ''} /> : null}
              <select
                id={fieldId('frequency')}
                className="select"
                value={journey.values.frequency}
                onChange={(e) => journey.setValue('frequency', e.target.value)}
                onFocus={() => journey.touch.focus('frequency')}
                onBlur={() => journey.touch.blur('frequency')}
                aria-describedby={journey.visibleError('frequency') ? `${fieldId('frequency')}-error` : undefined}
              >
                <option value="">Choose how often</option>
                {(Object.keys(frequencyLabels) as Frequency[]).map((f) => (
                  <option key={f} value={f}>
                    {frequencyLabels[f]}
                  </option>
                ))}
              </select>
            </div>
            <DateInput
              {...bind(journey, 'firstPaymentDate')}
              legend="First payment date"
              hint={`Tomorrow (${formatLongDate(journey.earliestFirstPaymentDate)}) or later, for example ${formatDateParts(journey.earliestFirstPaymentDate)}. A payment due on a weekend or bank holiday is made on the next working day.`}
            />
            <Radios
              journey={journey}
              field="endKind"
              legend="When should the payments stop?"
              options={[
                { value: 'until-further-notice', label: 'Until I cancel them' },
                {
                  value: 'after',
                  label: 'After a number of payments',
                  conditional: <NumberInput {...bind(journey, 'numberOfPayments')} label="Number of payments" hint="2 to 999" inputMode="numeric" />,
                },
                {
                  value: 'on',
                  label: 'On a final payment date',
                  conditional: <DateInput {...bind(journey, 'finalPaymentDate')} legend="Final payment date" />,
                },
              ]}
            />
          </>
        ) : null}
        <div className="button-group">
          <Button type="submit" disabled={journey.payeeCheck.checking} aria-disabled={journey.payeeCheck.checking}>
            {journey.payeeCheck.checking ? 'Checking the name…' : 'Continue'}
          </Button>
        </div>
      </form>
    </div>
    </JourneyStep>
  );
});
