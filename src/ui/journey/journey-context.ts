import { createContext, useContext } from 'react';
import type { JourneyStore } from './journey.store';

export interface JourneyContextValue {
  // The store's own type parameters are the flow's business: useJourney narrows it.
  store: JourneyStore<object, unknown>;
  /** The journey's base path: its first step (details) is here, the others below it. */
  base: string;
}

export const JourneyContext = createContext<JourneyContextValue | null>(null);

/** The journey state of the flow this page is in (JourneyLayout above it owns it). */
export function useJourney<S extends JourneyStore<object, unknown> = JourneyStore<object, unknown>>(): S {
  return useJourneyContext().store as S;
}

export function useJourneyContext(): JourneyContextValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('This page must be inside a JourneyLayout');
  return value;
}

/** The address of a step: the first step is the base path, each other step a segment below it. */
export function journeyStepPath(context: JourneyContextValue, step: string): string {
  return step === context.store.steps[0] ? context.base : `${context.base}/${step}`;
}
