import { IdentityRoutes } from '../identity/identity-step';
import type { SessionStatePort } from '../session/auth-state';
import type { RequestLogOff } from '../session/request-log-off.use-case';
import type { ErrorReporter } from '../shared/error-reporter.port';
import type { Navigator } from '../shared/navigator.port';
import type { PreferencesStore } from '../shared/preferences.port';
import type { AppError } from '../shared/result';
import { judgeAnswer, type Answer, type FailureEffect, type HttpMethod } from './failure-policy';

/** One answer as the HTTP client received it (or its absence), for HandleHttpAnswer to judge. */
export interface HttpAnswer {
  method: HttpMethod;
  url: string;
  /** What arrived; the stored log-on URL the rules compare with is this use case's to read. */
  answer: Omit<Answer, 'storedLoginUrl'>;
}

/**
 * What the app does with every HTTP answer, the last try of each call (docs/rules/log-on-states.md, docs/rules/calls.md and docs/rules/error-catalogue.md):
 * judges it by the failure policy, carries out the effects it names, and reports a failure (masked
 * by the reporter) to monitoring. The HTTP client hands every answer here and only moves bytes.
 *
 * - general error page: navigate there;
 * - a log-on URL header: stored (browser storage and the auth state), so the 401/403 rule reads it
 *   and FD2G509's 'Continue to log on' can leave to it;
 * - 401/403 with that header and none stored: clear the possible-session flag, go to log on;
 * - locked: the one log-off path (RequestLogOff, reason locked): the bank's log-off, then every
 *   customer store wiped;
 * - a 401 with a session error code while logged on: the same log-off path, with that reason
 *   (timed out for the demo bank's 0020);
 * - read-only message code: read-only state.
 *
 * `requestLogOff` is fetched when first needed: logging off calls the bank through the HTTP client,
 * which hands its answers here, so the two cannot be built one inside the other.
 */
export class HandleHttpAnswer {
  constructor(
    private readonly session: Pick<SessionStatePort, 'state' | 'update'>,
    private readonly preferences: Pick<PreferencesStore, 'getLoginUrl' | 'setLoginUrl'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly reporter: Pick<ErrorReporter, 'report'>,
    private readonly requestLogOff: () => Pick<RequestLogOff, 'execute'>,
    /** The bank's own domains: a log-on address elsewhere is not followed (failure-policy.ts). */
    private readonly bankDomains: readonly string[] = [],
  ) {}

  /** The failure the call rejects with, or null when its answer may be used. */
  execute({ method, url, answer }: HttpAnswer): AppError | null {
    const verdict = judgeAnswer({ ...answer, storedLoginUrl: this.preferences.getLoginUrl(), bankDomains: this.bankDomains });
    for (const effect of verdict.effects) this.carryOut(effect);
    if (verdict.error) this.report(verdict.error, method, url);
    return verdict.error;
  }

  private carryOut(effect: FailureEffect): void {
    switch (effect.kind) {
      case 'general-error-page':
        this.navigator.goTo(IdentityRoutes.generalError);
        break;
      case 'store-log-on-url':
        this.preferences.setLoginUrl(effect.url);
        this.session.update({ loginUrl: effect.url });
        break;
      case 'log-on-redirect':
        this.session.update({ possibleSession: false });
        this.navigator.goTo(IdentityRoutes.username);
        break;
      case 'log-off':
        this.requestLogOff().execute({ reason: effect.reason });
        break;
      case 'session-ended':
        // Only while the app holds a session: a loader's answer that lands after a log-off (the
        // bank has ended the session by then) must not send the customer to a second log-off page.
        if (this.session.state.level > 0) this.requestLogOff().execute({ reason: effect.reason });
        break;
      case 'read-only':
        this.session.update({ ibStatus: 'READONLY' });
        break;
    }
  }

  private report(error: AppError, method: HttpMethod, url: string): void {
    this.reporter.report({
      code: error.code,
      message: error.description,
      // The path only: a query string may carry what a customer typed (a GET form's fields).
      context: { method, path: pathOf(url), ...(error.status === undefined ? {} : { status: String(error.status) }) },
    });
  }
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}
