import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../core/accounts/calendar-date';
import type { ApplicationStatus } from '../../../core/products/cards/credit-card';
import { LoadCardApplicationStatus, LoadSignedAgreement, LoadUnsignedAgreement, SignCardAgreement } from '../../../core/products/cards/credit-card.use-cases';
import { failurePanel } from '../../../core/shell/failure-panel';
import { useInjection, useOptionalInjection } from '../../di/container-context';
import { ResetAccounts } from '../../../core/accounts/reset-accounts.use-case';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { RichText } from '../../shared/RichText';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { useReauthentication } from '../../signing/use-reauthentication';
import { useCardApplication } from './CardsJourney';
import { AgreementPdf } from '../../shared/my-documents/AgreementPdf';
import { ProductLoad, useApplicationLoad } from '../ProductLoad';
import { withdrawalText } from '../../../core/products/lending/withdrawal';

/**
 * The pre-contract information and the adequate explanation load as a chunk of their own when the
 * agreement step opens: inline they put this route 1.1 KiB over its 60 KiB budget (docs/architecture.md).
 */
const PreContractSection = lazy(() => import('./PreContractSection'));

/** What the bank lists for the application, after a lost answer on signing. */
function SignedStatus({ applicationId }: { applicationId: string }) {
  const load = useInjection(LoadCardApplicationStatus);
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void load.execute(applicationId).then((result) => {
      if (!live) return;
      if (result.ok) setStatus(result.value);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [load, applicationId]);
  if (failed) return <p>We could not ask the bank what it lists now. Please try again in a moment.</p>;
  if (!status) return <Loader label="Asking the bank what it lists" />;
  return status.card ? (
    <p>
      <strong>The bank lists your agreement as signed:</strong> your card ends in {status.card.lastFour}. Trying again shows its confirmation; it does not
      sign twice.
    </p>
  ) : (
    <p>
      <strong>The bank does not list your agreement as signed yet.</strong>
    </p>
  );
}

/** agreement: the unsigned agreement as HTML in the page and as a PDF; 'I agree – sign the agreement', never twice. */
export const AgreementStep = observer(function AgreementStep() {
  const app = useCardApplication();
  const go = useJourneyNavigate();
  const loadAgreement = useInjection(LoadUnsignedAgreement);
  const sign = useInjection(SignCardAgreement);
  // The accounts list, where the accounts area has loaded it: signing adds the card to it.
  const resetAccounts = useOptionalInjection(ResetAccounts);
  const journey = app.journey;
  const applicationId = app.offerId;
  const { data: agreementLoad, retry } = useApplicationLoad(loadAgreement, applicationId);
  const chosen = JSON.stringify(app.chosen);
  useEffect(() => {
    // The review on screen is this application with these choices: its key is made now and kept for every try.
    if (applicationId) journey.beginReview({ applicationId, options: chosen });
  }, [journey, applicationId, chosen]);
  const state = journey.confirmState;
  // The bank may hold signing for a Re-authentication Security Code (0004): the kit's field, the same key.
  const reauthentication = useReauthentication(journey);
  const confirm = async () => {
    const result = await app.sign(sign, reauthentication.pressOptions());
    if (!result) return;
    reauthentication.note(result);
    // Signed, or maybe signed: Balances asks the bank again rather than show a list without the card.
    if (result.kind === 'accepted' || result.kind === 'unknown') resetAccounts?.execute();
    if (result.kind === 'accepted') go('complete');
  };
  if (!applicationId || !app.optionsAccepted) {
    return (
      <JourneyStep step="agreement">
        <h1>Your credit card agreement</h1>
        <p>Your choices changed since the bank recorded them. Please confirm how you would like to repay.</p>
        <Button onClick={() => go('repayment-options')}>Back to repayment options</Button>
      </JourneyStep>
    );
  }
  return (
    <JourneyStep step="agreement">
      <ErrorSummary errors={reauthentication.summary} focusKey={reauthentication.field.failures} />
      <h1>Your credit card agreement</h1>
      <Suspense fallback={<Loader label="Loading your pre-contract credit information" />}>
        <PreContractSection applicationId={applicationId} />
      </Suspense>
      <p>Read your agreement before you sign it. It is also a PDF that you can open here and download to keep.</p>
      <ProductLoad data={agreementLoad} loadingLabel="Loading your agreement" onRetry={retry}>
        {(agreement) => (
          <>
            <section className="cc-agreement" aria-label="Your credit card agreement">
              <RichText html={agreement.html} />
            </section>
            <AgreementPdf pdf={agreement.pdf} label="unsigned agreement" fileName="credit-card-agreement.pdf" />
            <p>
              By pressing &lsquo;I agree &ndash; sign the agreement&rsquo; you sign this agreement electronically. You can withdraw within 14 days, starting the day
              after you sign, without giving a reason.
            </p>
            {state.kind === 'refused' && !reauthentication.refusalSaidInField ? (
              <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
            ) : null}
            {state.kind === 'unknown' ? (
              <section className="lost-answer" role="status" aria-labelledby="cc-lost-title">
                <h2 id="cc-lost-title">We did not get an answer from the bank</h2>
                <p>Your agreement may have been signed. Please check what the bank lists below before you try again.</p>
                <SignedStatus applicationId={applicationId} />
                <p>Trying again will not sign your agreement twice.</p>
                <Button onClick={() => void confirm()}>Try again</Button>
              </section>
            ) : (
              <>
                <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked} disabled={journey.sending} />
                <div className="button-group">
                  <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
                    I agree &ndash; sign the agreement
                  </ConfirmButton>
                  <Button variant="secondary" onClick={() => go('repayment-options')}>
                    Back
                  </Button>
                </div>
              </>
            )}
          </>
        )}
      </ProductLoad>
    </JourneyStep>
  );
});

/** complete: the card's last 4 digits, when it arrives, when the 14 days to withdraw end; the signed PDF. */
export const CompleteStep = observer(function CompleteStep() {
  const app = useCardApplication();
  const loadSigned = useInjection(LoadSignedAgreement);
  const state = app.journey.confirmState;
  const applicationId = app.offerId;
  const { data: signedLoad, retry } = useApplicationLoad(loadSigned, applicationId);
  if (state.kind !== 'accepted') {
    return (
      <JourneyStep step="complete">
        <h1>Credit card</h1>
        <p>
          <Link to="/summary">Back to Balances</Link>
        </p>
      </JourneyStep>
    );
  }
  const card = state.outcome;
  return (
    <JourneyStep step="complete">
      <div className="cc-confirmation">
        <h1>Your credit card agreement is signed</h1>
        <p>
          Your card ends in <strong>{card.lastFour}</strong>
        </p>
      </div>
      <p>Your card will arrive by post by {formatLongDate(card.arrivesBy)}. Your PIN comes separately, a few days later.</p>
      <h2>Your right to withdraw</h2>
      <p>{withdrawalText({ agreement: 'credit card', endDate: formatLongDate(card.withdrawalEnds) })}</p>
      <h2>Your signed agreement</h2>
      <ProductLoad data={signedLoad} loadingLabel="Loading your signed agreement" onRetry={retry} headingLevel={3}>
        {(pdf) => <AgreementPdf pdf={pdf} label="signed agreement" fileName="credit-card-agreement-signed.pdf" />}
      </ProductLoad>
      <p>Your new card is on Balances now.</p>
      <p>
        <Link to="/summary">Back to Balances</Link>
      </p>
    </JourneyStep>
  );
});
