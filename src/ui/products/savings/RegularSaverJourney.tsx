import { createContext, useContext, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatTransactionDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import type { RegularSaverApplication, RegularSaverEligibility, RegularSaverOpened, RegularSaverProduct } from '../../../core/products/savings/savings';
import { firstPaymentDate, maturityDate, monthlyAmount, ordinalDay, paymentDay, RegularSaverMessages, RegularSaverTerms } from '../../../core/products/savings/regular-saver.rules';
import { ApplyForRegularSaver, type RegularSaverChoices } from '../../../core/products/savings/savings.use-cases';
import { failurePanel } from '../../../core/shell/failure-panel';
import { balancesPath } from '../../../core/shell/start-route';
import { selectionError } from '../../../core/shared/validation/text-rules';
import { accountPath } from '../../accounts/account-paths';
import { useInjection, useOptionalInjection, useViewModel } from '../../di/container-context';
import { SelectField } from '../../inbox/fields/SelectField';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStep } from '../../journey/JourneyStep';
import { JourneyStore } from '../../journey/journey.store';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { LoadedContent } from '../../manage-money/shared/ListStates';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { ErrorSummary, type SummaryError } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { FormTouchState } from '../../shared/form-touch-state';
import { RequireAccess } from '../../shared/RequireAccess';
import { TextField } from '../../shared/TextField';
import { RegularSaverViewModel } from './savings.view-model';
import { accountLabel, CheckAnswers, ConfirmationPanel, ContactTheBank, FactList, sortCodeText } from './SavingsParts';

/** What the customer types, kept for the journey's life (Back, errors and a failed send lose nothing). */
export interface RegularSaverEntries {
  monthlyAmount: string;
  paymentDay: string;
  fromAccountId: string;
  nationality: string;
  taxResidence: string;
  declaration: boolean;
}

type Store = JourneyStore<RegularSaverEntries, RegularSaverOpened>;

/** spec 02 section 2: index, details, apply, review, completed. The review sends the application. */
export const regularSaverSteps = ['index', 'details', 'apply', 'review', 'completed'] as const;
const trackerLabels = { details: 'Your details', apply: 'Declaration', review: 'Check your answers', completed: 'Completed' };

const initial: RegularSaverEntries = { monthlyAmount: '', paymentDay: '', fromAccountId: '', nationality: '', taxResidence: '', declaration: false };

/** The entries as an application, or null while any rule refuses them. */
function applicationOf(e: RegularSaverEntries, product: RegularSaverProduct): RegularSaverApplication | null {
  const amount = monthlyAmount(e.monthlyAmount, product);
  const day = paymentDay(e.paymentDay);
  if ('error' in amount || 'error' in day || selectionError(e.fromAccountId) || selectionError(e.nationality) || selectionError(e.taxResidence)) return null;
  return { monthlyAmount: amount.pence, paymentDay: day.day, fromAccountId: e.fromAccountId, nationality: e.nationality, taxResidence: e.taxResidence };
}

/** The frame's view model, shared by every step (a step never resolves its own: it would ask the bank again). */
const FrameContext = createContext<RegularSaverViewModel | null>(null);

function useFrame(): { vm: RegularSaverViewModel; product: RegularSaverProduct; choices: RegularSaverChoices } {
  const vm = useContext(FrameContext);
  if (!vm) throw new Error('A Regular Saver step outside its frame');
  return { vm, product: (vm.offer.value as RegularSaverEligibility).product, choices: vm.choices.value as RegularSaverChoices };
}

/**
 * products/regular-saver: behind the product apply and Regular Saver toggles (a deep link while
 * either is off says so and makes no call); then the bank's answer on eligibility decides between
 * the journey and the page that says the customer already holds one.
 */
export function RegularSaverJourney() {
  return (
    <RequireAccess requires={{ toggles: ['productApply', 'regularSaver'] }} title="Regular Saver" back={{ to: '/products/summary', text: 'Back to products' }}>
      <RegularSaverFrame />
    </RequireAccess>
  );
}

const RegularSaverFrame = observer(function RegularSaverFrame() {
  const vm = useViewModel(RegularSaverViewModel);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return (
    <FrameContext.Provider value={vm}>
    <LoadedContent data={vm.offer} loadingLabel="Loading the Regular Saver" onRetry={vm.start}>
      {(offer) =>
        offer.kind === 'eligible' ? (
          <LoadedContent data={vm.choices} loadingLabel="Loading your accounts" onRetry={vm.start}>
            {() => <RegularSaverFlow />}
          </LoadedContent>
        ) : (
          <NotForYou offer={offer} />
        )
      }
    </LoadedContent>
    </FrameContext.Provider>
  );
});

/** The journey's store lives as long as the flow: made once, when the customer may apply. */
function RegularSaverFlow() {
  return <JourneyLayout create={(keys) => new JourneyStore<RegularSaverEntries, RegularSaverOpened>({ steps: regularSaverSteps, initial, keys, confirmStep: 'review' })} trackerLabels={trackerLabels} />;
}

/** A customer who holds a Regular Saver is told so, with a link to it; a declined one is told why. */
const NotForYou = observer(function NotForYou({ offer }: { offer: Exclude<RegularSaverEligibility, { kind: 'eligible' }> }) {
  const accounts = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const index = offer.kind === 'already-held' && accounts ? accounts.state.accounts.findIndex((a) => a.id === offer.account.id) : -1;
  return (
    <>
      <h1>Regular Saver</h1>
      <ProductTerms product={offer.product} />
      <div className="panel panel--warning" role="status">
        <h2>{offer.kind === 'already-held' ? 'You already have a Regular Saver' : 'You cannot apply for a Regular Saver'}</h2>
        <p>{offer.kind === 'already-held' ? RegularSaverMessages.alreadyHeld : offer.reason}</p>
        {offer.kind === 'already-held' ? (
          <p>
            <Link to={index >= 0 ? accountPath(index, 'transactions') : balancesPath}>
              {index >= 0 ? `Go to your ${offer.account.name}` : `Find your ${offer.account.name} on Balances`}
            </Link>
          </p>
        ) : null}
      </div>
      <p>
        <Link to="/products/summary">See our other products</Link>
      </p>
    </>
  );
});

function ProductTerms({ product }: { product: RegularSaverProduct }) {
  return (
    <>
      <p className="sv-rate">
        {product.aer}% AER {product.rateType}
      </p>
      <FactList
        rows={[
          ['Interest', `${product.aer}% AER, ${product.rateType} for the whole term, paid when the account matures`],
          ['Term', `${product.termMonths} months`],
          ['Paying in', `${formatMoney(product.minimumMonthly)} to ${formatMoney(product.maximumMonthly)} a month, in whole pounds, by standing order on a day you choose from the 1st to the 28th`],
          ['Withdrawals', 'None until the account matures; you can close it early and lose no interest already earned'],
          ['Who can apply', 'Customers aged 18 or over, resident in the UK, with a current account with us. One Regular Saver per customer.'],
        ]}
      />
    </>
  );
}

/** index: what the product is, its rate, term and limits, who can apply, and one call to action. */
export const RegularSaverIndex = observer(function RegularSaverIndex() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { product } = useFrame();
  return (
    <JourneyStep step="index">
      <h1>Regular Saver</h1>
      <p>Save a fixed amount every month for a year and earn a fixed rate on every pound.</p>
      <ProductTerms product={product} />
      <Button onClick={() => go(journey.pass('index'))}>Apply now</Button>
    </JourneyStep>
  );
});

type DetailsField = 'monthly-amount' | 'payment-day' | 'from-account' | 'nationality' | 'tax-residence';

/** details: the monthly amount, the day, the account it comes from, nationality and tax residence. */
export const RegularSaverDetails = observer(function RegularSaverDetails() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { product, choices } = useFrame();
  const [touch] = useState(() => new FormTouchState<DetailsField>());
  const returning = useSearchParams()[0].get('change') === 'review';
  const e = journey.details;
  const amount = monthlyAmount(e.monthlyAmount, product);
  const day = paymentDay(e.paymentDay);
  const rules: Record<DetailsField, string | null> = {
    'monthly-amount': 'error' in amount ? amount.error : null,
    'payment-day': 'error' in day ? day.error : null,
    'from-account': selectionError(e.fromAccountId),
    nationality: selectionError(e.nationality),
    'tax-residence': selectionError(e.taxResidence),
  };
  const shown = (f: DetailsField) => touch.visibleError(f, rules[f]);
  const errors: SummaryError[] = (Object.keys(rules) as DetailsField[]).flatMap((f) => (touch.submitAttempted && rules[f] ? [{ fieldId: f, message: rules[f] as string }] : []));
  const bind = (f: DetailsField) => ({ onFocus: () => touch.focus(f), onBlur: () => touch.blur(f) });
  const submit = () => {
    touch.attemptSubmit();
    const application = applicationOf(e, product);
    if (!application) {
      journey.noteFailedSubmit();
      return;
    }
    const next = journey.pass('details');
    if (returning && e.declaration) {
      journey.pass('apply');
      journey.beginReview(application);
      go('review');
      return;
    }
    go(next);
  };
  const days = Array.from({ length: RegularSaverTerms.lastDay }, (_, i) => String(i + 1));
  return (
    <JourneyStep step="details">
      <ErrorSummary errors={errors} focusKey={journey.failedSubmits} />
      <h1>Your Regular Saver</h1>
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          submit();
        }}
      >
        <TextField
          id="monthly-amount"
          label="How much do you want to save each month?"
          hint={`From ${formatMoney(product.minimumMonthly)} to ${formatMoney(product.maximumMonthly)}, in whole pounds`}
          inputMode="numeric"
          autoComplete="off"
          value={e.monthlyAmount}
          error={shown('monthly-amount')}
          onChange={(v) => journey.update({ monthlyAmount: v }, 'details')}
          {...bind('monthly-amount')}
        />
        <SelectField
          id="payment-day"
          label="Which day of the month should we take it?"
          value={e.paymentDay}
          options={days.map((d) => ({ value: d, label: ordinalDay(Number(d)) }))}
          error={shown('payment-day')}
          onChange={(v) => {
              touch.blur('payment-day');
              journey.update({ paymentDay: v }, 'details');
            }}
        />
        <SelectField
          id="from-account"
          label="Which account should it come from?"
          value={e.fromAccountId}
          options={choices.accounts.map((a) => ({ value: a.id, label: accountLabel(a) }))}
          error={shown('from-account')}
          onChange={(v) => {
              touch.blur('from-account');
              journey.update({ fromAccountId: v }, 'details');
            }}
        />
        <SelectField
          id="nationality"
          label="Nationality"
          value={e.nationality}
          options={choices.nationalities.map((n) => ({ value: n.code, label: n.name }))}
          error={shown('nationality')}
          onChange={(v) => {
              touch.blur('nationality');
              journey.update({ nationality: v }, 'details');
            }}
        />
        <SelectField
          id="tax-residence"
          label="Country of tax residence"
          value={e.taxResidence}
          options={choices.countries.map((c) => ({ value: c.code, label: c.name }))}
          error={shown('tax-residence')}
          onChange={(v) => {
              touch.blur('tax-residence');
              journey.update({ taxResidence: v }, 'details');
            }}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
          <Button variant="secondary" onClick={() => go(returning ? 'review' : 'index')}>
            Back
          </Button>
        </div>
      </form>
    </JourneyStep>
  );
});

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
          <li>I have read the Regular Saver's terms: {product.aer}% AER {product.rateType} for {product.termMonths} months, one payment a month by standing order, one Regular Saver per customer;</li>
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
        <Checkbox id="declaration" label="I agree to the declaration" checked={journey.details.declaration} error={error} onChange={(v) => journey.update({ declaration: v }, 'apply')} />
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
  if (!application) return <Navigate to="../details" replace />;
  const from = choices.accounts.find((a) => a.id === application.fromAccountId);
  const first = firstPaymentDate(vm.today.date, application.paymentDay);
  const confirm = async () => {
    const result = await journey.confirm((key) => apply.execute(application, key));
    // Whatever came of it, the accounts list may have changed: Balances asks the bank again.
    if (result.kind === 'accepted' || result.kind === 'unknown') accounts?.reset();
    if (result.kind === 'accepted') go(journey.pass('review'));
    else if (result.kind === 'unknown') vm.recheck();
  };
  const change = (step: string, hidden: string) => (journey.frozen ? undefined : { to: `../${step}?change=review`, hidden });
  return (
    <JourneyStep step="review">
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
      {state.kind === 'refused' ? <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} /> : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject="application" mayHave="been received" retrying={journey.sending} onRetry={() => void confirm()}>
          <RegularSaverNow />
        </LostAnswerNotice>
      ) : (
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
            Apply for this Regular Saver
          </ConfirmButton>
          <Button variant="secondary" onClick={() => go('apply')}>
            Back
          </Button>
        </div>
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
      <ConfirmationPanel title="Your Regular Saver is open" reference={opened.reference} />
      <h2>Your new account</h2>
      <FactList
        rows={[
          ['Account', opened.account.name],
          ['Sort code', sortCodeText(opened.account.sortCode)],
          ['Account number', opened.account.number],
        ]}
      />
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
      <ContactTheBank />
      <p>
        <Link to={balancesPath}>Go to Balances</Link>
      </p>
    </JourneyStep>
  );
});
