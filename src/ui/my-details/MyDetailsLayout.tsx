import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireAccess } from '../shared/RequireAccess';
import './my-details.css';

/**
 * Every page of the area needs a full log-on (CAM40) and the my details toggle; email details and
 * statement preferences have toggles of their own (docs/rules/customer-features.md).
 */
export function MyDetailsGate({ toggle, title, children }: { toggle: FeatureToggle; title: string; children?: ReactNode }) {
  return (
    <RequireFullLogOn>
      <RequireAccess requires={{ toggles: ['myDetails', toggle] }} title={title}>
        <div className="my-details">{children ?? <Outlet />}</div>
      </RequireAccess>
    </RequireFullLogOn>
  );
}

export const MyDetailsLayout = () => <MyDetailsGate toggle="myDetails" title="My details" />;
export const EmailDetailsLayout = () => <MyDetailsGate toggle="emailDetails" title="Email address" />;
export const StatementPreferencesLayout = () => <MyDetailsGate toggle="statementPreferences" title="Statement preferences" />;
