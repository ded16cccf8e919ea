import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { isConsentKind, type Consent } from '../../../core/open-banking/consent';
import { canRevoke } from '../../../core/open-banking/consent-status';
import { revocationConsequences, revocationTitle, revokedTitle } from '../../../core/open-banking/revocation';
import { RevokeConsent } from '../../../core/open-banking/revoke-consent.use-case';
import type { ChangeOutcome } from '../../../core/manage-money/change.use-case';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { failurePanel } from '../../../core/shell/failure-panel';
import { balancesPath } from '../../../core/shell/start-route';
import { useInjection, useViewModel } from '../../di/container-context';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import { JourneyStep } from '../../journey/JourneyStep';
import { JourneyStore } from '../../journey/journey.store';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { fallbackOf, useLoadOnce } from '../../shared/manage-money/use-loaded-once';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { ReauthenticationFieldState } from '../../signing/reauthentication-field.state';
import { commonRows } from '../consent/ConsentDetails';
import { ConsentsViewModel } from '../consents.view-model';
import { consentPath, openBankingPath } from '../open-banking-paths';
import { SectionNotFound } from '../SectionNotFound';
import { ConsentNow } from './ConsentNow';

/** A new flow of stopping a consent: the warning (its review) first, then the outcome. */
export function revokeFlow(keys: IdempotencyKeys, outcomes: RequestJournal, consent: Consent): JourneyStore<RevokeDetailsState, ChangeOutcome> {
  const store = new JourneyStore<RevokeDetailsState, ChangeOutcome>({
    steps: ['review', 'confirm'],
    confirmStep: 'review',
    initial: { consent },
    keys,
    journal: rememberedIn(outcomes, journeyScopes.revokeAccess),
  });
  // The warning is the confirmation page, shown first: its Idempotency-Key is made now.
  store.beginReview({ consent });
  return store;
}

/** The journey's state: the consent as the bank listed it when the customer began. */
interface RevokeDetailsState {
  consent: Consent;
}
type RevokeStore = JourneyStore<RevokeDetailsState, ChangeOutcome>;

/**
 * open-banking/{section}/{id}/revoke: the warning with its confirmation (index, the journey's review
 * step) and the outcome (confirm), on the journey kit. Two clicks from the consent's page, no
 * obstruction (the guidelines): Stop access, then Stop access on the warning. The Idempotency-Key is
 * made when the warning is shown and every try of it (a double press, a retry after a lost answer)
 * sends that key.
 */
export const RevokeJourney = observer(function RevokeJourney() {
  const { section, consentId = '' } = useParams();
  const vm = useViewModel(ConsentsViewModel);
  useLoadOnce(() => vm.load(), () => vm.dispose());
  const consent = isConsentKind(section) ? vm.consent(section, consentId) : null;
  if (!consent) return <>{fallbackOf(vm.data, 'Loading this access', () => void vm.load(), <SectionNotFound title="Access not found" />)}</>;
  if (!canRevoke(consent, vm.today)) {
    return (
      <div className="open-banking">
        <h1>This access has already ended</h1>
        <p>{consent.provider.name} no longer has this access, so there is nothing to stop.</p>
        <p>
          <Link to={consentPath(consent.kind, consent.id)}>Back to {consent.provider.name}</Link>
        </p>
      </div>
    );
  }
  return (
    <JourneyLayout
      confirms={{ subject: 'request to stop this access' }}
      create={(keys, outcomes) => revokeFlow(keys, outcomes, consent)}
    />
  );
});

function Warning({ consent }: { consent: Consent }) {
  return (
    <div className="mm-warning" data-testid="revocation-warning">
      {revocationConsequences(consent).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export const RevokeReview = observer(function RevokeReview() {
  const journey = useJourney<RevokeStore>();
  const go = useJourneyNavigate();
  const useCase = useInjection(RevokeConsent);
  const { consent } = journey.details;
  const state = journey.confirmState;
  // After 0004 (stopping a payment consent) the kit's field: the next press sends the code, same key.
  const [field] = useState(() => new ReauthenticationFieldState());
  const asked = journey.asksForReauthenticationCode;
  const confirm = async () => {
    const result = await journey.confirm((key, codes) => useCase.execute({ consentId: consent.id }, key, codes), asked ? { codes: field.take() } : {});
    field.noteResult(result, asked);
    if (result.kind === 'accepted') go(journey.pass('review'));
  };
  return (
    <JourneyStep step="review">
      <ErrorSummary errors={field.summary(asked)} focusKey={field.failures} />
      <div className="open-banking">
        <p>
          <Link to={consentPath(consent.kind, consent.id)}>Back</Link>
        </p>
        <h1>{revocationTitle(consent)}</h1>
        <DetailsList rows={commonRows(consent, 'active')} />
        <Warning consent={consent} />
        <ReauthenticationField field={field} asked={asked && state.kind !== 'unknown'} disabled={journey.sending} />
        {state.kind === 'refused' && !(asked && field.message) ? (
          <FailurePanelView panel={{ ...failurePanel({ code: state.code }), message: state.message ?? failurePanel({ code: state.code }).message }} headingLevel={2} />
        ) : null}
        {state.kind === 'unknown' ? (
          <LostAnswerNotice subject="request to stop this access" retrying={journey.sending} onRetry={() => void confirm()}>
            <ConsentNow consent={consent} />
          </LostAnswerNotice>
        ) : (
          <div className="button-group">
            <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
              Stop access
            </ConfirmButton>
            <Link to={consentPath(consent.kind, consent.id)} className="button button--secondary">
              Keep access
            </Link>
          </div>
        )}
      </div>
    </JourneyStep>
  );
});

export const RevokeConfirm = observer(function RevokeConfirm() {
  const journey = useJourney<RevokeStore>();
  const { consent } = journey.details;
  return (
    <JourneyStep step="confirm">
      <div className="open-banking">
        <div className="panel" role="status">
          <h1>{revokedTitle(consent)}</h1>
        </div>
        <ConsentNow consent={consent} />
        <ul className="mm-actions">
          <li>
            <Link to={openBankingPath}>Back to open banking</Link>
          </li>
          <li>
            <Link to={balancesPath}>Balances</Link>
          </li>
        </ul>
      </div>
    </JourneyStep>
  );
});
