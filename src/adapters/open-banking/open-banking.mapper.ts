import { AccountsFailure } from '../../core/accounts/accounts-failure';
import type { Consent, ConsentAccount, ConsentKind, Provider } from '../../core/open-banking/consent';
import type { AuthorisationDecision, AuthorisationRequest, ConsentPage, EndedAuthorisation, LeftOutConsent } from '../../core/open-banking/open-banking.port';
import { OpenBankingErrorCodes } from '../../core/open-banking/open-banking-errors';
import { isValidLimit, sortLimits, type PeriodicLimit } from '../../core/open-banking/recurring-payment-limits';
import { array, flag, integer, isoDate, MalformedAnswer, object, oneOf, optionalIsoDate, optionalString, payloadOf, string } from '../accounts/dto-reader';
import { digitsOnly, guardedAnswers } from '../accounts/guarded-answer';
import { fieldsOf, type Unchecked } from '../http/wire-types';
import type {
  AccountRefDto,
  AuthorisationAnswerRequestDto,
  AuthorisationDto,
  ConsentDto,
  ConsentPageDto,
  ControlParametersDto,
  EndedAuthorisationDto,
  FundsCheckDto,
  PagingLinksDto,
  PayeeDto,
  PaymentDto,
  PeriodicLimitDto,
  ProviderDto,
  RecurringTermsDto,
  RedirectDto,
} from './open-banking.dto';

/** Wire answers to domain types. A whole answer with a wrong shape is OB_MALFORMED naming the path. */
const guarded = guardedAnswers(OpenBankingErrorCodes.malformed);

const kinds = {
  ACCOUNT_INFORMATION: 'information-sharing',
  FUNDS_CONFIRMATION: 'funds-availability',
  VARIABLE_RECURRING_PAYMENTS: 'recurring-payments',
} as const satisfies Record<string, ConsentKind>;
const typeNames = Object.keys(kinds) as (keyof typeof kinds)[];

/** A date-time kept whole (last accessed, a funds check): checked to start with an ISO date. */
function dateTime<O extends object>(o: O, key: keyof O & string, path: string): string {
  isoDate(o, key, path);
  return string(o, key, path);
}

function provider(value: unknown, path: string): Provider {
  const o = object<ProviderDto>(value, path);
  const name = string(o, 'name', path).trim();
  if (name === '') throw new MalformedAnswer(`${path}.name`, 'a provider name');
  return { name, onBehalfOf: optionalString(o, 'onBehalfOf', path)?.trim() || null };
}

function account(value: unknown, path: string): ConsentAccount {
  const o = object<AccountRefDto>(value, path);
  return {
    id: string(o, 'accountId', path),
    name: string(o, 'name', path),
    sortCode: digitsOnly(optionalString(o, 'sortCode', path)),
    accountNumber: digitsOnly(optionalString(o, 'accountNumber', path)),
  };
}

function positive<O extends object>(o: O, key: keyof O & string, path: string): number {
  const v = integer(o, key, path);
  if (v <= 0) throw new MalformedAnswer(`${path}.${key}`, 'a positive amount in pence');
  return v;
}

function limits(value: unknown, path: string): PeriodicLimit[] {
  return sortLimits(
    array(value, path).map((item, i) => {
      const p = `${path}[${i}]`;
      const o = object<PeriodicLimitDto>(item, p);
      const limit = {
        period: string(o, 'periodType', p).toLowerCase(),
        alignment: string(o, 'periodAlignment', p).toLowerCase(),
        amount: integer(o, 'amount', p),
      };
      if (!isValidLimit(limit)) throw new MalformedAnswer(p, 'a period limit (Day to Year, Calendar or Consent, a positive amount)');
      return limit;
    }),
  );
}

function permissions(value: unknown, path: string): string[] {
  return array(value, path).map((p, i) => {
    if (typeof p !== 'string') throw new MalformedAnswer(`${path}[${i}]`, 'a string');
    return p;
  });
}

function recurringTerms(o: Unchecked<RecurringTermsDto>, path: string) {
  const control = object<ControlParametersDto>(o.controlParameters, `${path}.controlParameters`);
  const cp = `${path}.controlParameters`;
  const payee = object<PayeeDto>(o.payee, `${path}.payee`);
  return {
    sweeping: flag(o, 'sweeping', path),
    payee: {
      name: string(payee, 'name', `${path}.payee`),
      sortCode: digitsOnly(optionalString(payee, 'sortCode', `${path}.payee`)),
      accountNumber: digitsOnly(optionalString(payee, 'accountNumber', `${path}.payee`)),
    },
    maxIndividualAmount: positive(control, 'maximumIndividualAmount', cp),
    periodicLimits: limits(control.periodicLimits, `${cp}.periodicLimits`),
    validFrom: isoDate(control, 'validFromDateTime', cp),
    validTo: optionalIsoDate(control, 'validToDateTime', cp),
  };
}

/** One consent entry; throws MalformedAnswer naming the field when it cannot be read. */
export function toConsent(value: unknown, path: string): Consent {
  const o = object<ConsentDto>(value, path);
  const kind = kinds[oneOf(o, 'type', path, typeNames)];
  const status = oneOf(o, 'status', path, ['AUTHORISED', 'EXPIRED', 'REVOKED'] as const);
  const common = {
    id: string(o, 'consentId', path),
    provider: provider(o.provider, `${path}.provider`),
    grantedOn: isoDate(o, 'grantedAt', path),
    expiresOn: optionalIsoDate(o, 'expiresAt', path),
    bankStatus: status === 'AUTHORISED' ? ('active' as const) : status === 'EXPIRED' ? ('expired' as const) : ('revoked' as const),
    revokedOn: optionalIsoDate(o, 'revokedAt', path),
  };
  if (kind === 'information-sharing') {
    return {
      ...common,
      kind,
      lastAccessed: o.lastAccessedAt === undefined || o.lastAccessedAt === null ? null : dateTime(o, 'lastAccessedAt', path),
      allAccounts: flag(o, 'allAccounts', path),
      accounts: array(o.accounts ?? [], `${path}.accounts`).map((a, i) => account(a, `${path}.accounts[${i}]`)),
      permissions: permissions(o.permissions, `${path}.permissions`),
    };
  }
  if (kind === 'funds-availability') {
    return {
      ...common,
      kind,
      account: account(o.account, `${path}.account`),
      checks: array(o.fundsChecks ?? [], `${path}.fundsChecks`).map((c, i) => {
        const p = `${path}.fundsChecks[${i}]`;
        const check = object<FundsCheckDto>(c, p);
        if (typeof check.fundsAvailable !== 'boolean') throw new MalformedAnswer(`${p}.fundsAvailable`, 'a boolean');
        return { at: dateTime(check, 'checkedAt', p), available: check.fundsAvailable };
      }),
    };
  }
  const terms = recurringTerms(o, path);
  return {
    ...common,
    kind,
    // A recurring payment consent ends when its control parameters say.
    expiresOn: terms.validTo ?? common.expiresOn,
    sweeping: terms.sweeping,
    payee: terms.payee,
    fromAccount: o.debtorAccount === undefined || o.debtorAccount === null ? null : account(o.debtorAccount, `${path}.debtorAccount`),
    maxIndividualAmount: terms.maxIndividualAmount,
    periodicLimits: terms.periodicLimits,
    validFrom: terms.validFrom,
    payments: array(o.payments ?? [], `${path}.payments`).map((item, i) => {
      const p = `${path}.payments[${i}]`;
      const payment = object<PaymentDto>(item, p);
      return { date: isoDate(payment, 'paidAt', p), amount: positive(payment, 'amount', p) };
    }),
  };
}

/**
 * One page of a consents list. The envelope must be right (else the whole list fails with
 * OB_MALFORMED); a single entry that cannot be read is left out and named, so one bad consent never
 * breaks the dashboard.
 */
export function toConsentPage(answer: unknown): Omit<ConsentPage, 'next'> & { next: string | null } {
  return guarded('consents', () => {
    const payload = object<ConsentPageDto>(payloadOf(answer), 'answer.payload');
    const entries = array(payload.consents, 'answer.payload.consents');
    const consents: Consent[] = [];
    const leftOut: LeftOutConsent[] = [];
    entries.forEach((entry, i) => {
      try {
        consents.push(toConsent(entry, `consents[${i}]`));
      } catch (error) {
        if (!(error instanceof MalformedAnswer)) throw error;
        const consentId = fieldsOf<ConsentDto>(entry)?.consentId;
        const id = typeof consentId === 'string' ? consentId : null;
        leftOut.push({ id, problem: error.message });
      }
    });
    const links = payload.links === undefined || payload.links === null ? {} : object<PagingLinksDto>(payload.links, 'answer.payload.links');
    return { consents, leftOut, next: optionalString(links, 'next', 'answer.payload.links') };
  });
}

/**
 * The query of the bank's next link, when the link is ours to follow: a path on the app's own origin
 * (no scheme, no host, no '//', no backslash) to the same list. Only its query is used: the request
 * goes to the list's own address, so a next link can never send the app's session elsewhere.
 */
export function nextPageQuery(next: string, listPath: string): Record<string, string> {
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    throw new AccountsFailure({ code: OpenBankingErrorCodes.malformed, description: 'Malformed consents answer: the next link is not a path of ours' });
  }
  const base = 'https://app.invalid';
  const url = new URL(next, base);
  const expected = new URL(listPath, base).pathname;
  if (url.origin !== base || url.pathname !== expected) {
    throw new AccountsFailure({ code: OpenBankingErrorCodes.malformed, description: 'Malformed consents answer: the next link is not the same list' });
  }
  return Object.fromEntries(url.searchParams.entries());
}

export function toAuthorisation(answer: unknown): AuthorisationRequest {
  return guarded('authorisation', () => {
    const o = object<AuthorisationDto>(payloadOf(answer), 'answer.payload');
    const path = 'answer.payload';
    const kind = kinds[oneOf(o, 'type', path, typeNames)];
    const selection = kind === 'information-sharing' ? 'many' : kind === 'recurring-payments' ? 'one' : 'fixed';
    const accounts = array(o.accounts, `${path}.accounts`).map((a, i) => account(a, `${path}.accounts[${i}]`));
    if (accounts.length === 0) throw new MalformedAnswer(`${path}.accounts`, 'a list of at least one account');
    if (selection === 'fixed' && accounts.length !== 1) throw new MalformedAnswer(`${path}.accounts`, 'exactly one account to check');
    return {
      authState: string(o, 'authState', path),
      kind,
      provider: provider(o.provider, `${path}.provider`),
      // what the bank vouches for. Missing registered URIs leave none (nothing is followed).
      redirectUris: o.redirectUris === undefined ? [] : array(o.redirectUris, `${path}.redirectUris`).map((u, i) => string({ u }, 'u', `${path}.redirectUris[${i}]`)),
      providerState: optionalString(o, 'state', path),
      expiresOn: optionalIsoDate(o, 'expiresAt', path),
      permissions: kind === 'information-sharing' ? permissions(o.permissions, `${path}.permissions`) : [],
      accounts,
      selection,
      recurring: kind === 'recurring-payments' ? recurringTerms(o, path) : null,
    };
  });
}

export function toAuthorisationRequestBody(decision: AuthorisationDecision): AuthorisationAnswerRequestDto {
  return decision.decision === 'approve'
    ? { decision: 'APPROVED', accountIds: decision.accountIds, reauthenticationCode: decision.reauthenticationCode }
    : { decision: 'REJECTED' };
}

/** The redirect address of the bank's answer, unjudged (core's redirect rule judges it). */
export function toRedirectAnswer(answer: unknown): { redirectUri: unknown } {
  return guarded('authorisation', () => {
    const payload = payloadOf(answer);
    return { redirectUri: fieldsOf<RedirectDto>(payload)?.redirectUri };
  });
}

/** An ended request's provider (GET authorisations/{authState}/provider). */
export function toEndedAuthorisation(answer: unknown): EndedAuthorisation {
  return guarded('ended authorisation', () => {
    const path = 'answer.payload';
    const o = object<EndedAuthorisationDto>(payloadOf(answer), path);
    return {
      providerName: provider(o.provider, `${path}.provider`).name,
      redirectUris: array(o.redirectUris, `${path}.redirectUris`).map((u, i) => string({ u }, 'u', `${path}.redirectUris[${i}]`)),
      state: optionalString(o, 'state', path),
    };
  });
}
