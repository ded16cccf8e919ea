import { addMonths, formatLongDate } from '../accounts/calendar-date';
import { plusDays } from '../shared/calendar-spans';
import { dateEntryError } from '../dates/date-entry';
import { formatMoney, type Pence } from '../accounts/money';
import { amountError, parseAmount } from '../shared/validation/amount-rules';
import { referenceError, selectionError } from '../shared/validation/text-rules';
import { SpecMessages } from '../shared/validation/validation-messages';
import type { FuturePayment } from './future-payment';
import { frequencies, type Frequency, type Mandate, type PaymentPayee } from './regular-payment';

/**
 * This area's own wording (docs/api/manage-money.md); the docs/rules/field-validation.md texts are the one set
 * in core/shared/validation, spread in so the forms and tests name them in one place.
 */
export const ChangeMessages = {
  ...SpecMessages,
  dateTooSoon: 'The next payment date must be at least 2 days from today.',
  dateTooLate: 'The next payment date must be no more than a year from today.',
  sameAccount: 'Choose an account other than the one it is paid from now.',
  noChange: 'Change at least one detail of the standing order.',
} as const;

/**
 * A payment due today or tomorrow is already with the payment system: a change or a cancellation
 * reaches it no more. So a new next date is at least 2 days away, and at most a year.
 */
export const processingDays = 1;
export const earliestNextDate = (today: string): string => plusDays(today, processingDays + 1);
export const latestNextDate = (today: string): string => addMonths(today, 12);

export function nextDateError(iso: string, today: string): string | null {
  // A date entry (core/dates): nothing typed keeps the spec's required text, a part wrong GOV.UK's words.
  const typing = dateEntryError(iso, 'Next payment date', ChangeMessages.required);
  if (typing) return typing;
  if (iso < earliestNextDate(today)) return ChangeMessages.dateTooSoon;
  if (iso > latestNextDate(today)) return ChangeMessages.dateTooLate;
  return null;
}

export function frequencyError(value: string): string | null {
  return selectionError(value) ?? ((frequencies as readonly string[]).includes(value) ? null : ChangeMessages.selection);
}

/** What the customer typed on the amend page, kept as typed so nothing is lost on an error. */
export interface AmendForm {
  amount: string;
  nextPaymentDate: string;
  frequency: string;
  reference: string;
}

export type AmendField = keyof AmendForm;

/** The new values of a standing order, as sent to the bank and as signed. */
export interface StandingOrderAmendment {
  amount: Pence;
  nextPaymentDate: string;
  frequency: Frequency;
  reference: string;
  /** Unchanged by an amend from this page; part of the values a security code is bound to. */
  payee: PaymentPayee;
}

export const amendFormOf = (m: Mandate): AmendForm => ({
  amount: m.amount === null ? '' : (m.amount / 100).toFixed(2),
  nextPaymentDate: m.nextPaymentDate ?? '',
  frequency: m.frequency ?? '',
  reference: m.reference,
});

export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

/** Errors of the amend form in field order, or the amendment it describes. */
export function validateAmend(
  form: AmendForm,
  original: Mandate,
  today: string,
): { ok: true; amendment: StandingOrderAmendment } | { ok: false; errors: FieldProblem<AmendField | 'form'>[] } {
  const errors: FieldProblem<AmendField | 'form'>[] = [];
  const push = (field: AmendField, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  push('amount', amountError(form.amount));
  push('nextPaymentDate', nextDateError(form.nextPaymentDate, today));
  push('frequency', frequencyError(form.frequency));
  push('reference', referenceError(form.reference));
  if (errors.length > 0) return { ok: false, errors };
  const amendment: StandingOrderAmendment = {
    amount: parseAmount(form.amount) as Pence,
    nextPaymentDate: form.nextPaymentDate,
    frequency: form.frequency as Frequency,
    reference: form.reference.trim(),
    payee: original.payee,
  };
  if (!isChange(original, amendment)) return { ok: false, errors: [{ field: 'form', message: ChangeMessages.noChange }] };
  return { ok: true, amendment };
}

const samePayee = (a: PaymentPayee, b: PaymentPayee): boolean =>
  a.name === b.name && (a.sortCode ?? '') === (b.sortCode ?? '') && (a.accountNumber ?? '') === (b.accountNumber ?? '');

export function isChange(original: Mandate, amendment: StandingOrderAmendment): boolean {
  return (
    original.amount !== amendment.amount ||
    original.nextPaymentDate !== amendment.nextPaymentDate ||
    original.frequency !== amendment.frequency ||
    original.reference !== amendment.reference ||
    !samePayee(original.payee, amendment.payee)
  );
}

/**
 * Which changes need a Transaction Security Code: a new amount or a new payee (money could go
 * somewhere or in a size the customer did not mean). A date, frequency or reference alone does not.
 */
export function needsSecurityCode(original: Pick<Mandate, 'amount' | 'payee'>, amendment: Pick<StandingOrderAmendment, 'amount' | 'payee'>): boolean {
  return original.amount !== amendment.amount || !samePayee(original.payee, amendment.payee);
}

/** True when a payment due on `date` is already being processed on `today` (today or tomorrow). */
export const alreadyProcessing = (date: string | null, today: string): boolean =>
  date !== null && date >= today && date <= plusDays(today, processingDays);

/**
 * What cancelling a regular payment says about payments already due (plainly, on the review and on
 * the confirmation): one due today or tomorrow is already being processed and will still be made;
 * any later one will not. A Direct Debit's company is to be told as well.
 */
export function cancelConsequences(mandate: Mandate, today: string): string[] {
  const lines: string[] = [];
  const amount = mandate.amount === null ? 'The payment' : `The payment of ${formatMoney(mandate.amount)}`;
  if (mandate.nextPaymentDate && alreadyProcessing(mandate.nextPaymentDate, today)) {
    lines.push(
      `${amount} due on ${formatLongDate(mandate.nextPaymentDate, today)} is already being processed and will still be made. No payments after it will be made.`,
    );
  } else if (mandate.nextPaymentDate) {
    lines.push(`No more payments will be made, starting with the one due on ${formatLongDate(mandate.nextPaymentDate)}.`);
  } else {
    lines.push('No more payments will be made.');
  }
  lines.push('Payments already made are not affected.');
  if (mandate.type === 'direct-debit') {
    lines.push(`Please tell ${mandate.payee.name} that you have cancelled this Direct Debit, so that they can ask you to pay another way.`);
  }
  return lines;
}

/**
 * A future payment due today or tomorrow is already with the payment system and can no longer be
 * stopped; the detail page says so instead of offering Stop.
 */
export const canStop = (payment: Pick<FuturePayment, 'date'>, today: string): boolean => payment.date > plusDays(today, processingDays);

export const alreadyProcessingMessage = 'This payment is already being processed and can no longer be stopped.';

/** What stopping a future payment says, on the review and the confirmation. */
export function stopConsequence(payment: FuturePayment): string {
  return `The payment of ${formatMoney(payment.amount)} to ${payment.payee.name} on ${formatLongDate(payment.date)} will not be made.`;
}
