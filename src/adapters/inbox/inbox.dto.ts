/**
 * The inbox gateway's answers as sent (docs/api/inbox.md). Everything is enveloped:
 * `{ payload, messages? }` on success, `{ header: { statusCode: 'E001', errorMsg } }` on failure.
 */
export interface MessageSummaryDto {
  messageId: string;
  /** ISO 8601 date-time. */
  createdDate: string;
  /** 'U' unread or 'R' read. */
  status: 'U' | 'R';
  subject: string;
  /** ISO date; '9999-12-31' means none. Absent on sent items. */
  expiryDate?: string | null;
}

export interface MessageDetailDto extends MessageSummaryDto {
  /** The bank's plain text; line breaks are '\n'. */
  messageText: string;
}

export interface UnreadCountDto {
  messageCount: number;
}

/** POST messages (a reply or a general message). */
export interface SendMessageRequestDto {
  messageType: string;
  messageText: string;
}
