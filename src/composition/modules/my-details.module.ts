import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { identityServiceBindings } from './identity-flows.bindings';
import { IdentityFlowService } from '../../core/identity-flows/identity-flow-service.port';
import { MyDetailsPort } from '../../core/my-details/my-details.port';
import { SessionStatePort } from '../../core/session/auth-state';
import { ChangeEmail, ChangeStatementPreferences, LoadProfile, LoadStatementPreferences } from '../../core/my-details/my-details.use-cases';
import { OpenSecurityPage, ReauthenticationCounter, SubmitSecurityChange } from '../../core/my-details/security-details.use-cases';
import { ApplyIdentityStep } from '../../core/session/apply-identity-step';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { signingBindings } from './signing.bindings';
import { HttpMyDetailsAdapter } from '../../adapters/my-details/http-my-details.adapter';
import { FakeMyDetails } from '../../adapters/fakes/fake-my-details.adapter';
import { ProfileViewModel } from '../../ui/my-details/profile.view-model';
import { StatementPreferencesViewModel } from '../../ui/my-details/statement-preferences.view-model';
import { SecurityDetailsViewModel } from '../../ui/my-details/security-details.view-model';
import { myDetailsRoutes } from '../../ui/my-details/my-details.routes';
import { changeAccessBindings } from './change-access.bindings';
import { journalBindings } from './journal.bindings';

/**
 * My details, email, statement preferences and security details. Security details are
 * pages of the identity service: the identity flows' adapter (same parser and mapping rules), from the
 * shared identity service bindings.
 */
export const myDetailsFeature: FeatureModule = {
  name: 'my-details',
  needs: [journalBindings, changeAccessBindings, identityServiceBindings, signingBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    bind(LoadProfile).toResolvedValue((port: MyDetailsPort, session: SessionStatePort) => new LoadProfile(port, session), [MyDetailsPort, SessionStatePort]);
    bind(LoadStatementPreferences).toResolvedValue((port: MyDetailsPort) => new LoadStatementPreferences(port), [MyDetailsPort]);
    bind(ChangeEmail).toResolvedValue((port: MyDetailsPort) => new ChangeEmail(port), [MyDetailsPort]);
    bind(ChangeStatementPreferences).toResolvedValue((port: MyDetailsPort) => new ChangeStatementPreferences(port), [MyDetailsPort]);
    bind(OpenSecurityPage).toResolvedValue(
      (identity: IdentityFlowService, apply: ApplyIdentityStep) => new OpenSecurityPage(identity, apply),
      [IdentityFlowService, ApplyIdentityStep],
    );
    bind(SubmitSecurityChange).toResolvedValue(
      (identity: IdentityFlowService, apply: ApplyIdentityStep) => new SubmitSecurityChange(identity, apply),
      [IdentityFlowService, ApplyIdentityStep],
    );
    // One Re-authentication counter for the session, whichever change asked for the code.
    bind(ReauthenticationCounter)
      .toResolvedValue((signing: TransactionSigning) => signing.reauthentication, [TransactionSigning])
      .inSingletonScope();
    bind(ProfileViewModel).toSelf().inTransientScope();
    bind(StatementPreferencesViewModel).toSelf().inTransientScope();
    bind(SecurityDetailsViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      options.bind(MyDetailsPort).to(HttpMyDetailsAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          const { bind } = options;
          bind(FakeMyDetails).toSelf().inSingletonScope();
          bind(MyDetailsPort).toService(FakeMyDetails);
        }),
};

/** The my-details area (composition/areas.ts). */
export const myDetailsArea: AreaDefinition = { feature: myDetailsFeature, routes: myDetailsRoutes };
