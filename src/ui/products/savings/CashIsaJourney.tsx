import { createContext, useContext, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatTransactionDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { allowanceFigures, CashIsaMessages, cashIsaRefusals, firstDeposit, isaDeclaration, nationalInsuranceError, normaliseNationalInsurance } from '../../../core/products/savings/cash-isa.rules';
import type { CashIsaApplication, CashIsaOpened } from '../../../core/products/savings/savings';
import { ApplyForCashIsa, CheckIsaDetails, type CashIsaOffer } from '../../../core/products/savings/savings.use-cases';
import { isaAllowanceFor } from '../../../core/products/savings/tax-year.rules';
import { failurePanel } from '../../../core/shell/failure-panel';
import { balancesPath } from '../../../core/shell/start-route';
import { selectionError } from '../../../core/shared/validation/text-rules';
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
import { CashIsaViewModel } from './savings.view-model';
import { accountLabel, CheckAnswers, ConfirmationPanel, ContactTheBank, FactList, sortCodeText } from './SavingsParts';

export interface CashIsaEntries {
  nationalInsuranceNumber: string;
  firstDeposit: string;
  fromAccountId: string;
  declaration: boolean;
}

type Store = JourneyStore<CashIsaEntries, CashIsaOpened>;

/** spec 02 section 2: splash (the index), details, apply, review, complete. The review sends the application. */
export const cashIsaSteps = ['splash', 'details', 'apply', 'review', 'complete'] as const;
const trackerLabels = { details: 'Your allowance', apply: 'Your application', review: 'Check your answers', complete: 'Complete' };
const initial: CashIsaEntries = { nationalInsuranceNumber: '', firstDeposit: '', fromAccountId: '', declaration: false };

const FrameContext = createContext<CashIsaViewModel | null>(null);

function useFrame() {
  const vm = useContext(FrameContext);
  if (!vm) throw new Error('A Cash ISA step outside its frame');
  const offer = vm.offer.value as CashIsaOffer;
  const figures = allowanceFigures(vm.today.date, offer.standing, offer.applicant.dateOfBirth);
  return { vm, offer, figures, today: vm.today.iso };
}

type ApplyField = 'national-insurance' | 'first-deposit' | 'from-account' | 'declaration';

function applyRules(e: CashIsaEntries, offer: CashIsaOffer, left: number): Record<ApplyField, string | null> {
  const deposit = firstDeposit(e.firstDeposit, left, offer.product.minimumDeposit);
  return {
    'national-insurance': nationalInsuranceError(e.nationalInsuranceNumber),
    'first-deposit': 'error' in deposit ? deposit.error : null,
    'from-account': selectionError(e.fromAccountId),
    declaration: e.declaration ? null : CashIsaMessages.declaration,
  };
}

function applicationOf(e: CashIsaEntries, offer: CashIsaOffer, left: number, taxYear: string): CashIsaApplication | null {
  const rules = applyRules(e, offer, left);
  if (Object.values(rules).some(Boolean)) return null;
  const deposit = firstDeposit(e.firstDeposit, left, offer.product.minimumDeposit) as { pence: number };
  return { nationalInsuranceNumber: normaliseNationalInsurance(e.nationalInsuranceNumber), firstDeposit: deposit.pence, fromAccountId: e.fromAccountId, taxYear };
}

/** products/cash-isa: behind the product apply and cash ISA toggles; a deep link while off makes no call. */
export function CashIsaJourney() {
  return (
    <RequireAccess requires={{ toggles: ['productApply', 'cashIsa'] }} title="Cash ISA" back={{ to: '/products/summary', text: 'Back to products' }}>
      <CashIsaFrame />
    </RequireAccess>
  );
}

const CashIsaFrame = observer(function CashIsaFrame() {
  const vm = useViewModel(CashIsaViewModel);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return (
    <FrameContext.Provider value={vm}>
      <LoadedContent data={vm.offer} loadingLabel="Loading the Cash ISA" onRetry={vm.start}>
        {() => <JourneyLayout create={(keys) => new JourneyStore<CashIsaEntries, CashIsaOpened>({ steps: cashIsaSteps, initial, keys, confirmStep: 'review' })} trackerLabels={trackerLabels} />}
      </LoadedContent>
    </FrameContext.Provider>
  );
});

/** splash: what the product is, its rate, limits, who can apply, and one call to action. */
export const CashIsaSplash = observer(function CashIsaSplash() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures } = useFrame();
  const p = offer.product;
  return (
    <JourneyStep step="splash">
      <h1>Cash ISA</h1>
      <p>Save tax-free: no tax to pay on the interest, and you can take money out and put it back in the same tax year without using more of your allowance.</p>
      <p className="sv-rate">
        {p.aer}% AER {p.rateType}
      </p>
      <FactList
        rows={[
          ['Interest', `${p.aer}% AER, ${p.rateType}, tax-free`],
          ['Term', 'None: an easy access account, open until you close it'],
          ['Flexible', p.flexible ? 'Yes: money you take out can be paid back in the same tax year without counting again' : 'No'],
          ['Paying in', `From ${formatMoney(p.minimumDeposit)}, up to your ISA allowance (${formatMoney(figures.limit)} in ${figures.taxYear.label})`],
          ['Who can apply', 'Customers aged 18 or over who live in the UK for tax purposes'],
        ]}
      />
      <Button onClick={() => go(journey.pass('splash'))}>Apply now</Button>
    </JourneyStep>
  );
});

/** details: product information, the allowance of the tax year and what the customer has paid in. */
export const CashIsaDetails = observer(function CashIsaDetails() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures, vm } = useFrame();
  const refusals = cashIsaRefusals(vm.today.date, offer.applicant, offer.standing);
  return (
    <JourneyStep step="details">
      <h1>Your ISA allowance</h1>
      <FactList
        rows={[
          ['Product', `${offer.product.name}, ${offer.product.aer}% AER ${offer.product.rateType}${offer.product.flexible ? ', flexible' : ''}`],
          ['Tax year', `${figures.taxYear.label} (${formatTransactionDate(figures.taxYear.starts, vm.today.iso)} to ${formatTransactionDate(figures.taxYear.ends, vm.today.iso)})`],
          ['ISA allowance this tax year', formatMoney(figures.limit)],
          ['Paid into ISAs this tax year', formatMoney(figures.paidIn)],
          ['Left to pay in this tax year', formatMoney(figures.left)],
        ]}
      />
      {refusals.length > 0 || figures.left === 0 ? (
        <div className="panel panel--warning" role="status">
          <h2>You cannot open a Cash ISA now</h2>
          {[...refusals, ...(figures.left === 0 ? [CashIsaMessages.noAllowanceLeft] : [])].map((r) => (
            <p key={r}>{r}</p>
          ))}
          <p>
            <Link to={balancesPath}>Back to Balances</Link>
          </p>
        </div>
      ) : (
        <div className="button-group">
          <Button onClick={() => go(journey.pass('details'))}>Continue</Button>
          <Button variant="secondary" onClick={() => go('splash')}>
            Back
          </Button>
        </div>
      )}
    </JourneyStep>
  );
});

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
  const errors: SummaryError[] = (Object.keys(rules) as ApplyField[]).flatMap((f) => (touch.submitAttempted && rules[f] ? [{ fieldId: f, message: rules[f] as string }] : []));
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
        If any of these are wrong, <Link to="/send-message">send us a message</Link> before you apply.
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
            journey.update({ nationalInsuranceNumber: v }, 'apply');
          }}
          {...bind('national-insurance')}
        />
        <TextField
          id="first-deposit"
          label="First deposit"
          hint={`In pounds and pence. You can pay in up to ${formatMoney(figures.left)} more this tax year.`}
          inputMode="decimal"
          autoComplete="off"
          value={e.firstDeposit}
          error={shown('first-deposit')}
          onChange={(v) => journey.update({ firstDeposit: v }, 'apply')}
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
              journey.update({ fromAccountId: v }, 'apply');
            }}
        />
        <h2>ISA declaration</h2>
        <div className="sv-declaration" id="isa-declaration">
          <ul>
            {isaDeclaration(figures.taxYear, allowance?.overall ?? figures.limit, today).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <Checkbox
          id="declaration"
          label="I make the ISA declaration above"
          checked={e.declaration}
          error={shown('declaration')}
          onChange={(v) => journey.update({ declaration: v }, 'apply')}
          aria-describedby="isa-declaration"
          {...bind('declaration')}
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

/** review: GOV.UK 'Check your answers', then the application is sent once under the review's key. */
export const CashIsaReview = observer(function CashIsaReview() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures, vm } = useFrame();
  const apply = useInjection(ApplyForCashIsa);
  const accounts = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const [paidInNow, setPaidInNow] = useState<number | null>(null);
  // The figures as the review was first shown: after a lost answer, what the bank lists now is compared with them.
  const [before] = useState(figures.paidIn);
  const application = applicationOf(journey.details, offer, figures.left, figures.taxYear.label);
  const state = journey.confirmState;
  if (!application) return <Navigate to="../apply" replace />;
  const from = offer.accounts.find((acc) => acc.id === application.fromAccountId);
  const confirm = async () => {
    const result = await journey.confirm((key) => apply.execute(application, key));
    if (result.kind === 'accepted' || result.kind === 'unknown') accounts?.reset();
    if (result.kind === 'accepted') go(journey.pass('review'));
    else if (result.kind === 'unknown') {
      const now = await vm.paidInNow();
      setPaidInNow(now);
    }
  };
  const change = (hidden: string) => (journey.frozen ? undefined : { to: `../apply?change=review`, hidden });
  return (
    <JourneyStep step="review">
      <h1>Check your answers before applying</h1>
      <CheckAnswers
        rows={[
          { key: 'product', label: 'Account', value: `${offer.product.name}, ${offer.product.aer}% AER ${offer.product.rateType}` },
          { key: 'ni', label: 'National Insurance number', value: application.nationalInsuranceNumber, change: change('National Insurance number') },
          { key: 'deposit', label: 'First deposit', value: formatMoney(application.firstDeposit), change: change('first deposit') },
          { key: 'from', label: 'Paid from', value: from ? accountLabel(from) : application.fromAccountId, change: change('account it is paid from') },
          { key: 'year', label: 'First tax year', value: figures.taxYear.label },
          { key: 'declaration', label: 'ISA declaration', value: 'Made', change: change('ISA declaration') },
        ]}
      />
      {state.kind === 'refused' ? <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} /> : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject="application" mayHave="been received" retrying={journey.sending} onRetry={() => void confirm()}>
          {paidInNow === null ? (
            <p>Asking the bank what it lists now…</p>
          ) : paidInNow > before ? (
            <p>
              The bank now lists {formatMoney(paidInNow)} paid into ISAs this tax year (it was {formatMoney(before)}): your application has been received. See it on{' '}
              <Link to={balancesPath}>Balances</Link>.
            </p>
          ) : (
            <p>The bank still lists {formatMoney(paidInNow)} paid into ISAs this tax year: it does not list your new Cash ISA yet.</p>
          )}
        </LostAnswerNotice>
      ) : (
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
            Apply for this Cash ISA
          </ConfirmButton>
          <Button variant="secondary" onClick={() => go('apply')}>
            Back
          </Button>
        </div>
      )}
    </JourneyStep>
  );
});

/** complete: the new account, the first deposit, what happens next (GOV.UK confirmation page). */
export const CashIsaComplete = observer(function CashIsaComplete() {
  const journey = useJourney<Store>();
  const { figures } = useFrame();
  const state = journey.confirmState;
  if (state.kind !== 'accepted') return <JourneyStep step="complete">{null}</JourneyStep>;
  const opened = state.outcome;
  return (
    <JourneyStep step="complete">
      <ConfirmationPanel title="Your Cash ISA is open" reference={opened.reference} />
      <h2>Your new account</h2>
      <FactList
        rows={[
          ['Account', opened.account.name],
          ['Sort code', sortCodeText(opened.account.sortCode)],
          ['Account number', opened.account.number],
          ['First deposit', formatMoney(opened.firstDeposit)],
        ]}
      />
      <h2>What happens next</h2>
      <ul>
        <li>Your Cash ISA is on Balances now, with your first deposit in it.</li>
        <li>Your first deposit counts towards your {figures.taxYear.label} ISA allowance.</li>
        <li>We will send your welcome letter and the account's terms to your inbox within 2 working days.</li>
      </ul>
      <ContactTheBank />
      <p>
        <Link to={balancesPath}>Go to Balances</Link>
      </p>
    </JourneyStep>
  );
});
