import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { useContent } from './use-content';

export interface FeatureGateProps {
  toggle: FeatureToggle;
  children: ReactNode;
  /** Shown instead when content switches the function off; nothing by default. */
  otherwise?: ReactNode;
}

/** Shows its children only while content has the function's feature toggle on (spec 01 section 3). */
export const FeatureGate = observer(function FeatureGate({ toggle, children, otherwise = null }: FeatureGateProps) {
  return <>{useContent().isEnabled(toggle) ? children : otherwise}</>;
});
