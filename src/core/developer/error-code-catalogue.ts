import { AccountsErrorCodes } from '../accounts/accounts-failure';
import { LogOnCodes } from '../auth-forms/log-on-error-pages';
import { DocumentsErrorCodes } from '../documents/documents.use-cases';
import { FlowErrorCodes } from '../identity-flows/flow-page-rules';
import { IdentityErrorCodes } from '../identity/identity-step';
import { malformedAnswerCode } from '../inbox/attempt';
import { ManageMoneyErrorCodes } from '../manage-money/manage-money-errors';
import { ErrorCodes } from '../shared/error-codes';

export interface CatalogueCode {
  code: string;
  /** Which list names it, for a developer looking for where it is raised. */
  source: string;
}

/** Every list of error codes the app knows, in the order the developer page shows them. */
const lists: readonly [string, Readonly<Record<string, string>>][] = [
  ['Global (docs/rules/error-catalogue.md)', ErrorCodes],
  ['Log-on error pages', LogOnCodes],
  ['Identity service', IdentityErrorCodes],
  ['Identity flows', FlowErrorCodes],
  ['Accounts', AccountsErrorCodes],
  ['Manage money', ManageMoneyErrorCodes],
  ['My documents', DocumentsErrorCodes],
  ['Inbox and messages', { malformed: malformedAnswerCode }],
];

/**
 * The error catalogue for the developer page 'aem-error-codes': each code once (the first list that
 * names it), in list order. Read from the code lists themselves, so a code added to a list shows here
 * without anyone remembering this page.
 */
export function errorCodeCatalogue(): CatalogueCode[] {
  const seen = new Set<string>();
  const codes: CatalogueCode[] = [];
  for (const [source, list] of lists) {
    for (const code of Object.values(list)) {
      if (seen.has(code)) continue;
      seen.add(code);
      codes.push({ code, source });
    }
  }
  return codes;
}

export interface CatalogueRow extends CatalogueCode {
  /** Content's title and message for the code, or null when content has no entry. */
  text: { title: string; message: string } | null;
}

/** Each code with its text from content, and the codes content has no entry for (the missing keys). */
export function catalogueWithContent(lookup: (code: string) => { title: string; message: string } | null): { rows: CatalogueRow[]; missing: string[] } {
  const rows = errorCodeCatalogue().map((entry) => ({ ...entry, text: lookup(entry.code) }));
  return { rows, missing: rows.filter((row) => !row.text).map((row) => row.code) };
}
