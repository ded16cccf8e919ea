import { useMemo } from 'react';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import { JourneyStore } from '../../journey/journey.store';
import { MessageFormContext, type MessageForm } from './message-form';
import '../inbox/inbox.css';
import './messages.css';

const trackerLabels = { details: 'Your message', review: 'Check', confirm: 'Sent' };

/** A new flow of a message to the bank: details → review → confirm, remembered as a message. */
export function messageFlow(keys: IdempotencyKeys, outcomes: RequestJournal, initial: Record<string, string>): JourneyStore<Record<string, string>> {
  return new JourneyStore({ steps: ['details', 'review', 'confirm'], initial, keys, journal: rememberedIn(outcomes, journeyScopes.message) });
}

/** The layout route of one message form: its journey (details → review → confirm) and its rules. */
export function MessageJourney({ form }: { form: MessageForm<Record<string, string>> }) {
  const value = useMemo(() => ({ form }), [form]);
  return (
    <MessageFormContext.Provider value={value}>
      <JourneyLayout
        create={(keys, outcomes) =>
messageFlow(keys, outcomes, { ...form.initial })}
        confirms={{ subject: form.subject }}
        trackerLabels={trackerLabels}
      />
    </MessageFormContext.Provider>
  );
}
