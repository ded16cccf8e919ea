import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { leaveWhileUnknownWords } from '../../../core/journey/unknown-outcome-words';
import { isConsentKind, providerLabel } from '../../../core/open-banking/consent';
import type { ProviderReturn } from '../../../core/open-banking/authorisation.use-cases';
import { authorisationPageTexts, OpenBankingErrorCodes } from '../../../core/open-banking/open-banking-errors';
import { refusedRedirectBody, refusedRedirectText } from '../../../core/open-banking/redirect-rule';
import { failurePanel } from '../../../core/shell/failure-panel';
import { useViewModel } from '../../di/container-context';
import { useLeaveGuard } from '../../shell/use-leave-guard';
import { LoadedContent } from '../../shared/manage-money/ListStates';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { SectionNotFound } from '../SectionNotFound';
import { AuthorisationForm } from './AuthorisationForm';
import { AuthorisationViewModel } from './authorisation.view-model';

/**
 * An expired or unknown request: its own page, saying nothing was shared. Where the bank knows the
 * provider, 'Return to {provider}' is the error redirect back to it: no dead end.
 */
function RequestEnded({ which, back }: { which: 'expired' | 'notFound'; back: ProviderReturn | null }) {
  const text = authorisationPageTexts[which];
  return (
    <div className="open-banking" data-error-code={which === 'expired' ? OpenBankingErrorCodes.authorisationExpired : OpenBankingErrorCodes.authorisationNotFound}>
      <h1>{text.title}</h1>
      {text.body.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {back ? (
        <p>
          {/* Only the bank's registered address for this provider, built by core's error-redirect rule. */}
          <a className="button" href={back.url}>
            Return to {back.providerName}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * open-banking/{section}/authorisation/{authState}[/{id}] (docs/rules/customer-screens.md): where a provider sends the customer to approve
 * access. Nothing of the page's own address but the {authState} segment is read: a `redirect_uri`
 * (or anything else) in its query is ignored, because only the bank's answer says where to go.
 */
export function AuthorisationPage() {
  const { section, authState = '' } = useParams();
  // A new request is a new page: nothing chosen or typed for one request carries over to another.
  return <AuthorisationScreen key={`${section}/${authState}`} section={section} authState={authState} />;
}

/** What an unknown answer is called in the leave warning (the notice's words: 'answer to this request'). */
const answerWords = { subject: 'answer to this request' };

const AuthorisationScreen = observer(function AuthorisationScreen({ section, authState }: { section: string | undefined; authState: string }) {
  const vm = useViewModel(AuthorisationViewModel);
  useEffect(() => {
    void vm.load(authState);
    return () => vm.dispose();
  }, [vm, authState]);
  // Leaving asks while an answer is out or lost: the bank may have acted on it. Read
  // again at the moment of leaving, so the bank's accepted answer leaves for the provider unasked.
  useLeaveGuard(vm.awaitingAnswer, { words: leaveWhileUnknownWords(answerWords), stillNeeded: vm.isAwaitingAnswer });
  if (!isConsentKind(section)) return <SectionNotFound />;
  // a request opened under another section (an information-sharing request under
  // recurring-payments) is not found there; nothing of it is shown or can be answered.
  if (vm.request.value && vm.request.value.kind !== section) return <SectionNotFound />;
  const state = vm.request.state;
  if (state.status === 'failed' && state.error.code === OpenBankingErrorCodes.authorisationExpired) return <RequestEnded which="expired" back={vm.providerReturn} />;
  if (state.status === 'failed' && state.error.code === OpenBankingErrorCodes.authorisationNotFound) return <RequestEnded which="notFound" back={vm.providerReturn} />;
  const answered = vm.approveState.kind === 'refused' ? vm.approveState : vm.declineState.kind === 'refused' ? vm.declineState : null;
  if (answered?.code === OpenBankingErrorCodes.authorisationExpired) return <RequestEnded which="expired" back={vm.providerReturn} />;
  if (vm.outcome && !vm.outcome.redirect.ok) {
    return (
      <FailurePanelView
        panel={{ ...failurePanel({ code: OpenBankingErrorCodes.redirectRefused }), title: refusedRedirectText.title, message: refusedRedirectBody(vm.outcome.redirect.reason) }}
      />
    );
  }
  return (
    <LoadedContent data={vm.request} loadingLabel="Loading the provider's request" onRetry={() => void vm.load(authState)}>
      {(request) =>
        vm.outcome ? (
          <div className="open-banking" role="status">
            <h1>Taking you back to {providerLabel(request.provider)}</h1>
            <p>{vm.outcome.decision === 'approve' ? 'You have given access.' : 'You have declined. Nothing has been shared.'}</p>
            {vm.outcome.redirect.ok ? (
              <p>
                {/* Only ever the bank's address, judged by the redirect rule: for a browser that does not move on by itself. */}
                <a href={vm.outcome.redirect.url}>Continue to {request.provider.name}</a>
              </p>
            ) : null}
          </div>
        ) : (
          <AuthorisationForm vm={vm} request={request} />
        )
      }
    </LoadedContent>
  );
});
