import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { FeatureToggle } from '../../../core/content/feature-toggles';
import { useViewModel } from '../../di/container-context';
import { accountPath } from '../account-paths';
import { AccountViewModel } from './account.view-model';
import { useAccountIndex } from './use-account-index';

/** Shows its page only while the feature's toggle is on; otherwise says so and leads back. */
export const RequireFeature = observer(function RequireFeature({
  toggle,
  title,
  children,
}: {
  toggle: FeatureToggle;
  title: string;
  children: ReactNode;
}) {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  if (vm.isEnabled(toggle)) return <>{children}</>;
  return (
    <div className="feature-off">
      <h1>{title}</h1>
      <p>This service is not available at the moment. Please try again later.</p>
      <p>
        <Link to={accountPath(index, 'transactions')}>Back to Transactions</Link>
      </p>
    </div>
  );
});
