import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTransactionDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { isaDeclaration } from '../../../core/products/savings/cash-isa.rules';
import { CheckIsaDetails } from '../../../core/products/savings/savings.use-cases';
import { isaAllowanceFor } from '../../../core/products/savings/tax-year.rules';
import { failurePanel } from '../../../core/shell/failure-panel';
import { useInjection } from '../../di/container-context';
import { SelectField } from '../../shared/inbox/fields/SelectField';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { errorsOf } from '../../shared/summary-errors';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { FormTouchState } from '../../shared/form-touch-state';
import { TextField } from '../../shared/TextField';
import { accountLabel, FactList } from './SavingsParts';
import { type Store, useFrame, type ApplyField, applyRules, applicationOf } from './cash-isa-parts';

/** apply: the applicant's details pre-filled, the National Insurance number, the first deposit and its account, the ISA declaration. */
export const CashIsaApply = observer(function CashIsaApply() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures, today } = useFrame();
  const check = useInjection(CheckIsaDetails);
  const [touch] = useState(() => new FormTouchState<ApplyField>());
  const [checking, setChecking] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [checkFailed, setCheckFailed] = useState<string | null>(null);
  const returning = useSearchParams()[0].get('change') === 'review';
  const e = journey.details;
  const rules = applyRules(e, offer, figures.left);
  const shown = (f: ApplyField) => touch.visibleError(f, rules[f]);
  const errors = touch.submitAttempted ? errorsOf(rules) : [];
  const bind = (f: ApplyField) => ({ onFocus: () => touch.focus(f), onBlur: () => touch.blur(f) });
  const a = offer.applicant;
  const allowance = isaAllowanceFor(figures.taxYear);
  const submit = async () => {
    touch.attemptSubmit();
    const application = applicationOf(e, offer, figures.left, figures.taxYear.label);
    if (!application || checking) {
      journey.noteFailedSubmit();
      return;
    }
    setChecking(true);
    setDeclined(null);
    setCheckFailed(null);
    const result = await check.execute(application.nationalInsuranceNumber);
    setChecking(false);
    if (!result.ok) {
      setCheckFailed(result.error.code);
      return;
    }
    if (result.value.kind === 'declined') {
      setDeclined(result.value.reason);
      return;
    }
    const next = journey.pass('apply');
    journey.beginReview(application);
    go(returning ? 'review' : next);
  };
  return (
    <JourneyStep step="apply">
      <ErrorSummary errors={errors} focusKey={journey.failedSubmits} />
      <h1>Apply for a Cash ISA</h1>
      <h2>Your details</h2>
      <FactList
        rows={[
          ['Name', `${a.title} ${a.firstName} ${a.lastName}`],
          ['Address', [...a.address.lines, a.address.postcode].join(', ')],
          ['Date of birth', formatTransactionDate(a.dateOfBirth, today)],
        ]}
      />
      <p>
        If any of these are wrong, <Link to="/send-message/anything-else">send us a message</Link> before you apply.
      </p>
      {declined ? (
        <div className="panel panel--warning" role="alert">
          <h2>We could not accept your application</h2>
          <p>{declined}</p>
          <p>Check your National Insurance number below. If it is right, call us and we will help.</p>
        </div>
      ) : null}
      {checkFailed ? <FailurePanelView panel={failurePanel({ code: checkFailed })} headingLevel={2} /> : null}
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="national-insurance"
          label="National Insurance number"
          hint="It is on your National Insurance card, payslip or P60. For example, QQ 12 34 56 C."
          autoComplete="off"
          spellCheck={false}
          value={e.nationalInsuranceNumber}
          error={shown('national-insurance')}
          onChange={(v) => {
            setDeclined(null);
            journey.update({ nationalInsuranceNumber: v });
          }}
          {...bind('national-insurance')}
        />
        <TextField
          id="first-deposit"
          label="First deposit"
          hint={`In pounds and pence. You can pay in up to ${formatMoney(figures.left)} more this tax year, less anything you have paid into ISAs with other providers.`}
          inputMode="decimal"
          autoComplete="off"
          value={e.firstDeposit}
          error={shown('first-deposit')}
          onChange={(v) => journey.update({ firstDeposit: v })}
          {...bind('first-deposit')}
        />
        <SelectField
          id="from-account"
          label="Which account should it come from?"
          value={e.fromAccountId}
          options={offer.accounts.map((acc) => ({ value: acc.id, label: accountLabel(acc) }))}
          error={shown('from-account')}
          onChange={(v) => {
              touch.blur('from-account');
              journey.update({ fromAccountId: v });
            }}
        />
        <h2>ISA declaration and authorisation</h2>
        <div className="sv-declaration" id="isa-declaration">
          <ul>
            {isaDeclaration(figures.taxYear, { overall: allowance?.overall ?? figures.limit, cash: figures.limit }).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <Checkbox
          id="declaration"
          label="I make the ISA declaration and give the authorisation above"
          checked={e.declaration}
          error={shown('declaration')}
          onChange={(v) => journey.update({ declaration: v })}
          aria-describedby="isa-declaration"
          {...bind('declaration')}
        />
        <h2>FSCS information sheet</h2>
        <p id="isa-fscs-hint">The FSCS information sheet on the previous page says how your money is protected: up to £120,000 per depositor per bank.</p>
        <Checkbox
          id="fscs-information-sheet"
          label="I have received and read the FSCS information sheet"
          checked={e.fscsInformationSheet}
          error={shown('fscs-information-sheet')}
          onChange={(v) => journey.update({ fscsInformationSheet: v })}
          aria-describedby="isa-fscs-hint"
          {...bind('fscs-information-sheet')}
        />
        <div className="button-group">
          <Button type="submit" aria-disabled={checking || undefined}>
            {checking ? 'Checking your details…' : 'Continue'}
          </Button>
          <Button variant="secondary" onClick={() => go(returning ? 'review' : 'details')}>
            Back
          </Button>
        </div>
      </form>
    </JourneyStep>
  );
});
