import { ContainerModule } from 'inversify';
import { GlobalSettings } from '../../core/http/global-settings.port';
import { HttpClient } from '../../adapters/http/http-client';
import { AxiosHttpClient } from '../../adapters/http/axios-http-client.adapter';
import { HttpClientSettings, defaultHttpClientSettings } from '../../adapters/http/http-client-settings';
import { InMemoryGlobalSettings } from '../../adapters/http/in-memory-global-settings.adapter';
import { FakeHttpClient } from '../../adapters/fakes/fake-http-client.adapter';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';

export const httpFeature: FeatureModule = {
  name: 'http',
  application: new ContainerModule(() => {}),
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
