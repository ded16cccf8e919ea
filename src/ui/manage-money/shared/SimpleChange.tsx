import { useEffect, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { bankToday } from '../../../core/shared/bank-day';
import { ConfirmBalance } from '../../../core/accounts/confirm-balance.use-case';
import type { ConfirmAnswer } from '../../../core/journey/confirm-answer';
import type { ChangeOutcome } from '../../../core/manage-money/change.use-case';
import { failurePanel } from '../../../core/shell/failure-panel';
import { Clock } from '../../../core/shared/clock.port';
import { useInjection } from '../../di/container-context';
import { summaryPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStep } from '../../journey/JourneyStep';
import { JourneyStore } from '../../journey/journey.store';
import { rememberedIn, type JourneyScope } from '../../journey/journey-scopes';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { useReauthentication } from '../../signing/use-reauthentication';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';
import '../../shared/manage-money/manage-money.css';
import { changeSteps } from './change-steps';

/** The journey state of a change with nothing to type: what it is about, as listed when it began. */
export interface SubjectDetails<S> {
  subject: S;
}

export type SubjectStore<S> = JourneyStore<SubjectDetails<S>, ChangeOutcome>;


/** The journey state of one change: a lost answer is kept for the session under the change's scope. */
export function simpleChangeFlow<S>(keys: IdempotencyKeys, outcomes: RequestJournal, scope: JourneyScope, subject: S): SubjectStore<S> {
  return new JourneyStore<SubjectDetails<S>, ChangeOutcome>({ steps: changeSteps, initial: { subject }, keys, journal: rememberedIn(outcomes, scope) });
}

/** What a change journey's frame needs: the subject as the bank lists it now, or why there is none. */
export interface SubjectLookup<S> {
  /** null while loading or failed (the frame shows `fallback`). */
  subject: S | null;
  /** Loader, failure panel or 'not found' shown instead of the journey. */
  fallback: ReactNode;
}

/**
 * The texts and calls of one change (cancel a regular payment, delete a payee, stop a future
 * payment): the three steps are the same shape for each, so they are written once here.
 */
export interface SimpleChangeConfig<S> {
  /** Loads the subject named by the route (a hook: it may use view models). */
  useSubject(): SubjectLookup<S>;
  detailsTitle(subject: S): string;
  doneTitle(subject: S): string;
  /** The review's confirm button. */
  confirmLabel: string;
  /** 'cancellation of this Direct Debit': what the lost-answer notice and the leave warning call it. */
  lostSubject: string;
  /** The change's name in the session's lost answers (journeyScopes). */
  scope: JourneyScope;
  rows(subject: S): readonly (readonly [string, ReactNode] | null)[];
  /** What the change means, said plainly (payments already due, regular payments of a payee...). */
  consequences(subject: S, today: string): string[];
  /** Where the list is, and its name, for the links back. */
  list(accountIndex: number): { path: string; name: string };
  /** The detail page of the subject (relative to the journey: '..'). */
  backToDetail: string;
  /**
   * Sends the change with the review's key and, after the bank answered 0004, the Re-authentication
   * Security Code (a hook returning the sender: it may inject a use case).
   */
  useSend(): (subject: S, key: string, codes: SigningCodesToSend) => Promise<ConfirmAnswer<ChangeOutcome>>;
  /** What the bank lists now, after a lost answer. */
  Lookup: ComponentType<{ subject: S }>;
}

function useToday(): string {
  const clock = useInjection<Clock>(Clock);
  return bankToday(clock);
}

/** The refusal of a change: the bank's code and words, with Back and Balances; nothing changed. */
const Refusal = observer(function Refusal({ code, message }: { code: string; message?: string }) {
  const panel = failurePanel({ code });
  return <FailurePanelView panel={{ ...panel, message: message ?? panel.message }} headingLevel={2} />;
});

export function makeSimpleChange<S>(config: SimpleChangeConfig<S>) {
  const Journey = observer(function Journey() {
    const { subject, fallback } = config.useSubject();
    if (!subject) return <>{fallback}</>;
    return (
      <JourneyLayout
        create={(keys, outcomes) => simpleChangeFlow(keys, outcomes, config.scope, subject)}
        confirms={{ subject: config.lostSubject }}
      />
    );
  });

  const Details = observer(function Details() {
    const journey = useJourney<SubjectStore<S>>();
    const go = useJourneyNavigate();
    const today = useToday();
    const { subject } = journey.details;
    return (
      <JourneyStep step="details">
        <div className="manage-money">
          <p>
            <Link to={config.backToDetail} relative="path">
              Back
            </Link>
          </p>
          <h1>{config.detailsTitle(subject)}</h1>
          <DetailsList rows={config.rows(subject)} />
          <div className="mm-note">
            {config.consequences(subject, today).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <Button
            onClick={() => {
              const next = journey.pass('details');
              journey.beginReview({ subject });
              go(next);
            }}
          >
            Continue
          </Button>
        </div>
      </JourneyStep>
    );
  });

  const Review = observer(function Review() {
    const journey = useJourney<SubjectStore<S>>();
    const go = useJourneyNavigate();
    const send = config.useSend();
    const today = useToday();
    const { subject } = journey.details;
    const state = journey.confirmState;
    const reauthentication = useReauthentication(journey);
    const confirm = async () => {
      const answer = await journey.confirm((key, codes) => send(subject, key, codes), reauthentication.pressOptions());
      reauthentication.note(answer);
      if (answer.kind === 'accepted') go(journey.pass('review'));
    };
    return (
      <JourneyStep step="review">
        <div className="manage-money">
          <ErrorSummary errors={reauthentication.summary} focusKey={reauthentication.field.failures} />
          <h1>Check and confirm</h1>
          <h2>{config.detailsTitle(subject)}</h2>
          <DetailsList rows={config.rows(subject)} />
          <div className="mm-note">
            {config.consequences(subject, today).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked && state.kind !== 'unknown'} disabled={journey.sending} />
          {state.kind === 'refused' && !reauthentication.refusalSaidInField ? <Refusal code={state.code} message={state.message} /> : null}
          {state.kind === 'unknown' ? (
            <LostAnswerNotice subject={config.lostSubject} retrying={journey.sending} onRetry={() => void confirm()}>
              <config.Lookup subject={subject} />
            </LostAnswerNotice>
          ) : (
            <div className="button-group">
              <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
                {config.confirmLabel}
              </ConfirmButton>
              <Button variant="secondary" onClick={() => go('details')}>
                Back
              </Button>
            </div>
          )}
        </div>
      </JourneyStep>
    );
  });

  const Confirm = observer(function Confirm() {
    const journey = useJourney<SubjectStore<S>>();
    const index = useAccountIndex();
    const confirmBalance = useInjection(ConfirmBalance);
    const { subject } = journey.details;
    const list = config.list(index);
    // The change may move what the account can spend: the account is fetched afresh for Balances.
    useEffect(() => {
      void confirmBalance.execute(index);
    }, [confirmBalance, index]);
    return (
      <JourneyStep step="confirm">
        <div className="manage-money">
          <div className="panel" role="status">
            <h1>{config.doneTitle(subject)}</h1>
          </div>
          <p>The bank has made this change. It now shows in your lists and in your upcoming transactions.</p>
          <ul className="mm-actions">
            <li>
              <Link to={list.path}>Back to {list.name}</Link>
            </li>
            <li>
              <Link to={summaryPath}>Balances</Link>
            </li>
          </ul>
        </div>
      </JourneyStep>
    );
  });

  return { Journey, Details, Review, Confirm };
}
