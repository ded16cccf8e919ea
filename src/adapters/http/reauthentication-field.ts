import type { SigningCodesToSend } from '../../core/signing/signing-codes';

/**
 * The body's own field for the Re-authentication Security Code, in every change the bank may answer
 * 0004: present only after the bank asked for it, so a first try's body is what it always was.
 */
export const reauthenticationOf = (codes: SigningCodesToSend): { reauthenticationCode?: string } =>
  codes.reauthenticationCode ? { reauthenticationCode: codes.reauthenticationCode } : {};

/** The header that carries the code on a change with no body (a DELETE), as openapi/bank.yaml names it. */
export const ReauthenticationCodeHeader = 'X-Reauthentication-Code';
