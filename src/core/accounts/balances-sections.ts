import type { LoadAccountNicknames } from '../account-nickname/load-account-nicknames.use-case';
import type { FeatureTogglesPort } from '../session/feature-toggles.port';
import type { Result } from '../shared/result';
import type { LastLogon } from './last-logon';
import type { LoadLastLogon, LoadMarketing, LoadPendingAuthorisations, LoadUpcomingTransactions } from './load-account-extras.use-case';
import type { MarketingConfig } from './marketing';
import type { PendingAuthorisation, UpcomingTransaction } from './transaction';

/** The Balances home's side requests in flight; null where its toggle is off. */
export interface BalancesSections {
  lastLogon: Promise<Result<LastLogon>> | null;
  upcoming: Promise<Result<UpcomingTransaction[]>>;
  pending: Promise<Result<PendingAuthorisation[]>> | null;
  marketing: Promise<Result<MarketingConfig>>;
  /** The accounts' nicknames by account id; null where nicknames are switched off (nothing bound). */
  nicknames: Promise<Result<ReadonlyMap<string, string>>> | null;
}

/**
 * The Balances home's side requests (the last log-on line, upcoming payments, pending card
 * authorisations, banners, the accounts' nicknames), started beside the accounts request rather than after it (a budget:
 * Balances within two sequential round trips of 'Log on'). None of them needs the accounts' answer,
 * so the accounts gate starts them with the accounts (`start`) when the customer lands on Balances,
 * and the Balances home takes them when it mounts (`take`): one round trip, not two. Taken once: a
 * later visit asks again (fresh figures). Log-off drops what was started (`reset`, through the
 * customer data registry), so nothing of one customer reaches the next; so does leaving the Balances
 * home before it took them (the accounts gate: another account page, or out of the accounts area),
 * so nothing asked before a change is shown after it.
 */
export class BalancesSectionsStarter {
  private started: BalancesSections | null = null;

  constructor(
    private readonly lastLogon: LoadLastLogon,
    private readonly upcoming: LoadUpcomingTransactions,
    private readonly pending: LoadPendingAuthorisations,
    private readonly marketing: LoadMarketing,
    private readonly toggles: FeatureTogglesPort,
    private readonly nicknames: Pick<LoadAccountNicknames, 'execute'> | null = null,
  ) {}

  /** Starts the requests now, unless they are started and not yet taken. */
  start(): void {
    this.started ??= this.run();
  }

  /** The requests started early (then forgotten), or started now. */
  take(): BalancesSections {
    const sections = this.started ?? this.run();
    this.started = null;
    return sections;
  }

  /**
   * Forgets what was started and not taken: log-off, and the customer leaving the Balances home before
   * it showed (a quick link on): its answers would be out of date by the next visit (a standing order
   * changed since), so that visit asks again.
   */
  reset(): void {
    this.started = null;
  }

  private run(): BalancesSections {
    return {
      lastLogon: this.toggles.isEnabled('lastLogin') ? this.lastLogon.execute() : null,
      upcoming: this.upcoming.execute(),
      pending: this.toggles.isEnabled('pendingDebitCardAuthorisations') ? this.pending.execute() : null,
      marketing: this.marketing.execute(),
      nicknames: this.nicknames?.execute() ?? null,
    };
  }
}
