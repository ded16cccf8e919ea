import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { failurePanel } from '../../../core/shell/failure-panel';
import { loanPurposes, loanRequestErrors, toLoanRequest } from '../../../core/products/loans/loan-rules';
import { useViewModel } from '../../di/container-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { FormTouchState } from '../../shared/form-touch-state';
import { TextField } from '../../shared/TextField';
import { noConsent, useLoanJourney, useLoanNavigate } from './loan-journey';
import { LoanQuestionTop, LoanRadios, shownErrors, wholeNumberEntry } from './loan-form-parts';
import { LoanRequestViewModel } from './loan-request.view-model';
import { SubmitForm } from '../../shared/SubmitForm';

type Field = 'amount' | 'term' | 'purpose';
const fields: readonly Field[] = ['amount', 'term', 'purpose'];
const ids: Record<Field, string> = { amount: 'loan-amount', term: 'loan-term', purpose: 'loan-purpose-CAR' };

/** loan: how much, how long and what for (GOV.UK question page), then the quotation. */
export const LoanRequestPage = observer(function LoanRequestPage() {
  const journey = useLoanJourney();
  const vm = useViewModel(LoanRequestViewModel);
  const go = useLoanNavigate();
  const [touch] = useState(() => new FormTouchState<Field>());
  useEffect(() => () => vm.dispose(), [vm]);
  const { amount, term, purpose } = journey.details;
  const errors = loanRequestErrors({ amount, term, purpose });
  const { shown, summary } = shownErrors(touch, errors, fields, ids);

  const submit = async () => {
    touch.attemptSubmit();
    const request = toLoanRequest({ amount, term, purpose });
    if (!request) {
      journey.noteFailedSubmit();
      return;
    }
    const quote = await vm.quote(request);
    if (!quote) return;
    // A new quote is a new application: its own pre-contract information, its own ticks.
    journey.update({ quote, sentDetails: null, ...noConsent });
    go(journey.pass('loan') as 'quote');
  };

  return (
    <JourneyStep step="loan">
      <LoanQuestionTop back=".." errors={summary} focusKey={journey.failedSubmits} title="Your loan" />
      {vm.error ? <FailurePanelView panel={failurePanel(vm.error)} headingLevel={2} /> : null}
      <SubmitForm onSend={submit}>
        <TextField
          label="How much would you like to borrow?"
          hint="In whole pounds, from £1,000 to £25,000."
          {...wholeNumberEntry('amount', ids.amount, amount, shown, touch, (value) => journey.update({ amount: value }))}
        />
        <TextField
          label="Over how many months?"
          hint="From 12 to 60 months (1 to 5 years)."
          {...wholeNumberEntry('term', ids.term, term, shown, touch, (value) => journey.update({ term: value }))}
        />
        <LoanRadios
          name="loan-purpose"
          legend="What is the loan for?"
          options={loanPurposes}
          value={purpose}
          error={shown('purpose')}
          onChange={(value) => journey.update({ purpose: value })}
          onFocus={() => touch.focus('purpose')}
          onBlur={() => touch.blur('purpose')}
        />
        <p className="loan-note">To give you a quote we do a soft search of your credit file. It does not affect your credit file, and other lenders cannot see it.</p>
        <div className="button-group">
          <Button type="submit" aria-disabled={vm.sending || undefined}>
            {vm.sending ? 'Getting your quote…' : 'Get my quote'}
          </Button>
        </div>
      </SubmitForm>
    </JourneyStep>
  );
});
