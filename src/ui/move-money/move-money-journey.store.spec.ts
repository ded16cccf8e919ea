import { describe, expect, it } from 'vitest';
import { buildContainerWithAreas } from '../../composition/container';
import { FakeMoveMoney } from '../../adapters/fakes/fake-move-money.adapter';
import { logOnWithContent } from '../accounts/testing/accounts-fixture';
import { MoveMoneyJourney } from './move-money-journey.store';
import { LoadAccounts } from '../../core/accounts/load-accounts.use-case';

async function journey(kind: ConstructorParameters<typeof Object>[0] = 'new-payee') {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await logOnWithContent(container);
  await container.get(LoadAccounts).execute();
  const j = container.get(MoveMoneyJourney);
  j.init(kind as 'new-payee', 0, {});
  await j.load();
  return { j, port: container.get(FakeMoveMoney) };
}

function fillJaneSmith(j: MoveMoneyJourney, name = 'Jane Smith') {
  j.setValue('payeeName', name);
  j.setValue('accountType', 'personal');
  j.setValue('sortCode', '20-00-00');
  j.setValue('accountNumber', '55779911 ');
  j.setValue('amount', '25');
  j.setValue('reference', 'DINNER');
}

describe('MoveMoneyJourney', () => {
  it('keeps the customer on the details with every error after an empty Continue', async () => {
    const { j } = await journey();
    expect(await j.submitDetails()).toBeNull();
    expect(j.summaryErrors.map((e) => e.message)).toEqual([
      'This field requires a value',
      'This field requires a selection',
      'This field requires a value',
      'This field requires a value',
      'This field requires a value',
      'Reference must contain between 1 and 18 alpha numeric characters',
    ]);
    expect(j.flow.canOpen('review')).toBe(false);
  });

  it('goes straight to the review on a match, and to the name check otherwise', async () => {
    const { j } = await journey();
    fillJaneSmith(j);
    expect(await j.submitDetails()).toBe('review');
    fillJaneSmith(j, 'Someone Else');
    expect(j.flow.canOpen('review')).toBe(false);
    expect(await j.submitDetails()).toBe('review/name-check');
    expect(j.payeeCheck.answer).toEqual({ result: 'no-match', reason: 'ANNM' });
    expect(j.flow.canOpen('review')).toBe(false);
    expect(j.applyCopAction('continue-at-own-risk')).toBe('review');
    expect(j.flow.canOpen('review')).toBe(true);
  });

  it('makes the Idempotency-Key when the review shows and keeps it for every try; new values, new key and no code', async () => {
    const { j, port } = await journey();
    fillJaneSmith(j);
    await j.submitDetails();
    j.review.show();
    const key = j.review.idempotencyKey;
    expect(key).toBeTruthy();
    j.review.signing?.setCode('123456');
    port.nextConfirm = { code: 'FD999T', description: 'no answer' };
    expect(await j.review.confirm()).toBe(false);
    expect(j.review.outcome).toBe('unknown');
    // Frozen while unknown: a change is ignored and the review keeps its key.
    expect(j.review.frozen).toBe(true);
    j.setValue('amount', '26');
    expect(j.values.amount).toBe('25');
    j.review.show();
    expect(j.review.idempotencyKey).toBe(key);
    expect(await j.review.confirm()).toBe(true);
    expect(port.confirms.map((c) => c.key)).toEqual([key, key]);

    const second = await journey();
    fillJaneSmith(second.j);
    await second.j.submitDetails();
    second.j.review.show();
    const first = second.j.review.idempotencyKey;
    second.j.review.signing?.setCode('123456');
    second.j.setValue('amount', '26');
    second.j.review.show();
    expect(second.j.review.idempotencyKey).not.toBe(first);
    expect(second.j.review.signing?.code).toBe('');
  });

  it('draws and sends the one snapshot the review took: an entry changed after it reaches neither', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    await container.get(LoadAccounts).execute();
    const j = container.get(MoveMoneyJourney);
    const port = container.get(FakeMoveMoney);
    j.init('transfer', 0, { transferType: 'own', payeeId: '1' });
    j.setValue('amount', '10');
    j.setValue('reference', 'RENT');
    expect(await j.submitDetails()).toBe('review');
    j.review.show();
    // Another tab of the flow, or a late look-up, changes the entries under the review on screen.
    j.setValue('amount', '99');
    j.setValue('reference', 'OTHER');
    expect(j.review.instruction).toMatchObject({ amountPence: 1000, reference: 'RENT' });
    expect(await j.review.confirm()).toBe(true);
    expect(port.confirms.map((c) => ({ amountPence: c.instruction.amountPence, reference: c.instruction.reference }))).toEqual([{ amountPence: 1000, reference: 'RENT' }]);
  });

  it('sends once for a double press', async () => {
    const { j, port } = await journey();
    fillJaneSmith(j);
    await j.submitDetails();
    j.review.show();
    j.review.signing?.setCode('123456');
    await Promise.all([j.review.confirm(), j.review.confirm()]);
    expect(port.confirms).toHaveLength(1);
    expect(j.review.receipt?.reference).toMatch(/^MM/);
  });

  it('a transfer between own accounts asks for no code', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    await container.get(LoadAccounts).execute();
    const j = container.get(MoveMoneyJourney);
    j.init('transfer', 0, { transferType: 'own', payeeId: '1' });
    j.setValue('amount', '10');
    expect(j.needsCode).toBe(false);
    expect(j.toAccount?.index).toBe(1);
    expect(await j.submitDetails()).toBe('review');
    j.review.show();
    expect(j.review.asksForCode).toBe(false);
  });

  it('asks for a Re-authentication Security Code on 0004 and sends it with the same key and the accepted code', async () => {
    const { j, port } = await journey();
    fillJaneSmith(j);
    await j.submitDetails();
    j.review.show();
    j.review.signing?.setCode('123456');
    port.nextConfirm = { code: '0004', description: 'Re-authentication required.', status: 200 };
    expect(await j.review.confirm()).toBe(false);
    expect(j.review.signing?.kind).toBe('reauthentication');
    j.review.signing?.setCode('654321');
    expect(await j.review.confirm()).toBe(true);
    expect(port.confirms[1]).toMatchObject({ key: port.confirms[0]?.key, codes: { transactionCode: '123456', reauthenticationCode: '654321' } });
  });

  it('shows OLR_0043 and keeps nothing sent while signing is locked', async () => {
    const { j, port } = await journey();
    fillJaneSmith(j);
    await j.submitDetails();
    j.review.show();
    for (let i = 0; i < 3; i += 1) {
      j.review.signing?.setCode('000000');
      await j.review.confirm();
    }
    expect(j.review.signing?.locked).toBe(true);
    expect(j.review.signing?.serverMessage).toContain('(OLR_0043)');
    j.review.signing?.setCode('123456');
    expect(await j.review.confirm()).toBe(false);
    expect(port.confirms).toHaveLength(3);
  });

  it('after a wrong code (no money moved) the next try carries a new key, and a typed entry makes the flow ask before leaving', async () => {
    const { j, port } = await journey();
    expect(j.flow.dirty).toBe(false);
    fillJaneSmith(j);
    expect(j.flow.dirty).toBe(true);
    await j.submitDetails();
    j.review.show();
    j.review.signing?.setCode('000000');
    expect(await j.review.confirm()).toBe(false);
    expect(j.review.outcome).toBe('idle');
    j.review.signing?.setCode('123456');
    expect(await j.review.confirm()).toBe(true);
    expect(port.confirms).toHaveLength(2);
    expect(port.confirms[1]?.key).not.toBe(port.confirms[0]?.key);
    expect(j.flow.complete).toBe(true);
    expect(j.flow.redirectFor('review')).toBe('confirm');
  });

  it("fills a saved payee's usual reference without making the flow ask before leaving", async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    await container.get(LoadAccounts).execute();
    const j = container.get(MoveMoneyJourney);
    j.init('existing-payee', 0, { transferType: 'payee', payeeId: 'BEN-1' });
    await j.load();
    expect(j.values.reference).toBe('RENT');
    expect(j.flow.dirty).toBe(false);
  });

  it("'Use the name on the account' after BAMM or PAMM takes the bank's account type with the name", async () => {
    for (const [reason, typed, actualName, expected] of [
      ['BAMM', 'personal', 'Acme Plumbing Ltd', 'business'],
      ['PAMM', 'business', 'Jane Smith', 'personal'],
    ] as const) {
      const { j, port } = await journey();
      port.checkPayee = (payee) =>
        Promise.resolve(payee.name === actualName && payee.accountType === expected ? { result: 'match' } : { result: 'close-match', reason, actualName });
      fillJaneSmith(j, 'Jane Smyth');
      j.setValue('accountType', typed);
      expect(await j.submitDetails()).toBe('review/name-check');
      expect(j.applyCopAction('use-actual-name')).toBe('review');
      expect(j.values.payeeName).toBe(actualName);
      expect(j.values.accountType).toBe(expected);
      expect(j.instruction?.target).toMatchObject({ kind: 'new-payee', payee: { name: actualName, accountType: expected } });
    }
  });

  it("after a time-out, 'Try the check again' asks the payee's bank again (no kept answer)", async () => {
    const { j, port } = await journey();
    let calls = 0;
    port.checkPayee = () => Promise.resolve(calls++ === 0 ? { result: 'unavailable', reason: 'TIMEOUT' } : { result: 'match' });
    fillJaneSmith(j);
    expect(await j.submitDetails()).toBe('review/name-check');
    expect(j.payeeCheck.answer).toEqual({ result: 'unavailable', reason: 'TIMEOUT' });
    // The page's 'check-again' is Continue's check once more, with the same entries.
    expect(await j.submitDetails()).toBe('review');
    expect(calls).toBe(2);
    expect(j.payeeCheck.answer).toEqual({ result: 'match' });
    // A real answer is kept: the same entries are not asked about a third time.
    expect(await j.submitDetails()).toBe('review');
    expect(calls).toBe(2);
  });
});

describe("the bank's own record on the review", () => {
  /** Pays Jane Smith £25 as someone new in one flow, then reviews the same payment to the saved payee in a new one. */
  async function paidThenAgain() {
    const { j, port } = await journey();
    fillJaneSmith(j);
    await j.submitDetails();
    j.review.show();
    j.review.signing?.setCode('123456');
    expect(await j.review.confirm()).toBe(true);
    j.init('existing-payee', 0, { payeeId: 'BEN-1' } as never);
    await j.load();
    j.setValue('amount', '25');
    j.setValue('reference', 'RENT');
    expect(await j.submitDetails()).toBe('review');
    j.review.show();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { j, port };
  }

  it('says the bank paid this payee this amount today, and sends nothing until the customer ticks that they mean to pay again', async () => {
    const { j, port } = await paidThenAgain();
    expect(j.review.earlierWords).toBe('You paid Jane Smith £25.00 at 09:02 today.');
    expect(await j.review.confirm()).toBe(false);
    expect(j.review.payAgainFieldError).toBe('Select that you want to make this payment again, or go back to Balances');
    expect(port.confirms).toHaveLength(1);
    j.review.setPayAgain(true);
    expect(await j.review.confirm()).toBe(true);
    expect(port.confirms).toHaveLength(2);
  });

  it('another amount is another payment: nothing is said and nothing is asked', async () => {
    const { j, port } = await journey();
    fillJaneSmith(j);
    await j.submitDetails();
    j.review.show();
    j.review.signing?.setCode('123456');
    await j.review.confirm();
    j.init('existing-payee', 0, { payeeId: 'BEN-1' } as never);
    await j.load();
    j.setValue('amount', '26');
    j.setValue('reference', 'RENT');
    await j.submitDetails();
    j.review.show();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(j.review.earlierWords).toBeNull();
    expect(await j.review.confirm()).toBe(true);
    expect(port.confirms).toHaveLength(2);
  });
});
