import { createContext, useContext } from 'react';
import type { RegularSaverApplication, RegularSaverEligibility, RegularSaverOpened, RegularSaverProduct } from '../../../core/products/savings/savings';
import { monthlyAmount, paymentDay } from '../../../core/products/savings/regular-saver.rules';
import { type RegularSaverChoices } from '../../../core/products/savings/savings.use-cases';
import { selectionError } from '../../../core/shared/validation/text-rules';
import { JourneyStore } from '../../journey/journey.store';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { RegularSaverViewModel } from './savings.view-model';

/** What the customer types, kept for the journey's life (Back, errors and a failed send lose nothing). */
export interface RegularSaverEntries {
  monthlyAmount: string;
  paymentDay: string;
  fromAccountId: string;
  nationality: string;
  taxResidence: string;
  declaration: boolean;
}

export type Store = JourneyStore<RegularSaverEntries, RegularSaverOpened>;

/** docs/rules/customer-screens.md: index, details, apply, review, completed. The review sends the application. */
export const regularSaverSteps = ['index', 'details', 'apply', 'review', 'completed'] as const;
export const trackerLabels = { details: 'Your details', apply: 'Declaration', review: 'Check your answers', completed: 'Completed' };

export const initial: RegularSaverEntries = { monthlyAmount: '', paymentDay: '', fromAccountId: '', nationality: '', taxResidence: '', declaration: false };

/** A Regular Saver application's journey state; a lost answer is kept for the session. */
export function regularSaverFlow(keys: IdempotencyKeys, outcomes: RequestJournal): Store {
  return new JourneyStore<RegularSaverEntries, RegularSaverOpened>({
    steps: regularSaverSteps,
    initial,
    keys,
    confirmStep: 'review',
    journal: rememberedIn(outcomes, journeyScopes.regularSaver),
  });
}

/** The entries as an application, or null while any rule refuses them. */
export function applicationOf(e: RegularSaverEntries, product: RegularSaverProduct): RegularSaverApplication | null {
  const amount = monthlyAmount(e.monthlyAmount, product);
  const day = paymentDay(e.paymentDay);
  if ('error' in amount || 'error' in day || selectionError(e.fromAccountId) || selectionError(e.nationality) || selectionError(e.taxResidence)) return null;
  return { monthlyAmount: amount.pence, paymentDay: day.day, fromAccountId: e.fromAccountId, nationality: e.nationality, taxResidence: e.taxResidence };
}

/** The frame's view model, shared by every step (a step never resolves its own: it would ask the bank again). */
export const FrameContext = createContext<RegularSaverViewModel | null>(null);

export function useFrame(): { vm: RegularSaverViewModel; product: RegularSaverProduct; choices: RegularSaverChoices } {
  const vm = useContext(FrameContext);
  if (!vm) throw new Error('A Regular Saver step outside its frame');
  return { vm, product: (vm.offer.value as RegularSaverEligibility).product, choices: vm.choices.value as RegularSaverChoices };
}
