import { useMemo } from 'react';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import { JourneyStore } from '../../journey/journey.store';
import { MessageFormContext, type MessageForm } from './message-form';
import '../inbox/inbox.css';
import './messages.css';

const trackerLabels = { details: 'Your message', review: 'Check', confirm: 'Sent' };

/** The layout route of one message form: its journey (details → review → confirm) and its rules. */
export function MessageJourney({ form }: { form: MessageForm<Record<string, string>> }) {
  const value = useMemo(() => ({ form }), [form]);
  return (
    <MessageFormContext.Provider value={value}>
      <JourneyLayout
        create={(keys, outcomes) =>
          new JourneyStore({ steps: ['details', 'review', 'confirm'], initial: { ...form.initial }, keys, journal: rememberedIn(outcomes, journeyScopes.message) })
        }
        confirms={{ subject: form.subject }}
        trackerLabels={trackerLabels}
      />
    </MessageFormContext.Provider>
  );
}
