import { MalformedAnswer, array, integer, object, optionalString, payloadOf, string } from '../accounts/dto-reader';
import type { Unchecked } from '../http/wire-types';
import type { MessageDetailDto, MessageSummaryDto, UnreadCountDto } from './inbox.dto';
import type { InboxTab, MessageSummary, SecureMessage } from '../../core/inbox/secure-message';

function status(o: Unchecked<MessageSummaryDto>, path: string): 'unread' | 'read' {
  const value = string(o, 'status', path);
  if (value === 'U') return 'unread';
  if (value === 'R') return 'read';
  throw new MalformedAnswer(`${path}.status`, "'U' or 'R'");
}

function toSummary(raw: unknown, path: string, tab: InboxTab): MessageSummary {
  const o = object<MessageSummaryDto>(raw, path);
  return {
    id: string(o, 'messageId', path),
    created: string(o, 'createdDate', path),
    status: tab === 'sent' ? 'read' : status(o, path),
    subject: string(o, 'subject', path),
    expiryDate: optionalString(o, 'expiryDate', path),
    messageType: tab,
  };
}

export function toUnreadCount(answer: unknown): number {
  const payload = object<UnreadCountDto>(payloadOf(answer), 'answer.payload');
  return Math.max(0, integer(payload, 'messageCount', 'answer.payload'));
}

export function toMessageList(answer: unknown, tab: InboxTab): MessageSummary[] {
  return array(payloadOf(answer), 'answer.payload').map((raw, i) => toSummary(raw, `answer.payload[${i}]`, tab));
}

export function toMessageDetail(answer: unknown, tab: InboxTab): SecureMessage {
  const payload = object<MessageDetailDto>(payloadOf(answer), 'answer.payload');
  // Only '\n' line breaks reach the page: '\r\n' from the bank's older systems would double them.
  const text = string(payload, 'messageText', 'answer.payload').replace(/\r\n?/g, '\n');
  return { ...toSummary(payload, 'answer.payload', tab), text };
}
