import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/accounts/money';
import { failurePanel } from '../../../core/shell/failure-panel';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ProductLoad } from '../ProductLoad';
import { useCardApplication } from './CardsJourney';
import { Radios } from './Radios';
import { WholeNumberField } from './card-step-parts';
import { errorsOf } from '../../shared/summary-errors';
import { selectionError, poundsError } from '../../../core/products/cards/applicant.rules';
import { parseWholePounds } from '../../../core/products/cards/credit-limit.rules';
import { SubmitForm } from '../../shared/SubmitForm';


/** credit-limit-options: may the bank raise the limit in future? Opt in or opt out, neither pre-selected. */
export const CreditLimitOptionsStep = observer(function CreditLimitOptionsStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const error = tried ? selectionError(app.details.increases) : null;
  const submit = () => {
    setTried(true);
    if (selectionError(app.details.increases)) return app.journey.noteFailedSubmit();
    go(app.journey.pass('credit-limit-options'));
  };
  return (
    <JourneyStep step="credit-limit-options">
      <ErrorSummary errors={errorsOf({ 'cc-increases': error })} focusKey={app.journey.failedSubmits} />
      <SubmitForm onSend={submit}>
        <Radios
          id="cc-increases"
          heading
          legend="Can we offer you a higher credit limit in future?"
          hint="If you say yes, we may raise your limit when we think you can afford it. We will tell you at least 30 days before, and you can say no. You can change your mind at any time."
          options={[
            { value: 'opt-in', label: 'Yes, you may offer me higher limits (opt in)' },
            { value: 'opt-out', label: 'No, do not raise my limit unless I ask (opt out)' },
          ]}
          value={app.details.increases}
          error={error}
          onChange={(value) => app.choose({ increases: value as 'opt-in' | 'opt-out' })}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
          <Button variant="secondary" onClick={() => go('your-offer')}>
            Back
          </Button>
        </div>
      </SubmitForm>
    </JourneyStep>
  );
});

/** repayment-options: the Direct Debit (minimum, a fixed amount, or the full balance) and the account it comes from. */
export const RepaymentOptionsStep = observer(function RepaymentOptionsStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  useEffect(() => {
    void app.loadAccounts();
  }, [app]);
  const { repayment, fixedAmount, accountId } = app.details;
  const limit = app.decision?.kind === 'accepted' ? app.decision.offer.creditLimit : 0;
  const fixedError = (): string | null => {
    if (repayment !== 'fixed') return null;
    const base = poundsError(fixedAmount, { allowZero: false });
    if (base) return base;
    const pence = parseWholePounds(fixedAmount) ?? 0;
    if (pence < 500) return 'A fixed amount must be at least £5';
    if (limit > 0 && pence > limit) return `A fixed amount cannot be more than your credit limit of ${formatMoney(limit)}`;
    return null;
  };
  const rules = () => ({ 'cc-repayment': selectionError(repayment), 'cc-fixed': fixedError(), 'cc-account': selectionError(accountId) });
  const shown = tried ? rules() : { 'cc-repayment': null, 'cc-fixed': null, 'cc-account': null };
  const state = app.optionsState;
  const send = async () => {
    const answer = await app.sendOptions();
    if (answer.kind === 'accepted') go(app.journey.pass('repayment-options'));
  };
  const submit = () => {
    setTried(true);
    if (errorsOf(rules()).length > 0) return app.journey.noteFailedSubmit();
    void send();
  };
  return (
    <JourneyStep step="repayment-options">
      <ErrorSummary errors={errorsOf(shown)} focusKey={app.journey.failedSubmits} />
      {/* The question is the form's heading; until the accounts have come, the page is named by this one. */}
      {app.accounts ? null : <h1>How would you like to repay?</h1>}
      <ProductLoad data={app.accountsLoad} loadingLabel="Loading your accounts" onRetry={() => void app.loadAccounts()}>
        {(accounts) => (
          <SubmitForm onSend={() => (app.optionsFrozen ? undefined : submit())}>
            <Radios
              id="cc-repayment"
              heading
              legend="How would you like to repay each month?"
              hint="By Direct Debit, on the payment date on your statement. You can pay more at any time."
              options={[
                {
                  value: 'minimum',
                  label: 'The minimum repayment',
                  hint: 'The interest and charges plus 1% of the balance, or £5, whichever is more. Paying only the minimum makes your balance take longer and cost more to repay.',
                },
                {
                  value: 'fixed',
                  label: 'A fixed amount',
                  hint: 'If the minimum repayment is more, we take the minimum instead.',
                  conditional: (
                    <WholeNumberField
                      id="cc-fixed"
                      label="Amount each month, in pounds"
                      value={fixedAmount}
                      readOnly={app.optionsFrozen}
                      error={shown['cc-fixed']}
                      onChange={(value) => app.choose({ fixedAmount: value })}
                    />
                  ),
                },
                { value: 'full', label: 'The full balance', hint: 'You pay no interest on purchases when you repay in full each month.' },
              ]}
              value={repayment}
              error={shown['cc-repayment']}
              disabled={app.optionsFrozen}
              onChange={(value) => app.choose({ repayment: value as 'minimum' | 'fixed' | 'full' })}
            />
            <Radios
              id="cc-account"
              legend="Which account should the Direct Debit come from?"
              options={accounts.map((a) => ({ value: a.id, label: `${a.name} ${a.label}` }))}
              value={accountId}
              error={shown['cc-account']}
              disabled={app.optionsFrozen}
              onChange={(value) => app.choose({ accountId: value })}
            />
            {state.kind === 'refused' ? (
              <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
            ) : null}
            {state.kind === 'unknown' ? (
              <LostAnswerNotice subject="choices" retrying={state.kind !== 'unknown'} onRetry={() => void send()}>
                <p>Trying again sends the same choices with the same key: the bank records them once.</p>
              </LostAnswerNotice>
            ) : (
              <div className="button-group">
                <ConfirmButton submit sending={state.kind === 'sending'} onConfirm={() => undefined}>
                  Continue
                </ConfirmButton>
                <Button variant="secondary" onClick={() => go('credit-limit-options')}>
                  Back
                </Button>
              </div>
            )}
          </SubmitForm>
        )}
      </ProductLoad>
    </JourneyStep>
  );
});
