import { defaultDisplayConfig, noMoveMoney, otherCategory, type Account, type AccountLink } from '../../core/accounts/account';
import { AccountsErrorCodes } from '../../core/accounts/accounts-failure';
import { categoryOrOther, subCategoryOf } from '../../core/accounts/category';
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
import { digitsOnly, guardedAnswers } from './guarded-answer';
import { OddFields } from './odd-fields';

/**
 * Wire answers (docs/api/accounts.md) to domain types. Every function throws AccountsFailure with
 * ACC_MALFORMED and the offending path when the answer does not have the agreed shape.
 */
const guarded = guardedAnswers(AccountsErrorCodes.malformed);

/** One account the mapper could not take as sent: shown with safe defaults, or left out. */
export interface OddAccount {
  /** Where it sits in the answer, e.g. 'answer.payload[3]'. */
  path: string;
  /** Shown with defaults for the odd fields (true), or left out because it cannot be shown (false). */
  shown: boolean;
  problems: string[];
}

/** An accounts answer: the accounts to show, and the odd ones to report. */
export interface AccountsAnswer {
  accounts: Account[];
  odd: OddAccount[];
}

const optionalObject = (o: Json, key: string, path: string): Json | null =>
  o[key] === undefined || o[key] === null ? null : object(o[key], `${path}.${key}`);

/**
 * One account. What identifies it and its money (id, name, balance, balance date) must be as agreed,
 * or the account cannot be shown (MalformedAnswer). Everything else falls back to a safe default
 * and is noted in `odd`: an unknown category is 'Other', a flag that is not a boolean is false (the
 * spec's default), an unreadable optional figure or identifier is absent, unreadable links are none.
 */
function toAccount(raw: unknown, path: string, odd: OddFields): Account {
  const o = object(raw, path);
  const s = object(o.summary, `${path}.summary`);
  const sp = `${path}.summary`;
  const rawCategory = odd.read(() => string(s, 'category', sp), '');
  const category = categoryOrOther(rawCategory);
  if (category === otherCategory && rawCategory) odd.note(`${sp}.category is not a known category (got '${rawCategory}')`);
  const display = odd.read(() => optionalObject(o, 'displayConfig', path), null);
  const move = odd.read(() => optionalObject(o, 'moveMoney', path), null);
  const dp = `${path}.displayConfig`;
  const mp = `${path}.moveMoney`;
  const links: AccountLink[] = odd.read(
    () =>
      (o.links === undefined || o.links === null ? [] : array(o.links, `${path}.links`)).map((l, i) => {
        const link = object(l, `${path}.links[${i}]`);
        return { rel: string(link, 'rel', `${path}.links[${i}]`), href: string(link, 'href', `${path}.links[${i}]`) };
      }),
    [],
  );
  return {
    id: string(o, 'id', path),
    name: string(o, 'name', path),
    summary: {
      balance: integer(s, 'balance', sp),
      availableBalance: odd.read(() => optionalInteger(s, 'availableBalance', sp), null),
      limit: odd.read(() => optionalInteger(s, 'limit', sp), null),
      overdraftBalance: odd.read(() => optionalInteger(s, 'overdraftBalance', sp), null),
      balanceDate: isoDate(s, 'balanceDate', sp),
      sortCode: digitsOnly(odd.read(() => optionalString(s, 'sortCode', sp), null)),
      number: odd.read(() => optionalString(s, 'number', sp), null),
      creditCardNumber: digitsOnly(odd.read(() => optionalString(s, 'creditCardNumber', sp), null)),
      category,
      subCategory: subCategoryOf(category, odd.read(() => string(s, 'subCategory', sp), '')),
      productType: odd.read(() => optionalString(s, 'productType', sp), null) ?? '',
    },
    links,
    displayConfig: {
      displayOverdraft: odd.read(() => flag(display, 'displayOverdraft', dp), defaultDisplayConfig.displayOverdraft),
      displayAvailableBalance: odd.read(() => flag(display, 'displayAvailableBalance', dp), defaultDisplayConfig.displayAvailableBalance),
      displayCreditLimit: odd.read(() => flag(display, 'displayCreditLimit', dp), defaultDisplayConfig.displayCreditLimit),
    },
    moveMoney: {
      canTransferFrom: odd.read(() => flag(move, 'canTransferFrom', mp), noMoveMoney.canTransferFrom),
      canTransferTo: odd.read(() => flag(move, 'canTransferTo', mp), noMoveMoney.canTransferTo),
      canPay: odd.read(() => flag(move, 'canPay', mp), noMoveMoney.canPay),
    },
    sharedealingAuthToken: odd.read(() => optionalString(o, 'sharedealingAuthToken', path), null),
  };
}

/**
 * The list, in the bank's order. An odd account never fails the list: it is shown with safe defaults,
 * or left out when its id, name or money cannot be read, and either way listed in `odd` for the
 * adapter to report. Only an answer that is not a list, or one in which no account at all can be
 * shown, is ACC_MALFORMED: an empty page would tell the customer they have no accounts.
 */
export const toAccounts = (answer: unknown): AccountsAnswer =>
  guarded('accounts', () => {
    const payload = array(payloadOf(answer), 'answer.payload');
    const accounts: Account[] = [];
    const odd: OddAccount[] = [];
    payload.forEach((raw, i) => {
      const path = `answer.payload[${i}]`;
      const fields = new OddFields();
      try {
        accounts.push(toAccount(raw, path, fields));
        if (fields.problems.length > 0) odd.push({ path, shown: true, problems: fields.problems });
      } catch (error) {
        if (!(error instanceof MalformedAnswer)) throw error;
        odd.push({ path, shown: false, problems: [...fields.problems, error.message] });
      }
    });
    if (payload.length > 0 && accounts.length === 0) {
      throw new MalformedAnswer('answer.payload', `a list with an account that can be shown (${odd[0]?.problems.at(-1) ?? ''})`);
    }
    return { accounts, odd };
  });

/** By id the payload is the account itself, or a one-element list (both are seen). Odd fields default as in the list. */
export const toSingleAccount = (answer: unknown): { account: Account; odd: OddAccount[] } =>
  guarded('account', () => {
    const payload = payloadOf(answer);
    let path = 'answer.payload';
    let raw = payload;
    if (Array.isArray(payload)) {
      if (payload.length !== 1) throw new MalformedAnswer('answer.payload', 'exactly one account');
      path = 'answer.payload[0]';
      raw = payload[0];
    }
    const fields = new OddFields();
    const account = toAccount(raw, path, fields);
    return { account, odd: fields.problems.length > 0 ? [{ path, shown: true, problems: fields.problems }] : [] };
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
    const payload = object(payloadOf(answer), 'answer.payload');
    if (payload.links === undefined || payload.links === null) return null;
    const links = object(payload.links, 'answer.payload.links');
    return optionalString(links, 'next', 'answer.payload.links');
  });
  return { transactions, next };
};

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

