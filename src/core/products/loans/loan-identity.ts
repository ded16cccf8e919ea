import type { LoanApplication } from './personal-loan';

/**
 * What a loan application borrows, whatever application it was made under: the account the money is
 * paid into, the amount and the term. A new quote for the same loan is a new application id, so the
 * id is not part of it: a customer who left while the first was being signed and applies again for the
 * same loan is held on the first (docs/never-twice.md), never sent under a second key.
 */
export function loanIdentity(application: LoanApplication): string {
  return ['loan', application.accountId, String(application.amount), String(application.termMonths)].join('|');
}

/** The journal's identity of whatever the loan journey reviews: a loan application by what it borrows. */
export function loanIdentityOf(instruction: unknown): string {
  const application = instruction as Partial<LoanApplication> | null;
  return application && typeof application.accountId === 'string' && application.amount !== undefined && typeof application.termMonths === 'number'
    ? loanIdentity(application as LoanApplication)
    : JSON.stringify(instruction ?? null);
}
