import type { ReplyMessageType } from './secure-message';

/**
 * The longest message text the customer may send. The spec asks for a limit but names no number;
 * 1,500 characters is ours (docs/api/inbox.md), the same for a reply and every form's message.
 * Characters are counted as code points, so an emoji or a letter outside the BMP counts once.
 */
export const messageTextMaxLength = 1500;

export const messageTextMessages = {
  required: 'This field requires a value',
  tooLong: `Your message must be ${messageTextMaxLength.toLocaleString('en-GB')} characters or fewer`,
  subjectRequired: 'This field requires a selection',
} as const;

/** The length the counter shows: code points, not UTF-16 units. */
export const messageTextLength = (text: string): number => [...text].length;

/** What is left, for the counter ('You have 1,480 characters remaining'); negative when over. */
export const charactersRemaining = (text: string): number => messageTextMaxLength - messageTextLength(text);

/** The message for a message text, or null when it may be sent. Whitespace alone is no text. */
export function messageTextError(text: string): string | null {
  if (text.trim() === '') return messageTextMessages.required;
  if (messageTextLength(text) > messageTextMaxLength) return messageTextMessages.tooLong;
  return null;
}

/** A reply as sent to the bank (docs/rules/calls.md: POST messages with messageType and messageText). */
export interface Reply {
  messageType: ReplyMessageType;
  messageText: string;
}
