import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/accounts/money';
import { LoanMessages } from '../../../core/products/loans/loan-rules';
import { livingCosts, livingCostsWording, referBelowSurplus, surplusVerdict } from '../../../core/products/lending/living-costs.rules';
import { useViewModel } from '../../di/container-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { ProductLoad } from '../ProductLoad';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { consentGiven, consentPatch, useLoanApplicationStep } from './loan-journey';
import { LoanAffordabilityViewModel } from './loan-affordability.view-model';
import { LoanQuestionTop } from './loan-form-parts';
import { SubmitForm } from '../../shared/SubmitForm';

const confirmId = 'loan-affordable';

/** affordability: the month as the bank works it out from the answers; the customer confirms they can afford it. */
export const LoanAffordabilityPage = observer(function LoanAffordabilityPage() {
  const vm = useViewModel(LoanAffordabilityViewModel);
  const { journey, go, tried, setTried, applicationId } = useLoanApplicationStep(vm);
  const affordable = consentGiven(journey.details, 'affordable');
  const sent = journey.details.sentDetails;
  const living = sent ? livingCosts(sent) : null;
  const error = tried && !affordable ? LoanMessages.affordabilityRequired : null;
  const submit = () => {
    setTried(true);
    if (!affordable) {
      journey.noteFailedSubmit();
      return;
    }
    go(journey.pass('affordability') as 'summary');
  };
  return (
    <JourneyStep step="affordability">
      <LoanQuestionTop back="../your-details" errors={error ? [{ fieldId: confirmId, message: error }] : []} focusKey={journey.failedSubmits} title="Can you afford the repayments?" />
      <ProductLoad data={vm.figures} loadingLabel="Working out your monthly figures" onRetry={() => vm.start(applicationId)}>
        {(f) => (
          <>
            <DetailsList
              rows={[
                ['Income each month, after tax', formatMoney(f.monthlyIncome)],
                ['Essential spending each month: home, other borrowing and living costs', formatMoney(f.monthlyCosts)],
                ...(living ? [[living.from === 'estimate' ? 'Of which living costs (our estimate)' : 'Of which living costs (your figure)', formatMoney(living.counted)] as [string, string]] : []),
                ['This loan each month', formatMoney(f.monthlyRepayment)],
                ['Left each month, after tax and essential spending', formatMoney(f.leftEachMonth)],
              ]}
            />
            <p>We work out your income after income tax and National Insurance from the yearly income you gave us.</p>
            {living && sent ? <p>{livingCostsWording(living, sent)}</p> : null}
            {surplusVerdict(f.leftEachMonth) === 'refer' ? (
              <p>
                <strong>
                  With less than {formatMoney(referBelowSurplus)} left each month, we cannot approve this loan straight away: we will refer your
                  application, and a person will look at it.
                </strong>
              </p>
            ) : null}
            <p>Think about your own spending too: if it is more than this, if your income may fall or your costs rise, borrow less or talk to us first.</p>
            <SubmitForm onSend={submit}>
              <Checkbox
                id={confirmId}
                label="I can afford these repayments, and I know of nothing coming that would make them hard to pay"
                checked={affordable}
                error={error}
                onChange={(checked) => journey.update(consentPatch(journey.details, 'affordable', checked))}
              />
              <div className="button-group">
                <Button type="submit">Continue</Button>
              </div>
            </SubmitForm>
          </>
        )}
      </ProductLoad>
    </JourneyStep>
  );
});
