/**
 * Why the customer was logged off, as the last segment of /logoff/{reason} and
 * /authentication/logoff/{reason}. The log-off page words its message by reason.
 */
export type LogOffReason =
  | 'inactivity'
  | 'timed-out'
  | 'multiple-login'
  | 'session-mismatch'
  | 'locked'
  | 'temporarily-locked';

export const logOffReasons: readonly LogOffReason[] = [
  'inactivity',
  'timed-out',
  'multiple-login',
  'session-mismatch',
  'locked',
  'temporarily-locked',
];

export function isLogOffReason(value: string | undefined | null): value is LogOffReason {
  return logOffReasons.some((r) => r === value);
}

/** '/logoff' or '/logoff/{reason}'. */
export function logOffPath(reason?: LogOffReason): string {
  return reason ? `/logoff/${reason}` : '/logoff';
}

/**
 * Session errors 'of a listed kind' (docs/rules/log-on-states.md) and where each sends the customer. The codes
 * are those of docs/rules/error-catalogue.md: the DSPSMM status and the result codes 0009, 0014, 0015 and 0020.
 * Any other failure of a session check is a timeout (the session-timeout modal), not a log-off.
 */
export const sessionErrorReasons: Readonly<Record<string, LogOffReason>> = {
  DSPSMM: 'session-mismatch',
  '0009': 'locked',
  '0014': 'multiple-login',
  '0015': 'temporarily-locked',
  '0020': 'timed-out',
};

export function logOffReasonForCode(code: string | undefined | null): LogOffReason | null {
  if (!code) return null;
  return sessionErrorReasons[code.trim().toUpperCase()] ?? null;
}
