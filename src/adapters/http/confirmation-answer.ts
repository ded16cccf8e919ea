import { genericFailure, readEnvelopeHeader, StatusCodes } from '../../core/http/failure-policy';
import { HttpFailure } from './http-client';

/**
 * What a change's answer must be before it counts as done. The HTTP client resolves any 2xx it could
 * parse, an empty body and `{}` included; after sending, such an answer says nothing about what the
 * bank did (a proxy, a cut-off body, a stub), so it is not done: it rejects with FD001T and no code of
 * the bank's, which the one classifier reads as unknown (the retry keeps the key).
 */
function notDone(what: string): HttpFailure {
  return new HttpFailure({ ...genericFailure(), description: `${what}: the answer is not the bank's confirmation` });
}

/** The gateways' success envelope, `{ header: { statusCode: '0000' } }`, or an unknown outcome. */
export function requireDoneEnvelope(answer: unknown, what: string): void {
  if (readEnvelopeHeader(answer)?.statusCode !== StatusCodes.success) throw notDone(what);
}

/**
 * The messages gateway's 201 has no header (openapi/bank.yaml, PostV1Messages201Answer): a message
 * is sent when the answer names the message the bank filed.
 */
export function requireFiledMessage(answer: unknown): void {
  const payload = typeof answer === 'object' && answer !== null ? (answer as { payload?: unknown }).payload : undefined;
  const id = typeof payload === 'object' && payload !== null ? (payload as { messageId?: unknown }).messageId : undefined;
  if (typeof id !== 'string' || id === '') throw notDone('POST /v1/messages');
}
