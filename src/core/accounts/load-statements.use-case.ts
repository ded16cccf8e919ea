import { fail, ok, type Result } from '../shared/result';
import type { Account } from './account';
import type { AccountsPort } from './accounts.port';
import { AccountsErrorCodes, attempt } from './accounts-failure';
import { findAccount, type AccountsSource } from './load-transactions.use-case';
import type { Statement } from './statement';

export interface AccountStatements {
  account: Account;
  /** Newest first. */
  statements: Statement[];
}

/** The statements list of the account at a route's index. */
export class LoadStatements {
  constructor(
    private readonly source: AccountsSource,
    private readonly accounts: Pick<AccountsPort, 'statements'>,
  ) {}

  async execute(accountIndex: number): Promise<Result<AccountStatements>> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return account;
    const statements = await attempt(() => this.accounts.statements(account.value.id));
    if (!statements.ok) return statements;
    const newestFirst = [...statements.value].sort((a, b) => (a.endDate < b.endDate ? 1 : a.endDate > b.endDate ? -1 : 0));
    return ok({ account: account.value, statements: newestFirst });
  }
}

export interface OpenedStatement {
  account: Account;
  statement: Statement;
  pdf: Blob;
  /** For the download link: 'statement-current-account-4567-2026-10.pdf'. */
  fileName: string;
}

/** A statement by the route's key: its id, or its period 'YYYY-MM' (the route is seen both ways). */
export function findStatement(statements: readonly Statement[], key: string): Statement | null {
  return statements.find((s) => s.id === key) ?? statements.find((s) => s.period === key) ?? null;
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** Opens one statement: finds it in the account's list, then fetches its PDF as a blob. */
export class OpenStatement {
  constructor(
    private readonly statementsOf: Pick<LoadStatements, 'execute'>,
    private readonly accounts: Pick<AccountsPort, 'statementPdf'>,
  ) {}

  async execute(input: { accountIndex: number; statementKey: string }): Promise<Result<OpenedStatement>> {
    const list = await this.statementsOf.execute(input.accountIndex);
    if (!list.ok) return list;
    const statement = findStatement(list.value.statements, input.statementKey);
    if (!statement) {
      return fail({ code: AccountsErrorCodes.noSuchStatement, description: `There is no statement ${input.statementKey}.` });
    }
    const { account } = list.value;
    const pdf = await attempt(() => this.accounts.statementPdf(account.id, statement.id));
    if (!pdf.ok) return pdf;
    const digits = (account.summary.number ?? account.summary.creditCardNumber ?? '').replace(/\D/g, '').slice(-4);
    const fileName = `statement-${[slug(account.name), digits, statement.period].filter(Boolean).join('-')}.pdf`;
    return ok({ account, statement, pdf: pdf.value, fileName });
  }
}
