import type { AmendForm } from '../../../core/manage-money/change-rules';
import type { ChangeOutcome } from '../../../core/manage-money/change.use-case';
import type { Mandate } from '../../../core/manage-money/regular-payment';
import type { JourneyStore } from '../../journey/journey.store';

/** The amend journey's state: the standing order as listed when it began, and the form as typed. */
export interface AmendEntries {
  subject: Mandate;
  /** As typed: kept on every error, on Back and on a failed send. */
  form: AmendForm;
}

export type AmendStore = JourneyStore<AmendEntries, ChangeOutcome>;
