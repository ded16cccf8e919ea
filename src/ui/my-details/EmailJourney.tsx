import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { failurePanel } from '../../core/shell/failure-panel';
import type { ChangeOutcome } from '../../core/manage-money/change.use-case';
import { useViewModel } from '../di/container-context';
import { JourneyLayout } from '../journey/JourneyLayout';
import { JourneyStore } from '../journey/journey.store';
import { journeyScopes, rememberedIn } from '../journey/journey-scopes';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { ProfileViewModel } from './profile.view-model';

/** The email journey's one state: the address the bank held when it began, and what is typed. */
export interface EmailDetails {
  current: string;
  email: string;
  repeat: string;
}
export type EmailStore = JourneyStore<EmailDetails, ChangeOutcome>;

/**
 * email-details (the address shown) → edit (or {editEmail}) → confirm (docs/rules/customer-screens.md). The kit's
 * first step, `details`, is the form on `edit`: changing an entry reopens the first step, so the form
 * must be it. The index page only shows the address (and is where a deep link into confirm lands).
 */
export const emailSteps = ['details', 'confirm'] as const;

/** The journey state of a change of email address; a lost answer is kept for the session. */
export function emailFlow(keys: IdempotencyKeys, outcomes: RequestJournal, current: string): JourneyStore<EmailDetails, ChangeOutcome> {
  return new JourneyStore<EmailDetails, ChangeOutcome>({
    steps: emailSteps,
    initial: { current, email: '', repeat: '' },
    keys,
    journal: rememberedIn(outcomes, journeyScopes.email),
  });
}

/**
 * The frame of the email journey: it loads the address the bank holds once, then hands it to the
 * journey kit as the store's first state, so a later reload of the profile never unmounts the flow.
 */
export const EmailJourney = observer(function EmailJourney() {
  const vm = useViewModel(ProfileViewModel);
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);
  if (vm.error) return <FailurePanelView panel={failurePanel(vm.error)} />;
  const current = vm.profile?.email;
  if (current === undefined) return <Loader label="Loading your email address" />;
  return <JourneyLayout create={(keys, outcomes) => emailFlow(keys, outcomes, current)} confirms={{ subject: 'change of email address' }} />;
});
