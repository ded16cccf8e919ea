import { AccountsErrorCodes } from '../../core/accounts/accounts-failure';
import type { Statement } from '../../core/accounts/statement';
import type {
  CreditCardPaymentInfo,
  InterestBasis,
  InterestRates,
  PendingAuthorisation,
  Transaction,
  TransactionType,
  UpcomingTransaction,
} from '../../core/accounts/transaction';
import { array, integer, isoDate, MalformedAnswer, number, object, oneOf, optionalInteger, optionalString, payloadOf, string } from './dto-reader';
import type { Unchecked } from '../http/wire-types';
import type {
  CardPaymentInfoDto,
  InterestRateDto,
  InterestRatesDto,
  PagingLinksDto,
  PendingAuthorisationDto,
  StatementDto,
  TransactionDto,
  TransactionsPageDto,
  UpcomingTransactionDto,
} from './accounts.dto';
import { guardedAnswers } from './guarded-answer';

/**
 * Transactions, their pages, upcoming and pending ones, interest rates, card payment information and statements (docs/api/accounts.md) to domain types. Every function throws AccountsFailure with
 * ACC_MALFORMED and the offending path when the answer does not have the agreed shape.
 */
const guarded = guardedAnswers(AccountsErrorCodes.malformed);

const transactionTypes: readonly TransactionType[] = [
  'CARD_PAYMENT', 'DIRECT_DEBIT', 'STANDING_ORDER', 'FASTER_PAYMENT', 'BANK_CREDIT', 'TRANSFER',
  'CASH', 'CHEQUE', 'INTEREST', 'CHARGE', 'OTHER',
];

function transactionType(o: Unchecked<TransactionDto | UpcomingTransactionDto>, path: string): TransactionType {
  const raw = optionalString(o, 'type', path);
  // A kind this app does not know yet is still a transaction: shown, exported by its sign.
  return transactionTypes.find((t) => t === raw?.toUpperCase()) ?? 'OTHER';
}

export const toTransactions = (answer: unknown, accountId: string): Transaction[] =>
  guarded('transactions', () => {
    const payload = object<TransactionsPageDto>(payloadOf(answer), 'answer.payload');
    return array(payload.transactions, 'answer.payload.transactions').map((raw, i) => {
      const path = `answer.payload.transactions[${i}]`;
      const o = object<TransactionDto>(raw, path);
      return {
        id: string(o, 'id', path),
        accountId,
        date: isoDate(o, 'date', path),
        description: string(o, 'description', path),
        amount: integer(o, 'amount', path),
        balance: optionalInteger(o, 'runningBalance', path),
        type: transactionType(o, path),
      };
    });
  });

/** One page of transactions and the path of the next page (null on the last, or when the gateway does not page). */
export interface TransactionsPage {
  transactions: Transaction[];
  next: string | null;
}

/**
 * A page of the transactions answer: the transactions as `toTransactions`, and `payload.links.next`
 * when the gateway pages (docs/api/accounts.md, paging). No `links`: the whole list in one answer.
 */
export const toTransactionsPage = (answer: unknown, accountId: string): TransactionsPage => {
  const transactions = toTransactions(answer, accountId);
  const next = guarded('transactions', () => {
    const payload = object<TransactionsPageDto>(payloadOf(answer), 'answer.payload');
    if (payload.links === undefined || payload.links === null) return null;
    const links = object<PagingLinksDto>(payload.links, 'answer.payload.links');
    return optionalString(links, 'next', 'answer.payload.links');
  });
  return { transactions, next };
};

export const toUpcoming = (answer: unknown): UpcomingTransaction[] =>
  guarded('upcoming transactions', () =>
    array(payloadOf(answer), 'answer.payload').map((raw, i) => {
      const path = `answer.payload[${i}]`;
      const o = object<UpcomingTransactionDto>(raw, path);
      return {
        id: string(o, 'id', path),
        accountId: string(o, 'accountId', path),
        date: isoDate(o, 'date', path),
        description: string(o, 'description', path),
        amount: integer(o, 'amount', path),
        type: oneOf(o, 'type', path, ['DIRECT_DEBIT', 'STANDING_ORDER', 'FUTURE_PAYMENT'] as const),
      };
    }),
  );

export const toPendingAuthorisations = (answer: unknown): PendingAuthorisation[] =>
  guarded('pending authorisations', () =>
    array(payloadOf(answer), 'answer.payload').map((raw, i) => {
      const path = `answer.payload[${i}]`;
      const o = object<PendingAuthorisationDto>(raw, path);
      const card = string(o, 'cardLast4', path);
      if (!/^\d{4}$/.test(card)) throw new MalformedAnswer(`${path}.cardLast4`, 'four digits');
      return {
        id: string(o, 'id', path),
        accountId: string(o, 'accountId', path),
        date: isoDate(o, 'date', path),
        merchant: string(o, 'merchant', path),
        amount: integer(o, 'amount', path),
        cardLast4: card,
      };
    }),
  );

const interestBases: readonly InterestBasis[] = ['AER', 'GROSS', 'APR', 'EAR'];

export const toInterestRates = (answer: unknown, accountId: string): InterestRates =>
  guarded('interest rates', () => {
    const payload = object<InterestRatesDto>(payloadOf(answer), 'answer.payload');
    const rates = array(payload.rates, 'answer.payload.rates').map((raw, i) => {
      const path = `answer.payload.rates[${i}]`;
      const o = object<InterestRateDto>(raw, path);
      return {
        label: string(o, 'label', path),
        ratePercent: number(o, 'ratePercent', path),
        basis: oneOf(o, 'basis', path, interestBases),
      };
    });
    return { accountId, rates };
  });

export const toCreditCardPaymentInfo = (answer: unknown, accountId: string): CreditCardPaymentInfo =>
  guarded('credit card payment info', () => {
    const path = 'answer.payload';
    const o = object<CardPaymentInfoDto>(payloadOf(answer), path);
    return {
      accountId,
      statementBalance: integer(o, 'statementBalance', path),
      minimumPayment: integer(o, 'minimumPayment', path),
      paymentDueDate: isoDate(o, 'paymentDueDate', path),
      lastStatementDate: isoDate(o, 'lastStatementDate', path),
      creditLimit: integer(o, 'creditLimit', path),
      availableCredit: integer(o, 'availableCredit', path),
    };
  });

export const toStatements = (answer: unknown, accountId: string): Statement[] =>
  guarded('statements', () =>
    array(payloadOf(answer), 'answer.payload').map((raw, i) => {
      const path = `answer.payload[${i}]`;
      const o = object<StatementDto>(raw, path);
      const period = string(o, 'period', path);
      if (!/^\d{4}-\d{2}$/.test(period)) throw new MalformedAnswer(`${path}.period`, "a period 'YYYY-MM'");
      return {
        id: string(o, 'id', path),
        accountId,
        period,
        startDate: isoDate(o, 'startDate', path),
        endDate: isoDate(o, 'endDate', path),
        issuedDate: isoDate(o, 'issuedDate', path),
        title: string(o, 'title', path),
      };
    }),
  );
