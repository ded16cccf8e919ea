import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { IdentityFlowService } from '../../core/identity-flows/identity-flow-service.port';
import { StartIdentityFlow } from '../../core/identity-flows/start-identity-flow.use-case';
import { SubmitFlowStep } from '../../core/identity-flows/submit-flow-step.use-case';
import { FollowFlowLink } from '../../core/identity-flows/follow-flow-link.use-case';
import { FlowLogOnStep } from '../../core/identity-flows/flow-log-on-step';
import { SessionStatePort } from '../../core/session/auth-state';
import { ApplyIdentityStep } from '../../core/session/apply-identity-step';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { LogOnStep } from '../../core/session/log-on-step.use-case';
import { ForceTokenSelectionIfNeeded } from '../../core/session/force-token-selection-if-needed.use-case';
import { IdentityFlowAdapter } from '../../adapters/identity-flows/identity-flow.adapter';
import { FakeIdentityService } from '../../adapters/fakes/fake-identity.adapter';
import { IdentityFlowViewModel } from '../../ui/shared/identity-flows/identity-flow.view-model';

/**
 * The identity service's flow pages (resets, PIN reset, registration, activation's steps, security
 * details): one adapter, shared by the identity flows, activation and my details, each of which names
 * it in `needs` (directly or through `identityFlowsBindings`) so the container loads it once.
 */
export const identityServiceBindings: FeatureModule = {
  name: 'shared:identity-service',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(({ bind }) => void bind(IdentityFlowService).to(IdentityFlowAdapter)),
  // The in-memory identity service plays the log-on pages only; the flows' pages come from the demo bank.
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () => new ContainerModule(({ bind }) => void bind(IdentityFlowService).toService(FakeIdentityService)),
};

/** The identity flows' use cases and page, shared by the identity flows area and activation (same page for its steps). */
export const identityFlowsBindings: FeatureModule = {
  name: 'shared:identity-flows',
  needs: [identityServiceBindings],
  application: new ContainerModule(({ bind }) => {
    bind(StartIdentityFlow).toResolvedValue(
      (identity: IdentityFlowService, session: SessionStatePort, apply: ApplyIdentityStep, steps: IdentityStepStore) =>
        new StartIdentityFlow(identity, session, apply, steps),
      [IdentityFlowService, SessionStatePort, ApplyIdentityStep, IdentityStepStore],
    );
    bind(SubmitFlowStep).toResolvedValue(
      (identity: IdentityFlowService, session: SessionStatePort, apply: ApplyIdentityStep) => new SubmitFlowStep(identity, session, apply),
      [IdentityFlowService, SessionStatePort, ApplyIdentityStep],
    );
    bind(FollowFlowLink).toResolvedValue(
      (identity: IdentityFlowService, session: SessionStatePort, apply: ApplyIdentityStep) => new FollowFlowLink(identity, session, apply),
      [IdentityFlowService, SessionStatePort, ApplyIdentityStep],
    );
    bind(FlowLogOnStep).toResolvedValue(
      (identity: IdentityFlowService, session: SessionStatePort, apply: ApplyIdentityStep, force: ForceTokenSelectionIfNeeded) =>
        new LogOnStep(identity, session, apply, force),
      [IdentityFlowService, SessionStatePort, ApplyIdentityStep, ForceTokenSelectionIfNeeded],
    );
    bind(IdentityFlowViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () => new ContainerModule(() => {}),
};
