import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router-dom';
import { emailError, emailMaxLength, likelyTypo, normaliseEmail, repeatEmailError } from '../../core/my-details/email-rules';
import { ChangeEmail } from '../../core/my-details/my-details.use-cases';
import { failurePanel } from '../../core/shell/failure-panel';
import { useInjection } from '../di/container-context';
import { ConfirmButton } from '../journey/ConfirmButton';
import { useJourney } from '../journey/journey-context';
import { JourneyStep } from '../journey/JourneyStep';
import { LostAnswerNotice } from '../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../journey/use-journey-navigate';
import { Button } from '../shared/Button';
import { ErrorSummary, type SummaryError } from '../shared/ErrorSummary';
import { FailurePanelView } from '../shared/FailurePanelView';
import { TextField } from '../shared/TextField';
import { ReauthenticationField } from '../signing/ReauthenticationField';
import { useReauthentication } from '../signing/use-reauthentication';
import type { EmailStore } from './EmailJourney';
import { CurrentEmail } from './CurrentEmail';
import { SubmitForm } from '../shared/SubmitForm';

/** email-details: the address the bank holds, and the way to change it. */
export const EmailDetailsStep = observer(function EmailDetailsStep() {
  const journey = useJourney<EmailStore>();
  const go = useJourneyNavigate();
  return (
    <>
      <p>
        <Link to="/my-details">Back to My details</Link>
      </p>
      <h1>Your email address</h1>
      <p className="md-playback">{journey.details.current}</p>
      <p>We use this address to tell you when there is something new in your inbox or your documents. We never ask for your log on details by email.</p>
      <Button onClick={() => go('edit')}>Change email address</Button>
    </>
  );
});

/**
 * email-details/{editEmail} (docs/rules/customer-screens.md): opens the change form, taking nothing from the
 * address bar. An address in a path is kept by history, logs and analytics, so the
 * entry is replaced at once and the form starts empty: the customer types the new address.
 */
export function EmailEditLinkStep() {
  return <Navigate to="../edit" relative="path" replace />;
}

const emailId = 'new-email';
const repeatId = 'repeat-email';

/** email-details/edit: the new address twice (GOV.UK email field), checked before it is played back. */
export const EmailEditStep = observer(function EmailEditStep() {
  const journey = useJourney<EmailStore>();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const { email, repeat } = journey.details;
  const emailMessage = tried ? emailError(email) : null;
  const repeatMessage = tried && !emailMessage ? repeatEmailError(repeat, email) : null;
  const errors: SummaryError[] = [
    ...(emailMessage ? [{ fieldId: emailId, message: emailMessage }] : []),
    ...(repeatMessage ? [{ fieldId: repeatId, message: repeatMessage }] : []),
  ];
  const typo = likelyTypo(email);
  const submit = () => {
    setTried(true);
    if (emailError(email) || repeatEmailError(repeat, email)) {
      journey.noteFailedSubmit();
      return;
    }
    const next = journey.pass('details');
    journey.beginReview({ email: normaliseEmail(email) });
    go(next);
  };
  return (
    <JourneyStep step="details">
      <ErrorSummary errors={errors} focusKey={journey.failedSubmits} />
      <h1>Change your email address</h1>
      <SubmitForm onSend={submit}>
        <TextField
          id={emailId}
          label="New email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={emailMaxLength}
          value={email}
          error={emailMessage}
          onChange={(value) => journey.update({ email: value })}
        />
        {typo ? (
          <div className="md-note" role="status">
            <p>
              Did you mean <strong>{typo}</strong>?
            </p>
            <Button variant="secondary" onClick={() => journey.update({ email: typo })}>
              Use {typo}
            </Button>
          </div>
        ) : null}
        <TextField
          id={repeatId}
          label="Confirm new email address"
          hint="Type it again, so we know it is right."
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={emailMaxLength}
          value={repeat}
          error={repeatMessage}
          onChange={(value) => journey.update({ repeat: value })}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
          <Button variant="secondary" onClick={() => go('details')}>
            Back
          </Button>
        </div>
      </SubmitForm>
    </JourneyStep>
  );
});

/**
 * email-details/confirm: the new address played back, what the bank will send, then the outcome. The
 * bank holds every change of email address for re-authentication (0004): the kit's one
 * Re-authentication field then appears, and every try, a wrong code's too, keeps the key. A lost
 * answer keeps the code sent in the session's memory (the kit's), so Try again, on this page or after
 * leaving and coming back, sends the same code under the same key.
 */
export const EmailConfirmStep = observer(function EmailConfirmStep() {
  const journey = useJourney<EmailStore>();
  const go = useJourneyNavigate();
  const change = useInjection(ChangeEmail);
  const email = normaliseEmail(journey.details.email);
  const { current } = journey.details;
  const state = journey.confirmState;
  const reauthentication = useReauthentication(journey);
  const confirm = async () => {
    const result = await journey.confirm((key, codes) => change.execute(email, key, codes), reauthentication.pressOptions());
    reauthentication.note(result);
  };
  if (state.kind === 'accepted') {
    return (
      <JourneyStep step="confirm">
        <div className="panel" role="status">
          <h1>Your email address has been changed</h1>
        </div>
        <p>
          We now hold <strong className="md-email">{email}</strong>.
        </p>
        <p>
          We have sent an email to your old address, {current}, to say that it has changed, and one to {email} to confirm your new address. If you
          did not make this change, call us straight away.
        </p>
        <ul className="md-actions">
          <li>
            <Link to="/my-details">Back to My details</Link>
          </li>
        </ul>
      </JourneyStep>
    );
  }
  return (
    <JourneyStep step="confirm">
      <ErrorSummary errors={reauthentication.summary} focusKey={reauthentication.field.failures} />
      <h1>Check your new email address</h1>
      <p className="md-playback">{email}</p>
      <p>
        When you confirm, we will send an email to your old address, {current}, to say that it has changed, and one to {email} to confirm your new
        address.
      </p>
      <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked && state.kind !== 'unknown'} disabled={journey.sending} />
      {state.kind === 'refused' && !reauthentication.refusalSaidInField ? (
        <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
      ) : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject="change of email address" retrying={journey.sending} onRetry={() => void confirm()}>
          <CurrentEmail />
        </LostAnswerNotice>
      ) : (
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
            Confirm new email address
          </ConfirmButton>
          <Button variant="secondary" onClick={() => go('edit')}>
            Change it
          </Button>
        </div>
      )}
    </JourneyStep>
  );
});
