import { createContext, useContext } from 'react';
import { useJourneyContext } from '../../journey/journey-context';
import type { MoveMoneyJourney } from '../move-money-journey.store';

/** What move money adds to the kit's journey context (JourneyLayout gives the base path). */
export interface MoveMoneyFlowValue {
  journey: MoveMoneyJourney;
  /** Where its details page is, below the base ('' or '/details' for the company flows). */
  detailsPath: string;
  /** The flow's title ('Pay someone new'). */
  title: string;
}

export const MoveMoneyFlowContext = createContext<MoveMoneyFlowValue | null>(null);

/** The flow's journey and its base path ('/summary/0/move-money/new-payment'); pages navigate under it. */
export function useMoveMoneyFlow(): MoveMoneyFlowValue & { base: string } {
  const value = useContext(MoveMoneyFlowContext);
  const { base } = useJourneyContext();
  if (!value) throw new Error('useMoveMoneyFlow outside a move-money flow');
  return { ...value, base };
}

/** The kit's step tracker labels (spec 01: a step tracker where the spec lists steps). */
export const trackerLabels = ['Details', 'Review', 'Confirm'] as const;
