/**
 * What the credit file found at the hard search, where it (and not the figures the customer gave)
 * decided an application: the bank says which in its decision (docs/api/lending.md, "The credit file
 * in the decision"); one wording for the loan and the card.
 */
export type CreditFileFinding = 'missed-payment' | 'commitments';

const findings: Readonly<Record<string, CreditFileFinding>> = {
  CREDIT_FILE_MISSED_PAYMENT: 'missed-payment',
  CREDIT_FILE_COMMITMENTS: 'commitments',
};

/** The finding the bank's reason code names; null for none or one this app does not know (the page then says what it says for the figures). */
export function creditFileFindingOf(reason: unknown): CreditFileFinding | null {
  return typeof reason === 'string' && Object.hasOwn(findings, reason) ? (findings[reason] ?? null) : null;
}

/** Why, in plain words, on the declined or referred page. */
export function creditFileText(finding: CreditFileFinding, product: 'loan' | 'credit card'): string {
  return finding === 'missed-payment'
    ? `Your credit file shows a missed payment to another lender in the last 12 months. We do not offer a ${product} while a missed payment that recent is on your file.`
    : `Your credit file shows more borrowing each month than you told us. We counted the amount on your credit file, and with it there is not enough left each month for this ${product} straight away.`;
}
