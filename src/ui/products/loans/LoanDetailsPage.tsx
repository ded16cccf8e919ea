import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { failurePanel } from '../../../core/shell/failure-panel';
import { customerDetailsErrors, employmentStatuses, toCustomerDetails, type CustomerDetailsEntries } from '../../../core/products/loans/loan-rules';
import { ownLivingCostsQuestion, sharesLivingCostsOptions, sharesLivingCostsQuestion } from '../../../core/products/lending/living-costs.rules';
import { useViewModel } from '../../di/container-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { FormTouchState } from '../../shared/form-touch-state';
import { TextField } from '../../shared/TextField';
import { noConsent, useLoanJourney, useLoanNavigate } from './loan-journey';
import { LoanQuestionTop, LoanRadios, shownErrors, wholeNumberEntry } from './loan-form-parts';
import { LoanCustomerDetailsViewModel } from './loan-customer-details.view-model';
import { SubmitForm } from '../../shared/SubmitForm';

type Field = keyof CustomerDetailsEntries;
const fields: readonly Field[] = ['employmentStatus', 'annualIncome', 'housingCosts', 'creditCosts', 'dependants', 'sharesLivingCosts', 'livingCosts'];
const ids: Record<Field, string> = {
  employmentStatus: 'loan-employment-EMPLOYED',
  annualIncome: 'loan-income',
  housingCosts: 'loan-housing',
  creditCosts: 'loan-credit',
  dependants: 'loan-dependants',
  sharesLivingCosts: 'loan-shares-living-costs-yes',
  livingCosts: 'loan-living-costs',
};

/** your-details: employment, income before tax, monthly housing and other credit costs, dependants (customer-details). */
export const LoanDetailsPage = observer(function LoanDetailsPage() {
  const journey = useLoanJourney();
  const vm = useViewModel(LoanCustomerDetailsViewModel);
  const go = useLoanNavigate();
  const [touch] = useState(() => new FormTouchState<Field>());
  useEffect(() => () => vm.dispose(), [vm]);
  const d = journey.details;
  const entries: CustomerDetailsEntries = {
    employmentStatus: d.employmentStatus,
    annualIncome: d.annualIncome,
    housingCosts: d.housingCosts,
    creditCosts: d.creditCosts,
    dependants: d.dependants,
    sharesLivingCosts: d.sharesLivingCosts,
    livingCosts: d.livingCosts,
  };
  const errors = customerDetailsErrors(entries);
  const { shown, summary } = shownErrors(touch, errors, fields, ids);
  const text = (field: Exclude<Field, 'employmentStatus' | 'sharesLivingCosts'>) => wholeNumberEntry(field, ids[field], d[field], shown, touch, (value) => journey.update({ [field]: value }));

  const submit = async () => {
    touch.attemptSubmit();
    const details = toCustomerDetails(entries);
    if (!details || !d.quote) {
      journey.noteFailedSubmit();
      return;
    }
    // New details are a new application to decide on: the bank clears its decision, and so does the
    // journey, with the ticks given on the old figures.
    if (await vm.send(d.quote.applicationId, details)) {
      journey.update({ decision: null, creditFile: null, sentDetails: details, ...noConsent });
      go(journey.pass('your-details') as 'affordability');
    }
  };

  return (
    <JourneyStep step="your-details">
      <LoanQuestionTop back="../quote" errors={summary} focusKey={journey.failedSubmits} title="About you" />
      <p>We need these to check the loan is affordable for you.</p>
      {vm.error ? <FailurePanelView panel={failurePanel(vm.error)} headingLevel={2} /> : null}
      <SubmitForm onSend={submit}>
        <LoanRadios
          name="loan-employment"
          legend="What is your employment status?"
          options={employmentStatuses}
          value={d.employmentStatus}
          error={shown('employmentStatus')}
          onChange={(value) => journey.update({ employmentStatus: value })}
          onFocus={() => touch.focus('employmentStatus')}
          onBlur={() => touch.blur('employmentStatus')}
        />
        <TextField label="What is your annual income before tax?" hint="In whole pounds, for example 32000. Include any regular income from benefits or pensions." {...text('annualIncome')} />
        <TextField label="How much do you pay each month for your home?" hint="Your share of rent or mortgage, in whole pounds. Enter 0 if none." {...text('housingCosts')} />
        <TextField
          label="How much do you pay each month for other borrowing?"
          hint="Loans, credit cards, car finance, in whole pounds. Enter 0 if none."
          {...text('creditCosts')}
        />
        <TextField label="How many people depend on you financially?" hint="Children or adults you support. Enter 0 if none." {...text('dependants')} />
        <LoanRadios
          name="loan-shares-living-costs"
          legend={sharesLivingCostsQuestion.legend}
          hint={sharesLivingCostsQuestion.hint}
          options={sharesLivingCostsOptions}
          value={d.sharesLivingCosts}
          error={shown('sharesLivingCosts')}
          onChange={(value) => journey.update({ sharesLivingCosts: value })}
          onFocus={() => touch.focus('sharesLivingCosts')}
          onBlur={() => touch.blur('sharesLivingCosts')}
        />
        <TextField label={ownLivingCostsQuestion.label} hint={ownLivingCostsQuestion.hint} {...text('livingCosts')} />
        <div className="button-group">
          <Button type="submit" aria-disabled={vm.sending || undefined}>
            {vm.sending ? 'Saving…' : 'Continue'}
          </Button>
        </div>
      </SubmitForm>
    </JourneyStep>
  );
});
