import { injectable } from 'inversify';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import type { FeatureTogglesPort } from '../../core/session/feature-toggles.port';

/**
 * Every toggle on. Stands in until the content store's toggles are bound to FeatureTogglesPort
 * (the content work stream owns them); the demo bank ships them all on.
 */
@injectable()
export class AllFeaturesOn implements FeatureTogglesPort {
  isEnabled(_name: FeatureToggle): boolean {
    return true;
  }
}
