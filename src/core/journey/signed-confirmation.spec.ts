import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import type { SigningCodesToSend } from '../signing/signing-codes';
import type { SigningSubject } from '../signing/signing-digits';
import { TransactionSigning } from '../signing/transaction-signing';
import type { ConfirmAnswer } from './confirm-answer';
import { SignedConfirmation } from './signed-confirmation';
import { InMemoryJournalStore, inMemoryJournal } from '../never-twice/in-memory-journal';
import { RequestJournal } from '../never-twice/request-journal';
import { WrongTransactionCode } from '../signing/transaction-security-code';

function keys() {
  let n = 0;
  return { next: () => `k${++n}` };
}

const subject = (amountPence: number, reference = 'RENT'): SigningSubject => ({
  kind: 'account',
  identifier: '55779911',
  amountPence,
  payee: '20000055779911',
  account: 'HK-CUR-001',
  reference,
});
const payment = (amountPence: number, reference = 'RENT') => ({ amountPence, reference });

function setUp() {
  const clock = new FakeClock();
  const signing = new TransactionSigning(clock, clock, '020 7946 0123');
  const confirmation = new SignedConfirmation<string>(keys(), signing);
  const sent: { key: string; codes: SigningCodesToSend }[] = [];
  const answering = (answer: ConfirmAnswer<string>) => async (key: string, codes: SigningCodesToSend) => {
    sent.push({ key, codes });
    return answer;
  };
  return { clock, signing, confirmation, sent, answering };
}

const reauth: ConfirmAnswer<string> = { kind: 'reauthenticate', code: '0004' };
const lost: ConfirmAnswer<string> = { kind: 'unknown', reason: 'no-answer', code: 'FD999T' };
const accepted: ConfirmAnswer<string> = { kind: 'accepted', outcome: 'MM1' };
const wrong: ConfirmAnswer<string> = { kind: 'refused', code: 'OLR_0043' };

describe('SignedConfirmation', () => {
  it('keeps the key for the same instruction reviewed again, a new key for a new one', () => {
    const { confirmation } = setUp();
    expect(confirmation.review(payment(2500), subject(2500))).toBe('new');
    const key = confirmation.key;
    expect(confirmation.review(payment(2500), subject(2500))).toBe('same');
    expect(confirmation.key).toBe(key);
    expect(confirmation.review(payment(2600), subject(2600))).toBe('new');
    expect(confirmation.key).not.toBe(key);
  });

  it('a change of the subject clears BOTH codes and asks for the Transaction Security Code with the new digits', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(1_000_000), subject(1_000_000));
    confirmation.typeCode('123456');
    await confirmation.confirm(answering(reauth));
    expect(confirmation.codes.kind).toBe('reauthentication');
    confirmation.typeCode('654321');
    confirmation.review(payment(900_000), subject(900_000));
    expect(confirmation.codes.kind).toBe('transaction');
    expect(confirmation.codes.code('transaction')).toBe('');
    expect(confirmation.codes.code('reauthentication')).toBe('');
    expect(confirmation.codes.digits?.entry).toBe('9911900000');
    expect(await confirmation.confirm(answering(accepted))).toMatchObject({ kind: 'not-sent', reason: 'invalid-code' });
    confirmation.typeCode('111111');
    await confirmation.confirm(answering(accepted));
    expect(sent.at(-1)).toEqual({ key: 'k2', codes: { transactionCode: '111111' } });
  });

  it('a change of the reference or the account alone also clears the code', () => {
    const { confirmation } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    confirmation.review(payment(2500, 'RENT 2'), subject(2500, 'RENT 2'));
    expect(confirmation.codes.code()).toBe('');
    confirmation.typeCode('123456');
    confirmation.review(payment(2500, 'RENT 2'), { ...subject(2500, 'RENT 2'), account: 'HK-SAV-001' });
    expect(confirmation.codes.code()).toBe('');
  });

  it('while the answer is unknown the instruction is frozen; the retry keeps the key; a new key only after a definite answer', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    await confirmation.confirm(answering(lost));
    expect(confirmation.frozen).toBe(true);
    expect(confirmation.review(payment(2600), subject(2600))).toBe('frozen');
    expect(confirmation.review(payment(2500), subject(2500))).toBe('same');
    confirmation.typeCode('999999');
    expect(confirmation.codes.code()).toBe('123456');
    await confirmation.confirm(answering({ kind: 'refused', code: 'BRC-109' }));
    expect(confirmation.frozen).toBe(false);
    expect(confirmation.review(payment(2500), subject(2500))).toBe('new');
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k1']);
    expect(confirmation.key).toBe('k2');
  });

  it('a 0004 is retried with the same key, the re-authentication code in its own field, also after a wrong one', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(1_200_000), subject(1_200_000));
    confirmation.typeCode('123456');
    await confirmation.confirm(answering(reauth));
    confirmation.typeCode('000000');
    const refused = await confirmation.confirm(answering(wrong));
    expect(refused).toMatchObject({ kind: 'refused', signing: { kind: 'wrong-code', attemptsLeft: 2 } });
    expect(confirmation.codes.code()).toBe('');
    confirmation.typeCode('222333');
    await confirmation.confirm(answering(accepted));
    expect(sent).toEqual([
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k1', codes: { transactionCode: '123456', reauthenticationCode: '000000' } },
      { key: 'k1', codes: { transactionCode: '123456', reauthenticationCode: '222333' } },
    ]);
  });

  it('a lost answer outlives the flow: the same instruction entered again in a new flow is unknown, frozen, and retried with the same key and codes', async () => {
    const { signing, sent, answering } = setUp();
    const outcomes = inMemoryJournal();
    const memory = { journal: outcomes, scope: 'move-money' };
    const keySource = keys();
    const first = new SignedConfirmation<string>(keySource, signing, memory);
    first.review(payment(2500), subject(2500));
    first.typeCode('123456');
    expect(await first.confirm(answering(lost))).toMatchObject({ kind: 'unknown' });
    // The customer goes to Balances (the flow is gone) and enters the same payment again.
    const again = new SignedConfirmation<string>(keySource, signing, memory);
    again.review(payment(2500), subject(2500));
    expect(again.state.kind).toBe('unknown');
    expect(again.frozen).toBe(true);
    expect(again.key).toBe('k1');
    expect(await again.confirm(answering(accepted))).toMatchObject({ kind: 'accepted' });
    expect(sent).toEqual([
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k1', codes: { transactionCode: '123456' } },
    ]);
    // Done: forgotten; another payment (or the same one later) is a new instruction with a new key.
    const later = new SignedConfirmation<string>(keySource, signing, memory);
    later.review(payment(2500), subject(2500));
    expect(later.state.kind).toBe('ready');
    expect(later.key).not.toBe('k1');
    const other = new SignedConfirmation<string>(keySource, signing, memory);
    other.review(payment(2600), subject(2600));
    expect(other.state.kind).toBe('ready');
  });

  it('a wrong Transaction Security Code moved nothing: the next try gets a new key; three lock signing', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    for (let i = 0; i < 3; i += 1) {
      confirmation.typeCode('000000');
      await confirmation.confirm(answering(wrong));
    }
    confirmation.typeCode('123456');
    expect(await confirmation.confirm(answering(accepted))).toMatchObject({ kind: 'not-sent', reason: 'locked', secondsUntilRelease: 30 });
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k2', 'k3']);
  });

  it('a reference under 4 digits cannot be signed: nothing is sent, and core says why', async () => {
    const { confirmation, answering } = setUp();
    const send = vi.fn(answering(accepted));
    confirmation.review(payment(1200, 'CT 12'), { kind: 'reference', identifier: 'CT 12', amountPence: 1200, payee: 'WCC', reference: 'CT 12' });
    confirmation.typeCode('123456');
    expect(confirmation.codes.cannotSign).toBe('A reference needs at least 4 digits.');
    expect(await confirmation.confirm(send)).toEqual({ kind: 'not-sent', reason: 'cannot-sign', message: 'A reference needs at least 4 digits.' });
    expect(send).not.toHaveBeenCalled();
  });

  it('a double press joins the send in flight: one request', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    const [a, b] = await Promise.all([confirmation.confirm(answering(accepted)), confirmation.confirm(answering(accepted))]);
    expect(a.kind).toBe('accepted');
    expect(b.kind).toBe('accepted');
    expect(sent).toHaveLength(1);
  });

  // £10,000.00 or more between own accounts or to a saved payee needs no
  // Transaction Security Code, yet the bank answers 0004: the Re-authentication field must appear,
  // the key stay, and the payment finish (it was a dead end: every press got 0004 again).
  it('a kind with no Transaction Security Code asks for the Re-authentication Security Code on 0004, keeps the key and finishes', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(1_000_000), subject(1_000_000), { transactionCode: false });
    expect(confirmation.needsCode).toBe(false);
    expect(await confirmation.confirm(answering(reauth))).toMatchObject({ kind: 'reauthenticate' });
    expect(confirmation.needsCode).toBe(true);
    expect(confirmation.codes.kind).toBe('reauthentication');
    // A press with no code typed sends nothing: the field's own message.
    expect(await confirmation.confirm(answering(accepted))).toMatchObject({ kind: 'not-sent', reason: 'invalid-code' });
    confirmation.typeCode('000000');
    expect(await confirmation.confirm(answering(wrong))).toMatchObject({ kind: 'refused' });
    confirmation.typeCode('246810');
    expect(await confirmation.confirm(answering(accepted))).toMatchObject({ kind: 'accepted', outcome: 'MM1' });
    expect(sent).toEqual([
      { key: 'k1', codes: {} },
      { key: 'k1', codes: { reauthenticationCode: '000000' } },
      { key: 'k1', codes: { reauthenticationCode: '246810' } },
    ]);
  });

  it('a kind with no Transaction Security Code sends none and is never blocked by a short reference', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(5_000, 'AB'), subject(5_000, 'AB'), { transactionCode: false });
    expect(await confirmation.confirm(answering(accepted))).toMatchObject({ kind: 'accepted' });
    expect(sent).toEqual([{ key: 'k1', codes: {} }]);
  });

  it('a journey without a signing subject sends no codes', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review({ payeeId: 'BEN-1' });
    await confirmation.confirm(answering(accepted));
    expect(sent).toEqual([{ key: 'k1', codes: {} }]);
  });

  it('before a review: ready, no key, nothing sent, and a confirm sends nothing', async () => {
    const { confirmation, sent, answering } = setUp();
    expect([confirmation.state, confirmation.key, confirmation.attempts, confirmation.accepted, confirmation.needsCode]).toEqual([{ kind: 'ready' }, null, 0, false, false]);
    expect(await confirmation.confirm(answering(accepted))).toEqual({ kind: 'not-sent', reason: 'no-review' });
    expect(sent).toEqual([]);
  });

  it('needs no code without a signing service, even with a subject', () => {
    const confirmation = new SignedConfirmation<string>(keys(), null);
    confirmation.review(payment(2500), subject(2500));
    expect(confirmation.needsCode).toBe(false);
  });

  it('tells its listeners of every change, until they unsubscribe', async () => {
    const { confirmation, answering } = setUp();
    const listener = vi.fn();
    const unsubscribe = confirmation.subscribe(listener);
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    expect(listener).toHaveBeenCalledTimes(2);
    await confirmation.confirm(answering(lost));
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    confirmation.typeCode('1');
    await confirmation.confirm(answering(accepted));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('counts the signing verdict of each answer: signed, wrong code, 0004; none for another refusal', async () => {
    const { confirmation, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    expect(await confirmation.confirm(answering(wrong))).toMatchObject({ kind: 'refused', signing: { kind: 'wrong-code', attemptsLeft: 2, locked: false } });
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    expect(await confirmation.confirm(answering({ kind: 'refused', code: 'BRC-109' }))).toEqual({ kind: 'refused', code: 'BRC-109' });
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    expect(await confirmation.confirm(answering(reauth))).toEqual({ ...reauth, signing: { kind: 'reauthenticate' } });
    confirmation.typeCode('654321');
    expect(await confirmation.confirm(answering(accepted))).toEqual({ ...accepted, signing: { kind: 'signed' } });
    expect(confirmation.accepted).toBe(true);
  });

  it('once accepted, any review is the same and a further confirm answers without checking a code or sending', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    await confirmation.confirm(answering(accepted));
    expect(confirmation.review(payment(9900), subject(9900))).toBe('same');
    confirmation.typeCode('');
    expect(await confirmation.confirm(answering(wrong))).toEqual(accepted);
    expect(sent).toHaveLength(1);
  });

  it('is frozen while a send is out: another instruction is refused, the same one is the same', async () => {
    const { confirmation, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    const pending = confirmation.confirm(answering(accepted));
    expect(confirmation.state).toEqual({ kind: 'sending' });
    expect(confirmation.frozen).toBe(true);
    expect(confirmation.review(payment(2600), subject(2600))).toBe('frozen');
    expect(confirmation.review(payment(2500), subject(2500))).toBe('same');
    await pending;
  });
});

describe('a code typed in a field of the page’s own (an email change)', () => {
  it('a lost answer holds the code sent: Try again, here or after leaving and coming back, sends it under the same key', async () => {
    const memory = { journal: inMemoryJournal(), scope: 'email' };
    const keySource = keys();
    const sent: { key: string; codes: SigningCodesToSend }[] = [];
    const answering = (answer: ConfirmAnswer<string>) => async (key: string, codes: SigningCodesToSend) => {
      sent.push({ key, codes });
      return answer;
    };
    const first = new SignedConfirmation<string>(keySource, null, memory);
    first.review({ email: 'new@example.co.uk' });
    expect(first.holdsCodesForRetry).toBe(false);
    await first.confirm(answering(lost), { codes: { reauthenticationCode: '123456' } });
    expect(first.holdsCodesForRetry).toBe(true);
    await first.confirm(answering(lost), { codes: { reauthenticationCode: '' } });

    const again = new SignedConfirmation<string>(keySource, null, memory);
    again.review({ email: 'new@example.co.uk' });
    expect(again.holdsCodesForRetry).toBe(true);
    await again.confirm(answering(accepted), { codes: {} });
    expect(sent).toEqual([0, 1, 2].map(() => ({ key: 'k1', codes: { reauthenticationCode: '123456' } })));
    expect(again.holdsCodesForRetry).toBe(false);
  });
});

describe('0004 to a change that signs nothing (statement preferences, messages, manage money ...)', () => {
  function unsigned() {
    const confirmation = new SignedConfirmation<string>(keys());
    const sent: { key: string; codes: SigningCodesToSend }[] = [];
    const answering = (answer: ConfirmAnswer<string>) => async (key: string, codes: SigningCodesToSend) => {
      sent.push({ key, codes });
      return answer;
    };
    confirmation.review({ preferences: ['paper'] });
    return { confirmation, sent, answering };
  }

  it('asks for the Re-authentication code in the page’s field; a press without one sends nothing', async () => {
    const { confirmation, sent, answering } = unsigned();
    expect(await confirmation.confirm(answering(reauth))).toMatchObject({ kind: 'reauthenticate' });
    expect(confirmation.asksForReauthenticationCode).toBe(true);
    expect(await confirmation.confirm(answering(accepted))).toEqual({ kind: 'not-sent', reason: 'invalid-code', message: 'Please enter your Re-authentication Security Code.' });
    expect(await confirmation.confirm(answering(accepted), { codes: { reauthenticationCode: '12' } })).toMatchObject({ kind: 'not-sent', reason: 'invalid-code' });
    expect(sent).toHaveLength(1);
  });

  it('sends the code under the same key, a wrong one too, until the change is done', async () => {
    const { confirmation, sent, answering } = unsigned();
    await confirmation.confirm(answering(reauth));
    await confirmation.confirm(answering(wrong), { codes: { reauthenticationCode: '000000' } });
    expect(confirmation.asksForReauthenticationCode).toBe(true);
    await confirmation.confirm(answering(accepted), { codes: { reauthenticationCode: '123456' } });
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k1', 'k1']);
    expect(sent.map((s) => s.codes)).toEqual([{}, { reauthenticationCode: '000000' }, { reauthenticationCode: '123456' }]);
    expect(confirmation.asksForReauthenticationCode).toBe(false);
  });

  it('another instruction under review asks for nothing until the bank does', async () => {
    const { confirmation, answering } = unsigned();
    await confirmation.confirm(answering(reauth));
    confirmation.review({ preferences: ['online'] });
    expect(confirmation.asksForReauthenticationCode).toBe(false);
  });
});

describe('a journey whose requests are known by their subject (a loan under a new quote is the same loan)', () => {
  const loan = (applicationId: string) => ({ applicationId, accountId: 'HK-CUR-001', amount: 600_000, termMonths: 24 });
  const borrows = (instruction: unknown): string => {
    const { accountId, amount, termMonths } = instruction as ReturnType<typeof loan>;
    return `${accountId}|${amount}|${termMonths}`;
  };

  function setUpLoans(options: { sameByIdentity: boolean }) {
    const journal = inMemoryJournal('demo.hardkey');
    const memory = { journal, scope: 'products/personal-loan', identify: borrows, ...options };
    const keySource = keys();
    const sent: { key: string; instruction: unknown }[] = [];
    const answering =
      (answer: ConfirmAnswer<string> | Promise<ConfirmAnswer<string>>) =>
      async (key: string, _codes: SigningCodesToSend, instruction: unknown): Promise<ConfirmAnswer<string>> => {
        sent.push({ key, instruction });
        return answer;
      };
    const flow = (applicationId: string) => {
      const confirmation = new SignedConfirmation<string>(keySource, null, memory);
      confirmation.review(loan(applicationId));
      return confirmation;
    };
    return { journal, sent, answering, flow };
  }

  it('held on the first still being sent, then once its answer has arrived Try again sends the first application under its key, never a new one', async () => {
    const { sent, answering, flow } = setUpLoans({ sameByIdentity: true });
    let answerFirst!: (answer: ConfirmAnswer<string>) => void;
    const first = flow('PLA1');
    const firstTry = first.confirm(answering(new Promise((resolve) => (answerFirst = resolve))));
    // The customer left while it was being sent and applies for the same loan under a new quote.
    const second = flow('PLA2');
    expect(second.state.kind).toBe('unknown');
    expect(second.held?.key).toBe('k1');
    answerFirst(accepted);
    await firstTry;
    expect(second.held).toBeNull();
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'accepted' });
    expect(second.key).toBe('k1');
    expect(sent).toEqual([
      { key: 'k1', instruction: loan('PLA1') },
      { key: 'k1', instruction: loan('PLA1') },
    ]);
  });

  it('a lost first answer: every Try again sends the first application under its key until the bank answers', async () => {
    const { sent, answering, flow } = setUpLoans({ sameByIdentity: true });
    await flow('PLA1').confirm(answering(lost));
    const second = flow('PLA2');
    expect(await second.confirm(answering(lost))).toMatchObject({ kind: 'unknown' });
    // A press that reviews the new quote again changes nothing while the answer is unknown.
    expect(second.review(loan('PLA2'))).toBe('frozen');
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'accepted' });
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k1', 'k1']);
    expect(sent.map((s) => s.instruction)).toEqual([loan('PLA1'), loan('PLA1'), loan('PLA1')]);
  });

  it('sends the instruction it reviewed, whatever the page holds at the press', async () => {
    const { sent, answering, flow } = setUpLoans({ sameByIdentity: true });
    const only = flow('PLA1');
    await only.confirm(answering(accepted));
    expect(sent).toEqual([{ key: 'k1', instruction: loan('PLA1') }]);
  });

  it('a journey whose identity is not its subject (a payment by another route) keeps its own: released, under a key of its own', async () => {
    const { sent, answering, flow } = setUpLoans({ sameByIdentity: false });
    await flow('PLA1').confirm(answering(lost));
    const second = flow('PLA2');
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'unknown' });
    expect(sent).toHaveLength(1);
  });
});

describe('the rules that keep a payment from going twice, read from what is sent and shown', () => {
  const byAmount = (instruction: unknown): string => String((instruction as { amountPence: number }).amountPence);
  /** The same payment by another route: other values, the same identity (what it pays). */
  const bySavedPayee = (amountPence: number) => ({ ...payment(amountPence), payeeId: 'BEN-1' });

  function journalled(store = new InMemoryJournalStore(), options: { sameByIdentity?: boolean } = {}) {
    const journal = new RequestJournal(store, () => 'demo.hardkey', () => 0);
    return { journal, store, memory: { journal, scope: 'move-money', identify: byAmount, ...options } };
  }

  it('before a review nothing is asked for: no Re-authentication field, no codes held, no request held on', () => {
    const { confirmation } = setUp();
    expect([confirmation.asksForReauthenticationCode, confirmation.holdsCodesForRetry, confirmation.held]).toEqual([false, false, null]);
  });

  it('a review that pays nothing still open is held on nothing, with a journal or without one', () => {
    const { signing } = setUp();
    const without = new SignedConfirmation<string>(keys(), signing);
    without.review(payment(2500), subject(2500));
    expect(without.held).toBeNull();
    const withJournal = new SignedConfirmation<string>(keys(), signing, journalled().memory);
    withJournal.review(payment(2500), subject(2500));
    expect(withJournal.held).toBeNull();
  });

  it('a payment by another route, released once the first is refused, is signed with its own code under its own key, never the first one’s codes', async () => {
    const { signing, sent, answering } = setUp();
    const { memory } = journalled();
    const keySource = keys();
    const first = new SignedConfirmation<string>(keySource, signing, memory);
    first.review(payment(2500), subject(2500));
    first.typeCode('123456');
    await first.confirm(answering(lost));
    const second = new SignedConfirmation<string>(keySource, signing, memory);
    second.review(bySavedPayee(2500), subject(2500));
    expect(second.held?.key).toBe('k1');
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'unknown' });
    await first.confirm(answering({ kind: 'refused', code: 'BRC-109' }));
    expect(second.held).toBeNull();
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'not-sent', reason: 'invalid-code' });
    second.typeCode('654321');
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'accepted' });
    expect(sent).toEqual([
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k2', codes: { transactionCode: '654321' } },
    ]);
  });

  it('after a reload, a review held on a lost payment by another route takes no code until that payment has its answer', async () => {
    const { signing, sent, answering } = setUp();
    const before = journalled();
    const keySource = keys();
    const first = new SignedConfirmation<string>(keySource, signing, before.memory);
    first.review(payment(2500), subject(2500));
    first.typeCode('123456');
    await first.confirm(answering(lost));
    // The reload: a new journal over the tab's store; the codes are gone.
    const after = journalled(before.store);
    const second = new SignedConfirmation<string>(keySource, signing, after.memory);
    second.review(bySavedPayee(2500), subject(2500));
    expect(second.frozen).toBe(true);
    second.typeCode('654321');
    expect(second.codes.code()).toBe('');
    after.journal.settle('k1', { kind: 'refused', code: 'BRC-109' });
    expect(await second.confirm(answering(accepted))).toMatchObject({ kind: 'not-sent', reason: 'invalid-code' });
    expect(sent).toHaveLength(1);
  });

  it('a lost request resumed with its codes holds them: typing changes nothing, and Try again sends the codes of the lost try', async () => {
    const { signing, sent, answering } = setUp();
    const { memory } = journalled();
    const keySource = keys();
    const first = new SignedConfirmation<string>(keySource, signing, memory);
    first.review(payment(2500), subject(2500));
    first.typeCode('123456');
    await first.confirm(answering(lost));
    const again = new SignedConfirmation<string>(keySource, signing, memory);
    again.review(payment(2500), subject(2500));
    expect(again.holdsCodesForRetry).toBe(true);
    again.typeCode('999999');
    expect(again.codes.code()).toBe('');
    let answer!: (answer: ConfirmAnswer<string>) => void;
    const retry = again.confirm(async (key, codes) => {
      sent.push({ key, codes });
      return new Promise<ConfirmAnswer<string>>((resolve) => (answer = resolve));
    });
    // While the retry is out the codes are being sent, not held.
    expect(again.holdsCodesForRetry).toBe(false);
    answer(accepted);
    await retry;
    expect(sent).toEqual([
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k1', codes: { transactionCode: '123456' } },
    ]);
  });

  it('after a reload, the code typed again is what every retry sends: a code typed while a retry is out changes nothing', async () => {
    const { signing, sent, answering } = setUp();
    const before = journalled();
    const keySource = keys();
    const first = new SignedConfirmation<string>(keySource, signing, before.memory);
    first.review(payment(2500), subject(2500));
    first.typeCode('123456');
    await first.confirm(answering(lost));
    const again = new SignedConfirmation<string>(keySource, signing, journalled(before.store).memory);
    again.review(payment(2500), subject(2500));
    again.typeCode('123456');
    let answer!: (answer: ConfirmAnswer<string>) => void;
    const retry = again.confirm(async (key, codes) => {
      sent.push({ key, codes });
      return new Promise<ConfirmAnswer<string>>((resolve) => (answer = resolve));
    });
    again.typeCode('999999');
    answer(lost);
    await retry;
    await again.confirm(answering(accepted));
    expect(sent).toEqual([0, 1, 2].map(() => ({ key: 'k1', codes: { transactionCode: '123456' } })));
  });

  it('after a reload, a lost request of a kind that needs no code takes no typing while frozen and is retried with no code', async () => {
    const { signing, sent, answering } = setUp();
    const before = journalled();
    const keySource = keys();
    const first = new SignedConfirmation<string>(keySource, signing, before.memory);
    first.review(payment(2500), subject(2500), { transactionCode: false });
    await first.confirm(answering(lost));
    const again = new SignedConfirmation<string>(keySource, signing, journalled(before.store).memory);
    again.review(payment(2500), subject(2500), { transactionCode: false });
    expect(again.frozen).toBe(true);
    again.typeCode('123456');
    expect(again.codes.code()).toBe('');
    expect(await again.confirm(answering(accepted))).toMatchObject({ kind: 'accepted' });
    expect(sent).toEqual([
      { key: 'k1', codes: {} },
      { key: 'k1', codes: {} },
    ]);
  });

  describe('a request known by its subject (sameByIdentity), signed', () => {
    it('after a reload the held request asks for its code again, and sends the first instruction under its key with the code typed', async () => {
      const { signing, answering } = setUp();
      const before = journalled(undefined, { sameByIdentity: true });
      const keySource = keys();
      const sent: { key: string; codes: SigningCodesToSend; instruction: unknown }[] = [];
      const sending = (answer: ConfirmAnswer<string>) => async (key: string, codes: SigningCodesToSend, instruction: unknown) => {
        sent.push({ key, codes, instruction });
        return answer;
      };
      const first = new SignedConfirmation<string>(keySource, signing, before.memory);
      first.review(payment(2500), subject(2500));
      first.typeCode('123456');
      await first.confirm(answering(lost));
      const second = new SignedConfirmation<string>(keySource, signing, journalled(before.store, { sameByIdentity: true }).memory);
      second.review(bySavedPayee(2500), subject(2500));
      expect(await second.confirm(sending(accepted))).toMatchObject({ kind: 'not-sent', reason: 'invalid-code' });
      second.typeCode('123456');
      expect(await second.confirm(sending(accepted))).toMatchObject({ kind: 'accepted' });
      expect(sent).toEqual([{ key: 'k1', codes: { transactionCode: '123456' }, instruction: payment(2500) }]);
    });

    it('with its codes in memory the held request sends them, and a lost answer again takes no typing', async () => {
      const { signing, sent, answering } = setUp();
      const { memory } = journalled(undefined, { sameByIdentity: true });
      const keySource = keys();
      const first = new SignedConfirmation<string>(keySource, signing, memory);
      first.review(payment(2500), subject(2500));
      first.typeCode('123456');
      await first.confirm(answering(lost));
      const second = new SignedConfirmation<string>(keySource, signing, memory);
      second.review(bySavedPayee(2500), subject(2500));
      expect(await second.confirm(answering(lost))).toMatchObject({ kind: 'unknown' });
      second.typeCode('999999');
      expect(second.codes.code()).toBe('');
      await second.confirm(answering(accepted));
      expect(sent).toEqual([0, 1, 2].map(() => ({ key: 'k1', codes: { transactionCode: '123456' } })));
    });
  });

  it('a double press of a wrong code counts one wrong code, not two', async () => {
    const { confirmation, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('000000');
    await Promise.all([confirmation.confirm(answering(wrong)), confirmation.confirm(answering(wrong))]);
    confirmation.typeCode('000000');
    expect(await confirmation.confirm(answering(wrong))).toMatchObject({ signing: { kind: 'wrong-code', attemptsLeft: 1, locked: false } });
  });

  it('a wrong code sent again in Try again after a lost answer is still counted, and its code dropped', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('000000');
    await confirmation.confirm(answering(lost));
    expect(confirmation.holdsCodesForRetry).toBe(false);
    expect(await confirmation.confirm(answering(wrong))).toMatchObject({ kind: 'refused', signing: { kind: 'wrong-code', attemptsLeft: 2 } });
    expect(confirmation.codes.code()).toBe('');
    expect(sent.map((s) => s.codes)).toEqual([{ transactionCode: '000000' }, { transactionCode: '000000' }]);
  });

  it('an unknown answer that carries the wrong code’s number (a 409 while the bank carries it out) counts no wrong code and keeps the code', async () => {
    const { confirmation, sent, answering } = setUp();
    confirmation.review(payment(2500), subject(2500));
    confirmation.typeCode('123456');
    const inProgress: ConfirmAnswer<string> = { kind: 'unknown', reason: 'in-progress', code: WrongTransactionCode };
    expect(await confirmation.confirm(answering(inProgress))).toEqual(inProgress);
    expect(confirmation.codes.code()).toBe('123456');
    await confirmation.confirm(answering(accepted));
    expect(sent).toEqual([
      { key: 'k1', codes: { transactionCode: '123456' } },
      { key: 'k1', codes: { transactionCode: '123456' } },
    ]);
  });

  it('0004 to a change without a signing subject asks in the page’s own field, even where a signing service is at hand', async () => {
    const { confirmation, answering } = setUp();
    confirmation.review({ preferences: ['paper'] });
    await confirmation.confirm(answering(reauth));
    expect(confirmation.asksForReauthenticationCode).toBe(true);
    expect(confirmation.needsCode).toBe(false);
  });
});
