/**
 * Statement preferences (docs/rules/customer-screens.md and docs/rules/calls.md): for each account that has statements,
 * online only or paper and online. A change applies from the account's next statement.
 */
export type StatementPreference = 'online' | 'paper-and-online';

export const StatementPreferenceLabels: Readonly<Record<StatementPreference, string>> = {
  online: 'Online only',
  'paper-and-online': 'Paper and online',
};

export interface AccountStatementPreference {
  accountId: string;
  accountName: string;
  /** The account's sort code and number as the customer knows it ('40-12-76 41234567'), or ''. */
  accountLabel: string;
  preference: StatementPreference;
  /** ISO date of the account's next statement: the change applies from it. */
  nextStatementDate: string;
}

export interface StatementPreferenceChange {
  accountId: string;
  accountName: string;
  from: StatementPreference;
  to: StatementPreference;
  /** ISO date from which the new preference applies. */
  fromDate: string;
}

/** Each account whose chosen preference differs from what the bank holds, in the bank's order. */
export function changesOf(
  held: readonly AccountStatementPreference[],
  chosen: Readonly<Record<string, StatementPreference>>,
): StatementPreferenceChange[] {
  return held.flatMap((account) => {
    const to = chosen[account.accountId] ?? account.preference;
    return to === account.preference
      ? []
      : [{ accountId: account.accountId, accountName: account.accountName, from: account.preference, to, fromDate: account.nextStatementDate }];
  });
}

/** The message when Continue is pressed with nothing changed (ours: the spec gives none). */
export const nothingChangedMessage = 'Choose a different preference for at least one account, or go back to My details.';
