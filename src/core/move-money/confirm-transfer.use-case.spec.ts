import { describe, expect, it } from 'vitest';
import { FakeMoveMoney } from '../../adapters/fakes/fake-move-money.adapter';
import { answerOf } from '../journey/confirm-answer';
import { ConfirmTransfer } from './confirm-transfer.use-case';
import type { PaymentInstruction } from './move-money';

const instruction: PaymentInstruction = {
  kind: 'new-payee',
  fromAccountId: 'HK-CUR-001',
  target: { kind: 'new-payee', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'personal' } },
  amountPence: 2500,
  reference: 'DINNER',
};

describe('ConfirmTransfer', () => {
  it('joins a send in flight with the same key: one request for a double press', async () => {
    const port = new FakeMoveMoney();
    const confirm = new ConfirmTransfer(port);
    const [a, b] = await Promise.all([
      confirm.execute(instruction, 'k1', { transactionCode: '123456' }),
      confirm.execute(instruction, 'k1', { transactionCode: '123456' }),
    ]);
    expect(a).toBe(b);
    expect(port.confirms).toHaveLength(1);
  });

  it('sends again with the same key after an unknown outcome, and gets the first outcome', async () => {
    const port = new FakeMoveMoney();
    const confirm = new ConfirmTransfer(port);
    port.nextConfirm = { code: 'FD999T', description: 'no answer' };
    expect((await answerOf(() => confirm.execute(instruction, 'k2', {}))).kind).toBe('unknown');
    const retry = await answerOf(() => confirm.execute(instruction, 'k2', {}));
    expect(retry.kind).toBe('accepted');
    expect(port.confirms.map((c) => c.key)).toEqual(['k2', 'k2']);
    expect(await answerOf(() => confirm.execute(instruction, 'k2', {}))).toEqual(retry);
  });

  it("leaves OLR_0043, BRC-109 and 0004 to core's classifier: a refusal with its code, re-authentication", async () => {
    const confirm = new ConfirmTransfer(new FakeMoveMoney());
    expect(await answerOf(() => confirm.execute(instruction, 'k3', { transactionCode: '000000' }))).toMatchObject({ kind: 'refused', code: 'OLR_0043' });
    expect(await answerOf(() => confirm.execute({ ...instruction, amountPence: 99_999 }, 'k4', { transactionCode: '123456' }))).toMatchObject({
      kind: 'refused',
      code: 'BRC-109',
    });
    expect(await answerOf(() => confirm.execute({ ...instruction, amountPence: 1_000_000 }, 'k5', { transactionCode: '123456' }))).toMatchObject({
      kind: 'reauthenticate',
    });
  });
});
