import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionStatePort } from '../../core/session/auth-state';
import { GuardNavigation } from '../../core/session/guard-navigation.use-case';
import { isReadOnly } from '../../core/session/read-only';
import { UnreadCountRefresher, UnreadCountStore } from './unread-count.store';

/**
 * The shell's own state: whether the sidebar shows (full log-on, CAM40, without forced token
 * selection: docs/rules/log-on-screens.md and docs/rules/access.md), the mobile menu, read-only mode, opening log-off, and the
 * check every navigation passes (forced token selection, docs/rules/log-on-states.md).
 */
@injectable()
export class ShellViewModel {
  menuOpen = false;

  constructor(
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(GuardNavigation) private readonly guard: GuardNavigation,
    @inject(UnreadCountStore) private readonly unread: UnreadCountStore,
    @inject(UnreadCountRefresher) private readonly refresher: UnreadCountRefresher,
  ) {
    makeAutoObservable<ShellViewModel, 'session' | 'guard' | 'unread' | 'refresher'>(
      this,
      { session: false, guard: false, unread: false, refresher: false },
      { autoBind: true },
    );
  }

  /**
   * Every page the customer reaches: a customer who must choose a token is sent to the choice
   * whatever the page (pages that need a full log-on also check that, with RequireFullLogOn).
   * Returns where to send the customer instead, or null.
   */
  guardNavigation(path: string): string | null {
    return this.guard.execute({ path, needsFullLogOn: false }).redirectTo;
  }

  /**
   * A session is under way (past the username): the session's modals (time-out, log-off) can open
   * from now on, so their code is fetched now, not with the log-on page.
   */
  get sessionUnderWay(): boolean {
    return this.session.state.level > 0;
  }

  get showSidebar(): boolean {
    return this.session.state.level === 40 && !this.session.state.forceTokenSelect;
  }

  /** The inbox's unread count for the sidebar and the menu button; null until known. */
  get unreadCount(): number | null {
    return this.unread.count;
  }

  /** Fills the count once the sidebar shows (CAM40); a failure leaves the count unshown. */
  refreshUnreadCount(): void {
    this.refresher.refresh().catch(() => undefined);
  }

  get readOnly(): boolean {
    return isReadOnly(this.session.state);
  }

  toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
  }

  closeMenu(): void {
    this.menuOpen = false;
  }

  /** The session stream's SessionModals shows the log-off confirmation when this flag is set. */
  requestLogOff(): void {
    this.menuOpen = false;
    this.session.update({ logOffModalOpen: true });
  }
}
