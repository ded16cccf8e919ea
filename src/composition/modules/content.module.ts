import { ContainerModule } from 'inversify';
import { ContentPort } from '../../core/content/content.port';
import { ContentCachePort } from '../../core/content/content-cache.port';
import { LoadContent } from '../../core/content/load-content.use-case';
import { LoadFragment } from '../../core/content/load-fragment.use-case';
import { Clock } from '../../core/shared/clock.port';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { HttpContentAdapter } from '../../adapters/content/http-content.adapter';
import { BrowserContentCache } from '../../adapters/content/browser-content-cache.adapter';
import { FakeContent, InMemoryContentCache } from '../../adapters/fakes/fake-content.adapter';
import { ContentStore } from '../../ui/content/content.store';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';

export const contentFeature: FeatureModule = {
  name: 'content',
  application: new ContainerModule(({ bind }) => {
    bind(LoadContent).toResolvedValue(
      (content: ContentPort, cache: ContentCachePort, clock: Clock, reporter: ErrorReporter) =>
        new LoadContent(content, cache, clock, reporter),
      [ContentPort, ContentCachePort, Clock, ErrorReporter],
    );
    bind(LoadFragment).toResolvedValue(
      (content: ContentPort, reporter: ErrorReporter) => new LoadFragment(content, reporter),
      [ContentPort, ErrorReporter],
    );
    // One store for the whole app: content is loaded once at start-up.
    bind(ContentStore).toSelf().inSingletonScope();
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(ContentPort).to(HttpContentAdapter);
      bind(ContentCachePort).to(BrowserContentCache);
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind }) => {
      bind(FakeContent).toSelf();
      bind(ContentPort).toService(FakeContent);
      bind(InMemoryContentCache).toSelf();
      bind(ContentCachePort).toService(InMemoryContentCache);
    }),
};
