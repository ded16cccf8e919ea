import { createContext, useContext } from 'react';
import type { MoveMoneyJourney, Step } from '../move-money-journey.store';

export interface JourneyContextValue {
  journey: MoveMoneyJourney;
  /** The flow's own address ('/summary/0/move-money/new-payment'); pages navigate under it. */
  base: string;
  /** Where its details page is ('' or '/details'). */
  detailsPath: string;
  /** The step titles for the step tracker. */
  title: string;
}

export const JourneyContext = createContext<JourneyContextValue | null>(null);

/** The flow's journey, from its layout route. */
export function useJourney(): JourneyContextValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney outside a move-money flow');
  return value;
}

export const stepLabels: { step: Step; label: string }[] = [
  { step: 'details', label: 'Details' },
  { step: 'review', label: 'Review' },
  { step: 'done', label: 'Confirm' },
];
