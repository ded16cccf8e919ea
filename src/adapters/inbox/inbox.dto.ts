/**
 * The inbox gateway's answers as sent (docs/api/inbox.md), generated from openapi/bank.yaml: a field the document does not have does not compile. Everything is enveloped: `{ payload,
 * messages? }` on success, `{ header: { statusCode: 'E001', errorMsg } }` on failure.
 */
import type { ItemOf, Schemas } from '../http/wire-types';

type InboxItemDto = ItemOf<Schemas['GetV1InboxMessagesAnswer']['payload']>;
type SentItemDto = ItemOf<Schemas['GetV1SentItemsAnswer']['payload']>;

/** A message in a list: status 'U' unread or 'R' read; expiryDate ISO ('9999-12-31' means none), null on sent items. */
export type MessageSummaryDto = InboxItemDto | SentItemDto;
/** One message with its text (the bank's plain text; line breaks are '\n'). */
export type MessageDetailDto = Schemas['GetV1InboxMessagesByMessageIdAnswer']['payload'] | Schemas['GetV1SentItemsByMessageIdAnswer']['payload'];
export type UnreadCountDto = Schemas['GetV1InboxUnreadCountAnswer']['payload'];
/** Whether the customer may send a message now: anything but `sendAllowed: true` is a no. */
export type SendAllowedDto = Schemas['GetV1MessagesSendAllowedAnswer']['payload'];
/** PATCH a received message: `{ status: 'read' }`. */
export type MarkReadRequestDto = Schemas['PatchV1InboxMessagesByMessageIdRequest'];
/** POST messages (a reply or a general message). */
export type SendMessageRequestDto = Schemas['PostV1MessagesRequest'];
