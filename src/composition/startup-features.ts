import type { FeatureModule } from './feature-module';
import { systemFeature } from './modules/system.module';
import { httpFeature } from './modules/http.module';
import { contentFeature } from './modules/content.module';
import { shellFeature } from './modules/shell.module';
import { identityFeature } from './modules/identity.module';
import { sessionFeature } from './modules/session.module';
import { authScreensFeature } from './modules/auth-screens.module';

/**
 * What the log-on page needs, loaded at start-up. Nothing else belongs here: a feature area is
 * registered in `areas.ts` and loads with its routes (a test fails when the log-on page's module
 * graph holds anything of another area).
 */
export const StartupFeatures: readonly FeatureModule[] = [
  systemFeature,
  httpFeature,
  contentFeature,
  shellFeature,
  identityFeature,
  sessionFeature,
  authScreensFeature,
];
