import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionStatePort } from '../../core/session/auth-state';

/**
 * The shell's own state: whether the sidebar shows (full log-on, CAM40, without forced token
 * selection: spec 01 sections 2 and 6), the mobile menu, read-only mode, and opening log-off.
 */
@injectable()
export class ShellViewModel {
  menuOpen = false;

  constructor(@inject(SessionStatePort) private readonly session: SessionStatePort) {
    makeAutoObservable<ShellViewModel, 'session'>(this, { session: false }, { autoBind: true });
  }

  get showSidebar(): boolean {
    return this.session.state.level === 40 && !this.session.state.forceTokenSelect;
  }

  get readOnly(): boolean {
    return this.session.state.ibStatus === 'READONLY';
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
