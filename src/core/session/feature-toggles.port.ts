import type { FeatureToggle } from '../content/feature-toggles';

/**
 * The one question the session asks of the content service's feature toggles (docs/rules/log-on-state.md).
 * Narrow on purpose: the content work stream owns the toggles and composition binds this port to
 * whatever holds them, so the session does not depend on the content store's shape.
 */
export const FeatureTogglesPort = Symbol('FeatureTogglesPort');
export interface FeatureTogglesPort {
  isEnabled(name: FeatureToggle): boolean;
}
