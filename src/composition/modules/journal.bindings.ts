import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { Clock } from '../../core/shared/clock.port';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { SessionStatePort } from '../../core/session/auth-state';
import { RequestJournal } from '../../core/never-twice/request-journal';
import { JournalStore } from '../../core/never-twice/journal-store.port';
import { InMemoryJournalStore } from '../../core/never-twice/in-memory-journal';
import { SessionJournalStore } from '../../adapters/storage/session-journal-store.adapter';

/**
 * The session's request journal, one for every confirming journey of every area (each JourneyLayout
 * hands it to its JourneyStore with the journey's kind); it answers only for the customer logged on
 * now, and is wiped at log-off (its memory through the registry; its sessionStorage with the rest).
 * Every area that confirms a change names it in `needs`: nothing on the log-on page sends a change,
 * so the journal is not part of it.
 */
export const journalBindings: FeatureModule = {
  name: 'shared:request-journal',
  application: new ContainerModule(({ bind }) => {
    bind(RequestJournal).toResolvedValue(
      (registry: CustomerDataRegistry, store: JournalStore, session: SessionStatePort, clock: Clock) => {
        const journal = new RequestJournal(store, () => session.state.cin, () => clock.now());
        registry.register('request-journal', () => journal.reset());
        return journal;
      },
      [CustomerDataRegistry, JournalStore, SessionStatePort, Clock],
    );
  }),
  adapters: () => new ContainerModule(({ bind }) => void bind(JournalStore).to(SessionJournalStore)),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () => new ContainerModule(({ bind }) => void bind(JournalStore).toResolvedValue(() => new InMemoryJournalStore())),
};
