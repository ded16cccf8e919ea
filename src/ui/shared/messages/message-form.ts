import { createContext, useContext } from 'react';
import type { BankMessage } from '../../../core/messages/bank-message';
import type { SummaryError } from '../ErrorSummary';

/** One row of a review: what the bank will be sent, as the customer reads it. */
export interface ReviewRow {
  label: string;
  value: string;
  /** Free text the customer wrote: shown as plain text with its line breaks. */
  multiline?: boolean;
}

/**
 * A message form's rules, for the generic review and confirmation steps (details → review →
 * confirm): its entries, their check, the message they make and the rows the review shows.
 */
export interface MessageForm<D extends object = Record<string, string>> {
  id: string;
  /** The flow's heading ('Send us a message'). */
  title: string;
  /** What is being sent, lower case, for the lost-answer notice ('message', 'travel notice'). */
  subject: string;
  initial: D;
  /** Every problem, in the order of the fields on the page. */
  validate(details: D): SummaryError[];
  toMessage(details: D): BankMessage;
  review(details: D): ReviewRow[];
  /** Where the confirmation's 'Back to' link goes, and its text. */
  done: { path: string; label: string };
}

export interface MessageFormContextValue {
  form: MessageForm<Record<string, string>>;
}

export const MessageFormContext = createContext<MessageFormContextValue | null>(null);

export function useMessageForm(): MessageForm<Record<string, string>> {
  const value = useContext(MessageFormContext);
  if (!value) throw new Error('This page must be inside a message journey');
  return value.form;
}

/** The error of one field, or null. */
export const errorOf = (errors: readonly SummaryError[], fieldId: string): string | null =>
  errors.find((e) => e.fieldId === fieldId)?.message ?? null;
