import { AppConfig } from '../../core/shared/app-config';
import { ContainerModule } from 'inversify';
import { GlobalSettings } from '../../core/http/global-settings.port';
import { HandleHttpAnswer } from '../../core/http/handle-http-answer.use-case';
import { SessionStatePort } from '../../core/session/auth-state';
import { RequestLogOff } from '../../core/session/request-log-off.use-case';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { Navigator } from '../../core/shared/navigator.port';
import { PreferencesStore } from '../../core/shared/preferences.port';
import { HttpClient } from '../../adapters/http/http-client';
import { AxiosHttpClient } from '../../adapters/http/axios-http-client.adapter';
import { HttpClientSettings, defaultHttpClientSettings } from '../../adapters/http/http-client-settings';
import { InMemoryGlobalSettings } from '../../adapters/http/in-memory-global-settings.adapter';
import { FakeHttpClient } from '../../adapters/fakes/fake-http-client.adapter';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';

export const httpFeature: FeatureModule = {
  name: 'http',
  application: new ContainerModule(({ bind }) => {
    // The locked log-off calls the bank through the HTTP client, which hands every answer to
    // HandleHttpAnswer: RequestLogOff is fetched from the container when first needed, which breaks
    // that cycle. So this one core class is bound with toDynamicValue rather than toResolvedValue.
    bind(HandleHttpAnswer).toDynamicValue(
      (context) =>
        new HandleHttpAnswer(
          context.get(SessionStatePort),
          context.get(PreferencesStore),
          context.get(Navigator),
          context.get(ErrorReporter),
          () => context.get(RequestLogOff),
          context.get<AppConfig>(AppConfig).bankDomains,
        ),
    );
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(HttpClientSettings).toConstantValue(defaultHttpClientSettings);
      bind(HttpClient).to(AxiosHttpClient);
      // Settings live in memory in every profile: the in-memory class is the real implementation.
      bind(GlobalSettings).to(InMemoryGlobalSettings);
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind }) => {
      bind(FakeHttpClient).toSelf();
      bind(HttpClient).toService(FakeHttpClient);
      bind(GlobalSettings).to(InMemoryGlobalSettings);
    }),
};
