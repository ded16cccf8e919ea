import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/accounts/money';
import { employmentStatuses, poundsError, selectionError } from '../../../core/products/cards/applicant.rules';
import { formatRate } from '../../../core/products/lending/rate';
import { creditLimitError, parseWholePounds } from '../../../core/products/cards/credit-limit.rules';
import { CheckCardEligibility } from '../../../core/products/cards/credit-card.use-cases';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { useInjection } from '../../di/container-context';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { balanceTransferText, exampleSentence } from '../../../core/products/lending/representative-example';
import { cardExample, CardOffer } from './CardFigures';
import { useCardApplication } from './CardsJourney';
import { Radios } from './Radios';
import { WholeNumberField } from './card-step-parts';
import { errorsOf } from '../../shared/summary-errors';
import { SubmitForm } from '../../shared/SubmitForm';

/** products/credit-cards (info): the splash, each card on offer with its own representative example, and what applying involves. */
export const InfoStep = observer(function InfoStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  return (
    <JourneyStep step="info">
      <h1>Credit cards</h1>
      <p>Apply online in about 10 minutes. We will tell you straight away what credit limit we can offer.</p>
      {/* The frame has loaded the cards on offer (its loader and failure panel came before this step). */}
      {(app.products ?? []).map((product) => <CardOffer key={product.id} product={product} />)}
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
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const error = tried ? selectionError(app.details.productId) : null;
  const submit = () => {
    setTried(true);
    if (selectionError(app.details.productId)) return app.journey.noteFailedSubmit();
    go(app.journey.pass('choice'));
  };
  return (
    <JourneyStep step="choice">
      <ErrorSummary errors={errorsOf({ 'cc-product': error })} focusKey={app.journey.failedSubmits} />
      {!app.products ? null : (
        <SubmitForm onSend={submit}>
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
                    <strong>
                      {formatRate(cardExample(p).representativeApr)} APR representative{p.variable ? ' (variable)' : ''}
                    </strong>
                    . {exampleSentence(cardExample(p))} Limits {formatMoney(p.limits.minimum)} to {formatMoney(p.limits.maximum)}.
                  </p>
                  {balanceTransferText(p) ? <p>{balanceTransferText(p)}.</p> : null}
                </>
              ),
            }))}
            value={app.details.productId}
            error={error}
            onChange={(productId) => app.update({ productId })}
          />
          <div className="button-group">
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={() => go('info')}>
              Back
            </Button>
          </div>
        </SubmitForm>
      )}
    </JourneyStep>
  );
});

/** credit-limit: the limit asked for, in whole pounds, within the card's range; a soft search checks it. */
export const CreditLimitStep = observer(function CreditLimitStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const check = useInjection(CheckCardEligibility);
  const [tried, setTried] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [unlikely, setUnlikely] = useState(false);
  const product = app.product;
  const range = product?.limits ?? { minimum: 50000, maximum: 1000000 };
  const error = tried ? creditLimitError(app.details.limit, range) : null;
  const submit = async () => {
    setTried(true);
    setFailure(null);
    setUnlikely(false);
    if (creditLimitError(app.details.limit, range) || !product) return app.journey.noteFailedSubmit();
    setChecking(true);
    const result = await check.execute(product.id, parseWholePounds(app.details.limit) ?? 0);
    setChecking(false);
    if (!result.ok) return setFailure(result.error);
    if (!result.value.likely) return setUnlikely(true);
    go(app.journey.pass('credit-limit'));
  };
  return (
    <JourneyStep step="credit-limit">
      <ErrorSummary errors={errorsOf({ 'cc-limit': error })} focusKey={app.journey.failedSubmits} />
      <SubmitForm onSend={submit}>
        <h1>What credit limit would you like?</h1>
        <WholeNumberField
          id="cc-limit"
          label={`Credit limit for your ${product?.name ?? 'card'}, in pounds`}
          hint={`From ${formatMoney(range.minimum)} to ${formatMoney(range.maximum)}, in whole pounds. We may offer you less.`}
          value={app.details.limit}
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
      </SubmitForm>
    </JourneyStep>
  );
});

/** apply/your-details: employment status and yearly income before tax. */
export const YourDetailsStep = observer(function YourDetailsStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const { employmentStatus, income } = app.details;
  const rules = () => ({ 'cc-employment': selectionError(employmentStatus), 'cc-income': poundsError(income, { allowZero: true }) });
  const shown = tried ? rules() : { 'cc-employment': null, 'cc-income': null };
  const submit = () => {
    setTried(true);
    if (errorsOf(rules()).length > 0) return app.journey.noteFailedSubmit();
    go(app.journey.pass('apply/your-details'));
  };
  return (
    <JourneyStep step="apply/your-details">
      <ErrorSummary errors={errorsOf(shown)} focusKey={app.journey.failedSubmits} />
      <h1>Your details</h1>
      <SubmitForm onSend={submit}>
        <Radios
          id="cc-employment"
          legend="What is your employment status?"
          options={employmentStatuses}
          value={employmentStatus}
          error={shown['cc-employment']}
          onChange={(value) => app.update({ employmentStatus: value })}
        />
        <WholeNumberField
          id="cc-income"
          label="What is your yearly income before tax?"
          hint="In whole pounds, from every source: pay, pension, benefits, rent you receive."
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
      </SubmitForm>
    </JourneyStep>
  );
});

