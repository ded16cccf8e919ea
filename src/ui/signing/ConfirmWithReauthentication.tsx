import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ConfirmAnswer } from '../../core/journey/confirm-answer';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { failurePanel } from '../../core/shell/failure-panel';
import { ConfirmButton } from '../journey/ConfirmButton';
import type { JourneyStore } from '../journey/journey.store';
import { LostAnswerNotice } from '../journey/LostAnswerNotice';
import { Button } from '../shared/Button';
import { FailurePanelView } from '../shared/FailurePanelView';
import { ReauthenticationField } from './ReauthenticationField';
import { ReauthenticationFieldState } from './reauthentication-field.state';

type Journey = Pick<JourneyStore<object>, 'confirm' | 'confirmState' | 'sending' | 'asksForReauthenticationCode'>;

/**
 * A confirm step whose change the bank may answer 0004: the kit's code field and its press. The first
 * press sends no code; after 0004 the field is asked for and the next press sends the code typed,
 * under the same key (the journey's). Put `summary` in the page's ErrorSummary.
 */
export function useReauthenticatedConfirm(journey: Journey, send: (key: string, codes: SigningCodesToSend) => Promise<ConfirmAnswer<unknown>>) {
  const [field] = useState(() => new ReauthenticationFieldState());
  const asked = journey.asksForReauthenticationCode;
  const confirm = async () => {
    const result = await journey.confirm(send, asked ? { codes: field.take() } : {});
    field.noteResult(result, asked);
  };
  return { journey, field, asked, confirm, summary: field.summary(asked) };
}

export interface ConfirmWithReauthenticationProps {
  confirming: ReturnType<typeof useReauthenticatedConfirm>;
  /** What is confirmed, for the lost-answer notice ('change of nickname'). */
  subject: string;
  /** The confirm button's words. */
  label: string;
  /** Beside the button: the way back to the details ('Back', 'Change it'). */
  back: { label: string; onBack: () => void };
  /** After a lost answer: what the bank holds now, read afresh. */
  now: ReactNode;
}

/**
 * The code field, the bank's refusal, and either the lost-answer notice (with what the bank holds now
 * and Try again) or the confirm button: the part of a confirm step every such change shares.
 */
export const ConfirmWithReauthentication = observer(function ConfirmWithReauthentication({ confirming, subject, label, back, now }: ConfirmWithReauthenticationProps) {
  const { journey, field, asked, confirm } = confirming;
  const state = journey.confirmState;
  return (
    <>
      <ReauthenticationField field={field} asked={asked && state.kind !== 'unknown'} disabled={journey.sending} />
      {state.kind === 'refused' && !(asked && field.message) ? (
        <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
      ) : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject={subject} retrying={journey.sending} onRetry={() => void confirm()}>
          {now}
        </LostAnswerNotice>
      ) : (
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
            {label}
          </ConfirmButton>
          <Button variant="secondary" onClick={back.onBack}>
            {back.label}
          </Button>
        </div>
      )}
    </>
  );
});
