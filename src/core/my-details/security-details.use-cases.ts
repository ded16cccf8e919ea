import type { AttemptCounter } from '../signing/attempt-counter';
import { ReauthenticationTexts as SharedReauthenticationTexts } from '../signing/reauthentication-rules';
import { IdentityServiceFailure } from '../identity/identity-service.port';
import type { IdentityStep } from '../identity/identity-step';
import type { IdentityFlowService } from '../identity-flows/identity-flow-service.port';
import { IdentityFlows, flowRoute } from '../identity-flows/identity-flows';
import { classifyFailure, type ConfirmAnswer } from '../journey/confirm-answer';
import { ReauthenticationResult } from '../signing/transaction-signing';
import { classifyPostedPage } from '../journey/posted-page-answer';
import type { ApplyIdentityStep } from '../session/apply-identity-step';
import { isLogOffRoute } from '../session/log-on-outcome';
import { ErrorCodes, genericPanelMessage } from '../shared/error-codes';

/**
 * Security details: pages of the identity service, read by the same adapter, parser and
 * flow mapping rules as the resets and registration (core/identity-flows). What differs is what an
 * answer means: the customer is logged on (CAM40), so a failing page shows its code with Back and
 * Balances instead of resetting the log-on, and a change is a confirmation of the journey kit: one
 * Idempotency-Key for every try, a lost answer is `unknown`, never a failure.
 */
export const securityDetailsFlow = IdentityFlows.securityDetails;
export const securityDetailsCompleteRoute = flowRoute(securityDetailsFlow, 'update-complete');

/** LOG_0008 on the code field: a wrong Re-authentication Security Code (counts towards the 300 s lock). */
export const wrongReauthenticationCode = 'LOG_0008';
export const reauthenticationField = 'reauthenticationCode';
/** The bank holds the change for re-authentication: the same page, this code, nothing changed. */
export const reauthenticationRequiredCode = ReauthenticationResult;

/** The re-authentication words every change shares, and the one this page adds. */
export const ReauthenticationTexts = {
  ...SharedReauthenticationTexts,
  secretsCleared: 'For your security we have cleared the secret fields. Please enter them again.',
} as const;

export type SecurityPage =
  | { kind: 'page'; step: IdentityStep }
  | { kind: 'failed'; code: string; message: string }
  /** The page ended the session (a lock, a second log-on): the log-off path has been taken. */
  | { kind: 'ended' };

/** What a submitted change answered, beside the journey kit's reading of it. */
export type SecurityChangeAnswer =
  | { kind: 'done'; step: IdentityStep }
  /** The bank holds the change until a Re-authentication Security Code comes with it (0004): the same key again. */
  | { kind: 'reauthenticate'; step: IdentityStep }
  /** The same page again with its errors (a wrong code, a value the service refused): nothing changed. */
  | { kind: 'invalid'; step: IdentityStep; wrongCode: boolean }
  | { kind: 'failed'; code: string; message: string }
  /** The change may have been made: the classifier's reason and code, kept for the kit. */
  | { kind: 'unknown'; answer: Extract<ConfirmAnswer<never>, { kind: 'unknown' }> }
  | { kind: 'ended' };

/** No answer at all (FD999T): what a change is until its send answers. */
export const noAnswerYet: SecurityChangeAnswer = { kind: 'unknown', answer: { kind: 'unknown', reason: 'no-answer', code: ErrorCodes.connection } };

function isOwnRoute(step: Pick<IdentityStep, 'route'>): boolean {
  return step.route === securityDetailsFlow.base || step.route.startsWith(`${securityDetailsFlow.base}/`);
}

function failureOf(error: unknown): { code: string; message: string } {
  const code = error instanceof IdentityServiceFailure ? error.error.code : ErrorCodes.generic;
  return { code, message: genericPanelMessage(code) };
}

function pageFailure(step: IdentityStep): { kind: 'failed'; code: string; message: string } {
  const code = step.errors[0]?.code ?? (step.route.split('/').pop() || ErrorCodes.generic);
  return { kind: 'failed', code, message: genericPanelMessage(code) };
}

/** Opens the options page (UpdateOptions), or a page it links to (one of the changes). */
export class OpenSecurityPage {
  constructor(
    private readonly identity: Pick<IdentityFlowService, 'follow'>,
    private readonly apply: Pick<ApplyIdentityStep, 'execute'>,
  ) {}

  async execute(href: string = securityDetailsFlow.entry): Promise<SecurityPage> {
    let step: IdentityStep;
    try {
      step = await this.identity.follow(href);
    } catch (error) {
      return { kind: 'failed', ...failureOf(error) };
    }
    if (isLogOffRoute(step.route)) {
      this.apply.execute(step);
      return { kind: 'ended' };
    }
    return isOwnRoute(step) ? { kind: 'page', step } : pageFailure(step);
  }
}

/**
 * Sends one change (the page's form with the new value and the Re-authentication Security Code)
 * with the confirmation's key. The POST is never retried by the client; FD999T (no answer, or a
 * time-out) is `unknown`: the change may have been made.
 */
export class SubmitSecurityChange {
  constructor(
    private readonly identity: Pick<IdentityFlowService, 'submit'>,
    private readonly apply: Pick<ApplyIdentityStep, 'execute'>,
  ) {}

  async execute(step: IdentityStep, values: Record<string, string>, idempotencyKey: string): Promise<SecurityChangeAnswer> {
    let answer: IdentityStep;
    try {
      answer = await this.identity.submit(step, values, idempotencyKey);
    } catch (error) {
      // One classifier for every confirmation (core/journey/confirm-answer): only a code of the
      // bank's or a 4xx is a refusal; a 5xx without a code, a 409, an answer we could not read (or
      // an error that is not the service's at all) may hide a change that was made.
      const classified = classifyFailure(error instanceof IdentityServiceFailure ? error.error : { code: ErrorCodes.generic, description: '' });
      if (classified.kind === 'unknown') return { kind: 'unknown', answer: classified };
      return { kind: 'failed', ...failureOf(error) };
    }
    if (isLogOffRoute(answer.route)) {
      this.apply.execute(answer);
      return { kind: 'ended' };
    }
    if (answer.route === securityDetailsCompleteRoute) return { kind: 'done', step: answer };
    if (isOwnRoute(answer) && answer.errors.some((e) => e.code === reauthenticationRequiredCode)) return { kind: 'reauthenticate', step: answer };
    switch (classifyPostedPage(answer, (route) => isOwnRoute({ route }))) {
      case 'own-page-with-errors':
        return { kind: 'invalid', step: answer, wrongCode: answer.errors.some((e) => e.code === wrongReauthenticationCode) };
      case 'refusal-page':
        return pageFailure(answer);
      case 'unknown':
        return { kind: 'unknown', answer: { kind: 'unknown', reason: 'server', code: ErrorCodes.generic } };
    }
  }
}

/**
 * The journey kit's reading of a change's answer (one classifier: done, refused, unknown). A refusal
 * changed nothing, so the next try gets a new key; a lost answer keeps it.
 */
export function confirmAnswerOf(answer: SecurityChangeAnswer): ConfirmAnswer<IdentityStep> {
  switch (answer.kind) {
    case 'done':
      return { kind: 'accepted', outcome: answer.step };
    case 'unknown':
      return answer.answer;
    case 'reauthenticate':
      return { kind: 'reauthenticate', code: ReauthenticationResult };
    case 'invalid':
      return { kind: 'refused', code: answer.step.errors[0]?.code ?? ErrorCodes.generic, message: answer.step.errors[0]?.message };
    case 'failed':
      return { kind: 'refused', code: answer.code, message: answer.message };
    case 'ended':
      return { kind: 'refused', code: ErrorCodes.generic };
  }
}

/**
 * The Re-authentication Security Code's counter for security details (docs/rules/log-on-states.md and docs/rules/constants.md: 3
 * tries, then 300 s locked): core/signing's AttemptCounter with the re-authentication limits, one per
 * session, reset at log-off.
 */
export const ReauthenticationCounter = Symbol('ReauthenticationCounter');
export type ReauthenticationCounter = AttemptCounter;
