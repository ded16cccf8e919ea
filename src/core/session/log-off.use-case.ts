import type { Navigator } from '../shared/navigator.port';
import { whileHere } from '../shared/while-here';
import type { AuthState, SessionStatePort } from './auth-state';
import type { ClearCustomerData } from './clear-customer-data.use-case';
import { logOffPath, type LogOffReason } from './log-off-reason';
import type { SessionApi } from './session-api.port';

/** The log-on page, where 'log on again' takes the customer. */
export const logOnAgainPath = '/authentication/username';

export interface LogOffRequest {
  /** Go straight back to the username page afterwards (e.g. 'Back to Log On', the timeout modal). */
  logOnAgain?: boolean;
  /** Why the app logs the customer off; shown on /logoff/{reason}. */
  reason?: LogOffReason;
  /**
   * The route the customer is on. When it is already the destination nothing navigates: a second
   * entry for the same log-on page would read as the Back button to its leave-step guard.
   */
  currentPath?: string;
}

export interface LogOffOutcome {
  /** Whether the gateway confirmed the log-off. The customer's data is wiped either way. */
  serverLoggedOff: boolean;
  route: string;
}

/**
 * Whether a log-off still has something to end: a session (any level above 0) or a log-off that was
 * asked for and has not run yet (RequestLogOff), whatever the level.
 */
export function logOffOwed(state: Pick<AuthState, 'level' | 'logOffPending'>): boolean {
  return state.level > 0 || state.logOffPending;
}

/**
 * Log off (docs/rules/log-on-states.md): request, then success or failure. The customer's data leaves memory
 * and browser storage whatever the gateway answers: a failed call must not leave a session's data
 * behind on a shared computer. The route is entered with replace, so Back does not return to a page
 * of the session (and the data behind it is gone from memory anyway).
 *
 * Run it from the log-off page (or where no guarded page is on screen): a page guarded by the level,
 * still on screen when the level falls, redirects to log on and would overtake the log-off route.
 * From anywhere else use RequestLogOff, which goes to the log-off page first.
 *
 * Every way a session ends comes here (the customer's choice, a forced log-off of any reason, the
 * timeout modal's 'Log on again'). A call while one is on its way joins it: the log-off page and
 * RequestLogOff's fallback may both ask, and the bank is told once.
 */
export class LogOff {
  private inFlight: Promise<LogOffOutcome> | null = null;

  constructor(
    private readonly api: Pick<SessionApi, 'logOff'>,
    private readonly session: SessionStatePort,
    private readonly clearCustomerData: Pick<ClearCustomerData, 'execute'>,
    private readonly navigator: Navigator,
  ) {}

  execute(request: LogOffRequest = {}): Promise<LogOffOutcome> {
    this.inFlight ??= this.run(request).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async run(request: LogOffRequest): Promise<LogOffOutcome> {
    // The answer moves the customer only while they are where the log-off started (core/shared/
    // while-here.ts): the log-off page says 'You've logged off' before the bank answers, and a
    // customer who has pressed 'Log on again' (or gone Back) meanwhile is not sent back to it.
    const go = whileHere(this.navigator);
    this.session.update({ logOffModalOpen: false, loading: true });
    let serverLoggedOff = true;
    try {
      await this.api.logOff();
    } catch {
      serverLoggedOff = false;
    }
    this.clearCustomerData.execute();
    const route = request.logOnAgain ? logOnAgainPath : logOffPath(request.reason);
    if (request.currentPath !== route) go.goTo(route, { replace: true });
    return { serverLoggedOff, route };
  }
}

/** Opens or closes the log-off confirm modal (state.logOffModalOpen). */
export class SetLogOffModalOpen {
  constructor(private readonly session: SessionStatePort) {}

  execute(open: boolean): void {
    this.session.update({ logOffModalOpen: open });
  }
}
