import type { ConfirmAnswer } from '../../../core/journey/confirm-answer';
import type { BankMessage } from '../../../core/messages/bank-message';
import type { MessageSent } from '../../../core/messages/send-bank-message.use-case';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';

/**
 * What the review's Send calls: the general message journeys bind it to their view model's send,
 * the manage-account area to its own; both end in SendBankMessage.
 */
export const MessageSender = Symbol('MessageSender');
export interface MessageSender {
  /** `codes`: the Re-authentication Security Code after the bank answered 0004. */
  send(message: BankMessage, key: string, codes?: SigningCodesToSend): Promise<ConfirmAnswer<MessageSent>>;
}
