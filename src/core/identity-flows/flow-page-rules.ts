import { IdentityStepNames, type IdentityError, type IdentityStep } from '../identity/identity-step';
import { LogOnCodes } from '../auth-forms/log-on-error-pages';
import { errorPath, generalErrorPath } from '../session/log-on-outcome';
import { IdentityFlows, flowOfScreen, flowRoute, type IdentityFlow } from './identity-flows';
import { IdentityFlowTexts } from './identity-flow-texts';

/** What the flow rules read off a page besides the parsed step: its screen marker and its whole text. */
export interface FlowPageFacts {
  /** The page as the log-on rules classified it (docs/rules/log-on-states.md, rules 1 to 14). */
  step: IdentityStep;
  /** `data-screen` of the page: the flow it belongs to. */
  screen: string | null;
  text: string;
  /** The page's own errors (the log-on rules put FD2G509 in place of them on a page they do not know). */
  errors: IdentityError[];
  /** The page's own `data-autosubmit` (the log-on rule 12 marks any level-30 form autosubmit; a flow step is not). */
  autosubmit: boolean;
}

/** Error codes the identity flows' pages carry (docs/api/identity.md). */
export const FlowErrorCodes = {
  suspended: LogOnCodes.suspended,
  maxTries: LogOnCodes.maxTries,
  reRegistration: LogOnCodes.reRegistration,
  activationEntryFailure: 'ACT_0001',
  pinResetFailure: 'PIN_0001',
  answerIncorrect: 'SEC_0001',
} as const;

/** Log-on code 105 (docs/rules/error-catalogue.md): the offline reset form has loaded. */
export const offlineResetFormLoadedCode = '105';

/** A page that ends the session keeps its log-on classification whatever flow it came in. */
const sessionEnding = new Set<string>([
  IdentityStepNames.timedOut,
  IdentityStepNames.multipleLogin,
  IdentityStepNames.loggedOut,
  IdentityStepNames.locked,
]);

const errorPages: { code: string; text: RegExp }[] = [
  { code: FlowErrorCodes.suspended, text: /has been suspended/i },
  { code: FlowErrorCodes.maxTries, text: /too many (tries|times|attempts)/i },
  { code: FlowErrorCodes.reRegistration, text: /already registered/i },
];

/**
 * The legacy page mapping for the identity flows (docs/rules/log-on-states.md), after the log-on rules: a
 * suspended customer, too many tries or an account already registered lead to their error pages
 * (FD2G006, FD2G008, FD2G009; a lock keeps its log-off page); a page naming a flow and one of its
 * steps maps to that step's route; registration's failure quoting a reference goes to its error page;
 * the Secure Key activation entry failure and the PIN reset failure read as the spec says; online
 * reset's complete page is at level 30. Anything else keeps the log-on classification.
 */
export function classifyFlowPage({ step: parsed, screen, text, errors, autosubmit }: FlowPageFacts): IdentityStep {
  if (sessionEnding.has(parsed.name)) return parsed;
  const step = { ...parsed, errors };
  const codes = new Set(step.errors.map((e) => e.code.trim().toUpperCase()));
  for (const page of errorPages) {
    if (codes.has(page.code) || page.text.test(text)) {
      const first = step.errors.find((e) => e.code === page.code) ?? { code: page.code, message: text.slice(0, 200) };
      return { ...step, name: IdentityStepNames.generalError, route: errorPath(page.code), status: 'ERROR', errors: [first] };
    }
  }
  const flow = flowOfScreen(screen);
  const key = step.data.stepTracker ?? '';
  if (!flow || !(key in flow.steps)) return parsed;
  const data = { ...step.data };
  if (autosubmit) data.autosubmit = true;
  else delete data.autosubmit;
  return stepOfFlow(flow, key, { ...step, data }, screen);
}

/** A flow with a screen per page (security details) names each step by its own screen. */
function screenName(flow: IdentityFlow, screen: string | null): string {
  const own = flow.screens?.find((s) => s.toLowerCase() === screen?.trim().toLowerCase());
  return own ?? flow.screen;
}

function stepOfFlow(flow: IdentityFlow, key: string, step: IdentityStep, screen: string | null): IdentityStep {
  const withErrors = step.errors.length > 0;
  const base: IdentityStep = { ...step, name: screenName(flow, screen), route: flowRoute(flow, key), status: withErrors ? 'INVALID' : 'OK' };
  if (flow.id === 'registration' && withErrors && step.data.refID && !step.errors.some((e) => e.field)) {
    return { ...base, route: flowRoute(flow, 'error'), status: 'REDIRECT', errors: [registrationFailure(step.data.refID, step.errors[0])] };
  }
  if (flow.id === 'activation' && step.errors.some((e) => e.code === FlowErrorCodes.activationEntryFailure)) {
    return { ...base, errors: [{ code: FlowErrorCodes.activationEntryFailure, message: IdentityFlowTexts.activationEntryFailure }] };
  }
  if (flow.id === 'resetPin' && step.errors.some((e) => e.code === FlowErrorCodes.pinResetFailure)) {
    return { ...base, errors: [{ code: FlowErrorCodes.pinResetFailure, message: IdentityFlowTexts.pinResetFailure }] };
  }
  if (flow.id === 'onlineReset' && key === 'complete') {
    // Online reset ends with the customer at level 30 (docs/rules/log-on-states.md).
    const camLevel = Math.max(step.data.camLevel ?? 30, 30);
    return { ...base, data: { ...step.data, camLevel, maxCamLevel: Math.max(step.data.maxCamLevel ?? camLevel, camLevel) } };
  }
  return base;
}

function registrationFailure(ref: string, first: IdentityError | undefined): IdentityError {
  return { code: first?.code ?? LogOnCodes.general, message: IdentityFlowTexts.registrationFailure.split('{ref}').join(ref) };
}

/**
 * The answer to a submitted flow step, judged with what was sent (docs/rules/error-catalogue.md): on the offline
 * reset's security step, 'Sorry we cannot action your request' or 'Please try again later' means the
 * request was taken, so it counts as complete; everywhere else that page is the general error.
 */
export function afterFlowSubmit(flow: IdentityFlow, fromStep: string, answer: IdentityStep): IdentityStep {
  const offline = IdentityFlows.offlineReset;
  if (flow.id === offline.id && fromStep === 'security' && answer.route === generalErrorPath) {
    return {
      ...answer,
      name: offline.screen,
      route: flowRoute(offline, 'complete'),
      status: 'OK',
      errors: [],
      form: null,
      data: {
        ...answer.data,
        stepTracker: 'complete',
        title: IdentityFlowTexts.offlineResetCompleteTitle,
        message: IdentityFlowTexts.offlineResetCompleteMessage,
      },
    };
  }
  return answer;
}

/** The log-on code a flow page stands for, when it has one: 105 for a loaded offline reset form. */
export function flowLogOnCode(step: IdentityStep): string | null {
  return step.name === IdentityFlows.offlineReset.screen && step.form !== null ? offlineResetFormLoadedCode : null;
}
