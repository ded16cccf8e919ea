import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { SequentialIdempotencyKeys } from '../../adapters/fakes/sequential-idempotency-keys.adapter';
import type { ConfirmAnswer } from '../../core/journey/confirm-answer';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import { inMemoryJournal } from '../../core/never-twice/in-memory-journal';
import type { Mandate } from '../../core/manage-money/regular-payment';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { moveMoneyFlow } from '../move-money/move-money-entries';
import { simpleChangeFlow } from '../manage-money/shared/SimpleChange';
import { amendFlow } from '../manage-money/regular/AmendJourney';
import { cashIsaFlow } from '../products/savings/cash-isa-parts';
import { regularSaverFlow } from '../products/savings/regular-saver-parts';
import { loanFlow } from '../products/loans/loan-journey';
import { CardApplicationViewModel, type CardUseCases } from '../products/cards/card-application.view-model';
import { cardFlow } from '../products/cards/card-journey';
import { emailFlow } from '../my-details/EmailJourney';
import { statementPreferencesFlow } from '../my-details/StatementPreferences';
import { journeyScopes } from './journey-scopes';

/** What each confirming journey needs of a test: a new flow's confirmation (as a flow entered afresh makes it). */
interface Confirming {
  review(values: unknown): unknown;
  confirm(send: (key: string) => Promise<ConfirmAnswer<unknown>>): Promise<unknown>;
  readonly state: { kind: string };
  readonly key: string | null;
}

const mandate: Mandate = {
  id: 'HK-SO-1', type: 'standing-order', status: 'active', accountId: 'HK-CUR-001',
  payee: { name: 'Jane Smith' } as Mandate['payee'], amount: 25000, frequency: 'monthly' as Mandate['frequency'],
  nextPaymentDate: '2026-12-01', lastPaymentDate: null, reference: 'RENT',
};

function viaStore(store: { beginReview(values: unknown): unknown; confirm(send: (key: string) => Promise<ConfirmAnswer<unknown>>): Promise<unknown>; confirmState: { kind: string }; idempotencyKey: string | null }): Confirming {
  return {
    review: (values) => store.beginReview(values),
    confirm: (send) => store.confirm(send),
    get state() { return store.confirmState; },
    get key() { return store.idempotencyKey; },
  };
}

const noCards = {} as CardUseCases;
const signing = () => new TransactionSigning(new FakeClock(), new FakeClock(), '020 7946 0123');

/** Every confirming journey of every area: a new flow of it, made the way its layout makes it. */
const journeys: Record<string, (keys: IdempotencyKeys, outcomes: RequestJournal) => Confirming> = {
  'move money (a payment)': (keys, outcomes) => viaStore(moveMoneyFlow(keys, signing(), {}, outcomes) as never),
  'manage money: cancel a regular payment': (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.cancelRegularPayment, mandate) as never),
  'manage money: pay a standing order from another account': (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.moveStandingOrder, mandate) as never),
  'manage money: stop a future payment': (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.stopFuturePayment, mandate) as never),
  'manage money: delete a payee': (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.deletePayee, mandate) as never),
  'manage money: amend a standing order': (keys, outcomes) => viaStore(amendFlow(keys, outcomes, signing(), mandate) as never),
  'savings: Cash ISA application': (keys, outcomes) => viaStore(cashIsaFlow(keys, outcomes) as never),
  'savings: Regular Saver application': (keys, outcomes) => viaStore(regularSaverFlow(keys, outcomes) as never),
  'lending: personal loan application': (keys, outcomes) => viaStore(loanFlow(keys, outcomes) as never),
  'lending: credit card application': (keys, outcomes) => new CardApplicationViewModel(cardFlow(keys, outcomes), keys, noCards, outcomes).application as never,
  'lending: credit card choices': (keys, outcomes) => new CardApplicationViewModel(cardFlow(keys, outcomes), keys, noCards, outcomes).options as never,
  'lending: credit card agreement (signing)': (keys, outcomes) => viaStore(new CardApplicationViewModel(cardFlow(keys, outcomes), keys, noCards, outcomes).journey as never),
  'my details: email address': (keys, outcomes) => viaStore(emailFlow(keys, outcomes, 'jane@example.com') as never),
  'my details: statement preferences': (keys, outcomes) => viaStore(statementPreferencesFlow(keys, outcomes, { held: [], chosen: {} }) as never),
};

const instruction = { amountPence: 2500, reference: 'RENT', to: 'HK-BEN-2' };
const lost: ConfirmAnswer<unknown> = { kind: 'unknown', reason: 'no-answer', code: 'FD999T' };

describe('a lost answer outlives the flow on every confirming journey', () => {
  it.each(Object.entries(journeys))('%s: a new flow for the same instruction is unknown and retries with the same key', async (_name, make) => {
    const keys = new SequentialIdempotencyKeys();
    const outcomes = inMemoryJournal();
    const sent: string[] = [];
    const first = make(keys, outcomes);
    first.review(instruction);
    await first.confirm(async (key) => {
      sent.push(key);
      return lost;
    });
    expect(first.state.kind).toBe('unknown');

    // The customer leaves (the flow and its store go) and makes the same instruction again.
    const again = make(keys, outcomes);
    again.review(instruction);
    expect(again.state.kind).toBe('unknown');
    expect(again.key).toBe(sent[0]);
    await again.confirm(async (key) => {
      sent.push(key);
      return { kind: 'accepted', outcome: 'done' };
    });
    expect(sent).toEqual([sent[0], sent[0]]);

    // A definite answer forgets it: the same instruction made afterwards is a new one, with a new key.
    const later = make(keys, outcomes);
    later.review(instruction);
    expect(later.state.kind).toBe('ready');
    expect(later.key).not.toBe(sent[0]);
  });

  it('keeps the journeys apart: a lost cancel does not make a stop of the same subject unknown', async () => {
    const keys = new SequentialIdempotencyKeys();
    const outcomes = inMemoryJournal();
    const cancel = journeys['manage money: cancel a regular payment']!(keys, outcomes);
    cancel.review(instruction);
    await cancel.confirm(async () => lost);
    const stop = journeys['manage money: stop a future payment']!(keys, outcomes);
    stop.review(instruction);
    expect(stop.state.kind).toBe('ready');
    expect(stop.key).not.toBe(cancel.key);
  });

  it('names each journey once', () => {
    const scopes = Object.values(journeyScopes);
    expect(new Set(scopes).size).toBe(scopes.length);
  });
});
