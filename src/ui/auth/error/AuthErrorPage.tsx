import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';
import { AuthCancelledPanel, AuthErrorPanel, ReadOnlyPanel } from '../components/StatusPanels';
import { AuthErrorViewModel } from './auth-error.view-model';

const actionTexts = { logOnAgain: 'Log on again', register: 'Register', legacyLogOn: 'Continue to log on' } as const;

/** The log-on error pages, the read-only panel, AUTH_CANCELLED and AUTH_ERROR. */
export const AuthErrorPage = observer(function AuthErrorPage() {
  const vm = useViewModel(AuthErrorViewModel);
  const { code } = useParams();
  const view = vm.viewFor(code);

  return (
    <AuthLayout title={view.title} onBackToLogOn={() => void vm.backToLogOn()}>
      {view.kind === 'readOnly' ? <ReadOnlyPanel phone={vm.phone} onProceed={() => void vm.proceed()} /> : null}
      {view.kind === 'authCancelled' ? <AuthCancelledPanel /> : null}
      {view.kind === 'authError' ? <AuthErrorPanel phone={vm.phone} onBackHome={vm.backHome} /> : null}
      {view.kind === 'page' ? (
        <div className="panel panel--error" data-error-code={view.page.code}>
          {view.page.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div className="button-group">
            <Button
              onClick={() => {
                if (view.page.action === 'register') vm.register();
                else if (view.page.action === 'legacyLogOn') vm.legacyLogOn();
                else void vm.backToLogOn();
              }}
            >
              {actionTexts[view.page.action]}
            </Button>
          </div>
        </div>
      ) : null}
    </AuthLayout>
  );
});
