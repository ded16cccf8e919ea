import type { BankMessage } from '../../core/messages/bank-message';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import type { FormMessageRequestDto, GeneralMessageRequestDto, MessageRequestDto } from './messages.dto';

/** Pence to the gateway's pounds string with two decimals ('1250.00'). */
const pounds = (pence: number): string => (pence / 100).toFixed(2);

/** The Re-authentication Security Code's field, only on the try after the bank answered 0004. */
export function reauthenticationField(codes: SigningCodesToSend): { reauthenticationCode?: string } {
  return codes.reauthenticationCode ? { reauthenticationCode: codes.reauthenticationCode } : {};
}

/** The request body of each message (docs/api/inbox.md): dates ISO, amounts in pounds as strings. */
export function toMessageRequest(message: BankMessage, codes: SigningCodesToSend = {}): MessageRequestDto {
  switch (message.kind) {
    case 'message':
      return message.subject
        ? ({ messageType: message.messageType, subject: message.subject, messageText: message.messageText, ...reauthenticationField(codes) } satisfies GeneralMessageRequestDto)
        : ({ messageType: message.messageType, messageText: message.messageText, ...reauthenticationField(codes) } satisfies GeneralMessageRequestDto);
    case 'dispute-transaction':
      return {
        accountId: message.accountId,
        transactionDate: message.transactionDate,
        amount: pounds(message.amount),
        reason: message.reason,
        messageText: message.messageText,
      } satisfies FormMessageRequestDto;
    case 'change-credit-limit':
      return { accountId: message.accountId, newLimit: pounds(message.newLimit), messageText: message.messageText } satisfies FormMessageRequestDto;
    case 'card-limit-change-response':
      return { accountId: message.accountId, response: message.response, messageText: message.messageText } satisfies FormMessageRequestDto;
    case 'travel':
      return {
        accountId: message.accountId,
        destinations: message.destinations,
        departureDate: message.departureDate,
        returnDate: message.returnDate,
        messageText: message.messageText,
      } satisfies FormMessageRequestDto;
  }
}
