import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/accounts/money';
import { dependantsError, poundsError } from '../../../core/products/cards/applicant.rules';
import { estimatedLivingCosts, householdWords, ownLivingCostsError, ownLivingCostsQuestion, referBelowSurplus, sharesLivingCostsError, sharesLivingCostsOf, sharesLivingCostsOptions, sharesLivingCostsQuestion } from '../../../core/products/lending/living-costs.rules';
import { LoadCardApplications } from '../../../core/products/cards/credit-card.use-cases';
import type { ListedApplication } from '../../../core/products/cards/credit-card';
import { failurePanel } from '../../../core/shell/failure-panel';
import { useInjection } from '../../di/container-context';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { useCardApplication } from './CardsJourney';
import { WholeNumberField } from './card-step-parts';
import { Radios } from './Radios';
import { errorsOf } from '../../shared/summary-errors';
import { SubmitForm } from '../../shared/SubmitForm';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { useReauthentication } from '../../signing/use-reauthentication';

/** affordability: monthly costs and dependants, then the application is sent (a full credit search). */
export const AffordabilityStep = observer(function AffordabilityStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const { housing, credit, dependants, sharesLivingCosts, livingCosts: ownLiving } = app.details;
  const shares = sharesLivingCostsOf(sharesLivingCosts);
  const rules = () => ({
    'cc-housing': poundsError(housing, { allowZero: true }),
    'cc-credit': poundsError(credit, { allowZero: true }),
    'cc-dependants': dependantsError(dependants),
    'cc-shares-living-costs': sharesLivingCostsError(shares),
    'cc-living-costs': ownLivingCostsError(ownLiving),
  });
  const shown = tried ? rules() : { 'cc-housing': null, 'cc-credit': null, 'cc-dependants': null, 'cc-shares-living-costs': null, 'cc-living-costs': null };
  // The estimate shown follows the answers given so far (a second adult once 'Yes' is chosen).
  const household = { dependants: dependantsError(dependants) === null ? Number(dependants.trim()) : 0, sharesLivingCosts: shares === true };
  const state = app.applicationState;
  const frozen = app.applicationFrozen;
  const reauthentication = useReauthentication({ asksForReauthenticationCode: app.applicationAsksForReauthentication });
  const send = async () => {
    const answer = await app.submit(reauthentication.pressOptions(), reauthentication.note);
    if (answer.kind === 'accepted') go(app.journey.pass('affordability'));
  };
  const submit = () => {
    setTried(true);
    if (errorsOf(rules()).length > 0) return app.journey.noteFailedSubmit();
    void send();
  };
  return (
    <JourneyStep step="affordability">
      <ErrorSummary errors={[...errorsOf(shown), ...reauthentication.summary]} focusKey={app.journey.failedSubmits + reauthentication.field.failures} />
      <h1>Your monthly costs</h1>
      <p>
        We ask so that we only lend what you can afford to repay. We judge it on your income after tax (income tax and National Insurance taken from the
        yearly income you gave us), less these costs and the living costs of your household.
      </p>
      <p>
        Our estimate of living costs for {householdWords(household)} is{' '}
        {formatMoney(estimatedLivingCosts(household))} a month. This is an estimate from published figures, not your own: if you spend more, tell us
        below and we use your figure. With less than {formatMoney(referBelowSurplus)} left each month after tax, these costs and repaying the limit over
        three years, we refer your application to a person rather than approve it.
      </p>
      <SubmitForm onSend={() => (app.applicationFrozen ? undefined : submit())}>
        <WholeNumberField
          id="cc-housing"
          label="How much do you pay each month for rent or mortgage?"
          hint="Your share, in whole pounds. Enter 0 if you pay none."
          value={housing}
          readOnly={frozen}
          error={shown['cc-housing']}
          onChange={(value) => app.update({ housing: value })}
        />
        <WholeNumberField
          id="cc-credit"
          label="How much do you repay each month on loans and other credit?"
          hint="Loans, car finance, other cards' repayments, in whole pounds. Enter 0 if none."
          value={credit}
          readOnly={frozen}
          error={shown['cc-credit']}
          onChange={(value) => app.update({ credit: value })}
        />
        <WholeNumberField
          id="cc-dependants"
          label="How many people depend on you financially?"
          hint="Children or adults you support. Enter 0 if none."
          value={dependants}
          readOnly={frozen}
          error={shown['cc-dependants']}
          onChange={(value) => app.update({ dependants: value })}
        />
        <Radios
          id="cc-shares-living-costs"
          legend={sharesLivingCostsQuestion.legend}
          hint={sharesLivingCostsQuestion.hint}
          options={sharesLivingCostsOptions}
          value={sharesLivingCosts}
          error={shown['cc-shares-living-costs']}
          disabled={frozen}
          onChange={(value) => app.update({ sharesLivingCosts: value })}
        />
        <WholeNumberField
          id="cc-living-costs"
          label={ownLivingCostsQuestion.label}
          hint={ownLivingCostsQuestion.hint}
          value={ownLiving}
          readOnly={frozen}
          error={shown['cc-living-costs']}
          onChange={(value) => app.update({ livingCosts: value })}
        />
        <p>
          <strong>When you submit your application, we do a full credit search, which shows on your credit file.</strong>
        </p>
        <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked && state.kind !== 'unknown'} disabled={state.kind === 'sending'} />
        {state.kind === 'refused' && !reauthentication.refusalSaidInField ? (
          <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
        ) : null}
        {state.kind === 'unknown' ? (
          <LostAnswerNotice subject="application" retrying={app.applicationState.kind === 'sending'} onRetry={() => void send()}>
            <ApplicationsNow />
            <p>If the bank received it, trying again shows its decision on that same application: you cannot apply twice this way.</p>
          </LostAnswerNotice>
        ) : (
          <div className="button-group">
            <ConfirmButton submit sending={state.kind === 'sending'} onConfirm={() => undefined}>
              Submit application
            </ConfirmButton>
            <Button variant="secondary" onClick={() => go('apply/your-details')}>
              Back
            </Button>
          </div>
        )}
      </SubmitForm>
    </JourneyStep>
  );
});

const statusWords: Readonly<Record<string, string>> = {
  STARTED: 'received',
  DETAILS: 'received, with your details',
  ACCEPTED: 'accepted',
  REFERRED: 'being looked at',
  DECLINED: 'declined',
  OPTIONS: 'accepted',
  SIGNED: 'signed',
};

/** After a lost answer on apply: the applications the bank lists now. */
function ApplicationsNow() {
  const load = useInjection(LoadCardApplications);
  const [listed, setListed] = useState<ListedApplication[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void load.execute().then((result) => {
      if (!live) return;
      if (result.ok) setListed(result.value);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [load]);
  if (failed) return <p>We could not ask the bank what it lists now. Please try again in a moment.</p>;
  if (!listed) return <Loader label="Asking the bank what it lists" />;
  if (listed.length === 0) return <p>The bank lists no credit card application of yours.</p>;
  return (
    <>
      <h3>Your credit card applications, as the bank lists them now</h3>
      <ul>
        {listed.map((a) => (
          <li key={a.applicationId}>
            {a.productName}, {formatMoney(a.requestedLimit)} asked for: {statusWords[a.status] ?? a.status} (reference {a.applicationId})
          </li>
        ))}
      </ul>
    </>
  );
}
