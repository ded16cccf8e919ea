import type { SessionStatePort } from './auth-state';
import type { FeatureTogglesPort } from './feature-toggles.port';

/** The last page of the online reset: the customer has just set up their credentials there. */
export const onlineResetCompletePath = '/onlinereset/complete';

export interface ForcedTokenSelectionInput {
  level: number;
  inTokenActivationPeriod: boolean;
  path: string;
  toggleOn: boolean;
}

/**
 * Pages on the way to a full log-on: every customer passes CAM30 on them (the Secure Key page, the
 * level-40 redirect, the token choice itself), so forcing a choice there would catch everyone. The
 * rule is for a customer who arrives anywhere else at CAM30.
 */
export function isLogOnFlowPath(path: string): boolean {
  return /^\/(authentication|idv|activation|logoff)(\/|$)/.test(path);
}

/** docs/rules/log-on-states.md: all four conditions must hold (for a page outside the log-on flow). */
export function shouldForceTokenSelection(input: ForcedTokenSelectionInput): boolean {
  const onResetComplete = input.path.replace(/\/+$/, '').endsWith(onlineResetCompletePath);
  return (
    input.level === 30 && !input.inTokenActivationPeriod && !onResetComplete && input.toggleOn && !isLogOnFlowPath(input.path)
  );
}

/**
 * Decides whether the customer, now on `path`, must choose a token first, and records it in
 * `forceTokenSelect` (the shell hides the sidebar meanwhile). Returns the decision; when true the
 * caller shows the page from LoadForcedTokenSelection.
 */
export class CheckForcedTokenSelection {
  constructor(
    private readonly session: SessionStatePort,
    private readonly toggles: Pick<FeatureTogglesPort, 'isEnabled'>,
  ) {}

  execute(path: string): boolean {
    const { level, inTokenActivationPeriod } = this.session.state;
    const forced = shouldForceTokenSelection({
      level,
      inTokenActivationPeriod,
      path,
      toggleOn: this.toggles.isEnabled('forceTokenSelection'),
    });
    if (forced !== this.session.state.forceTokenSelect) this.session.update({ forceTokenSelect: forced });
    return forced;
  }
}
