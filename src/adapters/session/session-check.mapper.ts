import type { SessionCheckAnswer } from '../../core/session/session-api.port';
import { fieldsOf } from '../http/wire-types';
import type { ErrorMessageDto, SessionCheckDto, SessionCheckHeaderDto } from './session-check.dto';

/**
 * Reads a session check answer. An answer without a usable header is not a live session: it maps to
 * status 'E001' (error), which core treats as a failed check.
 */
export function toSessionCheckAnswer(body: unknown): SessionCheckAnswer {
  const header = fieldsOf<SessionCheckHeaderDto>(fieldsOf<SessionCheckDto>(body)?.header);
  const statusCode = typeof header?.statusCode === 'string' && header.statusCode.trim() ? header.statusCode.trim() : 'E001';
  const errorMsg = header?.errorMsg;
  const errorCodes = Array.isArray(errorMsg)
    ? errorMsg.flatMap((e: unknown) => {
        const code = fieldsOf<ErrorMessageDto>(e)?.code;
        return typeof code === 'string' ? [code.trim()] : [];
      })
    : [];
  return { statusCode, errorCodes };
}
