import type { Reply } from '../inbox/message-text';

/** What the customer can write to the bank outside a reply (docs/rules/customer-screens.md). */
export type GeneralMessageType = 'GENERAL_ENQUIRY' | 'GENERAL_FEEDBACK' | 'MAKE_COMPLAINT';

/** contact-us new-message / feedback and send-message/anything-else: POST messages. */
export interface GeneralMessage {
  kind: 'message';
  messageType: GeneralMessageType | Reply['messageType'];
  messageText: string;
  /** What the message is about, when the customer wrote from a help hub (its messageSubject). */
  subject?: string;
}

export interface DisputeTransactionMessage {
  kind: 'dispute-transaction';
  accountId: string;
  transactionDate: string;
  /** Pence. */
  amount: number;
  reason: DisputeReason;
  messageText: string;
}

export interface ChangeCreditLimitMessage {
  kind: 'change-credit-limit';
  accountId: string;
  /** Pence. */
  newLimit: number;
  messageText: string;
}

export interface CardLimitChangeResponseMessage {
  kind: 'card-limit-change-response';
  accountId: string;
  response: 'ACCEPT' | 'DECLINE';
  messageText: string;
}

export interface TravelMessage {
  kind: 'travel';
  accountId: string;
  destinations: string;
  departureDate: string;
  returnDate: string;
  messageText: string;
}

export type BankMessage =
  | GeneralMessage
  | DisputeTransactionMessage
  | ChangeCreditLimitMessage
  | CardLimitChangeResponseMessage
  | TravelMessage;

export const disputeReasons = [
  { value: 'NOT_RECOGNISED', label: "I don't recognise this payment" },
  { value: 'WRONG_AMOUNT', label: 'The amount is wrong' },
  { value: 'NOT_RECEIVED', label: 'I did not receive the goods or service' },
  { value: 'CANCELLED', label: 'I cancelled this payment' },
] as const;
export type DisputeReason = (typeof disputeReasons)[number]['value'];

/**
 * What the confirmation says happens next and when the bank answers. The spec leaves the wording
 * to content; these are ours until content has them (docs/api/inbox.md).
 */
export function whatHappensNext(kind: BankMessage['kind']): { next: string; answerBy: string } {
  switch (kind) {
    case 'dispute-transaction':
      return {
        next: 'We will look into this payment and may contact the company it went to. We may write to you for more details.',
        answerBy: 'We will reply in your secure inbox within 5 working days.',
      };
    case 'change-credit-limit':
      return {
        next: 'We will review your request, which may include a credit check. Your limit does not change until we tell you it has.',
        answerBy: 'We will reply in your secure inbox within 2 working days.',
      };
    case 'card-limit-change-response':
      return {
        next: 'We have your answer to our offer of a new credit limit.',
        answerBy: 'We will confirm the outcome in your secure inbox within 2 working days.',
      };
    case 'travel':
      return {
        next: 'We have noted your travel, so your cards can be used while you are away. There is nothing more for you to do.',
        answerBy: 'We do not normally reply to a travel notice; if we need to, we will write in your secure inbox within 2 working days.',
      };
    default:
      return {
        next: 'Your message is in your secure inbox under Sent.',
        answerBy: 'We will reply in your secure inbox within 2 working days.',
      };
  }
}
