import type { Account, AccountLink } from '../../core/accounts/account';
import { AccountsErrorCodes, AccountsFailure } from '../../core/accounts/accounts-failure';
import { categoryOf, subCategoryOf } from '../../core/accounts/category';
import type { LastLogon } from '../../core/accounts/last-logon';
import {
  marketingPlacements,
  type MarketingAction,
  type MarketingBanner,
  type MarketingConfig,
  type MarketingPlacementId,
} from '../../core/accounts/marketing';
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
import {
  array,
  flag,
  integer,
  isoDate,
  MalformedAnswer,
  number,
  object,
  oneOf,
  optionalInteger,
  optionalString,
  payloadOf,
  string,
  type Json,
} from './dto-reader';

/**
 * Wire answers (docs/api/accounts.md) to domain types. Every function throws AccountsFailure with
 * ACC_MALFORMED and the offending path when the answer does not have the agreed shape.
 */
function guarded<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MalformedAnswer) {
      throw new AccountsFailure({ code: AccountsErrorCodes.malformed, description: `Malformed ${what} answer: ${error.message}` });
    }
    throw error;
  }
}

const digitsOnly = (value: string | null): string | null => (value === null ? null : value.replace(/[\s-]/g, ''));

function toAccount(raw: unknown, path: string): Account {
  const o = object(raw, path);
  const s = object(o.summary, `${path}.summary`);
  const sp = `${path}.summary`;
  const rawCategory = string(s, 'category', sp);
  const category = categoryOf(rawCategory);
  if (!category) throw new MalformedAnswer(`${sp}.category`, `a known category (got '${rawCategory}')`);
  const display = o.displayConfig === undefined || o.displayConfig === null ? null : object(o.displayConfig, `${path}.displayConfig`);
  const move = o.moveMoney === undefined || o.moveMoney === null ? null : object(o.moveMoney, `${path}.moveMoney`);
  const links: AccountLink[] = (o.links === undefined ? [] : array(o.links, `${path}.links`)).map((l, i) => {
    const link = object(l, `${path}.links[${i}]`);
    return { rel: string(link, 'rel', `${path}.links[${i}]`), href: string(link, 'href', `${path}.links[${i}]`) };
  });
  return {
    id: string(o, 'id', path),
    name: string(o, 'name', path),
    summary: {
      balance: integer(s, 'balance', sp),
      availableBalance: optionalInteger(s, 'availableBalance', sp),
      limit: optionalInteger(s, 'limit', sp),
      overdraftBalance: optionalInteger(s, 'overdraftBalance', sp),
      balanceDate: isoDate(s, 'balanceDate', sp),
      sortCode: digitsOnly(optionalString(s, 'sortCode', sp)),
      number: optionalString(s, 'number', sp),
      creditCardNumber: digitsOnly(optionalString(s, 'creditCardNumber', sp)),
      category,
      subCategory: subCategoryOf(category, string(s, 'subCategory', sp)),
      productType: optionalString(s, 'productType', sp) ?? '',
    },
    links,
    displayConfig: {
      displayOverdraft: flag(display, 'displayOverdraft', `${path}.displayConfig`),
      displayAvailableBalance: flag(display, 'displayAvailableBalance', `${path}.displayConfig`),
      displayCreditLimit: flag(display, 'displayCreditLimit', `${path}.displayConfig`),
    },
    moveMoney: {
      canTransferFrom: flag(move, 'canTransferFrom', `${path}.moveMoney`),
      canTransferTo: flag(move, 'canTransferTo', `${path}.moveMoney`),
      canPay: flag(move, 'canPay', `${path}.moveMoney`),
    },
    sharedealingAuthToken: optionalString(o, 'sharedealingAuthToken', path),
  };
}

export const toAccounts = (answer: unknown): Account[] =>
  guarded('accounts', () => array(payloadOf(answer), 'answer.payload').map((a, i) => toAccount(a, `answer.payload[${i}]`)));

/** By id the payload is the account itself, or a one-element list (both are seen). */
export const toSingleAccount = (answer: unknown): Account =>
  guarded('account', () => {
    const payload = payloadOf(answer);
    if (Array.isArray(payload)) {
      if (payload.length !== 1) throw new MalformedAnswer('answer.payload', 'exactly one account');
      return toAccount(payload[0], 'answer.payload[0]');
    }
    return toAccount(payload, 'answer.payload');
  });

const transactionTypes: readonly TransactionType[] = [
  'CARD_PAYMENT', 'DIRECT_DEBIT', 'STANDING_ORDER', 'FASTER_PAYMENT', 'BANK_CREDIT', 'TRANSFER',
  'CASH', 'CHEQUE', 'INTEREST', 'CHARGE', 'OTHER',
];

function transactionType(o: Json, path: string): TransactionType {
  const raw = optionalString(o, 'type', path);
  // A kind this app does not know yet is still a transaction: shown, exported by its sign.
  return transactionTypes.find((t) => t === raw?.toUpperCase()) ?? 'OTHER';
}

export const toTransactions = (answer: unknown, accountId: string): Transaction[] =>
  guarded('transactions', () => {
    const payload = object(payloadOf(answer), 'answer.payload');
    return array(payload.transactions, 'answer.payload.transactions').map((raw, i) => {
      const path = `answer.payload.transactions[${i}]`;
      const o = object(raw, path);
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

export const toUpcoming = (answer: unknown): UpcomingTransaction[] =>
  guarded('upcoming transactions', () =>
    array(payloadOf(answer), 'answer.payload').map((raw, i) => {
      const path = `answer.payload[${i}]`;
      const o = object(raw, path);
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
      const o = object(raw, path);
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

export const toInterestRates = (answer: unknown, accountId: string): InterestRates =>
  guarded('interest rates', () => {
    const payload = object(payloadOf(answer), 'answer.payload');
    const rates = array(payload.rates, 'answer.payload.rates').map((raw, i) => {
      const path = `answer.payload.rates[${i}]`;
      const o = object(raw, path);
      return {
        label: string(o, 'label', path),
        ratePercent: number(o, 'ratePercent', path),
        basis: oneOf<InterestBasis>(o, 'basis', path, ['AER', 'GROSS', 'APR', 'EAR']),
      };
    });
    return { accountId, rates };
  });

export const toCreditCardPaymentInfo = (answer: unknown, accountId: string): CreditCardPaymentInfo =>
  guarded('credit card payment info', () => {
    const path = 'answer.payload';
    const o = object(payloadOf(answer), path);
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
      const o = object(raw, path);
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

/** GET status: lastLogonDate 'YYYY-MM-DD', lastLogonTime 'HH:mm' or 'HH:mm:ss', unsuccessfulLogonCount. */
export const toLastLogon = (answer: unknown): LastLogon =>
  guarded('status', () => {
    const path = 'answer.payload';
    const o = object(payloadOf(answer), path);
    const time = string(o, 'lastLogonTime', path);
    if (!/^\d{2}:\d{2}(:\d{2})?$/.test(time)) throw new MalformedAnswer(`${path}.lastLogonTime`, "a time 'HH:mm'");
    const count = integer(o, 'unsuccessfulLogonCount', path);
    if (count < 0) throw new MalformedAnswer(`${path}.unsuccessfulLogonCount`, 'zero or more');
    return { date: isoDate(o, 'lastLogonDate', path), time: time.slice(0, 5), unsuccessfulCount: count };
  });

function toAction(raw: unknown, path: string): MarketingAction {
  const o = object(raw, path);
  const type = oneOf(o, 'type', path, ['navigate', 'link', 'popout'] as const);
  // Addresses are read as sent: where they may lead is the bank's link rule, applied in core
  // (LoadMarketing, marketing-links.ts) exactly as for rich text; a bad one becomes the bank home.
  if (type === 'navigate') return { type, path: string(o, 'path', path) };
  if (type === 'link') return { type, url: string(o, 'url', path) };
  const p = object(o.popout, `${path}.popout`);
  const pp = `${path}.popout`;
  const ctaUrl = optionalString(p, 'ctaUrl', pp);
  return {
    type,
    popout: {
      title: string(p, 'title', pp),
      paragraphs: array(p.paragraphs, `${pp}.paragraphs`).map((t, i) => {
        if (typeof t !== 'string') throw new MalformedAnswer(`${pp}.paragraphs[${i}]`, 'a string');
        return t;
      }),
      ctaText: optionalString(p, 'ctaText', pp),
      ctaUrl,
    },
  };
}

function toBanner(raw: unknown, placement: MarketingPlacementId, path: string): MarketingBanner {
  const o = object(raw, path);
  const image = o.image === undefined || o.image === null ? null : object(o.image, `${path}.image`);
  return {
    id: string(o, 'id', path),
    placement,
    title: string(o, 'title', path),
    body: string(o, 'body', path),
    ctaText: string(o, 'ctaText', path),
    action: toAction(o.action, `${path}.action`),
    closable: o.closable === undefined ? true : flag(o, 'closable', path),
    image: image ? { src: string(image, 'src', `${path}.image`), alt: string(image, 'alt', `${path}.image`) } : null,
  };
}

/** Placements the app does not know are ignored; a known one must be a list of valid banners. */
export const toMarketing = (answer: unknown): MarketingConfig =>
  guarded('marketing', () => {
    const payload = object(payloadOf(answer), 'answer.payload');
    const config = { accountsList: [], accountsListEnd: [] } as MarketingConfig;
    for (const placement of marketingPlacements) {
      const list = payload[placement];
      if (list === undefined || list === null) continue;
      config[placement] = array(list, `answer.payload.${placement}`).map((b, i) =>
        toBanner(b, placement, `answer.payload.${placement}[${i}]`),
      );
    }
    return config;
  });

