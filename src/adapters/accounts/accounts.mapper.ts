import { defaultDisplayConfig, noMoveMoney, otherCategory, type Account, type AccountLink } from '../../core/accounts/account';
import { AccountsErrorCodes } from '../../core/accounts/accounts-failure';
import { categoryOrOther, subCategoryOf } from '../../core/accounts/category';
import { array, flag, integer, isoDate, MalformedAnswer, object, optionalInteger, optionalString, payloadOf, string } from './dto-reader';
import type { Unchecked } from '../http/wire-types';
import type { AccountDto, AccountLinkDto, AccountSummaryDto, DisplayConfigDto, MoveMoneyFlagsDto } from './accounts.dto';
import { digitsOnly, guardedAnswers } from './guarded-answer';
import { OddFields } from './odd-fields';

/**
 * The accounts answers (list and by id) (docs/api/accounts.md) to domain types. Every function throws AccountsFailure with
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

/** An optional object field of the account, read by the document's names for it (`T`). */
const optionalObject = <T>(value: unknown, path: string): Unchecked<T> | null =>
  value === undefined || value === null ? null : object<T>(value, path);

/**
 * One account. What identifies it and its money (id, name, balance, balance date) must be as agreed,
 * or the account cannot be shown (MalformedAnswer). Everything else falls back to a safe default
 * and is noted in `odd`: an unknown category is 'Other', a flag that is not a boolean is false (the
 * spec's default), an unreadable optional figure or identifier is absent, unreadable links are none.
 */
function toAccount(raw: unknown, path: string, odd: OddFields): Account {
  const o = object<AccountDto>(raw, path);
  const s = object<AccountSummaryDto>(o.summary, `${path}.summary`);
  const sp = `${path}.summary`;
  const rawCategory = odd.read(() => string(s, 'category', sp), '');
  const category = categoryOrOther(rawCategory);
  if (category === otherCategory && rawCategory) odd.note(`${sp}.category is not a known category (got '${rawCategory}')`);
  const display = odd.read(() => optionalObject<DisplayConfigDto>(o.displayConfig, `${path}.displayConfig`), null);
  const move = odd.read(() => optionalObject<MoveMoneyFlagsDto>(o.moveMoney, `${path}.moveMoney`), null);
  const dp = `${path}.displayConfig`;
  const mp = `${path}.moveMoney`;
  const links: AccountLink[] = odd.read(
    () =>
      (o.links === undefined || o.links === null ? [] : array(o.links, `${path}.links`)).map((l, i) => {
        const link = object<AccountLinkDto>(l, `${path}.links[${i}]`);
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
