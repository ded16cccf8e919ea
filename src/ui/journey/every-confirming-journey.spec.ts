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
import { journeyScopes, rememberedIn } from './journey-scopes';
import { RememberedConfirmation } from '../../core/journey/remembered-confirmation';
import type { Consent } from '../../core/open-banking/consent';
import { messageFlow } from '../shared/messages/MessageJourney';
import { manageAccountFlow } from '../manage-account/ManageAccountJourney';
import { nicknameFlow } from '../manage-account/nickname/NicknameJourney';
import { revokeFlow } from '../open-banking/revoke/RevokeJourney';
import { SecurityChangeConfirmations } from '../my-details/security-change-confirmations';

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

const consent = { consentId: 'OB-1', type: 'ACCOUNT_INFORMATION', status: 'AUTHORISED', provider: { name: 'Moneybox' } } as unknown as Consent;

const noCards = {} as CardUseCases;
const signing = () => new TransactionSigning(new FakeClock(), new FakeClock(), '020 7946 0123');

/**
 * A page that confirms without a JourneyStore (an inbox reply, an open-banking answer): its
 * RememberedConfirmation under the page's scope, made when the instruction is reviewed.
 */
function viaRemembered(make: (values: string) => RememberedConfirmation<unknown>): Confirming {
  let made: RememberedConfirmation<unknown> | null = null;
  const current = () => {
    if (!made) throw new Error('not reviewed yet');
    return made;
  };
  return {
    review: (values) => (made = make(JSON.stringify(values))),
    confirm: (send) => current().confirm((key) => send(key)),
    get state() { return current().state; },
    get key() { return current().key; },
  };
}

type Make = (keys: IdempotencyKeys, outcomes: RequestJournal) => Confirming;

/**
 * Every confirming journey, one per scope of `journeyScopes`: a new flow of it, made the way its layout
 * makes it. Keyed by the scopes, so a journey given a scope and no entry here does not compile, and
 * the test below runs every scope.
 */
const journeys: Record<keyof typeof journeyScopes, Make> = {
  moveMoney: (keys, outcomes) => viaStore(moveMoneyFlow(keys, signing(), {}, outcomes) as never),
  cancelRegularPayment: (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.cancelRegularPayment, mandate) as never),
  moveStandingOrder: (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.moveStandingOrder, mandate) as never),
  stopFuturePayment: (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.stopFuturePayment, mandate) as never),
  deletePayee: (keys, outcomes) => viaStore(simpleChangeFlow(keys, outcomes, journeyScopes.deletePayee, mandate) as never),
  amendStandingOrder: (keys, outcomes) => viaStore(amendFlow(keys, outcomes, signing(), mandate) as never),
  cashIsa: (keys, outcomes) => viaStore(cashIsaFlow(keys, outcomes) as never),
  regularSaver: (keys, outcomes) => viaStore(regularSaverFlow(keys, outcomes) as never),
  personalLoan: (keys, outcomes) => viaStore(loanFlow(keys, outcomes) as never),
  cardApplication: (keys, outcomes) => new CardApplicationViewModel(cardFlow(keys, outcomes), keys, noCards, outcomes).application as never,
  cardOptions: (keys, outcomes) => new CardApplicationViewModel(cardFlow(keys, outcomes), keys, noCards, outcomes).options as never,
  cardAgreement: (keys, outcomes) => viaStore(new CardApplicationViewModel(cardFlow(keys, outcomes), keys, noCards, outcomes).journey as never),
  email: (keys, outcomes) => viaStore(emailFlow(keys, outcomes, 'jane@example.com') as never),
  statementPreferences: (keys, outcomes) => viaStore(statementPreferencesFlow(keys, outcomes, { held: [], chosen: {} }) as never),
  message: (keys, outcomes) => viaStore(messageFlow(keys, outcomes, {}) as never),
  manageAccount: (keys, outcomes) => viaStore(manageAccountFlow(keys, outcomes, { accountId: 'HK-CUR-001' }) as never),
  accountNickname: (keys, outcomes) => viaStore(nicknameFlow(keys, outcomes, { accountId: 'HK-CUR-001', accountName: 'Current Account', current: null, typed: 'Bills' }) as never),
  revokeAccess: (keys, outcomes) => viaStore(revokeFlow(keys, outcomes, consent) as never),
  securityDetails: (keys, outcomes) => viaRemembered(() => new SecurityChangeConfirmations(keys, outcomes).forEntries('password', {}) as RememberedConfirmation<unknown>),
  inboxReply: (keys, outcomes) => viaRemembered((values) => new RememberedConfirmation(keys, rememberedIn(outcomes, journeyScopes.inboxReply), values)),
  authorisation: (keys, outcomes) => viaRemembered((values) => new RememberedConfirmation(keys, rememberedIn(outcomes, journeyScopes.authorisation), values)),
};

const instruction = { amountPence: 2500, reference: 'RENT', to: 'HK-BEN-2' };
const lost: ConfirmAnswer<unknown> = { kind: 'unknown', reason: 'no-answer', code: 'FD999T' };

describe('a lost answer outlives the flow on every confirming journey', () => {
  it.each(Object.keys(journeyScopes) as (keyof typeof journeyScopes)[])('%s: a new flow for the same instruction is unknown and retries with the same key', async (name) => {
    const make = journeys[name];
    expect(make, `no journey for the scope ${name}`).toBeTypeOf('function');
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
    const cancel = journeys.cancelRegularPayment(keys, outcomes);
    cancel.review(instruction);
    await cancel.confirm(async () => lost);
    const stop = journeys.stopFuturePayment(keys, outcomes);
    stop.review(instruction);
    expect(stop.state.kind).toBe('ready');
    expect(stop.key).not.toBe(cancel.key);
  });

  it('names each journey once', () => {
    const scopes = Object.values(journeyScopes);
    expect(new Set(scopes).size).toBe(scopes.length);
  });
});
