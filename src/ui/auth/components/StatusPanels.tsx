import { withPhone } from '../../../core/auth-forms/log-on-messages';
import { AuthCancelledTexts, AuthErrorTexts, ReadOnlyTexts } from '../../../core/auth-forms/later-log-on-texts';
import { Button } from '../../shared/Button';

/** READONLY (ELG006, FD138B): the customer chooses a Secure Key to get full access (docs/rules/access.md). */
export function ReadOnlyPanel({ phone, onProceed }: { phone: string; onProceed: () => void }) {
  return (
    <div className="panel panel--info" data-error-code="ELG006">
      <p>{ReadOnlyTexts.message}</p>
      <p>{ReadOnlyTexts.detail}</p>
      <p>{withPhone(ReadOnlyTexts.phone, phone)}</p>
      <div className="button-group">
        <Button onClick={onProceed}>{ReadOnlyTexts.proceed}</Button>
      </div>
    </div>
  );
}

/** AUTH_CANCELLED: the body under the page title (the title is the page heading). */
export function AuthCancelledPanel() {
  return (
    <div className="panel panel--info" data-error-code="AUTH_CANCELLED">
      <p>{AuthCancelledTexts.body}</p>
    </div>
  );
}

/** AUTH_ERROR: a call-us message and 'Back Home'. */
export function AuthErrorPanel({ phone, onBackHome }: { phone: string; onBackHome: () => void }) {
  return (
    <div className="panel panel--error" data-error-code="AUTH_ERROR">
      <p>{withPhone(AuthErrorTexts.callUs, phone)}</p>
      <div className="button-group">
        <Button onClick={onBackHome}>{AuthErrorTexts.backHome}</Button>
      </div>
    </div>
  );
}
