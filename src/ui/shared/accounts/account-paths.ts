/** Paths under /summary/{accountIndex} (docs/rules/customer-screens.md). */
export type AccountChild =
  | 'transactions'
  | 'transactions/statements'
  | 'transactions/download'
  | 'manage-money'
  | 'manage-money/regular'
  | 'manage-money/beneficiaries'
  | 'manage-money/future-payments'
  | 'move-money'
  | 'sharedealing'
  | 'manage-account'
  | 'manage-account/nickname';

export const summaryPath = '/summary';

export const accountPath = (index: number, child?: AccountChild): string =>
  child ? `${summaryPath}/${index}/${child}` : `${summaryPath}/${index}`;

export const statementPath = (index: number, statementId: string): string =>
  `${accountPath(index, 'transactions/statements')}/${encodeURIComponent(statementId)}`;

/** The route's accountIndex as a list index, or null when it is not a whole number. */
export function parseAccountIndex(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}
