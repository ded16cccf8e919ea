import type { SessionCheckAnswer } from '../../core/session/session-api.port';
import type { SessionCheckDto } from './session-check.dto';

/**
 * Reads a session check answer. An answer without a usable header is not a live session: it maps to
 * status 'E001' (error), which core treats as a failed check.
 */
export function toSessionCheckAnswer(body: unknown): SessionCheckAnswer {
  const header = isObject(body) && isObject((body as SessionCheckDto).header) ? (body as SessionCheckDto).header : null;
  const statusCode = typeof header?.statusCode === 'string' && header.statusCode.trim() ? header.statusCode.trim() : 'E001';
  const errorCodes = Array.isArray(header?.errorMsg)
    ? header.errorMsg.flatMap((e) => (isObject(e) && typeof e.code === 'string' ? [e.code.trim()] : []))
    : [];
  return { statusCode, errorCodes };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
