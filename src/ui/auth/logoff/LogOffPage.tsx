import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { LogOffTexts } from '../../../core/auth-forms/log-off-messages';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';
import { LogOffPageViewModel } from './log-off-page.view-model';

export function LogOffPage() {
  const vm = useViewModel(LogOffPageViewModel);
  const { reason } = useParams();
  const text = vm.textFor(reason);

  useEffect(() => vm.shown(), [vm]);
  useEffect(() => {
    void vm.start(reason);
  }, [vm, reason]);

  const ended = vm.reasonOf(reason);
  return (
    <AuthLayout title={text.title}>
      <div className="panel" data-log-off-reason={ended ?? 'logged-off'}>
        {/* A log-off the customer did not ask for (inactivity, a session ended elsewhere) is an alert,
            so a screen reader says why as the page arrives, wherever focus is. */}
        <div role={ended ? 'alert' : undefined}>
          {text.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="button-group">
          <Button onClick={vm.logOnAgain}>{LogOffTexts.logOnAgain}</Button>
        </div>
      </div>
    </AuthLayout>
  );
}
