import { messageTextError } from '../../core/inbox/message-text';
import { disputeReasons, type BankMessage, type DisputeReason } from '../../core/messages/bank-message';
import { isoDate, returnDateError } from '../../core/messages/message-form-rules';
import { amountError, parseAmount } from '../../core/shared/validation/amount-rules';
import { alphanumericTextError, selectionError } from '../../core/shared/validation/text-rules';
import type { SummaryError } from '../shared/ErrorSummary';
import type { MessageForm, ReviewRow } from '../shared/messages/message-form';

/** One field of a manage-account form, rendered by the generic details page. */
export interface FieldSpec {
  key: string;
  label: string;
  kind: 'text' | 'date' | 'amount' | 'select' | 'textarea';
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** The rule: the message for a value, or null. */
  check(value: string, all: Record<string, string>): string | null;
  /** How the review shows it. */
  show?(value: string): string;
}

export interface ManageAccountForm extends MessageForm<Record<string, string>> {
  formId: ManageAccountFormId;
  categorySlug: CategorySlug;
  intro: string;
  fields: readonly FieldSpec[];
  /** Whether the form is offered on this kind of account. */
  forCard: boolean | 'both';
}

export type ManageAccountFormId = 'dispute-transaction' | 'change-credit-limit' | 'card-limit-change-response' | 'travel';
export type CategorySlug = 'travel' | 'payments' | 'credit-limit';

export const categories: readonly { slug: CategorySlug; title: string; text: string }[] = [
  { slug: 'travel', title: 'Travel', text: 'Tell us before you go abroad so your cards keep working.' },
  { slug: 'payments', title: 'Payments', text: 'Question a payment you do not recognise or that looks wrong.' },
  { slug: 'credit-limit', title: 'Credit limit', text: 'Ask for a new credit limit or answer our offer of one.' },
];

const optionalMessage = (value: string) => (value.trim() === '' ? null : messageTextError(value));
const fieldId = (key: string) => `field-${key}`;
const formatIso = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
};
const formatPounds = (value: string) => {
  const pence = parseAmount(value);
  return pence === null ? value : `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

const messageField = (label: string, required: boolean): FieldSpec => ({
  key: 'messageText',
  label,
  kind: 'textarea',
  hint: required ? 'Do not include your full card number or any passwords.' : 'Optional. Do not include your full card number or any passwords.',
  check: required ? (v) => messageTextError(v) : optionalMessage,
});

/** The accountId is the route's account's; the form's own entries are the rest. */
function makeForm(options: Omit<ManageAccountForm, 'validate' | 'review' | 'initial' | 'done' | 'toMessage'> & {
  build(d: Record<string, string>): BankMessage;
}): ManageAccountForm {
  const { build, ...rest } = options;
  return {
    ...rest,
    initial: Object.fromEntries([...options.fields.map((f) => [f.key, '']), ['accountId', '']]),
    done: { path: '../..', label: 'Back to Manage account' },
    validate(details) {
      const errors: SummaryError[] = [];
      for (const field of options.fields) {
        const message = field.check(details[field.key] ?? '', details);
        if (message) errors.push({ fieldId: fieldId(field.key), message });
      }
      return errors;
    },
    toMessage: build,
    review(details) {
      return options.fields
        .filter((f) => (details[f.key] ?? '') !== '')
        .map((f): ReviewRow => ({
          label: f.label,
          value: f.show ? f.show(details[f.key] ?? '') : (details[f.key] ?? ''),
          multiline: f.kind === 'textarea',
        }));
    },
  };
}

export const manageAccountForms: Record<ManageAccountFormId, ManageAccountForm> = {
  travel: makeForm({
    formId: 'travel',
    categorySlug: 'travel',
    id: 'travel',
    title: 'Tell us you are travelling',
    subject: 'travel notice',
    intro: 'We will make sure your cards keep working while you are away.',
    forCard: 'both',
    fields: [
      { key: 'destinations', label: 'Where are you going?', hint: 'Countries, separated by commas.', kind: 'text', check: alphanumericTextError },
      { key: 'departureDate', label: 'Date you leave', hint: 'For example, 1 12 2026', kind: 'date', check: (v) => isoDate(v, 'Date you leave'), show: formatIso },
      {
        key: 'returnDate',
        label: 'Date you come back',
        hint: 'For example, 14 12 2026',
        kind: 'date',
        check: (v, all) => returnDateError(v, all.departureDate ?? ''),
        show: formatIso,
      },
      messageField('Anything else we should know?', false),
    ],
    build: (d) => ({
      kind: 'travel',
      accountId: d.accountId ?? '',
      destinations: (d.destinations ?? '').trim(),
      departureDate: d.departureDate ?? '',
      returnDate: d.returnDate ?? '',
      messageText: d.messageText ?? '',
    }),
  }),
  'dispute-transaction': makeForm({
    formId: 'dispute-transaction',
    categorySlug: 'payments',
    id: 'dispute-transaction',
    title: 'Question a payment',
    subject: 'dispute',
    intro: 'Tell us about the payment and what is wrong with it.',
    forCard: 'both',
    fields: [
      { key: 'transactionDate', label: 'Date of the payment', hint: 'For example, 1 11 2026', kind: 'date', check: (v) => isoDate(v, 'Date of the payment'), show: formatIso },
      { key: 'amount', label: 'Amount of the payment', hint: 'In pounds, for example 12.50.', kind: 'amount', check: (v) => amountError(v), show: formatPounds },
      { key: 'reason', label: 'What is wrong?', kind: 'select', options: disputeReasons, check: selectionError, show: (v) => disputeReasons.find((r) => r.value === v)?.label ?? v },
      messageField('Tell us what happened', true),
    ],
    build: (d) => ({
      kind: 'dispute-transaction',
      accountId: d.accountId ?? '',
      transactionDate: d.transactionDate ?? '',
      amount: parseAmount(d.amount ?? '') ?? 0,
      reason: (d.reason ?? '') as DisputeReason,
      messageText: d.messageText ?? '',
    }),
  }),
  'change-credit-limit': makeForm({
    formId: 'change-credit-limit',
    categorySlug: 'credit-limit',
    id: 'change-credit-limit',
    title: 'Ask for a new credit limit',
    subject: 'credit limit request',
    intro: 'Tell us the credit limit you would like.',
    forCard: true,
    fields: [
      { key: 'newLimit', label: 'New credit limit', hint: 'In pounds, for example 5000.', kind: 'amount', check: (v) => amountError(v), show: formatPounds },
      messageField('Why would you like a new limit?', false),
    ],
    build: (d) => ({ kind: 'change-credit-limit', accountId: d.accountId ?? '', newLimit: parseAmount(d.newLimit ?? '') ?? 0, messageText: d.messageText ?? '' }),
  }),
  'card-limit-change-response': makeForm({
    formId: 'card-limit-change-response',
    categorySlug: 'credit-limit',
    id: 'card-limit-change-response',
    title: 'Answer our credit limit offer',
    subject: 'answer',
    intro: 'We offered you a new credit limit. Tell us whether you would like it.',
    forCard: true,
    fields: [
      {
        key: 'response',
        label: 'Your answer',
        kind: 'select',
        options: [
          { value: 'ACCEPT', label: 'Yes, I accept the new limit' },
          { value: 'DECLINE', label: 'No, keep my current limit' },
        ],
        check: selectionError,
        show: (v) => (v === 'ACCEPT' ? 'Yes, I accept the new limit' : 'No, keep my current limit'),
      },
      messageField('Anything else?', false),
    ],
    build: (d) => ({ kind: 'card-limit-change-response', accountId: d.accountId ?? '', response: d.response === 'ACCEPT' ? 'ACCEPT' : 'DECLINE', messageText: d.messageText ?? '' }),
  }),
};

export const formsIn = (slug: string, card: boolean): ManageAccountForm[] =>
  Object.values(manageAccountForms).filter((f) => f.categorySlug === slug && (f.forCard === 'both' || f.forCard === card));

export { fieldId };
