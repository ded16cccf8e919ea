import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatMoney } from '../../../core/accounts/money';
import { fallbackFor } from '../../../core/products/loans/loan-rules';
import { failurePanel } from '../../../core/shell/failure-panel';
import { useOptionalInjection, useViewModel } from '../../di/container-context';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { ProductLoad } from '../ProductLoad';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { useReauthentication } from '../../signing/use-reauthentication';
import { Loader } from '../../shared/Loader';
import { AgreementPdf } from '../../shared/my-documents/AgreementPdf';
import { RichText } from '../../shared/RichText';
import { accountLine } from './LoanAccountPage';
import { LoanAccountsViewModel } from './loan-account.view-model';
import { LoanDecisionViewModel } from './loan-decision.view-model';
import { AdequateExplanation } from '../lending/AdequateExplanation';
import { useLoanJourney, useLoanNavigate } from './loan-journey';

/** What the bank lists now, after a lost answer: the loans held and the account the money was to go to. */
const WhatTheBankLists = observer(function WhatTheBankLists({ accountId }: { accountId: string }) {
  const vm = useViewModel(LoanAccountsViewModel);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return (
    <ProductLoad data={vm.accounts} loadingLabel="Looking at what the bank lists now" onRetry={vm.start}>
      {({ payout, loans }) => (
        <>
          <h3>Your loans with us now</h3>
          {loans.length === 0 ? <p>None.</p> : <ul>{loans.map((l) => <li key={l.id}>{`${accountLine(l)}: ${formatMoney(l.balance)}`}</li>)}</ul>}
          {payout
            .filter((a) => a.id === accountId)
            .map((a) => (
              <p key={a.id}>
                {accountLine(a)} balance now: {formatMoney(a.balance)}
              </p>
            ))}
        </>
      )}
    </ProductLoad>
  );
});

/**
 * decision: the bank decides on the answers. Referred or declined: the fallback page of that name.
 * Accepted: the hard search is said before the button, and apply goes once through the journey's
 * confirmation (a double press joins; a lost answer shows what the bank lists, retried with the same key).
 */
export const LoanDecisionPage = observer(function LoanDecisionPage() {
  const journey = useLoanJourney();
  const vm = useViewModel(LoanDecisionViewModel);
  const accountsState = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const go = useLoanNavigate();
  const { quote, accountId } = journey.details;
  // The page draws and signs one snapshot of the application, taken when it shows it.
  useEffect(() => vm.review({ quote, accountId }), [vm, quote, accountId]);
  const reviewed = vm.reviewed;
  const applicationId = reviewed?.application.applicationId ?? '';
  const state = journey.confirmState;
  const reauthentication = useReauthentication(journey);
  // The decision was made at submission (the account page); this page only carries it out.
  const decision = journey.details.decision;
  const showing = state.kind === 'ready' && decision === 'accepted';
  useEffect(() => {
    if (showing) void vm.showAgreement(applicationId);
    return () => vm.dispose();
  }, [vm, applicationId, showing]);
  const fallback = decision ? fallbackFor(decision) : null;
  useEffect(() => {
    if (fallback) go(fallback, { replace: true });
  }, [fallback, go]);

  const apply = async () => {
    const result = await vm.sign(journey, reauthentication.pressOptions());
    // Nothing on screen to sign, or held on the same loan still out or lost: the notice shows, nothing was sent.
    if (!result) return;
    reauthentication.note(result);
    // Balances must ask the bank again: the loan and the money may be there (accepted or unknown).
    if (result.kind !== 'refused') accountsState?.reset();
    if (result.kind === 'accepted') go(journey.pass('decision') as 'complete');
  };

  const body = () => {
    if (state.kind === 'unknown') {
      return (
        <>
          <h1>Your loan application</h1>
          <LostAnswerNotice subject="loan application" retrying={journey.sending} onRetry={() => void apply()}>
            <WhatTheBankLists accountId={reviewed?.application.accountId ?? accountId} />
          </LostAnswerNotice>
        </>
      );
    }
    if (!decision) {
      return (
        <>
          <h1>Your loan decision</h1>
          <p>
            We have no decision yet. <Link to="../account">Submit your application</Link> to get one.
          </p>
        </>
      );
    }
    if (fallback) return <Loader label="Getting your decision" />;
    return (
      <>
        <ErrorSummary errors={reauthentication.summary} focusKey={reauthentication.field.failures} />
        <h1>Good news: we can offer you this loan</h1>
        {reviewed ? (
          <p className="loan-playback">
            {formatMoney(reviewed.quote.amount)} over {reviewed.quote.termMonths} months, {formatMoney(reviewed.quote.monthlyRepayment)} a month
          </p>
        ) : null}
        {state.kind === 'refused' && !reauthentication.refusalSaidInField ? <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} /> : null}
        <AdequateExplanation product="loan" />
        <section aria-labelledby="loan-agreement-heading">
          <h2 id="loan-agreement-heading">Your loan agreement</h2>
          <p>Read your agreement before you sign it. It is also a PDF that you can open here and download to keep.</p>
          <ProductLoad data={vm.agreement} loadingLabel="Loading your loan agreement" onRetry={() => void vm.showAgreement(applicationId)}>
            {(agreement) => (
              <>
                <div className="loan-agreement">
                  <RichText html={agreement.html} />
                </div>
                <AgreementPdf pdf={agreement.pdf} label="unsigned loan agreement" fileName={`loan-agreement-${applicationId}.pdf`} />
              </>
            )}
          </ProductLoad>
        </section>
        <p className="loan-note">
          We did a hard search of your credit file when you submitted your application, and decided on it. Signing makes the agreement: it does not search
          again.
        </p>
        <p>Signing makes the loan agreement and pays the loan into your account. You then have 14 days to change your mind.</p>
        <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked} disabled={journey.sending} />
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={() => void apply()}>
            I agree – sign the agreement
          </ConfirmButton>
        </div>
        <p className="loan-back">
          <Link to="../account">Back</Link>
        </p>
      </>
    );
  };
  return <JourneyStep step="decision">{body()}</JourneyStep>;
});
