import type { CustomerProfile } from '../../core/my-details/customer-profile';
import type { AccountStatementPreference, StatementPreference } from '../../core/my-details/statement-preferences';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { HttpFailure } from '../http/http-client';
import type { AccountStatementPreferenceDto, ProfileDto, StatementPreferenceDto } from './my-details.dto';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read page. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function payloadOf(answer: unknown): unknown {
  if (!isObject(answer) || !('payload' in answer)) throw malformed();
  return answer.payload;
}

const addressLabels: Record<string, string> = { HOME: 'Home address', CORRESPONDENCE: 'Correspondence address' };
const phoneLabels: Record<string, string> = { MOBILE: 'Mobile', HOME: 'Home', WORK: 'Work' };

export function toProfile(answer: unknown): CustomerProfile {
  const p = payloadOf(answer) as Partial<ProfileDto>;
  if (!isObject(p) || !isString(p.firstName) || !isString(p.lastName) || !isString(p.emailAddress) || !Array.isArray(p.addresses) || !Array.isArray(p.phoneNumbers)) {
    throw malformed();
  }
  return {
    title: isString(p.title) ? p.title : '',
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.emailAddress,
    addresses: p.addresses.map((a) => {
      if (!isObject(a) || !Array.isArray(a.lines) || !a.lines.every(isString) || !isString(a.postcode)) throw malformed();
      return { label: addressLabels[String(a.type)] ?? 'Address', lines: a.lines, postcode: a.postcode };
    }),
    phones: p.phoneNumbers.map((n) => {
      if (!isObject(n) || !isString(n.number)) throw malformed();
      return { label: phoneLabels[String(n.type)] ?? 'Phone', number: n.number };
    }),
  };
}

const fromWire: Record<StatementPreferenceDto, StatementPreference> = { ONLINE: 'online', PAPER_AND_ONLINE: 'paper-and-online' };
export const toWirePreference = (p: StatementPreference): StatementPreferenceDto => (p === 'online' ? 'ONLINE' : 'PAPER_AND_ONLINE');

/** 40-12-76 41234567 */
function accountLabel(sortCode: string | null, number: string | null): string {
  if (!sortCode || !number) return '';
  return `${sortCode.replace(/(\d{2})(?=\d)/g, '$1-')} ${number}`;
}

export function toStatementPreferences(answer: unknown): AccountStatementPreference[] {
  const list = payloadOf(answer);
  if (!Array.isArray(list)) throw malformed();
  return list.map((raw) => {
    const a = raw as Partial<AccountStatementPreferenceDto>;
    const preference = a.preference ? fromWire[a.preference] : undefined;
    if (!isObject(a) || !isString(a.accountId) || !isString(a.accountName) || !preference || !isString(a.nextStatementDate) || !/^\d{4}-\d{2}-\d{2}$/.test(a.nextStatementDate)) {
      throw malformed();
    }
    return {
      accountId: a.accountId,
      accountName: a.accountName,
      accountLabel: accountLabel(a.sortCode ?? null, a.accountNumber ?? null),
      preference,
      nextStatementDate: a.nextStatementDate,
    };
  });
}
