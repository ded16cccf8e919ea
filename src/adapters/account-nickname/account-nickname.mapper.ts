import type { AccountNickname } from '../../core/account-nickname/account-nickname.port';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { HttpFailure } from '../http/http-client';
import type { AccountNicknameDto } from './account-nickname.dto';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read list. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** GET /v1/account-nicknames: every entry must name an account and a nickname, or none is shown. */
export function toAccountNicknames(answer: unknown): AccountNickname[] {
  const list = isObject(answer) ? answer.payload : undefined;
  if (!Array.isArray(list)) throw malformed();
  return list.map((raw) => {
    const entry = raw as Partial<AccountNicknameDto>;
    if (!isObject(entry) || !isText(entry.accountId) || !isText(entry.nickname)) throw malformed();
    return { accountId: entry.accountId, nickname: entry.nickname };
  });
}
