import { useNavigate } from 'react-router-dom';
import { ForgottenDskPasswordTexts, PasswordTexts } from '../../../core/auth-forms/later-log-on-texts';
import { Button } from '../../shared/Button';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';

export const forgottenDskPasswordPath = '/authentication/forgotten-dsk-password';

/** 'Forgotten your Digital Secure Key password?' (docs/rules/log-on-screens.md): the app resets it, not this site. */
export function ForgottenDskPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title={ForgottenDskPasswordTexts.heading}>
      <p>{ForgottenDskPasswordTexts.body}</p>
      <div className="button-group">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {PasswordTexts.back}
        </Button>
      </div>
    </AuthLayout>
  );
}
