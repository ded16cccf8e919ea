import type { AppError } from '../shared/result';
import { ErrorCodes, genericPanelMessage } from '../shared/error-codes';
import { logOffReasonForCode, type LogOffReason } from '../session/log-off-reason';
import { isAllowedHost } from '../content/link-policy';

/**
 * The bank's rules for a failed or odd HTTP answer (docs/rules/calls.md and docs/rules/error-catalogue.md). Pure functions: the
 * HTTP adapter feeds them what arrived (through HandleHttpAnswer, which carries out the effects they
 * name), so the adapter itself only moves bytes.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Only these may be sent again automatically: a state-changing call may have gone through. */
export const safeMethods: readonly HttpMethod[] = ['GET', 'HEAD'];

export const isStateChanging = (method: HttpMethod): boolean => !safeMethods.includes(method);

export interface RetryPolicy {
  /** Tries in total, the first one included ("3 tries" = 2 retries). */
  maxTries: number;
  /** Wait before the first retry; doubled for each further retry. */
  baseDelayMs: number;
  /** The longest a Retry-After header may make us wait. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxTries: 3, baseDelayMs: 400, maxRetryAfterMs: 10_000 };

/** What one try produced, as far as retrying is concerned. */
export type TryOutcome = { kind: 'no-response' } | { kind: 'response'; status: number; retryAfter?: string | null };

/**
 * How long to wait before trying again, or null to stop. `triesSoFar` counts the tries already made.
 * Retries only safe methods, on no response, 5xx or 429; a 429's Retry-After (seconds or an HTTP date)
 * is honoured up to the policy's cap.
 */
export function retryDelayMs(
  method: HttpMethod,
  triesSoFar: number,
  outcome: TryOutcome,
  now: number,
  policy: RetryPolicy = defaultRetryPolicy,
): number | null {
  if (!safeMethods.includes(method)) return null;
  if (triesSoFar >= policy.maxTries) return null;
  const retryable = outcome.kind === 'no-response' || outcome.status >= 500 || outcome.status === 429;
  if (!retryable) return null;
  const backoff = policy.baseDelayMs * 2 ** (triesSoFar - 1);
  if (outcome.kind === 'response' && outcome.status === 429 && outcome.retryAfter) {
    const asked = parseRetryAfterMs(outcome.retryAfter, now);
    if (asked !== null) return Math.min(Math.max(asked, 0), policy.maxRetryAfterMs);
  }
  return backoff;
}

export function parseRetryAfterMs(value: string, now: number): number | null {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : at - now;
}

export interface ErrorMessage {
  code: string;
  desc: string;
}

/** The API envelope: `{ header: { statusCode, errorMsg: [{ code, desc }] }, body }` (docs/rules/log-on-state.md). */
export interface ApiEnvelopeHeader {
  statusCode?: string;
  errorMsg?: ErrorMessage[];
}

/** Response status codes of docs/rules/error-catalogue.md. */
export const StatusCodes = { success: '0000', error: 'E001', skipSessionCheck: 'SSCHK', sessionMismatch: 'DSPSMM' } as const;

/** Result 0009 'locked' (docs/rules/error-catalogue.md); an errorMsg with this code logs the customer off. */
export const lockedCodes: readonly string[] = ['0009'];
export const readOnlyCodes: readonly string[] = [ErrorCodes.readOnly];

/** Answer text that sends the customer to the general error page (docs/rules/error-catalogue.md). */
export const serviceUnavailableTexts: readonly string[] = ['Sorry we cannot action your request', 'Please try again later'];

export const containsServiceUnavailableText = (text: string): boolean =>
  serviceUnavailableTexts.some((t) => text.includes(t));

/** Reads the envelope header when the data has one; null when it does not look like an envelope. */
export function readEnvelopeHeader(data: unknown): ApiEnvelopeHeader | null {
  if (!isRecord(data) || !isRecord(data.header)) return null;
  const header = data.header;
  const statusCode = typeof header.statusCode === 'string' ? header.statusCode : undefined;
  const errorMsg = Array.isArray(header.errorMsg)
    ? header.errorMsg
        .filter(isRecord)
        .filter((m) => typeof m.code === 'string')
        .map((m) => ({ code: m.code as string, desc: typeof m.desc === 'string' ? m.desc : '' }))
    : undefined;
  return { statusCode, errorMsg };
}

/**
 * What the app must do besides rejecting, as data: the HandleHttpAnswer use case carries them out
 * (docs/rules/log-on-states.md, 'Legacy page mapping'; docs/rules/error-catalogue.md).
 */
export type FailureEffect =
  /** Navigate to the general error page. */
  | { kind: 'general-error-page' }
  /** Redirect to log-on and clear the possible-session flags. */
  | { kind: 'log-on-redirect' }
  /** Keep the log-on address the bank gave (a header of the answer). */
  | { kind: 'store-log-on-url'; url: string }
  /** End the session by the one log-off path, with this reason. */
  | { kind: 'log-off'; reason: 'locked' }
  /**
   * The bank no longer knows the session (a 401 with a session error code): the session-ended
   * log-off, for a customer the app still holds as logged on.
   */
  | { kind: 'session-ended'; reason: LogOffReason }
  /** Put the session into read-only state. */
  | { kind: 'read-only' };

/** Everything the adapter learnt about one answer (or its absence). */
export interface Answer {
  /** Undefined when no response arrived (network failure, time-out). */
  status?: number;
  /** The answer as text, when it was text or JSON. */
  text?: string;
  /** The parsed JSON, when it parsed. */
  data?: unknown;
  /** True when JSON was expected and the text did not parse, or the envelope was required and missing. */
  malformed?: boolean;
  /** The log-on URL header of the answer, if any. */
  loginUrlHeader?: string | null;
  /** The log-on URL the app already stores. */
  storedLoginUrl: string | null;
  /** The bank's own domains: the only hosts a log-on address may lead to (AppConfig.bankDomains). */
  bankDomains?: readonly string[];
}

export interface Verdict {
  /** Null when the answer is a success the caller may use. */
  error: AppError | null;
  effects: FailureEffect[];
}

export const genericFailure = (status?: number): AppError => ({
  code: ErrorCodes.generic,
  description: genericPanelMessage(ErrorCodes.generic),
  ...(status === undefined ? {} : { status }),
});

export const connectionFailure = (): AppError => ({
  code: ErrorCodes.connection,
  description: genericPanelMessage(ErrorCodes.connection),
});

/**
 * The failure mapping of docs/rules/error-catalogue.md: no response → FD999T; a parsed error → the first
 * message's code and description; anything else that failed → FD001T. The effects list what the
 * app must do besides rejecting (navigate, keep the log-on address, log off, set read-only).
 */
export function judgeAnswer(answer: Answer): Verdict {
  if (answer.status === undefined) return { error: connectionFailure(), effects: [] };
  const { status } = answer;
  const effects: FailureEffect[] = [];
  const header = readEnvelopeHeader(answer.data);
  const messages = header?.errorMsg ?? [];
  const codes = messages.map((m) => m.code);

  const serviceUnavailable = answer.text !== undefined && containsServiceUnavailableText(answer.text);
  if (serviceUnavailable) effects.push({ kind: 'general-error-page' });
  const loginUrl = usableLogOnUrl(answer.loginUrlHeader, answer.bankDomains);
  // A 401 whose envelope names a session error (0020 timed out, 0014 logged on elsewhere ...) ends
  // the session by the log-off page, which says why and offers to log on again, instead of the bare
  // redirect to log on.
  const ended = status === 401 ? logOffReasonForCode(codes[0]) : null;
  if (ended) effects.push({ kind: 'session-ended', reason: ended });
  // The rule reads the address stored before this answer: the first 401/403 that brings one sends
  // the customer to log on; later ones, while that address is kept, do not send them again.
  if ((status === 401 || status === 403) && loginUrl && !answer.storedLoginUrl && !ended) effects.push({ kind: 'log-on-redirect' });
  if (loginUrl && loginUrl !== answer.storedLoginUrl) effects.push({ kind: 'store-log-on-url', url: loginUrl });
  const locked = codes.some((c) => lockedCodes.includes(c));
  if (locked) effects.push({ kind: 'log-off', reason: 'locked' });
  if (codes.some((c) => readOnlyCodes.includes(c))) effects.push({ kind: 'read-only' });

  const failed =
    status < 200 ||
    status >= 300 ||
    answer.malformed === true ||
    header?.statusCode === StatusCodes.error ||
    locked ||
    serviceUnavailable;
  if (!failed) return { error: null, effects };

  const first = messages[0];
  if (first && !answer.malformed) {
    return { error: { code: first.code, description: first.desc, status }, effects };
  }
  return { error: genericFailure(status), effects };
}

/**
 * A log-on address the app may later leave to: a path on the app's own origin, or an https address
 * on one of the bank's own domains (as content links may point: content/link-policy.ts), without
 * credentials. Anything else (javascript:, a protocol-relative //host, plain http, another host)
 * is ignored, not stored: a header cannot send the customer to a look-alike log-on page.
 */
export function usableLogOnUrl(value: string | null | undefined, bankDomains: readonly string[] = []): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password && isAllowedHost(parsed.hostname, bankDomains) ? url : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
