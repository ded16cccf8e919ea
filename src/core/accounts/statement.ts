/** One statement of an account. The PDF itself is fetched separately (AccountsPort.statementPdf). */
export interface Statement {
  id: string;
  accountId: string;
  /** The statement period as 'YYYY-MM' (also usable in the /statements/{period} route). */
  period: string;
  /** ISO dates 'YYYY-MM-DD' the statement covers. */
  startDate: string;
  endDate: string;
  /** ISO date the statement was produced. */
  issuedDate: string;
  /** Title shown in the list, e.g. 'Statement October 2026'. */
  title: string;
}
