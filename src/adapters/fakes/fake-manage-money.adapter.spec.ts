import { describe, expect, it } from 'vitest';
import type { FuturePayment } from '../../core/manage-money/future-payment';
import type { Mandate } from '../../core/manage-money/regular-payment';
import { FakeManageMoney, fakeMandates, fakePayees } from './fake-manage-money.adapter';

/**
 * The fake holds for a Re-authentication Security Code what the demo bank holds (its 0004 triggers in
 * manage money, by the demo bank's ids): a spec that arranges them meets the bank's answer.
 */
function arranged(): FakeManageMoney {
  const fake = new FakeManageMoney();
  const [standingOrder, , , directDebit] = fakeMandates() as [Mandate, Mandate, Mandate, Mandate];
  fake.mandates = [
    { ...standingOrder, id: 'HK-SO-1', reference: 'RENT SHARE' },
    { ...standingOrder, id: 'HK-SO-2', reference: 'ISA SAVINGS' },
    { ...directDebit, id: 'HK-DD-2', payee: { ...directDebit.payee, name: 'PUREGYM LTD' } },
    { ...standingOrder, id: 'SO-1' },
  ];
  fake.payeesList = [...fakePayees(), { id: 'HK-BEN-4', name: 'ACME LETTINGS LTD', sortCode: '309634', accountNumber: '81726354', reference: 'FLAT 2' }];
  const [futurePayment] = fake.future as [FuturePayment];
  fake.future = [...fake.future, { ...futurePayment, id: 'HK-FP-3', reference: 'CAR SHARE' }];
  return fake;
}

const held: { name: string; send: (fake: FakeManageMoney, key: string, code?: string) => Promise<void>; changed: (fake: FakeManageMoney) => boolean; path: string }[] = [
  {
    name: 'cancelling the standing order HK-SO-2',
    send: (fake, key, code) => fake.cancelRegularPayment({ id: 'HK-SO-2', type: 'standing-order' }, key, code ? { reauthenticationCode: code } : {}),
    changed: (fake) => fake.mandates.find((m) => m.id === 'HK-SO-2')?.status === 'cancelled',
    path: 'DELETE /v1/standing-orders/HK-SO-2',
  },
  {
    name: 'moving the standing order HK-SO-1 to another account',
    send: (fake, key, code) => fake.transferStandingOrder('HK-SO-1', 'ACC-SAV-1', key, code ? { reauthenticationCode: code } : {}),
    changed: (fake) => fake.mandates.find((m) => m.id === 'HK-SO-1')?.accountId === 'ACC-SAV-1',
    path: 'POST /v1/standing-orders/HK-SO-1/transfer',
  },
  {
    name: 'cancelling the Direct Debit HK-DD-2',
    send: (fake, key, code) => fake.cancelRegularPayment({ id: 'HK-DD-2', type: 'direct-debit' }, key, code ? { reauthenticationCode: code } : {}),
    changed: (fake) => fake.mandates.find((m) => m.id === 'HK-DD-2')?.status === 'cancelled',
    path: 'DELETE /v1/direct-debits/HK-DD-2',
  },
  {
    name: 'deleting the payee HK-BEN-4',
    send: (fake, key, code) => fake.deletePayee('HK-BEN-4', key, code ? { reauthenticationCode: code } : {}),
    changed: (fake) => !fake.payeesList.some((p) => p.id === 'HK-BEN-4'),
    path: 'DELETE /v1/beneficiaries/HK-BEN-4',
  },
  {
    name: 'stopping the future payment HK-FP-3',
    send: (fake, key, code) => fake.stopFuturePayment('HK-FP-3', key, code ? { reauthenticationCode: code } : {}),
    changed: (fake) => !fake.future.some((p) => p.id === 'HK-FP-3'),
    path: 'DELETE /v1/future-payments/HK-FP-3',
  },
];

describe.each(held)('the fake manage-money gateway: $name', (change) => {
  it('answers 0004 without a code and changes nothing; the same key with the code changes it once', async () => {
    const fake = arranged();
    await expect(change.send(fake, 'key-1')).rejects.toMatchObject({ error: { code: '0004', status: 200 } });
    expect(change.changed(fake), 'nothing changed').toBe(false);
    const envelope = fake.wire.answers.at(-1);
    expect(`${envelope?.method} ${envelope?.path} ${envelope?.status}`).toBe(`${change.path} 200`);
    expect(envelope?.body).toMatchObject({ header: { statusCode: 'E001', errorMsg: [{ code: '0004' }] } });

    await expect(change.send(fake, 'key-1'), 'nothing was kept under the key: still held').rejects.toMatchObject({ error: { code: '0004' } });
    await change.send(fake, 'key-1', '123456');
    expect(change.changed(fake)).toBe(true);
    expect(fake.calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('refuses the wrong code 000000 in the bank\'s words and changes nothing; the right code then changes it', async () => {
    const fake = arranged();
    await expect(change.send(fake, 'key-1', '000000')).rejects.toMatchObject({
      error: { code: 'OLR_0043', description: 'You have entered an incorrect Re-authentication Security Code. (OLR_0043)' },
    });
    expect(change.changed(fake), 'nothing changed').toBe(false);
    expect(fake.wire.answers.at(-1)?.body).toMatchObject({ header: { statusCode: 'E001', errorMsg: [{ code: 'OLR_0043' }] } });
    await change.send(fake, 'key-1', '123456');
    expect(change.changed(fake)).toBe(true);
  });
});

describe('the fake manage-money gateway: a new amount signed with a Transaction Security Code', () => {
  it('refuses the wrong code 000000 in the bank\'s words (with its help line) and keeps the old amount', async () => {
    const fake = arranged();
    const before = fake.mandates.find((m) => m.id === 'SO-1')!;
    const amendment = { amount: before.amount! + 100, nextPaymentDate: before.nextPaymentDate!, frequency: before.frequency!, reference: before.reference, payee: before.payee };
    await expect(fake.amendStandingOrder('SO-1', amendment, 'key-1', { transactionCode: '000000' })).rejects.toMatchObject({
      error: { code: 'OLR_0043', description: 'You have entered an incorrect Transaction Security Code. Please try again or call us on 020 7946 0123. (OLR_0043)' },
    });
    expect(fake.mandates.find((m) => m.id === 'SO-1')?.amount).toBe(before.amount);
    await fake.amendStandingOrder('SO-1', amendment, 'key-1', { transactionCode: '123456' });
    expect(fake.mandates.find((m) => m.id === 'SO-1')?.amount).toBe(before.amount! + 100);
  });
});

describe('the fake manage-money gateway: a change the bank does not hold', () => {
  it('goes through without a code', async () => {
    const fake = arranged();
    await fake.cancelRegularPayment({ id: 'SO-1', type: 'standing-order' }, 'key-1');
    expect(fake.mandates.find((m) => m.id === 'SO-1')?.status).toBe('cancelled');
  });
});
