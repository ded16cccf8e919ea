import type { FeatureModule } from './feature-module';
import { systemFeature } from './modules/system.module';
import { httpFeature } from './modules/http.module';
import { contentFeature } from './modules/content.module';
import { shellFeature } from './modules/shell.module';
import { identityFeature } from './modules/identity.module';
import { sessionFeature } from './modules/session.module';
import { accountsFeature } from './modules/accounts.module';
import { authScreensFeature } from './modules/auth-screens.module';

/** Every feature's wiring. A new feature adds its module here. */
export const Features: readonly FeatureModule[] = [
  systemFeature,
  httpFeature,
  contentFeature,
  shellFeature,
  identityFeature,
  sessionFeature,
  accountsFeature,
  authScreensFeature,
];
