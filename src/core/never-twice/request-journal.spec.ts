import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import type { ConfirmAnswer } from '../journey/confirm-answer';
import { SignedConfirmation } from '../journey/signed-confirmation';
import type { JournalMemory } from '../journey/journal-memory';
import type { PaymentInstruction, PaymentTarget } from '../move-money/move-money';
import { paymentIdentity } from '../move-money/payment-identity';
import type { SigningCodesToSend } from '../signing/signing-codes';
import { TransactionSigning } from '../signing/transaction-signing';
import { InMemoryJournalStore, inMemoryJournal } from './in-memory-journal';
import type { JournalStore, StoredJournalEntry } from './journal-store.port';
import { RequestJournal } from './request-journal';

const newJane: PaymentTarget = { kind: 'new-payee', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'personal' } };
const savedJane: PaymentTarget = { kind: 'saved-payee', payee: { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: 'RESET' } };

const payment = (target: PaymentTarget, amountPence = 700, extra: Partial<PaymentInstruction> = {}): PaymentInstruction => ({
  kind: target.kind === 'saved-payee' ? 'existing-payee' : 'new-payee',
  fromAccountId: 'HK-CUR-001',
  target,
  amountPence,
  reference: 'RESET',
  ...extra,
} as PaymentInstruction);

const lost: ConfirmAnswer<string> = { kind: 'unknown', reason: 'no-answer', code: 'FD999T' };
const accepted: ConfirmAnswer<string> = { kind: 'accepted', outcome: 'MM1' };
const refused: ConfirmAnswer<string> = { kind: 'refused', code: 'BRC-109' };

function keys() {
  let n = 0;
  return { next: () => `k${++n}` };
}

/** A tab: one store (its sessionStorage), the customer logged on, and the journeys made in it. */
function tab(store = new InMemoryJournalStore(), customer: { cin: string | null } = { cin: 'demo.hardkey' }) {
  const clock = new FakeClock();
  const journal = new RequestJournal(store, () => customer.cin, () => clock.now());
  const signing = new TransactionSigning(clock, clock, '020 7946 0123');
  const keySource = keys();
  const memory: JournalMemory = { journal, scope: 'move-money', identify: (i) => paymentIdentity(i as PaymentInstruction) };
  const sent: { key: string; codes: SigningCodesToSend; instruction: PaymentInstruction }[] = [];
  /** A new flow reviews `instruction` (a saved payee needs no Transaction Security Code). */
  const flow = (instruction: PaymentInstruction) => {
    const confirmation = new SignedConfirmation<string>(keySource, signing, memory);
    confirmation.review(instruction, null, { transactionCode: false });
    const confirm = (answer: ConfirmAnswer<string> | Promise<ConfirmAnswer<string>>) =>
      confirmation.confirm(async (key, codes) => {
        sent.push({ key, codes, instruction });
        return answer;
      });
    return { confirmation, confirm };
  };
  return { store, customer, journal, flow, sent, clock };
}

describe('the request journal', () => {
  it('is written before the first send: leaving while the payment is still being sent, the same payment again has the same key', async () => {
    const { flow, sent, journal } = tab();
    let answer!: (a: ConfirmAnswer<string>) => void;
    const first = flow(payment(savedJane));
    void first.confirm(new Promise((resolve) => (answer = resolve)));
    // The answer is still out; the customer leaves (the flow is dropped) and makes the payment again.
    expect(journal.open('move-money', paymentIdentity(payment(savedJane)))?.key).toBe('k1');
    const again = flow(payment(savedJane));
    expect(again.confirmation.key).toBe('k1');
    expect(again.confirmation.frozen).toBe(true);
    await again.confirm(accepted);
    answer(accepted);
    await Promise.resolve();
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set(['k1']));
  });

  it('knows a payment by what it pays: a lost payment to someone new holds the same payment to the saved payee, nothing sent', async () => {
    const { flow, sent } = tab();
    await flow(payment(newJane)).confirm(lost);
    const bySaved = flow(payment(savedJane));
    expect(bySaved.confirmation.state.kind).toBe('unknown');
    expect(bySaved.confirmation.held?.key).toBe('k1');
    expect(await bySaved.confirm(accepted)).toMatchObject({ kind: 'unknown' });
    expect(sent).toHaveLength(1);
  });

  it('a name retyped in another case is the same payee', async () => {
    const { flow, sent } = tab();
    await flow(payment(newJane)).confirm(lost);
    const retyped: PaymentTarget = { kind: 'new-payee', payee: { ...(newJane as { payee: { name: string } }).payee, name: 'JANE SMITH' } as never };
    const again = flow(payment(retyped));
    expect(again.confirmation.frozen).toBe(true);
    await again.confirm(accepted);
    expect(sent).toHaveLength(1);
  });

  it('another amount, another account paid from, or another payee account is another payment', async () => {
    const { flow } = tab();
    await flow(payment(newJane)).confirm(lost);
    expect(flow(payment(savedJane, 701)).confirmation.state.kind).toBe('ready');
    expect(flow(payment(savedJane, 700, { fromAccountId: 'HK-SAV-002' })).confirmation.state.kind).toBe('ready');
    const otherAccount: PaymentTarget = { kind: 'saved-payee', payee: { id: 'BEN-2', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779912', reference: '' } };
    expect(flow(payment(otherAccount)).confirmation.state.kind).toBe('ready');
  });

  it('the same instruction resumes on the same key with the codes it was sent with', async () => {
    const { flow, sent } = tab();
    await flow(payment(newJane)).confirm(lost);
    const again = flow(payment(newJane));
    expect(again.confirmation.held).toBeNull();
    expect(await again.confirm(accepted)).toMatchObject({ kind: 'accepted' });
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k1']);
  });

  it('outlives a reload in the same tab (the store), without the codes', async () => {
    const first = tab();
    const sendFirst = first.flow(payment(newJane));
    await sendFirst.confirm(lost);
    expect(JSON.stringify(first.store.load())).not.toContain('transactionCode');
    // A reload: a new journal over the same tab's store, the same customer logged on again.
    const reloaded = tab(first.store);
    const bySaved = reloaded.flow(payment(savedJane));
    expect(bySaved.confirmation.held?.key).toBe('k1');
    expect(reloaded.journal.open('move-money', paymentIdentity(payment(savedJane)))?.codes).toBeNull();
  });

  it('answers only for the customer who made the request', async () => {
    const customer = { cin: 'demo.hardkey' as string | null };
    const first = tab(undefined, customer);
    await first.flow(payment(newJane)).confirm(lost);
    customer.cin = 'demo.softkey';
    expect(first.flow(payment(savedJane)).confirmation.state.kind).toBe('ready');
    const otherTab = tab(first.store, { cin: 'demo.softkey' });
    expect(otherTab.flow(payment(savedJane)).confirmation.state.kind).toBe('ready');
  });

  it('a definite answer closes the request: done or refused, the same payment again is a new one under a new key', async () => {
    const { flow } = tab();
    await flow(payment(newJane)).confirm(accepted);
    expect(flow(payment(savedJane)).confirmation.state.kind).toBe('ready');
    await flow(payment(newJane, 900)).confirm(refused);
    const again = flow(payment(savedJane, 900));
    expect(again.confirmation.state.kind).toBe('ready');
    expect(again.confirmation.key).not.toBe('k2');
  });

  it('a held payment is released once the first has its answer, and then goes under a key of its own', async () => {
    const { flow, sent } = tab();
    const first = flow(payment(newJane));
    await first.confirm(lost);
    const bySaved = flow(payment(savedJane));
    await first.confirm(accepted);
    await bySaved.confirm(accepted);
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k1', 'k2']);
  });

  it('is wiped at log-off, in memory and in the store', async () => {
    const { flow, journal, store } = tab();
    await flow(payment(newJane)).confirm(lost);
    journal.reset();
    expect(store.load()).toEqual([]);
    expect(flow(payment(savedJane)).confirmation.state.kind).toBe('ready');
  });

  it('records when, the kind and the state of each request', async () => {
    const { flow, store, clock } = tab();
    clock.advance(5_000);
    await flow(payment(newJane)).confirm(lost);
    expect(store.load()).toEqual([
      expect.objectContaining({ key: 'k1', kind: 'move-money', state: 'unknown', customer: 'demo.hardkey', at: clock.now(), reason: 'no-answer', code: 'FD999T' }),
    ]);
  });
});

describe('a payment\'s identity', () => {
  it('is the account paid from, where the money goes and the amount; never the name', () => {
    expect(paymentIdentity(payment(newJane))).toBe(paymentIdentity(payment(savedJane)));
    expect(paymentIdentity(payment(newJane))).not.toBe(paymentIdentity(payment(newJane, 701)));
  });

  it('a company is told apart by the customer\'s reference with it, in any case or spacing', () => {
    const company = (reference: string): PaymentInstruction => ({
      kind: 'company',
      fromAccountId: 'HK-CUR-001',
      target: { kind: 'company', company: { id: 'BG', name: 'British Gas', sortCode: '400000', accountNumber: '11111111', referenceLabel: 'Reference', signWith: 'reference' } },
      amountPence: 5000,
      reference,
    });
    expect(paymentIdentity(company('ab 12'))).toBe(paymentIdentity(company('AB12')));
    expect(paymentIdentity(company('AB12'))).not.toBe(paymentIdentity(company('AB13')));
  });

  it('an own account is known by its id', () => {
    const own = (accountId: string): PaymentInstruction => ({ kind: 'transfer', fromAccountId: 'HK-CUR-001', target: { kind: 'own-account', accountId, name: 'Savings' }, amountPence: 100, reference: '' });
    expect(paymentIdentity(own('A'))).not.toBe(paymentIdentity(own('B')));
  });
});

describe('a signed request resumed after a reload', () => {
  it('takes the code typed again, and retries under the first key', async () => {
    const store = new InMemoryJournalStore();
    const clock = new FakeClock();
    const signing = () => new TransactionSigning(clock, clock, '020 7946 0123');
    const subject = { kind: 'account' as const, identifier: '55779911', amountPence: 700, payee: '20000055779911', account: 'HK-CUR-001', reference: 'RESET' };
    const memory = (journal: RequestJournal): JournalMemory => ({ journal, scope: 'move-money', identify: (i) => paymentIdentity(i as PaymentInstruction) });
    const sent: { key: string; codes: SigningCodesToSend }[] = [];
    const send = (answer: ConfirmAnswer<string>) => async (key: string, codes: SigningCodesToSend) => {
      sent.push({ key, codes });
      return answer;
    };
    const first = new SignedConfirmation<string>(keys(), signing(), memory(new RequestJournal(store, () => 'demo.hardkey', () => 0)));
    first.review(payment(newJane), subject);
    first.typeCode('123456');
    await first.confirm(send(lost));
    // The reload: a new journal over the tab's store; the codes are gone.
    const again = new SignedConfirmation<string>(keys(), signing(), memory(new RequestJournal(store, () => 'demo.hardkey', () => 0)));
    again.review(payment(newJane), subject);
    expect(again.frozen).toBe(true);
    again.typeCode('123456');
    await again.confirm(send(accepted));
    expect(sent).toEqual([
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k1', codes: { transactionCode: '123456' } },
    ]);
  });
});

describe('the journal, asked directly', () => {
  const request = (key: string, identity = 'jane-700', values = `{"key":"${key}"}`) => ({ kind: 'move-money', identity, values, key, codes: { transactionCode: `code-${key}` } });

  function journal(customer: { cin: string | null } = { cin: 'demo.hardkey' }, store: JournalStore = new InMemoryJournalStore()) {
    const clock = new FakeClock();
    return { journal: new RequestJournal(store, () => customer.cin, () => clock.now()), clock, store, customer };
  }

  it('finds a request by its key, not the first one it holds, and only while the bank may act on it', () => {
    const { journal: j } = journal();
    j.record(request('k1', 'a'));
    j.record(request('k2', 'b'));
    expect(j.openByKey('k2')).toMatchObject({ key: 'k2', values: '{"key":"k2"}', codes: { transactionCode: 'code-k2' } });
    expect(j.openByKey('k9')).toBeNull();
    j.settle('k2', accepted);
    expect(j.openByKey('k2')).toBeNull();
    expect(j.openByKey('k1')?.key).toBe('k1');
  });

  it('a key is found for the customer who sent it only', () => {
    const { journal: j, customer } = journal();
    j.record(request('k1'));
    customer.cin = 'demo.softkey';
    expect(j.openByKey('k1')).toBeNull();
    expect(j.valuesIn('move-money')).toEqual([]);
    customer.cin = 'demo.hardkey';
    expect(j.valuesIn('move-money')).toEqual(['{"key":"k1"}']);
  });

  it('lists the open instructions of one kind', () => {
    const { journal: j } = journal();
    j.record(request('k1'));
    j.record({ ...request('k2'), kind: 'manage-money/cancel' });
    j.record(request('k3', 'other'));
    j.settle('k3', refused);
    expect(j.valuesIn('move-money')).toEqual(['{"key":"k1"}']);
  });

  it('a retry under the same key keeps when it was first sent and is one entry, not two', () => {
    const { journal: j, clock, store } = journal();
    j.record(request('k1'));
    const first = clock.now();
    clock.advance(60_000);
    j.record(request('k1'));
    j.record(request('k2', 'other'));
    expect(store.load().map((e) => [e.key, e.at])).toEqual([
      ['k1', first],
      ['k2', first + 60_000],
    ]);
  });

  it('keeps the latest 200 requests', () => {
    const { journal: j, store } = journal();
    for (let n = 1; n <= 201; n += 1) j.record(request(`k${n}`, `i${n}`));
    const kept = store.load();
    expect(kept).toHaveLength(200);
    expect(kept[0]?.key).toBe('k2');
    expect(j.open('move-money', 'i1')).toBeNull();
    expect(j.open('move-money', 'i201')?.key).toBe('k201');
  });

  it('settles only the request answered, and an answer to a key it never wrote changes nothing', () => {
    const { journal: j, store } = journal();
    j.record(request('k1', 'a'));
    j.record(request('k2', 'b'));
    j.settle('k2', lost);
    j.settle('k9', accepted);
    expect(store.load().map((e) => [e.key, e.state])).toEqual([
      ['k1', 'sending'],
      ['k2', 'unknown'],
    ]);
  });

  it('keeps the reason and the code only for a lost answer', () => {
    const { journal: j, store } = journal();
    j.record(request('k1', 'a'));
    j.settle('k1', refused);
    expect(store.load()[0]).not.toHaveProperty('code');
    expect(store.load()[0]).not.toHaveProperty('reason');
  });

  it('a definite answer drops the codes: a stale lost answer after it offers no code to resend', () => {
    const { journal: j } = journal();
    j.record(request('k1'));
    j.settle('k1', lost);
    expect(j.openByKey('k1')?.codes).toEqual({ transactionCode: 'code-k1' });
    j.settle('k1', accepted);
    j.settle('k1', lost);
    expect(j.openByKey('k1')?.codes).toBeNull();
  });

  it('a journal made for one customer answers with when each request was sent', () => {
    const j = inMemoryJournal('demo.hardkey');
    j.record(request('k1'));
    expect(j.open('move-money', 'jane-700')).toMatchObject({ key: 'k1', at: 0 });
  });

  describe('over a tab storage that can no longer be written (full or refused)', () => {
    /** A store that still holds what an earlier write left, and refuses every write since. */
    const stuck = (entries: StoredJournalEntry[]): JournalStore => ({ load: () => entries.map((e) => ({ ...e })), save: () => undefined });
    const earlier: StoredJournalEntry = { key: 'k1', kind: 'move-money', identity: 'jane-700', values: '{}', at: 0, state: 'unknown', customer: 'demo.hardkey', reason: 'no-answer', code: 'FD999T' };

    it('log-off still forgets every request', () => {
      const { journal: j } = journal(undefined, stuck([earlier]));
      expect(j.open('move-money', 'jane-700')?.key).toBe('k1');
      j.reset();
      expect(j.open('move-money', 'jane-700')).toBeNull();
      expect(j.valuesIn('move-money')).toEqual([]);
    });

    it('an answer settled in memory stays settled', () => {
      const { journal: j } = journal(undefined, stuck([earlier]));
      j.settle('k1', accepted);
      expect(j.open('move-money', 'jane-700')).toBeNull();
    });
  });
});
