import { observer } from 'mobx-react-lite';
import { kindTitles, providerLabel } from '../../../core/open-banking/consent';
import type { AuthorisationRequest } from '../../../core/open-banking/open-banking.port';
import { failurePanel } from '../../../core/shell/failure-panel';
import { signingWording } from '../../../core/signing/signing-device';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { TextField } from '../../shared/TextField';
import { SigningInstructions } from '../../signing/SigningInstructions';
import { AccountChoice } from './AccountChoice';
import { AuthorisationLookup } from './AuthorisationLookup';
import { RequestDetails } from './RequestDetails';
import { accountFieldId, codeFieldId, type AuthorisationViewModel } from './authorisation.view-model';
import { ReauthenticationTexts } from '../../../core/signing/reauthentication-rules';
import { SubmitForm } from '../../shared/SubmitForm';

const lostSubject = 'answer to this request';

/** Who is asking, for what, until when; the accounts; the code; Approve or Decline. */
export const AuthorisationForm = observer(function AuthorisationForm({ vm, request }: { vm: AuthorisationViewModel; request: AuthorisationRequest }) {
  const wording = signingWording(vm.device, 'reauthentication');
  const errors = [
    vm.accountsError ? { fieldId: accountFieldId(request.accounts[0]?.id ?? ''), message: vm.accountsError } : null,
    vm.serverMessage ? { fieldId: codeFieldId, message: vm.serverMessage } : vm.codeError ? { fieldId: codeFieldId, message: vm.codeError } : null,
  ].filter((e): e is { fieldId: string; message: string } => e !== null);
  const refused = vm.approveState.kind === 'refused' && vm.serverMessage === null ? vm.approveState : vm.declineState.kind === 'refused' ? vm.declineState : null;
  const lost = vm.approveState.kind === 'unknown' ? 'approve' : vm.declineState.kind === 'unknown' ? 'decline' : null;
  return (
    <div className="open-banking">
      <ErrorSummary errors={errors} focusKey={vm.failedSubmits} />
      <h1>{providerLabel(request.provider)} is asking for access</h1>
      <p className="hint">{kindTitles[request.kind]}</p>
      <RequestDetails request={request} />
      <SubmitForm onSend={() => vm.approve()}>
        <AccountChoice vm={vm} request={request} />
        <SigningInstructions wording={wording} headingLevel={2} />
        <div aria-live="assertive" className="signing__messages">
          {vm.locked ? (
            <p className="field-error" data-testid="signing-locked">
              {ReauthenticationTexts.locked(vm.secondsUntilRelease)}
            </p>
          ) : null}
        </div>
        <TextField
          id={codeFieldId}
          label={wording.codeLabel}
          hint={wording.codeHint}
          value={vm.code}
          onChange={vm.setCode}
          onFocus={() => vm.touch.focus('code')}
          onBlur={() => vm.touch.blur('code')}
          error={vm.serverMessage ?? vm.codeError}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          disabled={vm.locked || vm.frozen}
        />
        {refused ? <FailurePanelView panel={{ ...failurePanel({ code: refused.code }), message: refused.message ?? failurePanel({ code: refused.code }).message }} headingLevel={2} /> : null}
        {lost ? (
          <LostAnswerNotice subject={lostSubject} retrying={vm.sending} onRetry={() => void (lost === 'approve' ? vm.approve() : vm.decline())}>
            <AuthorisationLookup authState={request.authState} />
          </LostAnswerNotice>
        ) : (
          <div className="button-group">
            <ConfirmButton submit sending={vm.approveState.kind === 'sending'} onConfirm={() => void vm.approve()}>
              Approve
            </ConfirmButton>
            <Button variant="secondary" aria-disabled={vm.sending || undefined} onClick={() => void vm.decline()}>
              {vm.declineState.kind === 'sending' ? 'Sending…' : 'Decline'}
            </Button>
          </div>
        )}
      </SubmitForm>
    </div>
  );
});
