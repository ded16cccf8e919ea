import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { balancesPath } from '../../core/shell/start-route';
import { useInjection } from '../di/container-context';

/**
 * A page of a function content can switch off (spec 02 section 1): while off, it says so and leads
 * home. Reads the same toggles as the accounts area (FeatureTogglesPort: content in the real profile).
 */
export const RequireToggle = observer(function RequireToggle({ toggle, title, children }: { toggle: FeatureToggle; title: string; children: ReactNode }) {
  const toggles = useInjection<FeatureTogglesPort>(FeatureTogglesPort);
  if (toggles.isEnabled(toggle)) return <>{children}</>;
  return (
    <div className="feature-off">
      <h1>{title}</h1>
      <p>This service is not available at the moment. Please try again later.</p>
      <p>
        <Link to={balancesPath}>Back to Balances</Link>
      </p>
    </div>
  );
});
