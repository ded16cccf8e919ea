import { makeAutoObservable } from 'mobx';
import type { ConfirmResult } from '../../core/journey/signed-confirmation';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { normaliseCode, WrongTransactionCode } from '../../core/signing/transaction-security-code';
import type { SummaryError } from '../shared/ErrorSummary';

export const reauthenticationFieldId = 'reauthentication-code';

/**
 * The Re-authentication Security Code field of a change the bank answered 0004 (any area whose change
 * signs nothing up front): VIEW state only. Whether the field is asked for, what a press may send and
 * which key it goes under are core's (SignedConfirmation); this keeps what is typed, and shows the
 * bank's own words for a wrong code or its lock. The code is emptied as it is sent.
 */
export class ReauthenticationFieldState {
  code = '';
  message: string | null = null;
  /** Counts failed presses so the error summary takes focus again. */
  failures = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setCode(value: string): void {
    this.code = value;
    this.message = null;
  }

  /** The codes a press sends: the typed code, normalised; the field is then emptied. */
  take(): SigningCodesToSend {
    const reauthenticationCode = normaliseCode(this.code);
    this.code = '';
    return { reauthenticationCode };
  }

  /** What a press came to: the rule's message, or the bank's refusal of the code (a wrong code, its lock). */
  noteResult(result: ConfirmResult<unknown>, asked: boolean): void {
    if (result.kind === 'not-sent' && result.reason === 'invalid-code') {
      this.message = result.message;
      this.failures += 1;
    } else if (asked && result.kind === 'refused' && (result.code === WrongTransactionCode || result.code === ReauthenticationLockedCode)) {
      this.message = result.message ?? null;
      this.failures += 1;
    } else {
      this.message = null;
    }
  }

  summary(asked: boolean): SummaryError[] {
    return asked && this.message ? [{ fieldId: reauthenticationFieldId, message: this.message }] : [];
  }
}

/** The bank's refusal while re-authentication is locked (the demo bank's code for it). */
export const ReauthenticationLockedCode = 'LDG_REAUTH_LOCKED';
