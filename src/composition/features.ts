import type { FeatureModule } from './feature-module';
import { systemFeature } from './modules/system.module';

/** Every feature's wiring. A new feature adds its module here. */
export const Features: readonly FeatureModule[] = [systemFeature];
