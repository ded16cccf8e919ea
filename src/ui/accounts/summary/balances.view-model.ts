import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Account } from '../../../core/accounts/account';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { bankToday } from '../../../core/shared/bank-day';
import type { LastLogon } from '../../../core/accounts/last-logon';
import { emptyMarketing, type MarketingBanner, type MarketingConfig, type MarketingPlacementId } from '../../../core/accounts/marketing';
import type { PendingAuthorisation, UpcomingTransaction } from '../../../core/accounts/transaction';
import { FeatureTogglesPort } from '../../../core/session/feature-toggles.port';
import { Clock } from '../../../core/shared/clock.port';
import { pendingAuthorisationsUnavailableLabel, upcomingFailure, type UpcomingFailure } from '../../../core/accounts/load-account-extras.use-case';
import { BalancesSectionsStarter } from '../../../core/accounts/balances-sections';
import type { Result } from '../../../core/shared/result';
import { AccountsContent } from '../accounts-content';
import { RunLifecycle, type Run } from '../../shared/run-lifecycle';

/** A section of the Balances home that loads on its own: it fails without taking the page down. */
export type SectionState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; code: string };

/** Shown when content has no text for fd_lbl_pdca_unavailable. */
export const pendingUnavailableFallback = 'Pending card authorisations are not available at the moment. Please try again later.';

/** The Balances home (/summary): the accounts list plus its side sections (docs/rules/customer-screens.md and docs/rules/error-catalogue.md). */
@injectable()
export class BalancesViewModel {
  lastLogon: SectionState<LastLogon> = { status: 'loading' };
  upcoming: SectionState<UpcomingTransaction[]> = { status: 'loading' };
  pending: SectionState<PendingAuthorisation[]> = { status: 'loading' };
  marketing: MarketingConfig = emptyMarketing();
  /** The accounts' nicknames by account id; 'off' where nicknames are switched off. */
  nicknames: SectionState<ReadonlyMap<string, string>> | { status: 'off' } = { status: 'loading' };
  /** The banners' answer (or failure) has arrived: until then the list's top edge is not known. */
  marketingSettled = false;
  closedBanners = new Set<string>();
  popout: MarketingBanner | null = null;
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(BalancesSectionsStarter) private readonly sections: BalancesSectionsStarter,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
    @inject(AccountsContent) private readonly content: AccountsContent,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<
      BalancesViewModel,
      'accountsState' | 'sections' | 'toggles' | 'content' | 'clock' | 'runs'
    >(
      this,
      {
        accountsState: false,
        sections: false,
        toggles: false,
        content: false,
        clock: false,
        runs: false,
      },
      { autoBind: true },
    );
  }

  get accounts(): readonly Account[] {
    return this.accountsState.state.accounts;
  }

  get accountsLoaded(): boolean {
    return this.accountsState.state.loaded;
  }

  get today(): string {
    return bankToday(this.clock);
  }

  get showLastLogon(): boolean {
    return this.toggles.isEnabled('lastLogin');
  }

  get showPending(): boolean {
    return this.toggles.isEnabled('pendingDebitCardAuthorisations');
  }

  /** What the upcoming section says instead of its list when the request failed, or null. */
  get upcomingFailure(): UpcomingFailure | null {
    return this.upcoming.status === 'failed' ? upcomingFailure(this.upcoming.code) : null;
  }

  /** The label content gives for fd_lbl_pdca_unavailable (its key when content has none). */
  get pendingUnavailableText(): string {
    return this.content.label(pendingAuthorisationsUnavailableLabel) ?? pendingUnavailableFallback;
  }

  /**
   * What stands above the accounts list (the last log-on line, the 'accountsList' banners) has its
   * answer, so the list can be painted where it will stay: painted earlier, it was pushed down when
   * they arrived (a layout shift, docs/architecture.md "The customer's main journey, measured").
   */
  get aboveListSettled(): boolean {
    return (!this.showLastLogon || this.lastLogon.status !== 'loading') && this.marketingSettled && this.nicknames.status !== 'loading';
  }

  /** The account's nickname, or null when it has none, nicknames are off or their list failed (the cards show none). */
  nicknameOf(accountId: string): string | null {
    return this.nicknames.status === 'loaded' ? (this.nicknames.value.get(accountId) ?? null) : null;
  }

  banners(placement: MarketingPlacementId): MarketingBanner[] {
    return this.marketing[placement].filter((b) => !this.closedBanners.has(b.id));
  }

  /**
   * Shows the side sections: their requests started beside the accounts by the accounts gate, or
   * now. The accounts themselves are loaded once by the accounts gate.
   */
  load(): void {
    const run = this.runs.begin();
    const sections = this.sections.take();
    if (sections.lastLogon) void this.section(run, sections.lastLogon, (s) => (this.lastLogon = s));
    void this.section(run, sections.upcoming, (s) => (this.upcoming = s));
    if (sections.pending) void this.section(run, sections.pending, (s) => (this.pending = s));
    if (sections.nicknames) void this.section(run, sections.nicknames, (s) => (this.nicknames = s));
    else this.nicknames = { status: 'off' };
    void sections.marketing.then((result) => {
      // Banners are optional: without them (a failure) the page is complete.
      runInAction(() => {
        if (!run.isLatest()) return;
        if (result.ok) this.marketing = result.value;
        this.marketingSettled = true;
      });
    });
  }

  dispose(): void {
    this.runs.end();
  }

  closeBanner(id: string): void {
    this.closedBanners.add(id);
    if (this.popout?.id === id) this.popout = null;
  }

  openPopout(banner: MarketingBanner): void {
    this.popout = banner;
  }

  closePopout(): void {
    this.popout = null;
  }

  private async section<T>(run: Run, request: Promise<Result<T>>, set: (state: SectionState<T>) => void): Promise<void> {
    set({ status: 'loading' });
    const result = await request;
    runInAction(() => {
      if (!run.isLatest()) return;
      set(result.ok ? { status: 'loaded', value: result.value } : { status: 'failed', code: result.error.code });
    });
  }
}
