import { IdentityStepNames, type IdentityStep } from '../identity/identity-step';
import type { ErrorReporter } from '../shared/error-reporter.port';
import type { Navigator } from '../shared/navigator.port';
import { whileHere, type GoWhileHere } from '../shared/while-here';
import type { PreferencesStore } from '../shared/preferences.port';
import type { Tracking } from '../shared/tracking.port';
import type { SessionStatePort } from './auth-state';
import { applyLevels, toCamLevel } from './auth-levels';
import { postLogOnRoute } from './forward-after-log-on.use-case';
import type { IdentityStepStore } from './identity-step-store';
import { isLogOffReason, type LogOffReason } from './log-off-reason';
import { errorPath, generalErrorPath, isLogOffRoute, listedFailureCode, type LogOnOutcome } from './log-on-outcome';
import type { RequestLogOff } from './request-log-off.use-case';
import type { SessionScope } from './session-scope';
import { normaliseTokenType } from './token-type';
import type { TokenType } from './auth-state';

/**
 * Where an identity call was made, taken before it goes out: the customer's place (its `goTo` moves
 * them only while they are still there: `whileHere`) and the session that asked.
 */
export interface IdentityCallOrigin {
  go: GoWhileHere;
  sessionOpen: () => boolean;
}

/** Statuses whose page the parser has already mapped to a route of ours (spec 01 'Legacy page mapping'). */
const routedStatuses = new Set<IdentityStep['status']>(['REDIRECT', 'LOGGED_OUT', 'TIMED_OUT', 'MULTIPLE_LOGIN', 'FALLBACK']);

/**
 * Applies an identity step's outcome (docs/rules/log-on-states.md, 'Form-submit outcomes'), shared by every
 * log-on use case: OK moves to the route given and sets level and max level; INVALID returns the
 * field errors without moving; a listed failure code goes to /authentication/error/{code}; a page
 * that ends the session (log-off routes: locked, multiple login, timed out ...) takes the one log-off
 * path (RequestLogOff: the bank's log-off, then every store wiped); anything else goes to the general
 * error page. Failures cancel loading, reset the level to 0 and are reported (masked) to monitoring.
 *
 * An answer that lands after the customer outlasted it:
 * - the session that asked was logged off meanwhile ('Back' on a log-on step logs off): nothing of
 *   the answer is applied (no level, no step, no address), outcome `ended`; a late CAM30 must not
 *   revive a wiped session, nor put its step in place of the new log-on's;
 * - the customer left the page that asked for another page of the app (a help link, 'Change user', a
 *   typed address): the answer is applied to the session as the bank now holds it (levels, the
 *   step, a completed log-on is loaded, so the next guarded page opens), but the address is left
 *   alone: they are not pulled forward into the log-on nor sent to an error page they did not ask
 *   for. A page that ends the session (locked, multiple log-on) still logs off, wherever they are:
 *   the session's data must go.
 */
export class ApplyIdentityStep {
  constructor(
    private readonly session: SessionStatePort,
    private readonly tracking: Pick<Tracking, 'page'>,
    private readonly navigator: Navigator,
    private readonly steps: IdentityStepStore,
    private readonly preferences: Pick<PreferencesStore, 'setTokenType'>,
    private readonly requestLogOff: Pick<RequestLogOff, 'execute'>,
    private readonly reporter: Pick<ErrorReporter, 'report'>,
    private readonly scope: Pick<SessionScope, 'stillOpen'>,
  ) {}

  /** Take it before an identity call goes out; give it to `execute` or `failed` with the answer. */
  origin(): IdentityCallOrigin {
    return { go: whileHere(this.navigator), sessionOpen: this.scope.stillOpen() };
  }

  execute(step: IdentityStep, from: IdentityCallOrigin = this.origin()): LogOnOutcome {
    if (!from.sessionOpen()) return { kind: 'ended' };
    const autosubmit = step.data.autosubmit === true;
    if (step.status === 'OK' || step.status === 'INVALID') this.takeStepData(step);

    if (isLogOffRoute(step.route)) return this.endSession(step);

    switch (step.status) {
      case 'OK': {
        this.steps.set(step);
        this.session.update({ loading: false, error: null });
        const route = step.name === IdentityStepNames.logonComplete ? this.completeLogOn(step.route) : step.route;
        from.go.goTo(route);
        return { kind: 'moved', step, route, autosubmit };
      }
      case 'INVALID':
        this.steps.set(step);
        this.session.update({ loading: false });
        return { kind: 'invalid', step, errors: step.errors, autosubmit };
      default:
        if (routedStatuses.has(step.status) && step.route) {
          // An unrecognised page (FD2G509, fallback to legacy) is a failure of the log-on too.
          if (step.status === 'FALLBACK') this.reportFailure(step);
          this.steps.set(step);
          this.session.update({ loading: false });
          from.go.goTo(step.route);
          return { kind: 'moved', step, route: step.route, autosubmit };
        }
        this.reportFailure(step);
        return this.fail(from, listedFailureCode(step), step.errors[0]?.message);
    }
  }

  /**
   * A transport failure or an unreadable answer: the general error page. Not reported here: the HTTP
   * client's answer handler (HandleHttpAnswer) reported the failed call itself.
   */
  failed(code: string | null, description?: string, from: IdentityCallOrigin = this.origin()): LogOnOutcome {
    if (!from.sessionOpen()) return { kind: 'ended' };
    return this.fail(from, code, description, false);
  }

  private reportFailure(step: IdentityStep): void {
    const first = step.errors[0];
    this.reporter.report({
      code: listedFailureCode(step) ?? first?.code ?? logOnFailureCode,
      message: first?.message ?? `Log-on step ${step.name} ended with status ${step.status}`,
      context: { step: step.name, status: step.status, route: step.route },
    });
  }

  private fail(from: IdentityCallOrigin, code: string | null, description?: string, listed = true): LogOnOutcome {
    const route = code && listed ? errorPath(code) : generalErrorPath;
    this.session.update({
      level: 0,
      loaded: false,
      loading: false,
      error: code ? { code, description: description ?? '' } : null,
    });
    from.go.goTo(route);
    return { kind: 'failed', route, code };
  }

  /**
   * 'Logon Activity Completed': the session is loaded (so / leads to Balances, docs/rules/log-on-screens.md), and
   * the customer goes where they asked before log-on (a deep link, the IDV route's __returnUrl),
   * used once, or else to the page's own post-log-on route.
   */
  private completeLogOn(pageRoute: string): string {
    const route = postLogOnRoute(this.session.state.postAuthDestination, pageRoute);
    this.session.update({ loaded: true, postAuthDestination: null });
    return route;
  }

  private endSession(step: IdentityStep): LogOnOutcome {
    // A lock or a second log-on is worth monitoring; the customer's own log-out or a time-out is not.
    if (step.status !== 'LOGGED_OUT' && step.status !== 'TIMED_OUT') this.reportFailure(step);
    this.steps.set(null);
    this.session.update({ loading: false });
    const route = this.requestLogOff.execute({ reason: logOffReasonOf(step.route) });
    return { kind: 'failed', route, code: null };
  }

  private takeStepData(step: IdentityStep): void {
    const { data } = step;
    const patch: Parameters<SessionStatePort['update']>[0] = {};
    if (data.cin) patch.cin = data.cin;
    if (data.inTokenActivationPeriod !== undefined) patch.inTokenActivationPeriod = data.inTokenActivationPeriod;
    if (data.ibStatus) patch.ibStatus = data.ibStatus;
    const tokenType = pageTokenType(data.tokenType, this.session.state.tokenType);
    if (tokenType) {
      patch.tokenType = tokenType;
      this.preferences.setTokenType(tokenType);
    }
    this.session.update(patch);
    const level = toCamLevel(data.camLevel);
    const maxLevel = toCamLevel(data.maxCamLevel);
    if (level !== null) applyLevels(this.session, this.tracking, { level, maxLevel: maxLevel ?? undefined });
    else if (maxLevel !== null) this.session.update({ maxLevel });
  }
}

/** The code a failed log-on page is reported under when it carries none of its own: FD2G002 'general'. */
const logOnFailureCode = 'FD2G002';

/** The reason in a log-off route (/logoff/locked, /authentication/logoff/multiple-login); none for /logoff. */
function logOffReasonOf(route: string): LogOffReason | undefined {
  const last = route.split(/[?#]/)[0]?.split('/').pop();
  return isLogOffReason(last) ? last : undefined;
}

/**
 * The token type a page reports ('soft' or 'hard', either case). While the customer is choosing
 * (a *_selected type), the page's kind keeps the '_selected' form so the Secure Key / mobile app
 * toggle stays available; otherwise the page's value is taken as it is.
 */
export function pageTokenType(raw: string | undefined, current: TokenType): TokenType | null {
  const reported = normaliseTokenType(raw);
  if (!reported) return null;
  if (current.endsWith('_selected') && (reported === 'hard' || reported === 'soft')) return `${reported}_selected`;
  return reported;
}
