import type { ConfirmAnswer } from '../../../core/journey/confirm-answer';
import type { BankMessage } from '../../../core/messages/bank-message';
import type { MessageSent } from '../../../core/messages/send-bank-message.use-case';

/**
 * What the review's Send calls: the general message journeys bind it to their view model's send,
 * the manage-account area to its own; both end in SendBankMessage.
 */
export const MessageSender = Symbol('MessageSender');
export interface MessageSender {
  send(message: BankMessage, key: string): Promise<ConfirmAnswer<MessageSent>>;
}
