import { useNavigate } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';

export const NewSessionTexts = {
  title: 'Start a new session',
  body: 'Your previous Online Banking session has ended. To carry on, please log on again.',
  logOn: 'Log on',
} as const;

/** /authentication/new-session: a session that ended elsewhere; the customer starts again. */
export function NewSessionPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title={NewSessionTexts.title}>
      <p>{NewSessionTexts.body}</p>
      <div className="button-group">
        <Button onClick={() => navigate('/authentication/username', { replace: true })}>{NewSessionTexts.logOn}</Button>
      </div>
    </AuthLayout>
  );
}
