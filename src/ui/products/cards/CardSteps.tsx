import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import { dependantsError, employmentStatuses, poundsError, selectionError } from '../../../core/products/cards/applicant.rules';
import { formatRate } from '../../../core/products/cards/card-representative-example.rules';
import { creditLimitError, parseWholePounds } from '../../../core/products/cards/credit-limit.rules';
import { CheckCardEligibility, LoadCardApplications } from '../../../core/products/cards/credit-card.use-cases';
import type { ListedApplication } from '../../../core/products/cards/credit-card';
import { minimumRepayment } from '../../../core/products/cards/minimum-repayment.rules';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { useInjection } from '../../di/container-context';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary, type SummaryError } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { TextField } from '../../shared/TextField';
import { balanceTransferText, RepresentativeExample } from './CardFigures';
import { useCardApplication } from './CardsJourney';
import { Radios } from './Radios';

const errorsOf = (fields: Record<string, string | null>): SummaryError[] =>
  Object.entries(fields).flatMap(([fieldId, message]) => (message ? [{ fieldId, message }] : []));

/** The cards on offer, loaded once for the flow; the loader or the failure panel meanwhile. */
function useProducts() {
  const app = useCardApplication();
  useEffect(() => {
    void app.loadProducts();
  }, [app]);
  return app;
}

function LoadFailure({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <FailurePanelView panel={failurePanel(error)} headingLevel={2}>
      <Button onClick={onRetry}>Try again</Button>
    </FailurePanelView>
  );
}

/** products/credit-cards (info): the splash, with the representative example, and what applying involves. */
export const InfoStep = observer(function InfoStep() {
  const app = useProducts();
  const go = useJourneyNavigate();
  const everyday = app.products?.[0];
  return (
    <JourneyStep step="info">
      <h1>Credit cards</h1>
      <p>Apply online in about 10 minutes. We will tell you straight away what credit limit we can offer.</p>
      {app.loadError && !app.products ? <LoadFailure error={app.loadError} onRetry={() => void app.loadProducts()} /> : null}
      {!app.products && !app.loadError ? <Loader label="Loading our credit cards" /> : null}
      {everyday ? <RepresentativeExample product={everyday} /> : null}
      {app.products ? (
        <>
          <h2>Before you apply</h2>
          <ul>
            <li>You must be 18 or over and live in the UK.</li>
            <li>You need your yearly income before tax and your monthly costs to hand.</li>
            <li>Checking the limit you ask for is a soft search: it does not affect your credit file.</li>
            <li>When you submit your application, we do a full credit search, which shows on your credit file.</li>
          </ul>
          {app.preEligibility && !app.preEligibility.eligible ? (
            <div className="notice" role="status">
              <p>{app.preEligibility.reason ?? 'Sorry, you cannot apply for a credit card online at the moment.'}</p>
            </div>
          ) : (
            <div className="button-group">
              <Button onClick={() => go(app.start())}>Start your application</Button>
            </div>
          )}
        </>
      ) : null}
    </JourneyStep>
  );
});

/** choice: the cards on offer, one to choose (required; none pre-selected). */
export const ChoiceStep = observer(function ChoiceStep() {
  const app = useProducts();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const error = tried ? selectionError(app.entries.productId) : null;
  const submit = () => {
    setTried(true);
    if (selectionError(app.entries.productId)) return app.noteFailedSubmit();
    go(app.journey.pass('choice'));
  };
  return (
    <JourneyStep step="choice">
      <ErrorSummary errors={errorsOf({ 'cc-product': error })} focusKey={app.failedSubmits} />
      {app.loadError && !app.products ? <LoadFailure error={app.loadError} onRetry={() => void app.loadProducts()} /> : null}
      {!app.products ? (
        <Loader label="Loading our credit cards" />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Radios
            id="cc-product"
            heading
            legend="Which card would you like?"
            options={app.products.map((p) => ({
              value: p.id,
              label: p.name,
              hint: (
                <>
                  <p>{p.summary}</p>
                  <p>
                    Purchases {formatRate(p.purchaseRate)} a year{p.variable ? ' (variable)' : ''}; representative {formatRate(p.representativeApr)} APR
                    {p.variable ? ' (variable)' : ''}. Limits {formatMoney(p.limits.minimum)} to {formatMoney(p.limits.maximum)}.
                  </p>
                  {balanceTransferText(p) ? <p>{balanceTransferText(p)}.</p> : null}
                </>
              ),
            }))}
            value={app.entries.productId}
            error={error}
            onChange={(productId) => app.update({ productId })}
          />
          <div className="button-group">
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={() => go('info')}>
              Back
            </Button>
          </div>
        </form>
      )}
    </JourneyStep>
  );
});

/** credit-limit: the limit asked for, in whole pounds, within the card's range; a soft search checks it. */
export const CreditLimitStep = observer(function CreditLimitStep() {
  const app = useProducts();
  const go = useJourneyNavigate();
  const check = useInjection(CheckCardEligibility);
  const [tried, setTried] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [unlikely, setUnlikely] = useState(false);
  const product = app.product;
  const range = product?.limits ?? { minimum: 50000, maximum: 1000000 };
  const error = tried ? creditLimitError(app.entries.limit, range) : null;
  const submit = async () => {
    setTried(true);
    setFailure(null);
    setUnlikely(false);
    if (creditLimitError(app.entries.limit, range) || !product) return app.noteFailedSubmit();
    setChecking(true);
    const result = await check.execute(product.id, parseWholePounds(app.entries.limit) ?? 0);
    setChecking(false);
    if (!result.ok) return setFailure(result.error);
    if (!result.value.likely) return setUnlikely(true);
    go(app.journey.pass('credit-limit'));
  };
  return (
    <JourneyStep step="credit-limit">
      <ErrorSummary errors={errorsOf({ 'cc-limit': error })} focusKey={app.failedSubmits} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1>What credit limit would you like?</h1>
        <TextField
          id="cc-limit"
          label={`Credit limit for your ${product?.name ?? 'card'}, in pounds`}
          hint={`From ${formatMoney(range.minimum)} to ${formatMoney(range.maximum)}, in whole pounds. We may offer you less.`}
          inputMode="numeric"
          className="input-width-10"
          value={app.entries.limit}
          error={error}
          onChange={(limit) => app.update({ limit })}
        />
        <p>We check this with a soft search, which does not affect your credit file.</p>
        {failure ? <FailurePanelView panel={failurePanel(failure)} headingLevel={2} /> : null}
        {unlikely ? (
          <div className="notice" role="status">
            <p>We are unlikely to be able to offer this limit. You could ask for a lower one.</p>
          </div>
        ) : null}
        <div className="button-group">
          <ConfirmButton submit sending={checking} onConfirm={() => undefined}>
            Continue
          </ConfirmButton>
          <Button variant="secondary" onClick={() => go('choice')}>
            Back
          </Button>
        </div>
      </form>
    </JourneyStep>
  );
});

/** apply/your-details: employment status and yearly income before tax. */
export const YourDetailsStep = observer(function YourDetailsStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const { employmentStatus, income } = app.entries;
  const rules = () => ({ 'cc-employment': selectionError(employmentStatus), 'cc-income': poundsError(income, { allowZero: true }) });
  const shown = tried ? rules() : { 'cc-employment': null, 'cc-income': null };
  const submit = () => {
    setTried(true);
    if (errorsOf(rules()).length > 0) return app.noteFailedSubmit();
    go(app.journey.pass('apply/your-details'));
  };
  return (
    <JourneyStep step="apply/your-details">
      <ErrorSummary errors={errorsOf(shown)} focusKey={app.failedSubmits} />
      <h1>Your details</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Radios
          id="cc-employment"
          legend="What is your employment status?"
          options={employmentStatuses}
          value={employmentStatus}
          error={shown['cc-employment']}
          onChange={(value) => app.update({ employmentStatus: value })}
        />
        <TextField
          id="cc-income"
          label="What is your yearly income before tax?"
          hint="In whole pounds, from every source: pay, pension, benefits, rent you receive."
          inputMode="numeric"
          className="input-width-10"
          value={income}
          error={shown['cc-income']}
          onChange={(value) => app.update({ income: value })}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
          <Button variant="secondary" onClick={() => go('credit-limit')}>
            Back
          </Button>
        </div>
      </form>
    </JourneyStep>
  );
});

/** affordability: monthly costs and dependants, then the application is sent (a full credit search). */
export const AffordabilityStep = observer(function AffordabilityStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const { housing, credit, dependants } = app.entries;
  const rules = () => ({
    'cc-housing': poundsError(housing, { allowZero: true }),
    'cc-credit': poundsError(credit, { allowZero: true }),
    'cc-dependants': dependantsError(dependants),
  });
  const shown = tried ? rules() : { 'cc-housing': null, 'cc-credit': null, 'cc-dependants': null };
  const state = app.applicationState;
  const frozen = app.applicationFrozen;
  const send = async () => {
    const answer = await app.submit();
    if (answer.kind === 'accepted') go(app.journey.pass('affordability'));
  };
  const submit = () => {
    setTried(true);
    if (errorsOf(rules()).length > 0) return app.noteFailedSubmit();
    void send();
  };
  return (
    <JourneyStep step="affordability">
      <ErrorSummary errors={errorsOf(shown)} focusKey={app.failedSubmits} />
      <h1>Your monthly costs</h1>
      <p>We ask so that we only lend what you can afford to repay.</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!app.applicationFrozen) submit();
        }}
      >
        <TextField
          id="cc-housing"
          label="How much do you pay each month for rent or mortgage?"
          hint="Your share, in whole pounds. Enter 0 if you pay none."
          inputMode="numeric"
          className="input-width-10"
          value={housing}
          readOnly={frozen}
          error={shown['cc-housing']}
          onChange={(value) => app.update({ housing: value })}
        />
        <TextField
          id="cc-credit"
          label="How much do you repay each month on loans and other credit?"
          hint="Loans, car finance, other cards' repayments, in whole pounds. Enter 0 if none."
          inputMode="numeric"
          className="input-width-10"
          value={credit}
          readOnly={frozen}
          error={shown['cc-credit']}
          onChange={(value) => app.update({ credit: value })}
        />
        <TextField
          id="cc-dependants"
          label="How many people depend on you financially?"
          hint="Children or adults you support. Enter 0 if none."
          inputMode="numeric"
          className="input-width-10"
          value={dependants}
          readOnly={frozen}
          error={shown['cc-dependants']}
          onChange={(value) => app.update({ dependants: value })}
        />
        <p>
          <strong>When you submit your application, we do a full credit search, which shows on your credit file.</strong>
        </p>
        {state.kind === 'refused' ? (
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
      </form>
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

/** your-offer: the limit and rates the bank offers (the limit may be less than asked), or why not. */
export const YourOfferStep = observer(function YourOfferStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const decision = app.decision;
  if (!decision) {
    return (
      <JourneyStep step="your-offer">
        <h1>Your offer</h1>
        <p>You changed your answers since we made our decision. Please send your application again.</p>
        <Button onClick={() => go('affordability')}>Back to your monthly costs</Button>
      </JourneyStep>
    );
  }
  if (decision.kind !== 'accepted') {
    return (
      <JourneyStep step="your-offer">
        <h1>{decision.kind === 'referred' ? 'We need to look at your application' : 'Sorry, we cannot offer you a credit card'}</h1>
        {decision.kind === 'referred' ? (
          <>
            <p>We could not decide straight away, so one of our team will look at your application (reference {decision.applicationId}).</p>
            <p>We will write to you within 5 working days. You do not need to do anything now.</p>
          </>
        ) : (
          <>
            <p>From what you told us and your credit file, we cannot offer you a card at the moment.</p>
            <p>You can ask a credit reference agency for a free copy of your credit file, and apply again in 3 months.</p>
          </>
        )}
        <p>
          <Link to="/summary">Back to Balances</Link>
        </p>
      </JourneyStep>
    );
  }
  const { offer } = decision;
  const example = minimumRepayment({ balance: offer.creditLimit, interestAndCharges: Math.round((offer.creditLimit * offer.purchaseRate) / 10000 / 12) });
  return (
    <JourneyStep step="your-offer">
      <h1>Your offer</h1>
      <div className="cc-card">
        <p>
          We can offer you a credit limit of <strong>{formatMoney(offer.creditLimit)}</strong> on the {offer.productName}.
        </p>
        {offer.creditLimit < offer.requestedLimit ? <p>You asked for {formatMoney(offer.requestedLimit)}. This is the most we can offer you now.</p> : null}
      </div>
      <dl className="summary-list">
        <div>
          <dt>Credit limit</dt>
          <dd>{formatMoney(offer.creditLimit)}</dd>
        </div>
        <div>
          <dt>Purchase rate</dt>
          <dd>
            {formatRate(offer.purchaseRate)} a year{offer.variable ? ' (variable)' : ' (fixed)'}
          </dd>
        </div>
        <div>
          <dt>APR</dt>
          <dd>
            {formatRate(offer.apr)} APR{offer.variable ? ' (variable)' : ' (fixed)'}
          </dd>
        </div>
        {offer.balanceTransfer ? (
          <div>
            <dt>Balance transfers</dt>
            <dd>{balanceTransferText({ balanceTransfer: offer.balanceTransfer, purchaseRate: offer.purchaseRate })}</dd>
          </div>
        ) : null}
        <div>
          <dt>Minimum repayment</dt>
          <dd>
            The interest and charges plus 1% of the balance, or £5, whichever is more (a balance under £5 is repaid in full). On a balance of{' '}
            {formatMoney(offer.creditLimit)} with a month&apos;s interest, that is {formatMoney(example)}.
          </dd>
        </div>
      </dl>
      <p>This offer is not yet an agreement. Next, you choose how your limit may change and how you repay, then read and sign the agreement.</p>
      <div className="button-group">
        <Button onClick={() => go(app.journey.pass('your-offer'))}>Continue</Button>
      </div>
    </JourneyStep>
  );
});
