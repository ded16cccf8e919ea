import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { initialAuthState, type AuthState, type SessionStatePort } from '../../core/session/auth-state';

/** The auth state held in a MobX observable, so observer() views re-render when core changes it. */
@injectable()
export class ObservableSessionState implements SessionStatePort {
  state: AuthState = { ...initialAuthState };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  update(patch: Partial<AuthState>): void {
    Object.assign(this.state, patch);
  }

  reset(): void {
    this.state = { ...initialAuthState };
  }
}
