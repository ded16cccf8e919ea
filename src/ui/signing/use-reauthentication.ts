import { useState } from 'react';
import type { ConfirmResult } from '../../core/journey/signed-confirmation';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import type { SummaryError } from '../shared/ErrorSummary';
import { ReauthenticationFieldState } from './reauthentication-field.state';

/** What a confirming page needs of the kit: whether the bank asked for the code (core decides). */
export interface AsksForReauthentication {
  readonly asksForReauthenticationCode: boolean;
}

export interface Reauthentication {
  field: ReauthenticationFieldState;
  /** The bank answered 0004 to this change: the field is on the page. */
  asked: boolean;
  /** The options of one press: the typed code once the bank asked for it (the field is then emptied). */
  pressOptions(): { codes?: SigningCodesToSend };
  /** What the press came to: a wrong code or the lock shows the bank's words under the field. */
  note(result: ConfirmResult<unknown>): void;
  /** The error summary's link to the field, while it holds a message. */
  summary: readonly SummaryError[];
  /** The bank's refusal of the code (a wrong one, the lock) is said under the field: no refusal panel as well. */
  refusalSaidInField: boolean;
}

/**
 * The re-authentication kit for a page whose change signs nothing up front (manage money, savings,
 * the loan, the card): one field state per page mount, read together with core's answer to "did the
 * bank ask". The key, the counting and the lock are the confirmation's and the bank's, never the page's.
 */
export function useReauthentication(journey: AsksForReauthentication): Reauthentication {
  const [field] = useState(() => new ReauthenticationFieldState());
  const asked = journey.asksForReauthenticationCode;
  return {
    field,
    asked,
    pressOptions: () => (asked ? { codes: field.take() } : {}),
    note: (result) => field.noteResult(result, asked),
    summary: field.summary(asked),
    refusalSaidInField: asked && field.message !== null,
  };
}
