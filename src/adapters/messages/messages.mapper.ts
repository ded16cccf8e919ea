import type { BankMessage } from '../../core/messages/bank-message';

/** Pence to the gateway's pounds string with two decimals ('1250.00'). */
const pounds = (pence: number): string => (pence / 100).toFixed(2);

/** The request body of each message (docs/api/inbox.md): dates ISO, amounts in pounds as strings. */
export function toMessageRequest(message: BankMessage): Record<string, string> {
  switch (message.kind) {
    case 'message':
      return message.subject
        ? { messageType: message.messageType, subject: message.subject, messageText: message.messageText }
        : { messageType: message.messageType, messageText: message.messageText };
    case 'dispute-transaction':
      return {
        accountId: message.accountId,
        transactionDate: message.transactionDate,
        amount: pounds(message.amount),
        reason: message.reason,
        messageText: message.messageText,
      };
    case 'change-credit-limit':
      return { accountId: message.accountId, newLimit: pounds(message.newLimit), messageText: message.messageText };
    case 'card-limit-change-response':
      return { accountId: message.accountId, response: message.response, messageText: message.messageText };
    case 'travel':
      return {
        accountId: message.accountId,
        destinations: message.destinations,
        departureDate: message.departureDate,
        returnDate: message.returnDate,
        messageText: message.messageText,
      };
  }
}
