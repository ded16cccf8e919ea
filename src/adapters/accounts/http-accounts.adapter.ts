import { inject, injectable } from 'inversify';
import type { Account } from '../../core/accounts/account';
import { AccountsErrorCodes, AccountsFailure } from '../../core/accounts/accounts-failure';
import type { AccountsPort } from '../../core/accounts/accounts.port';
import type { LastLogon } from '../../core/accounts/last-logon';
import type { MarketingConfig } from '../../core/accounts/marketing';
import type { Statement } from '../../core/accounts/statement';
import type {
  CreditCardPaymentInfo,
  DateRange,
  InterestRates,
  PendingAuthorisation,
  Transaction,
  UpcomingTransaction,
} from '../../core/accounts/transaction';
import { AppConfig } from '../../core/shared/app-config';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { HttpClient, type RequestOptions } from '../http/http-client';
import { type OddAccount, toAccounts, toSingleAccount } from './accounts.mapper';
import { toCreditCardPaymentInfo, toInterestRates, toPendingAuthorisations, toStatements, toTransactionsPage, toUpcoming } from './transactions.mapper';
import { toLastLogon, toMarketing } from './last-logon-marketing.mapper';
import { idSegment } from '../http/id-segment';

/** Rows per transactions page: about 0.7 MB of JSON, parsed in a few milliseconds. */
export const transactionsPageSize = 5000;
/** 100 pages of 5,000: half a million rows before the adapter calls the paging broken. */
const maxTransactionPages = 100;

/**
 * The query of a `links.next` path: only a path of ours to the same list (never another host), as
 * open banking's consents (open-banking.mapper.ts).
 */
export function nextPageQuery(next: string, listUrl: string): Record<string, string> {
  const base = 'https://app.invalid';
  const url = next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? new URL(next, base) : null;
  if (url === null || url.origin !== base || url.pathname !== new URL(listUrl, base).pathname) {
    throw new AccountsFailure({ code: AccountsErrorCodes.malformed, description: 'Malformed transactions answer: the next link is not the same list' });
  }
  return Object.fromEntries(url.searchParams.entries());
}

/** The accounts gateway's paths under apiBase (docs/api/accounts.md). */
export const AccountsPaths = {
  accounts: '/v12/accounts',
  account: (id: string) => `/v12/accounts/${idSegment(id)}`,
  transactions: (id: string) => `/v1/accounts/${idSegment(id)}/transactions`,
  upcoming: '/v1/upcoming-transactions',
  pendingAuthorisations: '/v1/cards/pending-authorisations',
  interestRates: (id: string) => `/v1/accounts/${idSegment(id)}/interest-rates`,
  creditCardPaymentInfo: (id: string) => `/v1/credit-cards/${idSegment(id)}/payment-info`,
  status: '/v1/status',
  statements: (id: string) => `/v1/accounts/${idSegment(id)}/statements`,
  statementPdf: (id: string, statementId: string) =>
    `/v1/accounts/${idSegment(id)}/statements/${idSegment(statementId)}/pdf`,
  marketing: '/v1/marketing/placements',
} as const;

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).slice === 'function';

/** Reported for each account shown with safe defaults or left out of the list (docs/api/accounts.md). */
export const oddAccountReportCode = 'ACC_ODD_ACCOUNT';

/**
 * AccountsPort over the JSON gateway. Transport failures arrive as HttpFailure from the client (its
 * own catalogue codes); answers are validated and mapped in accounts.mapper.ts, transactions.mapper.ts and last-logon-marketing.mapper.ts. An odd account is
 * shown with safe defaults (or left out) rather than failing the list, and reported, so the bank
 * hears about a gateway that sends what was not agreed.
 */
@injectable()
export class HttpAccountsAdapter implements AccountsPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  async list(): Promise<Account[]> {
    const { accounts, odd } = toAccounts(await this.http.get<unknown>(this.url(AccountsPaths.accounts)));
    this.reportOdd('GET accounts', odd);
    return accounts;
  }

  async byId(id: string): Promise<Account> {
    const { account, odd } = toSingleAccount(await this.http.get<unknown>(this.url(AccountsPaths.account(id))));
    this.reportOdd('GET account by id', odd);
    return account;
  }

  /** One report per odd account: where it is, whether it was shown, and what was not as agreed. */
  private reportOdd(call: string, odd: readonly OddAccount[]): void {
    for (const account of odd) {
      this.reporter.report({
        code: oddAccountReportCode,
        message: `${call}: ${account.path} ${account.shown ? 'shown with safe defaults' : 'left out'}: ${account.problems.join('; ')}`,
        context: { call, account: account.path, shown: String(account.shown) },
      });
    }
  }

  /**
   * Every transaction (of the range), page by page: `pageSize` rows an answer, then the bank's
   * `links.next` until there is none. A page is small enough to parse in a few milliseconds, so even
   * 100,000 rows never hold the main thread for one long task; a gateway that does not page answers
   * everything at once without links, and that is the whole list.
   */
  async transactions(accountId: string, range?: DateRange): Promise<Transaction[]> {
    const all: Transaction[] = [];
    await this.eachTransactionsPage(accountId, range, (answer) => {
      const page = toTransactionsPage(answer, accountId);
      for (const t of page.transactions) all.push(t);
      return page.next;
    });
    // The range is applied here as well: a gateway that ignores it cannot widen it.
    return range ? all.filter((t) => t.date >= range.from && t.date <= range.to) : all;
  }

  /**
   * The paging of `transactions`, for whoever reads the pages: `read` takes each page's answer (as the
   * client resolves it; with `readJson`, what that made of the body) and gives its next link. The
   * export hands the bodies to its worker this way, so the same requests, headers, failure
   * handling and paging rules serve the list and the file.
   */
  async eachTransactionsPage(
    accountId: string,
    range: DateRange | undefined,
    read: (answer: unknown) => string | null,
    options: Pick<RequestOptions, 'readJson'> = {},
  ): Promise<void> {
    const url = this.url(AccountsPaths.transactions(accountId));
    let params: Record<string, string | number> = {
      ...(range ? { fromDate: range.from, toDate: range.to } : {}),
      page: 1,
      pageSize: transactionsPageSize,
    };
    const followed = new Set<string>();
    for (let pages = 1; ; pages += 1) {
      const next = read(await this.http.get<unknown>(url, { ...options, params }));
      if (next === null) return;
      if (followed.has(next) || pages >= maxTransactionPages) {
        throw new AccountsFailure({ code: AccountsErrorCodes.malformed, description: 'Malformed transactions answer: the pages do not end' });
      }
      followed.add(next);
      params = nextPageQuery(next, url);
    }
  }

  async upcomingTransactions(): Promise<UpcomingTransaction[]> {
    return toUpcoming(await this.http.get<unknown>(this.url(AccountsPaths.upcoming)));
  }

  async pendingAuthorisations(accountId?: string): Promise<PendingAuthorisation[]> {
    const params = accountId ? { accountId } : undefined;
    const all = toPendingAuthorisations(await this.http.get<unknown>(this.url(AccountsPaths.pendingAuthorisations), { params }));
    return accountId ? all.filter((p) => p.accountId === accountId) : all;
  }

  async interestRates(accountId: string): Promise<InterestRates> {
    return toInterestRates(await this.http.get<unknown>(this.url(AccountsPaths.interestRates(accountId))), accountId);
  }

  async creditCardPaymentInfo(accountId: string): Promise<CreditCardPaymentInfo> {
    return toCreditCardPaymentInfo(
      await this.http.get<unknown>(this.url(AccountsPaths.creditCardPaymentInfo(accountId))),
      accountId,
    );
  }

  async statements(accountId: string): Promise<Statement[]> {
    return toStatements(await this.http.get<unknown>(this.url(AccountsPaths.statements(accountId))), accountId);
  }

  async statementPdf(accountId: string, statementId: string): Promise<Blob> {
    const data = await this.http.get<unknown>(this.url(AccountsPaths.statementPdf(accountId, statementId)), {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    if (!isBlob(data) || data.size === 0) {
      throw new AccountsFailure({ code: AccountsErrorCodes.malformed, description: 'Malformed statement answer: not a PDF document' });
    }
    // The type is set here so the browser's viewer opens it whatever Content-Type the gateway sent.
    return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
  }

  async lastLogon(): Promise<LastLogon> {
    return toLastLogon(await this.http.get<unknown>(this.url(AccountsPaths.status)));
  }

  async marketing(): Promise<MarketingConfig> {
    return toMarketing(await this.http.get<unknown>(this.url(AccountsPaths.marketing)));
  }
}
