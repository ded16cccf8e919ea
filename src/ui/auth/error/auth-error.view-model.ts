import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { ErrorCodes } from '../../../core/shared/error-codes';
import { Navigator } from '../../../core/shared/navigator.port';
import { PreferencesStore } from '../../../core/shared/preferences.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { FollowLogOnLink } from '../../../core/session/follow-log-on-link.use-case';
import { LogOff } from '../../../core/session/log-off.use-case';
import { AuthCancelledTexts, AuthErrorTexts, ReadOnlyTexts } from '../../../core/auth-forms/later-log-on-texts';
import { logOnErrorPage, type LogOnErrorPage } from '../../../core/auth-forms/log-on-error-pages';
import { StepLinks, stepLinkHref } from '../forms/step-links';

export const AuthStatusCodes = { authCancelled: 'AUTH_CANCELLED', authError: 'AUTH_ERROR' } as const;

export type AuthErrorView =
  | { kind: 'readOnly'; title: string }
  | { kind: 'authCancelled'; title: string }
  | { kind: 'authError'; title: string }
  | { kind: 'page'; title: string; page: LogOnErrorPage };

type Deps = 'followLink' | 'logOff' | 'steps' | 'session' | 'navigator' | 'config' | 'preferences';

/** /authentication/error and /authentication/error/{code} (docs/rules/access.md and docs/rules/error-catalogue.md). */
@injectable()
export class AuthErrorViewModel {
  busy = false;

  constructor(
    @inject(FollowLogOnLink) private readonly followLink: FollowLogOnLink,
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(PreferencesStore) private readonly preferences: Pick<PreferencesStore, 'getLoginUrl'>,
  ) {
    makeAutoObservable<this, Deps>(
      this,
      { followLink: false, logOff: false, steps: false, session: false, navigator: false, config: false, preferences: false },
      { autoBind: true },
    );
  }

  get phone(): string {
    return this.config.helpPhone;
  }

  /** What the page shows for the route's code (none: the general log-on error). */
  viewFor(rawCode: string | undefined): AuthErrorView {
    const code = rawCode?.trim().toUpperCase();
    if (code === ErrorCodes.readOnly || code === ErrorCodes.readOnlyMarker) return { kind: 'readOnly', title: ReadOnlyTexts.heading };
    if (code === AuthStatusCodes.authCancelled) return { kind: 'authCancelled', title: AuthCancelledTexts.title };
    if (code === AuthStatusCodes.authError) return { kind: 'authError', title: AuthErrorTexts.title };
    const page = logOnErrorPage(code, this.config.helpPhone);
    return { kind: 'page', title: page.title, page };
  }

  /** Read-only: Proceed to choose a Secure Key, through the page's own link when it gave one. */
  async proceed(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const href = stepLinkHref(this.steps.current, 'activation');
    if (href) await this.followLink.execute(href);
    else this.navigator.goTo(StepLinks.activation.fallback);
    this.done();
  }

  backHome(): void {
    this.navigator.goTo('/');
  }

  register(): void {
    this.navigator.goTo('/registration');
  }

  /**
   * Fallback to legacy: the identity service's own log-on pages, at the address the bank gave
   * (HandleHttpAnswer stores it in the auth state and in browser storage, which outlives a reload).
   */
  legacyLogOn(): void {
    const url = this.session.state.loginUrl ?? this.preferences.getLoginUrl();
    if (url) this.navigator.leaveTo(url);
    else void this.backToLogOn();
  }

  async backToLogOn(): Promise<void> {
    await this.logOff.execute({ logOnAgain: true });
  }

  private done(): void {
    this.busy = false;
  }
}
