/** Wire shapes of the customer-details calls (docs/api/my-details.md). */
export interface ProfileDto {
  title: string;
  firstName: string;
  lastName: string;
  addresses: { type: string; lines: string[]; postcode: string }[];
  phoneNumbers: { type: string; number: string }[];
  emailAddress: string;
}

export type StatementPreferenceDto = 'ONLINE' | 'PAPER_AND_ONLINE';

export interface AccountStatementPreferenceDto {
  accountId: string;
  accountName: string;
  sortCode: string | null;
  accountNumber: string | null;
  preference: StatementPreferenceDto;
  nextStatementDate: string;
}

export interface ChangeEmailDto {
  emailAddress: string;
  reauthenticationCode: string;
}

export interface ChangeStatementPreferencesDto {
  preferences: { accountId: string; preference: StatementPreferenceDto }[];
}
