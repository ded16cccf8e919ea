import type { CreditFileFinding } from '../lending/credit-file';
import { describe, expect, it } from 'vitest';
import type { CreditCardsPort } from './credit-cards.port';
import { applicationKeys, LoadCardProducts, SignCardAgreement, SubmitCardApplication } from './credit-card.use-cases';
import type { CardApplicationInput } from './credit-card';

const input: CardApplicationInput = {
  productId: 'EVERYDAY', requestedLimit: 300000, employmentStatus: 'EMPLOYED', annualIncome: 3000000,
  monthlyHousingCosts: 80000, monthlyCreditCommitments: 0, dependants: 0,
};

const offer = { applicationId: 'CCA000001', productName: 'Everyday Credit Card', requestedLimit: 300000, creditLimit: 250000, purchaseRate: 2290, apr: 2550, variable: true, balanceTransfer: null };

/** A bank that remembers each key's answer, as the demo bank's ledger does. */
function bank(options: { loseDecision?: number } = {}) {
  const calls: string[] = [];
  const seen = new Map<string, unknown>();
  let lose = options.loseDecision ?? 0;
  const once = <T>(key: string, answer: () => T): T => {
    if (!seen.has(key)) {
      calls.push(key);
      seen.set(key, answer());
    }
    return seen.get(key) as T;
  };
  const port: Pick<CreditCardsPort, 'startApplication' | 'applicantDetails' | 'decide' | 'offer' | 'sign'> = {
    startApplication: async (_p, _l, key) => once(key, () => ({ applicationId: 'CCA000001' })),
    applicantDetails: async (_id, _d, key) => once(key, () => undefined),
    decide: async (_id, key) => {
      const answer = once(key, () => ({ kind: 'accepted' as const, creditFile: null }));
      if (lose > 0) {
        lose -= 1;
        throw new Error('socket hang up');
      }
      return answer;
    },
    offer: async () => offer,
    sign: async (_id, key) => once(key, () => ({ accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' })),
  };
  return { port, calls };
}

describe('SubmitCardApplication', () => {
  it('sends applications, applicant-details and decisions, each with a key derived from the one key, and reads the offer', async () => {
    const { port, calls } = bank();
    const answer = await new SubmitCardApplication(port).execute(input, 'key-1');
    expect(answer).toEqual({ kind: 'accepted', outcome: { kind: 'accepted', offer } });
    expect(calls).toEqual(['key-1', 'key-1.details', 'key-1.decision']);
    expect(applicationKeys('k')).toEqual({ application: 'k', details: 'k.details', decision: 'k.decision' });
  });

  it('a lost answer is unknown; the retry with the same key changes nothing twice', async () => {
    const { port, calls } = bank({ loseDecision: 1 });
    const use = new SubmitCardApplication(port);
    const first = await use.execute(input, 'key-1');
    expect(first.kind).toBe('unknown');
    const second = await use.execute(input, 'key-1');
    expect(second.kind).toBe('accepted');
    expect(calls).toEqual(['key-1', 'key-1.details', 'key-1.decision']);
  });
});

describe('SubmitCardApplication: what the bank is told and what it decided', () => {
  function recordingBank(decision: 'accepted' | 'referred' | 'declined', creditFile: CreditFileFinding | null = null) {
    const details: unknown[] = [];
    const offersRead: string[] = [];
    const port: Pick<CreditCardsPort, 'startApplication' | 'applicantDetails' | 'decide' | 'offer'> = {
      startApplication: async () => ({ applicationId: 'CCA000007' }),
      applicantDetails: async (id, d) => {
        details.push({ id, ...d });
      },
      decide: async () => ({ kind: decision, creditFile }),
      offer: async (id) => {
        offersRead.push(id);
        return offer;
      },
    };
    return { port, details, offersRead };
  }

  it('sends the applicant’s details and affordability, nothing else, to the application the bank opened', async () => {
    const { port, details } = recordingBank('accepted');
    await new SubmitCardApplication(port).execute(input, 'key-1');
    expect(details).toStrictEqual([
      { id: 'CCA000007', employmentStatus: 'EMPLOYED', annualIncome: 3000000, monthlyHousingCosts: 80000, monthlyCreditCommitments: 0, dependants: 0 },
    ]);
  });

  it('sends the customer’s own living costs when given', async () => {
    const { port, details } = recordingBank('accepted');
    await new SubmitCardApplication(port).execute({ ...input, monthlyLivingCosts: 120000 }, 'key-1');
    expect(details).toStrictEqual([
      { id: 'CCA000007', employmentStatus: 'EMPLOYED', annualIncome: 3000000, monthlyHousingCosts: 80000, monthlyCreditCommitments: 0, dependants: 0, monthlyLivingCosts: 120000 },
    ]);
  });

  it('sends whether a partner or another adult shares the living costs, when answered', async () => {
    const { port, details } = recordingBank('accepted');
    await new SubmitCardApplication(port).execute({ ...input, sharesLivingCosts: true }, 'key-1');
    expect(details).toStrictEqual([
      { id: 'CCA000007', employmentStatus: 'EMPLOYED', annualIncome: 3000000, monthlyHousingCosts: 80000, monthlyCreditCommitments: 0, dependants: 0, sharesLivingCosts: true },
    ]);
  });

  it.each(['referred', 'declined'] as const)('%s: the decision with the application, and no offer read', async (kind) => {
    const { port, offersRead } = recordingBank(kind);
    expect(await new SubmitCardApplication(port).execute(input, 'key-1')).toStrictEqual({ kind: 'accepted', outcome: { kind, applicationId: 'CCA000007', creditFile: null } });
    expect(offersRead).toEqual([]);
  });

  it.each([
    ['declined', 'missed-payment'],
    ['referred', 'commitments'],
  ] as const)('%s on what the credit file found (%s): the decision carries the finding for the page to say', async (kind, finding) => {
    const { port } = recordingBank(kind, finding);
    expect(await new SubmitCardApplication(port).execute(input, 'key-1')).toStrictEqual({ kind: 'accepted', outcome: { kind, applicationId: 'CCA000007', creditFile: finding } });
  });
});

describe('SignCardAgreement', () => {
  it('signs once per key', async () => {
    const { port, calls } = bank();
    const sign = new SignCardAgreement(port);
    const [a, b] = await Promise.all([sign.execute('CCA000001', 'key-9'), sign.execute('CCA000001', 'key-9')]);
    expect(a).toEqual(b);
    expect(calls).toEqual(['key-9']);
  });
  it('sends the Re-authentication Security Code with the key it was asked under, and no code before the bank asks', async () => {
    const sent: unknown[] = [];
    const signed = { accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' };
    const sign = new SignCardAgreement({ sign: async (...args) => (sent.push(args), signed) });
    await sign.execute('CCA000001', 'key-9');
    expect(await sign.execute('CCA000001', 'key-9', { reauthenticationCode: '123456' })).toEqual({ kind: 'accepted', outcome: signed });
    expect(sent).toEqual([
      ['CCA000001', 'key-9', {}],
      ['CCA000001', 'key-9', { reauthenticationCode: '123456' }],
    ]);
  });
});

describe('LoadCardProducts and the APR solver', () => {
  const card = {
    id: 'FEE', name: 'Fee card', summary: 's', purchaseRate: 2290, variable: true, annualFee: 3000,
    limits: { minimum: 50_000, maximum: 1_000_000 }, balanceTransfer: null,
  };
  it('shows the equation’s 31.7% APR for 22.9% and a £30 fee, not a stated 28.0%, and reports the difference', async () => {
    const reported: Array<{ code: string }> = [];
    const port = { preEligibility: () => Promise.resolve({ eligible: true, reason: null }), products: () => Promise.resolve([{ ...card, representativeApr: 2800 }]) };
    const result = await new LoadCardProducts(port, { report: (e) => reported.push(e) }).execute();
    expect(result).toMatchObject({ ok: true, value: { products: [{ representativeApr: 3170 }] } });
    expect(reported).toEqual([
      { code: 'APR_DISAGREES', message: 'The bank states 2800 bp APR for FEE; the CONC App 1.1 equation gives 3170 bp', context: { productId: 'FEE' } },
    ]);
  });
  it('reports nothing when the bank’s figure agrees', async () => {
    const reported: unknown[] = [];
    const port = { preEligibility: () => Promise.resolve({ eligible: true, reason: null }), products: () => Promise.resolve([{ ...card, annualFee: 0, representativeApr: 2550 }]) };
    const result = await new LoadCardProducts(port, { report: (e) => reported.push(e) }).execute();
    expect(result).toMatchObject({ ok: true, value: { products: [{ representativeApr: 2550 }] } });
    expect(reported).toEqual([]);
  });
});
