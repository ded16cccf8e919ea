import { describe, expect, it } from 'vitest';
import type { CreditCardsPort } from './credit-cards.port';
import type { CardOptions, UnsignedAgreement } from './credit-card';
import {
  CheckCardEligibility,
  ChooseCardOptions,
  LoadCardApplications,
  LoadCardApplicationStatus,
  LoadCardPreContractInformation,
  LoadRepaymentAccounts,
  LoadSignedAgreement,
  LoadUnsignedAgreement,
} from './credit-card.use-cases';

/** A bank that answers each call with `answer` and keeps what it was asked. */
function bank<K extends keyof CreditCardsPort>(name: K, answer: Awaited<ReturnType<CreditCardsPort[K]>>) {
  const asked: unknown[][] = [];
  const call = (...args: unknown[]) => {
    asked.push(args);
    return Promise.resolve(answer);
  };
  return { port: { [name]: call } as unknown as Pick<CreditCardsPort, K>, asked };
}

/** A bank whose every call fails with the bank's own error. */
const failing = new Proxy({}, { get: () => () => Promise.reject({ code: 'CC0042', description: 'The bank cannot answer now' }) }) as CreditCardsPort;
const failed = { ok: false, error: { code: 'CC0042', description: 'The bank cannot answer now' } };

const agreement: UnsignedAgreement = { html: '<h1>Credit card agreement</h1>', pdf: new Blob(['%PDF']) };

describe('the card reads give the bank’s answer, or its error', () => {
  it('the soft check of the limit asked for, for that card and that limit', async () => {
    const { port, asked } = bank('eligibility', { likely: true });
    expect(await new CheckCardEligibility(port).execute('EVERYDAY', 300000)).toEqual({ ok: true, value: { likely: true } });
    expect(asked).toEqual([['EVERYDAY', 300000]]);
    expect(await new CheckCardEligibility(failing).execute('EVERYDAY', 300000)).toEqual(failed);
  });

  it('the accounts a Direct Debit can come from', async () => {
    const accounts = [{ id: 'CUR1', name: 'Current Account', label: '40-12-76 41234567' }];
    const { port } = bank('repaymentAccounts', accounts);
    expect(await new LoadRepaymentAccounts(port).execute()).toEqual({ ok: true, value: accounts });
    expect(await new LoadRepaymentAccounts(failing).execute()).toEqual(failed);
  });

  it('the pre-contract information and the agreement of that application', async () => {
    const pre = bank('preContractInformation', agreement);
    expect(await new LoadCardPreContractInformation(pre.port).execute('CCA000001')).toEqual({ ok: true, value: agreement });
    expect(pre.asked).toEqual([['CCA000001']]);
    expect(await new LoadCardPreContractInformation(failing).execute('CCA000001')).toEqual(failed);

    const unsigned = bank('unsignedAgreement', agreement);
    expect(await new LoadUnsignedAgreement(unsigned.port).execute('CCA000001')).toEqual({ ok: true, value: agreement });
    expect(unsigned.asked).toEqual([['CCA000001']]);
    expect(await new LoadUnsignedAgreement(failing).execute('CCA000001')).toEqual(failed);
  });

  it('the signed agreement of that application', async () => {
    const pdf = new Blob(['%PDF signed']);
    const { port, asked } = bank('signedAgreement', pdf);
    const result = await new LoadSignedAgreement(port).execute('CCA000001');
    expect(result).toEqual({ ok: true, value: pdf });
    expect(result.ok && result.value).toBe(pdf);
    expect(asked).toEqual([['CCA000001']]);
    expect(await new LoadSignedAgreement(failing).execute('CCA000001')).toEqual(failed);
  });

  it('after a lost answer: the application’s status and its card, and the applications the bank lists', async () => {
    const status = { status: 'SIGNED', card: { accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' } };
    const one = bank('applicationStatus', status);
    expect(await new LoadCardApplicationStatus(one.port).execute('CCA000001')).toEqual({ ok: true, value: status });
    expect(one.asked).toEqual([['CCA000001']]);
    expect(await new LoadCardApplicationStatus(failing).execute('CCA000001')).toEqual(failed);

    const listed = [{ applicationId: 'CCA000001', productName: 'Everyday Credit Card', requestedLimit: 300000, status: 'SUBMITTED' }];
    const all = bank('applications', listed);
    expect(await new LoadCardApplications(all.port).execute()).toEqual({ ok: true, value: listed });
    expect(await new LoadCardApplications(failing).execute()).toEqual(failed);
  });
});

describe('ChooseCardOptions', () => {
  const options: CardOptions = { creditLimitIncreases: 'opt-out', repayment: { kind: 'fixed', amount: 5000 }, repaymentAccountId: 'CUR1' };

  it('sends the choices for that application under the key, and answers with the choices', async () => {
    const { port, asked } = bank('chooseOptions', undefined);
    expect(await new ChooseCardOptions(port).execute('CCA000001', options, 'key-3')).toEqual({ kind: 'accepted', outcome: options });
    expect(asked).toEqual([['CCA000001', options, 'key-3']]);
  });

  it('a refusal is the bank’s', async () => {
    const port = { chooseOptions: () => Promise.reject({ code: 'CC0042', description: 'The bank cannot answer now' }) };
    expect(await new ChooseCardOptions(port).execute('CCA000001', options, 'key-3')).toMatchObject({ kind: 'refused', code: 'CC0042' });
  });
});
