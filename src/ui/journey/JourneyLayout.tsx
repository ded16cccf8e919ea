import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useResolvedPath } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { RequestJournal } from '../../core/never-twice/request-journal';
import { instructionWords, leaveWhileUnknownWords, type OutcomeWords } from '../../core/journey/unknown-outcome-words';
import { useInjection } from '../di/container-context';
import { useLeaveGuard } from '../shell/use-leave-guard';
import { JourneyContext, type JourneyContextValue } from './journey-context';
import type { JourneyStore } from './journey.store';
import { StepTracker } from './StepTracker';
import { stepOfPath } from './step-of-path';
import './journey.css';

export interface JourneyLayoutProps {
  /**
   * Makes the flow's state once, when the flow is entered; it lives until the customer leaves it.
   * `outcomes` is the session's request journal: a confirming journey passes it to its JourneyStore
   * (`journal` with its own kind), so a request out or lost outlives the flow.
   */
  create: (keys: IdempotencyKeys, outcomes: RequestJournal) => JourneyStore<object, unknown>;
  /** What the flow confirms, for the leave warning while its answer is unknown ('payment', 'cancellation'). */
  confirms?: OutcomeWords;
  /** A confirmation the flow keeps beside its store's (a card application's own) is out or unknown. */
  awaitingAnswer?: boolean;
  /** The step tracker's labels by step, where the spec lists steps; no tracker without them. */
  trackerLabels?: Readonly<Record<string, string>>;
  /** Shown above every step (the flow's heading, say). */
  header?: ReactNode;
}

/**
 * The layout route of one journey: it owns the journey's state for the flow's life (entries kept on
 * Back), gives it to the pages below (useJourney), shows the step tracker, and while the customer has
 * typed something and the change is not yet accepted it switches on the leave-page guard of spec 01
 * section 4 (Stay or Leave inside the app, 'Changes you made may not be saved' on unload). While a
 * confirmation is out or its answer is unknown the guard stands on every journey, one with nothing
 * typed too (cancel, delete, stop), with words that say the instruction may have gone through
 * (docs/never-twice.md). Moving between the flow's own steps and to the log-off paths never asks.
 */
export const JourneyLayout = observer(function JourneyLayout({ create, trackerLabels, header, confirms = instructionWords, awaitingAnswer: alsoAwaiting = false }: JourneyLayoutProps) {
  const keys = useInjection<IdempotencyKeys>(IdempotencyKeys);
  const outcomes = useInjection<RequestJournal>(RequestJournal);
  const [store] = useState(() => create(keys, outcomes));
  const base = useResolvedPath('.').pathname.replace(/\/+$/, '');
  const { pathname } = useLocation();
  const context = useMemo<JourneyContextValue>(() => ({ store, base }), [store, base]);

  const awaitingAnswer = store.frozen || alsoAwaiting;
  useLeaveGuard(awaitingAnswer || (store.dirty && !store.complete), {
    disabledPaths: [`${base}/*`],
    ...(awaitingAnswer ? { words: leaveWhileUnknownWords(confirms) } : {}),
  });

  const step = stepOfPath(store.steps, pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '');
  // The step on screen is where the customer's changes are made: only the steps after it close. A
  // layout effect, so the store knows it before the page can take any input.
  useLayoutEffect(() => {
    if (step !== undefined) store.show(step);
  }, [store, step]);
  const labelled = trackerLabels ? store.steps.filter((s) => trackerLabels[s] !== undefined) : [];

  return (
    <JourneyContext.Provider value={context}>
      {header}
      {trackerLabels && step !== undefined && trackerLabels[step] !== undefined ? (
        <StepTracker labels={labelled.map((s) => trackerLabels[s] as string)} current={labelled.indexOf(step)} />
      ) : null}
      <Outlet />
    </JourneyContext.Provider>
  );
});
