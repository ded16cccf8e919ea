import type { LinkPolicy } from '../content/link-policy';
import { ErrorCodes } from '../shared/error-codes';
import { isCreditCard } from './category';
import { ok, type Result } from '../shared/result';
import type { AccountsPort } from './accounts.port';
import { attempt } from './accounts-failure';
import type { LastLogon } from './last-logon';
import { findAccount, type AccountsSource } from './load-transactions.use-case';
import type { MarketingConfig } from './marketing';
import { withSafeLinks } from './marketing-links';
import type { CreditCardPaymentInfo, InterestRates, PendingAuthorisation, UpcomingTransaction } from './transaction';

/*
 * The Balances home's and the account page's smaller requests (docs/rules/customer-states.md, "typical request
 * cycle"). Each is a thin use case so view models depend on a verb, never on the gateway.
 */

/** Last log-on, shown behind the lastLogin toggle. */
export class LoadLastLogon {
  constructor(private readonly accounts: Pick<AccountsPort, 'lastLogon'>) {}
  execute(): Promise<Result<LastLogon>> {
    return attempt(() => this.accounts.lastLogon());
  }
}

/**
 * Upcoming transactions. A failure keeps its code: AP004T / FD890T mean the section is disabled
 * (docs/rules/error-catalogue.md), which the screen shows differently from other failures (upcomingFailure).
 */
export class LoadUpcomingTransactions {
  constructor(private readonly accounts: Pick<AccountsPort, 'upcomingTransactions'>) {}
  execute(): Promise<Result<UpcomingTransaction[]>> {
    return attempt(() => this.accounts.upcomingTransactions());
  }
}

/** Upcoming transactions disabled (docs/rules/error-catalogue.md: FD890T and AP004T). */
export const upcomingDisabledCodes: readonly string[] = ['AP004T', 'FD890T'];
export const isUpcomingDisabled = (code: string): boolean => upcomingDisabledCodes.includes(code);

/**
 * What the upcoming-transactions section says when its request failed. AP004T only when the bank
 * says the function is off, FD890T when its content is missing; any other failure (FD999T no answer,
 * FD001T, the bank's own code) is a failure and says so with its own code, never that the function
 * is off. An empty code is FD001T.
 */
export type UpcomingFailure =
  | { kind: 'disabled'; code: typeof ErrorCodes.upcomingDisabled }
  | { kind: 'missingContent'; code: typeof ErrorCodes.missingContent }
  | { kind: 'failed'; code: string };

export function upcomingFailure(code: string): UpcomingFailure {
  if (code === ErrorCodes.upcomingDisabled) return { kind: 'disabled', code };
  if (code === ErrorCodes.missingContent) return { kind: 'missingContent', code };
  return { kind: 'failed', code: code || ErrorCodes.generic };
}

/** Pending card authorisations (all cards, or one account's); a failure shows fd_lbl_pdca_unavailable. */
export class LoadPendingAuthorisations {
  constructor(private readonly accounts: Pick<AccountsPort, 'pendingAuthorisations'>) {}
  execute(accountId?: string): Promise<Result<PendingAuthorisation[]>> {
    return attempt(() => this.accounts.pendingAuthorisations(accountId));
  }
}

/** Label key shown when pending card authorisations cannot be loaded (docs/rules/error-catalogue.md). */
export const pendingAuthorisationsUnavailableLabel = 'fd_lbl_pdca_unavailable';

/**
 * Marketing banners for the accountsList and accountsListEnd placements, their calls to action through
 * the same link rule as rich text (withSafeLinks). AppConfig is a LinkPolicy (bank domains, home).
 */
export class LoadMarketing {
  constructor(
    private readonly accounts: Pick<AccountsPort, 'marketing'>,
    private readonly links: LinkPolicy,
  ) {}
  async execute(): Promise<Result<MarketingConfig>> {
    const result = await attempt(() => this.accounts.marketing());
    return result.ok ? ok(withSafeLinks(result.value, this.links)) : result;
  }
}

/** Interest rates of the account at a route's index. */
export class LoadInterestRates {
  constructor(
    private readonly source: AccountsSource,
    private readonly accounts: Pick<AccountsPort, 'interestRates'>,
  ) {}
  async execute(accountIndex: number): Promise<Result<InterestRates>> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return account;
    return attempt(() => this.accounts.interestRates(account.value.id));
  }
}

/** Payment information of the credit card at a route's index. */
export class LoadCreditCardPaymentInfo {
  constructor(
    private readonly source: AccountsSource,
    private readonly accounts: Pick<AccountsPort, 'creditCardPaymentInfo'>,
  ) {}
  async execute(accountIndex: number): Promise<Result<CreditCardPaymentInfo>> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return account;
    return attempt(() => this.accounts.creditCardPaymentInfo(account.value.id));
  }
}

/** What a transactions page shows above its list: a card's payment information, or an account's interest rates. */
export interface AccountExtras {
  creditCardInfo?: CreditCardPaymentInfo;
  interestRates?: InterestRates;
}

/**
 * The extras of the account at a route's index, asked for beside its transactions rather than after
 * them: the account's kind comes from the accounts list (already loaded), so the page can be painted
 * once with both and nothing is inserted above the list afterwards (CLS 0 on Balances →
 * transactions). An account without extras, or a failure, answers none: they are never the page's error.
 */
export class LoadAccountExtras {
  constructor(
    private readonly source: AccountsSource,
    private readonly rates: Pick<LoadInterestRates, 'execute'>,
    private readonly cardInfo: Pick<LoadCreditCardPaymentInfo, 'execute'>,
  ) {}

  async execute(accountIndex: number): Promise<AccountExtras> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return {};
    if (isCreditCard(account.value.summary)) {
      const info = await this.cardInfo.execute(accountIndex);
      return info.ok ? { creditCardInfo: info.value } : {};
    }
    const rates = await this.rates.execute(accountIndex);
    return rates.ok ? { interestRates: rates.value } : {};
  }
}
