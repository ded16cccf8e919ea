import type { Navigator } from '../shared/navigator.port';
import type { Scheduler } from '../shared/clock.port';
import type { SessionStatePort } from './auth-state';
import { logOffPath, type LogOffReason } from './log-off-reason';
import type { LogOff } from './log-off.use-case';

/** How long the log-off page has to take over before the log-off runs without it. */
export const logOffPageGraceMs = 3_000;

/**
 * Logging off from a page of the session (the confirm modal, the SessionKeeper): the customer is
 * first moved to /logoff or /logoff/{reason} (replacing the current history entry), and the log-off
 * page, once shown, runs LogOff (request, then wipe). Moving first means no page of the session is
 * on screen when its data goes, so none of them can redirect elsewhere on the way. Should the page
 * not take over within `logOffPageGraceMs` (e.g. its code failed to load), LogOff runs from here:
 * the data never outlives the request by more than that.
 *
 * The one way the app ends a session for a reason: the confirm modal, the SessionKeeper (inactivity,
 * session errors), a log-on page that ends the session (ApplyIdentityStep) and an API answer that
 * does (HandleHttpAnswer, e.g. locked). `logOffPending` marks the request until LogOff has run, so
 * the log-off happens (bank call and wipe) even when the level is already 0, and a second request
 * for the same log-off (parallel answers that all say locked) does not start another.
 */
export class RequestLogOff {
  constructor(
    private readonly session: SessionStatePort,
    private readonly navigator: Navigator,
    private readonly scheduler: Scheduler,
    private readonly logOff: Pick<LogOff, 'execute'>,
  ) {}

  execute(request: { reason?: LogOffReason } = {}): string {
    const route = logOffPath(request.reason);
    if (this.session.state.logOffPending) return route;
    this.session.update({ logOffModalOpen: false, inactivityWarningOpen: false, inactivityLogOffAt: null, logOffPending: true });
    this.navigator.goTo(route, { replace: true });
    // Only this request's log-off, while it is still owed: once LogOff has run (the wipe clears
    // logOffPending), a session at a level above 0 is the next customer's, logged on in the same tab
    // inside the grace, and is none of this timer's business.
    this.scheduler.setTimeout(() => {
      if (this.session.state.logOffPending) void this.logOff.execute(request);
    }, logOffPageGraceMs);
    return route;
  }
}
