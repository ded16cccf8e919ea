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

/** The loan application a reviewed instruction is (the journey's confirmation hands it back untyped), or null. */
export function loanApplicationOf(instruction: unknown): LoanApplication | null {
  const application = instruction as Partial<LoanApplication> | null;
  return application &&
    typeof application.applicationId === 'string' &&
    typeof application.accountId === 'string' &&
    typeof application.amount === 'number' &&
    typeof application.termMonths === 'number'
    ? (application as LoanApplication)
    : null;
}

/** The journal's identity of whatever the loan journey reviews: a loan application by what it borrows. */
export function loanIdentityOf(instruction: unknown): string {
  const application = loanApplicationOf(instruction);
  return application ? loanIdentity(application) : JSON.stringify(instruction ?? null);
}
