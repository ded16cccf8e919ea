import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { LogOffTexts } from '../../../core/auth-forms/log-off-messages';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { AuthLayout } from '../components/AuthLayout';
import { LogOffPageViewModel } from './log-off-page.view-model';

export function LogOffPage() {
  const vm = useViewModel(LogOffPageViewModel);
  const { reason } = useParams();
  const text = vm.textFor(reason);

  useEffect(() => vm.shown(), [vm]);
  useEffect(() => {
    void vm.start(reason);
  }, [vm, reason]);

  return (
    <AuthLayout title={text.title}>
      <div className="panel" data-log-off-reason={vm.reasonOf(reason) ?? 'logged-off'}>
        {text.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <div className="button-group">
          <Button onClick={vm.logOnAgain}>{LogOffTexts.logOnAgain}</Button>
        </div>
      </div>
    </AuthLayout>
  );
}
