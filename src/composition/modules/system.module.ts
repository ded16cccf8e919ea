import { ContainerModule } from 'inversify';
import { Clock, Scheduler } from '../../core/shared/clock.port';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { PreferencesStore } from '../../core/shared/preferences.port';
import { Tracking } from '../../core/shared/tracking.port';
import { WindowMessages } from '../../core/shared/window-messages.port';
import { Navigator } from '../../core/shared/navigator.port';
import { HashNavigator } from '../../adapters/system/hash-navigator.adapter';
import { BrowserClock, BrowserScheduler } from '../../adapters/system/browser-clock.adapter';
import { DataLayerTracking } from '../../adapters/system/data-layer-tracking.adapter';
import { BrowserErrorReporter } from '../../adapters/system/console-error-reporter.adapter';
import { BrowserPreferences } from '../../adapters/storage/browser-preferences.adapter';
import { BrowserWindowMessages } from '../../adapters/system/browser-window-messages.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import {
  FakeErrorReporter,
  FakeNavigator,
  FakeTracking,
  FakeWindowMessages,
  InMemoryPreferences,
} from '../../adapters/fakes/fake-system.adapter';
import { SessionStatePort } from '../../core/session/auth-state';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { BrowserIdempotencyKeys } from '../../adapters/system/browser-idempotency-keys.adapter';
import { SequentialIdempotencyKeys } from '../../adapters/fakes/sequential-idempotency-keys.adapter';
import { ObservableSessionState } from '../../adapters/state/observable-session-state.adapter';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';

export const systemFeature: FeatureModule = {
  name: 'system',
  application: new ContainerModule(({ bind }) => {
    // The auth state is in-memory in every profile; it is observable so views follow it.
    bind(SessionStatePort).to(ObservableSessionState);
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(Clock).to(BrowserClock);
      bind(Scheduler).to(BrowserScheduler);
      bind(Tracking).to(DataLayerTracking);
      bind(ErrorReporter).to(BrowserErrorReporter);
      bind(PreferencesStore).to(BrowserPreferences);
      bind(WindowMessages).to(BrowserWindowMessages);
      bind(Navigator).to(HashNavigator);
      bind(IdempotencyKeys).to(BrowserIdempotencyKeys);
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind }) => {
      // One fake serves as both Clock and Scheduler so advancing time fires due timers.
      bind(FakeClock).toSelf();
      bind(Clock).toService(FakeClock);
      bind(Scheduler).toService(FakeClock);
      bind(Tracking).to(FakeTracking);
      bind(ErrorReporter).to(FakeErrorReporter);
      bind(PreferencesStore).to(InMemoryPreferences);
      bind(WindowMessages).to(FakeWindowMessages);
      bind(FakeNavigator).toSelf();
      bind(Navigator).toService(FakeNavigator);
      bind(IdempotencyKeys).to(SequentialIdempotencyKeys);
    }),
};
