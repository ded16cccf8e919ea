import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
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
import { IdentityFlowViewModel } from '../../ui/identity-flows/identity-flow.view-model';
import { identityFlowsRoutes } from '../../ui/identity-flows/identity-flows.routes';

/**
 * The identity flows' use cases and page (shared with the activation area, which shows the same
 * page for its steps): bound by whichever of the two areas loads first.
 */
export function bindIdentityFlows({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(IdentityFlowViewModel)) return;
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
}

export function bindIdentityFlowAdapters({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(IdentityFlowService)) bind(IdentityFlowService).to(IdentityFlowAdapter);
}

export const identityFlowsFeature: FeatureModule = {
  name: 'identity-flows',
  application: new ContainerModule((options) => bindIdentityFlows(options)),
  adapters: () => new ContainerModule((options) => bindIdentityFlowAdapters(options)),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind, isBound }) => {
      // The in-memory identity service plays the log-on pages only; the flows' pages come from the demo bank.
      if (!isBound(IdentityFlowService)) bind(IdentityFlowService).toService(FakeIdentityService);
    }),
};

/** The identity flows area (composition/areas.ts): resets, PIN reset and registration. */
export const identityFlowsArea: AreaDefinition = { feature: identityFlowsFeature, routes: identityFlowsRoutes };
