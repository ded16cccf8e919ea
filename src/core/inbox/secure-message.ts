/** The two tabs of the inbox (docs/rules/customer-screens.md): what the bank sent, and what the customer sent. */
export const inboxTabs = ['received', 'sent'] as const;
export type InboxTab = (typeof inboxTabs)[number];

export const isInboxTab = (value: string | undefined): value is InboxTab => value === 'received' || value === 'sent';

export type MessageStatus = 'unread' | 'read';

/** One line of a list (docs/rules/customer-entities.md, Secure message): everything but the text. */
export interface MessageSummary {
  id: string;
  /** The date and time it was created, ISO 8601. */
  created: string;
  status: MessageStatus;
  subject: string;
  /** ISO date, or null for none (the bank's 9999-12-31, see expiryShown). */
  expiryDate: string | null;
  messageType: InboxTab;
}

/** A message opened: the bank's plain text, shown with its line breaks and never as HTML. */
export interface SecureMessage extends MessageSummary {
  text: string;
}

/** The bank's date that means 'never expires' (docs/rules/customer-entities.md and docs/rules/constants.md). */
export const noExpiryDate = '9999-12-31';

/** The expiry date to show, or null when the message has none (9999-12-31, absent or empty). */
export function expiryShown(expiryDate: string | null | undefined): string | null {
  if (!expiryDate) return null;
  return expiryDate.slice(0, 10) === noExpiryDate ? null : expiryDate.slice(0, 10);
}

/** The subjects a reply can have, as the bank names them and as the customer reads them (docs/rules/customer-entities.md). */
export const replySubjects = [
  { messageType: 'GENERAL_FEEDBACK', label: 'Feedback' },
  { messageType: 'MAKE_COMPLAINT', label: 'Complaints' },
] as const;
export type ReplyMessageType = (typeof replySubjects)[number]['messageType'];

/** 'Feedback' for GENERAL_FEEDBACK, 'Complaints' for MAKE_COMPLAINT; any other type as sent. */
export function subjectLabel(messageType: string): string {
  return replySubjects.find((s) => s.messageType === messageType)?.label ?? messageType;
}

export const isReplyMessageType = (value: string): value is ReplyMessageType =>
  replySubjects.some((s) => s.messageType === value);
