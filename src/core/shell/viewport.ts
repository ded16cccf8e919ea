import { Constants } from '../shared/constants';

/** Viewport classes of docs/rules/log-on-states.md: small below 768px, medium from 768 to below 1200, large from 1200. */
export type Viewport = 'small' | 'medium' | 'large';

export function viewportFromWidth(width: number): Viewport {
  if (width < Constants.breakpoints.medium) return 'small';
  if (width < Constants.breakpoints.large) return 'medium';
  return 'large';
}
