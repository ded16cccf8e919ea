import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router-dom';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatTransactionDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { firstPaymentDate, maturityDate, ordinalDay, RegularSaverMessages } from '../../../core/products/savings/regular-saver.rules';
import { ApplyForRegularSaver } from '../../../core/products/savings/savings.use-cases';
import { failurePanel } from '../../../core/shell/failure-panel';
import { balancesPath } from '../../../core/shell/start-route';
import { useInjection, useOptionalInjection } from '../../di/container-context';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { useReauthentication } from '../../signing/use-reauthentication';
import { accountLabel, CheckAnswers, FactList } from './SavingsParts';
import { ApplyOnceDocumentsGiven, ConfirmationEnd, OpenedAccountFacts } from './savings-outcome-parts';
import { type Store, applicationOf, useFrame } from './regular-saver-parts';

/** apply: the declaration. */
export const RegularSaverApply = observer(function RegularSaverApply() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { product } = useFrame();
  const [tried, setTried] = useState(false);
  const error = tried && !journey.details.declaration ? RegularSaverMessages.declaration : null;
  const submit = () => {
    setTried(true);
    const application = applicationOf(journey.details, product);
    if (!journey.details.declaration || !application) {
      journey.noteFailedSubmit();
      return;
    }
    const next = journey.pass('apply');
    journey.beginReview(application);
    go(next);
  };
  return (
    <JourneyStep step="apply">
      <ErrorSummary errors={error ? [{ fieldId: 'declaration', message: error }] : []} focusKey={journey.failedSubmits} />
      <h1>Declaration</h1>
      <div className="sv-declaration">
        <p>By applying, I confirm that:</p>
        <ul>
          <li>I am 18 or over and live in the UK;</li>
          <li>the money I pay in is my own;</li>
          <li>
            I have read the Regular Saver’s summary box, terms and conditions, FSCS information sheet and right to cancel, given to me on the previous page: {product.aer}% AER {product.rateType} for{' '}
            {product.termMonths} months, one payment a month by standing order, one Regular Saver per customer;
          </li>
          <li>the nationality and country of tax residence I gave are correct, and I will tell the bank if they change.</li>
        </ul>
      </div>
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          submit();
        }}
      >
        <Checkbox id="declaration" label="I agree to the declaration" checked={journey.details.declaration} error={error} onChange={(v) => journey.update({ declaration: v })} />
        <div className="button-group">
          <Button type="submit">Continue</Button>
          <Button variant="secondary" onClick={() => go('details')}>
            Back
          </Button>
        </div>
      </form>
    </JourneyStep>
  );
});

/** review: GOV.UK 'Check your answers', then the application is sent once under the review's key. */
export const RegularSaverReview = observer(function RegularSaverReview() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { vm, product, choices } = useFrame();
  const apply = useInjection(ApplyForRegularSaver);
  const accounts = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const application = applicationOf(journey.details, product);
  const state = journey.confirmState;
  const reauthentication = useReauthentication(journey);
  if (!application) return <Navigate to="../details" replace />;
  const from = choices.accounts.find((a) => a.id === application.fromAccountId);
  const first = firstPaymentDate(vm.today.date, application.paymentDay);
  const confirm = async () => {
    const result = await journey.confirm((key, codes) => apply.execute(application, key, codes), reauthentication.pressOptions());
    reauthentication.note(result);
    // Whatever came of it, the accounts list may have changed: Balances asks the bank again.
    if (result.kind === 'accepted' || result.kind === 'unknown') accounts?.reset();
    if (result.kind === 'accepted') go(journey.pass('review'));
    else if (result.kind === 'unknown') vm.recheck();
  };
  const change = (step: string, hidden: string) => (journey.frozen ? undefined : { to: `../${step}?change=review`, hidden });
  return (
    <JourneyStep step="review">
      <ErrorSummary errors={reauthentication.summary} focusKey={reauthentication.field.failures} />
      <h1>Check your answers before applying</h1>
      <CheckAnswers
        rows={[
          { key: 'amount', label: 'Monthly amount', value: formatMoney(application.monthlyAmount), change: change('details', 'monthly amount') },
          { key: 'day', label: 'Paid on', value: `The ${ordinalDay(application.paymentDay)} of each month, first on ${formatTransactionDate(first, vm.today.iso)}`, change: change('details', 'payment day') },
          { key: 'from', label: 'Paid from', value: from ? accountLabel(from) : application.fromAccountId, change: change('details', 'account it is paid from') },
          { key: 'nationality', label: 'Nationality', value: choices.nationalities.find((n) => n.code === application.nationality)?.name ?? application.nationality, change: change('details', 'nationality') },
          { key: 'tax', label: 'Country of tax residence', value: choices.countries.find((c) => c.code === application.taxResidence)?.name ?? application.taxResidence, change: change('details', 'country of tax residence') },
          { key: 'declaration', label: 'Declaration', value: 'Agreed', change: change('apply', 'declaration') },
        ]}
      />
      <p>
        The account is {product.aer}% AER {product.rateType} for {product.termMonths} months and matures on {formatTransactionDate(maturityDate(first, product.termMonths), vm.today.iso)}.
      </p>
      <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked && state.kind !== 'unknown'} disabled={journey.sending} />
      {state.kind === 'refused' && !reauthentication.refusalSaidInField ? <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} /> : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject="application" mayHave="been received" retrying={journey.sending} onRetry={() => void confirm()}>
          <RegularSaverNow />
        </LostAnswerNotice>
      ) : (
        <ApplyOnceDocumentsGiven
          documents={vm.documents}
          onRetry={vm.reloadDocuments}
          label="Apply for this Regular Saver"
          sending={journey.sending}
          onApply={() => void confirm()}
          onBack={() => go('apply')}
        />
      )}
    </JourneyStep>
  );
});

/** After a lost answer: whether the bank now lists a Regular Saver for this customer. */
const RegularSaverNow = observer(function RegularSaverNow() {
  const { vm } = useFrame();
  const offer = vm.listedNow.state;
  if (offer.status === 'loading') return <p>Asking the bank what it lists now…</p>;
  if (offer.status === 'failed') return <p>We could not ask the bank what it lists now.</p>;
  return offer.value.kind === 'already-held' ? (
    <p>
      The bank now lists your <strong>{offer.value.account.name}</strong>: your application has been received. See it on <Link to={balancesPath}>Balances</Link>.
    </p>
  ) : (
    <p>The bank does not list a Regular Saver for you yet.</p>
  );
});

/** completed: the new account, the standing order that pays it, what happens next (GOV.UK confirmation page). */
export const RegularSaverCompleted = observer(function RegularSaverCompleted() {
  const journey = useJourney<Store>();
  const { vm } = useFrame();
  const state = journey.confirmState;
  if (state.kind !== 'accepted') return <JourneyStep step="completed">{null}</JourneyStep>;
  const opened = state.outcome;
  const so = opened.standingOrder;
  return (
    <JourneyStep step="completed">
      <OpenedAccountFacts title="Your Regular Saver is open" opened={opened} />
      <h2>The standing order that pays it</h2>
      <FactList
        rows={[
          ['Amount', `${formatMoney(so.amount)} a month`],
          ['From', so.fromAccountName],
          ['Paid on', `The ${ordinalDay(so.paymentDay)} of each month`],
          ['First payment', formatTransactionDate(so.firstPaymentDate, vm.today.iso)],
        ]}
      />
      <h2>What happens next</h2>
      <ul>
        <li>Your Regular Saver is on Balances now, and its standing order is in manage money's regular payments of {so.fromAccountName}.</li>
        <li>The first {formatMoney(so.amount)} goes in on {formatTransactionDate(so.firstPaymentDate, vm.today.iso)}; make sure the money is there the day before.</li>
        <li>We will send your welcome letter and the account's terms to your inbox within 2 working days.</li>
      </ul>
      <ConfirmationEnd />
    </JourneyStep>
  );
});
