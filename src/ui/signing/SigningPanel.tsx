import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { ReferenceTooShortTexts, signingWording, type SigningDevice } from '../../core/signing/signing-device';
import { ReauthenticationTexts } from '../../core/signing/reauthentication-rules';
import { Button } from '../shared/Button';
import { TextField } from '../shared/TextField';
import { ReferenceTooShortModal } from './ReferenceTooShortModal';
import { SigningDigitsView, signingDigitsSpokenId } from './SigningDigitsView';
import { SigningInstructions } from './SigningInstructions';
import type { SigningFormState } from './signing-form.store';
import './signing.css';

export const signingCodeFieldId = 'transaction-security-code';
/** The notice that says why a reference under 4 digits cannot sign (the error summary links to it). */
export const signingNoticeId = 'signing-reference-notice';

export interface SigningPanelProps {
  form: SigningFormState;
  device: SigningDevice;
  headingLevel?: number;
}

/**
 * The signing block of a review page: the instructions for the customer's device, the digits to key
 * in (with the 8-digit display), the code field, OLR_0043 and the lock. A reference under 4 digits
 * opens its explanatory modal once, and a button opens it again.
 */
export const SigningPanel = observer(function SigningPanel({ form, device, headingLevel = 2 }: SigningPanelProps) {
  const wording = signingWording(device, form.kind);
  const digits = form.digits;
  const tooShort = form.cannotSign !== null;
  const [modalOpen, setModalOpen] = useState(tooShort);
  const messageRef = useRef<HTMLDivElement>(null);

  // The review binds its subject after the first render: the modal opens once it is known to be too short.
  useEffect(() => {
    if (tooShort) setModalOpen(true);
  }, [tooShort]);

  useEffect(() => {
    form.start();
    return () => form.dispose();
  }, [form]);

  // A wrong code or a lock is announced and takes focus, so a keyboard user hears it at once.
  useEffect(() => {
    if (form.serverMessage || form.locked) messageRef.current?.focus();
  }, [form.serverMessage, form.locked]);

  return (
    <div className="signing">
      <SigningInstructions wording={wording} headingLevel={headingLevel} />
      {form.kind === 'transaction' && digits && form.subject ? (
        <SigningDigitsView digits={digits} device={device} identifierKind={form.subject.kind} />
      ) : null}
      {tooShort ? (
        <div className="signing__notice" id={signingNoticeId} tabIndex={-1}>
          <p>
            {ReferenceTooShortTexts.title}. {form.cannotSign}
          </p>
          <Button variant="link" onClick={() => setModalOpen(true)}>
            {ReferenceTooShortTexts.open}
          </Button>
          <ReferenceTooShortModal open={modalOpen} onClose={() => setModalOpen(false)} />
        </div>
      ) : null}
      <div ref={messageRef} tabIndex={-1} className="signing__messages" aria-live="assertive">
        {form.serverMessage ? <p className="field-error">{form.serverMessage}</p> : null}
        {form.locked ? (
          <p className="field-error" data-testid="signing-locked">
            {form.kind === 'transaction'
              ? `You have entered an incorrect Transaction Security Code 3 times. For your security you can try again in ${form.secondsUntilRelease} seconds.`
              : ReauthenticationTexts.locked(form.secondsUntilRelease)}
          </p>
        ) : null}
      </div>
      <TextField
        id={signingCodeFieldId}
        label={wording.codeLabel}
        hint={wording.codeHint}
        value={form.code}
        onChange={form.setCode}
        onFocus={() => form.touch.focus('code')}
        onBlur={() => form.touch.blur('code')}
        error={form.fieldError}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        disabled={form.locked || form.frozen}
        className="signing__code"
        describedBy={form.kind === 'transaction' && digits && form.subject ? signingDigitsSpokenId : undefined}
      />
    </div>
  );
});
