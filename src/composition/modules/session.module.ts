import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { SessionStatePort } from '../../core/session/auth-state';
import { ApplyIdentityStep } from '../../core/session/apply-identity-step';
import { CheckForcedTokenSelection } from '../../core/session/check-forced-token-selection.use-case';
import { ClearCustomerData } from '../../core/session/clear-customer-data.use-case';
import { CustomerDataRegistry, InMemoryCustomerDataRegistry } from '../../core/session/customer-data-registry';
import { SessionScope } from '../../core/session/session-scope';
import { ListInvalidation } from '../../core/shared/list-invalidation';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { FollowLogOnLink } from '../../core/session/follow-log-on-link.use-case';
import { ForceTokenSelectionIfNeeded } from '../../core/session/force-token-selection-if-needed.use-case';
import { ForwardAfterLogOn, RememberPostAuthDestination } from '../../core/session/forward-after-log-on.use-case';
import { IdentityStepStore, InMemoryIdentityStepStore } from '../../core/session/identity-step-store';
import { LoadForcedTokenSelection } from '../../core/session/load-forced-token-selection.use-case';
import { LogOff, SetLogOffModalOpen } from '../../core/session/log-off.use-case';
import { LogOnStep } from '../../core/session/log-on-step.use-case';
import { RaiseLevelOnSuccess } from '../../core/session/raise-level-on-success.use-case';
import { ResetAuthLevel } from '../../core/session/reset-auth-level.use-case';
import { SessionApi } from '../../core/session/session-api.port';
import { SessionKeeper } from '../../core/session/session-keeper';
import { defaultSessionTimings, SessionTimings } from '../../core/session/session-timings';
import { ResetTokenType, SetTokenType, ToggleTokenType } from '../../core/session/set-token-type.use-case';
import { StartLogOn } from '../../core/session/start-log-on.use-case';
import { RequestLogOff } from '../../core/session/request-log-off.use-case';
import { IdentityService } from '../../core/identity/identity-service.port';
import { Clock, Scheduler } from '../../core/shared/clock.port';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { Navigator } from '../../core/shared/navigator.port';
import { PreferencesStore } from '../../core/shared/preferences.port';
import { Tracking } from '../../core/shared/tracking.port';
import { HttpSessionAdapter } from '../../adapters/session/http-session.adapter';
import { FakeFeatureToggles, FakeSessionApi } from '../../adapters/fakes/fake-session.adapter';
import { SessionModalsViewModel } from '../../ui/session/session-modals.view-model';
import { ContentStore } from '../../ui/content/content.store';

/**
 * The session: auth levels and token type, the log-on steps, log-off, the SessionKeeper and the
 * session modals. Core classes cannot carry inversify decorators, so each is built by a factory
 * from its ports. Everything is a singleton (the container's default) except the view model.
 */
export const sessionFeature: FeatureModule = {
  name: 'session',
  application: new ContainerModule(({ bind }) => {
    bind(SessionTimings).toConstantValue(defaultSessionTimings);
    bind(CustomerDataRegistry).toResolvedValue(() => new InMemoryCustomerDataRegistry());
    // every loader's answers belong to a session; the wipe at log-off ends it.
    bind(SessionScope).toResolvedValue(
      (registry: CustomerDataRegistry) => {
        const scope = new SessionScope();
        registry.register('session-scope', () => scope.end());
        return scope;
      },
      [CustomerDataRegistry],
    );
    // one for every area, so a change in one forgets the lists another keeps.
    bind(ListInvalidation).toResolvedValue(() => new ListInvalidation());
    bind(IdentityStepStore).toResolvedValue(() => new InMemoryIdentityStepStore());

    bind(ClearCustomerData).toResolvedValue(
      (session: SessionStatePort, registry: CustomerDataRegistry, steps: IdentityStepStore, preferences: PreferencesStore) =>
        new ClearCustomerData(session, registry, steps, preferences),
      [SessionStatePort, CustomerDataRegistry, IdentityStepStore, PreferencesStore],
    );
    bind(ApplyIdentityStep).toResolvedValue(
      (
        session: SessionStatePort,
        tracking: Tracking,
        navigator: Navigator,
        steps: IdentityStepStore,
        preferences: PreferencesStore,
        requestLogOff: RequestLogOff,
        reporter: ErrorReporter,
        scope: SessionScope,
      ) => new ApplyIdentityStep(session, tracking, navigator, steps, preferences, requestLogOff, reporter, scope),
      [SessionStatePort, Tracking, Navigator, IdentityStepStore, PreferencesStore, RequestLogOff, ErrorReporter, SessionScope],
    );
    bind(RaiseLevelOnSuccess).toResolvedValue(
      (session: SessionStatePort, tracking: Tracking) => new RaiseLevelOnSuccess(session, tracking),
      [SessionStatePort, Tracking],
    );
    bind(ResetAuthLevel).toResolvedValue((session: SessionStatePort) => new ResetAuthLevel(session), [SessionStatePort]);
    bind(SetTokenType).toResolvedValue(
      (session: SessionStatePort, preferences: PreferencesStore) => new SetTokenType(session, preferences),
      [SessionStatePort, PreferencesStore],
    );
    bind(ResetTokenType).toResolvedValue(
      (session: SessionStatePort, preferences: PreferencesStore) => new ResetTokenType(session, preferences),
      [SessionStatePort, PreferencesStore],
    );
    bind(ToggleTokenType).toResolvedValue(
      (session: SessionStatePort, preferences: PreferencesStore) => new ToggleTokenType(session, preferences),
      [SessionStatePort, PreferencesStore],
    );
    bind(CheckForcedTokenSelection).toResolvedValue(
      (session: SessionStatePort, toggles: FeatureTogglesPort) => new CheckForcedTokenSelection(session, toggles),
      [SessionStatePort, FeatureTogglesPort],
    );
    bind(LoadForcedTokenSelection).toResolvedValue(
      (identity: IdentityService, session: SessionStatePort, apply: ApplyIdentityStep) => new LoadForcedTokenSelection(identity, session, apply),
      [IdentityService, SessionStatePort, ApplyIdentityStep],
    );
    bind(ForceTokenSelectionIfNeeded).toResolvedValue(
      (check: CheckForcedTokenSelection, load: LoadForcedTokenSelection) => new ForceTokenSelectionIfNeeded(check, load),
      [CheckForcedTokenSelection, LoadForcedTokenSelection],
    );
    bind(StartLogOn).toResolvedValue(
      (identity: IdentityService, session: SessionStatePort, apply: ApplyIdentityStep) => new StartLogOn(identity, session, apply),
      [IdentityService, SessionStatePort, ApplyIdentityStep],
    );
    bind(LogOnStep).toResolvedValue(
      (identity: IdentityService, session: SessionStatePort, apply: ApplyIdentityStep, force: ForceTokenSelectionIfNeeded) =>
        new LogOnStep(identity, session, apply, force),
      [IdentityService, SessionStatePort, ApplyIdentityStep, ForceTokenSelectionIfNeeded],
    );
    bind(FollowLogOnLink).toResolvedValue(
      (identity: IdentityService, session: SessionStatePort, apply: ApplyIdentityStep) => new FollowLogOnLink(identity, session, apply),
      [IdentityService, SessionStatePort, ApplyIdentityStep],
    );
    bind(LogOff).toResolvedValue(
      (api: SessionApi, session: SessionStatePort, clear: ClearCustomerData, navigator: Navigator) => new LogOff(api, session, clear, navigator),
      [SessionApi, SessionStatePort, ClearCustomerData, Navigator],
    );
    bind(RequestLogOff).toResolvedValue(
      (session: SessionStatePort, navigator: Navigator, scheduler: Scheduler, logOff: LogOff) =>
        new RequestLogOff(session, navigator, scheduler, logOff),
      [SessionStatePort, Navigator, Scheduler, LogOff],
    );
    bind(SetLogOffModalOpen).toResolvedValue((session: SessionStatePort) => new SetLogOffModalOpen(session), [SessionStatePort]);
    bind(RememberPostAuthDestination).toResolvedValue(
      (session: SessionStatePort) => new RememberPostAuthDestination(session),
      [SessionStatePort],
    );
    bind(ForwardAfterLogOn).toResolvedValue(
      (session: SessionStatePort, navigator: Navigator, tracking: Tracking) => new ForwardAfterLogOn(session, navigator, tracking),
      [SessionStatePort, Navigator, Tracking],
    );
    bind(SessionKeeper).toResolvedValue(
      (
        session: SessionStatePort,
        api: SessionApi,
        clock: Clock,
        scheduler: Scheduler,
        requestLogOff: RequestLogOff,
        clear: ClearCustomerData,
        timings: SessionTimings,
      ) => new SessionKeeper(session, api, clock, scheduler, requestLogOff, clear, timings),
      [SessionStatePort, SessionApi, Clock, Scheduler, RequestLogOff, ClearCustomerData, SessionTimings],
    );
    bind(SessionModalsViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(SessionApi).to(HttpSessionAdapter);
      // The toggles come from the content service (the content module's store).
      bind(FeatureTogglesPort).toService(ContentStore);
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind }) => {
      // Bound to themselves too, so tests reach the fakes' controls.
      bind(FakeSessionApi).toSelf();
      bind(SessionApi).toService(FakeSessionApi);
      bind(FakeFeatureToggles).toSelf();
      bind(FeatureTogglesPort).toService(FakeFeatureToggles);
    }),
};
