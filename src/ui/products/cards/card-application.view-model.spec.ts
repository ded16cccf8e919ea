import { describe, expect, it } from 'vitest';
import { SequentialIdempotencyKeys } from '../../../adapters/fakes/sequential-idempotency-keys.adapter';
import { answerOf, type ConfirmAnswer } from '../../../core/journey/confirm-answer';
import type { CardApplicationInput, CardDecision, CardOptions } from '../../../core/products/cards/credit-card';
import { HttpFailure } from '../../../adapters/http/http-client';
import { CardApplicationViewModel, type CardUseCases } from './card-application.view-model';
import { cardFlow } from './card-journey';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';

const offer = { applicationId: 'CCA000001', productName: 'Everyday Credit Card', requestedLimit: 300000, creditLimit: 250000, purchaseRate: 2290, apr: 2550, variable: true, balanceTransfer: null };
const lost = () => Promise.reject(new HttpFailure({ code: 'FD999T', description: 'No answer' }));

function make(options: { loseFirstSubmit?: boolean; reauthenticateFirstSubmit?: boolean } = {}) {
  const submits: { input: CardApplicationInput; key: string; codes?: SigningCodesToSend }[] = [];
  let reauthenticate = options.reauthenticateFirstSubmit ?? false;
  const choices: { options: CardOptions; key: string }[] = [];
  let lose = options.loseFirstSubmit ?? false;
  const use: CardUseCases = {
    loadProducts: { execute: async () => ({ ok: true, value: { preEligibility: { eligible: true, reason: null }, products: [] } }) },
    loadAccounts: { execute: async () => ({ ok: true, value: [{ id: 'HK-CUR-001', name: 'Current Account', label: '40-12-76 41234567' }] }) },
    submit: {
      execute: (input, key, codes): Promise<ConfirmAnswer<CardDecision>> => {
        submits.push({ input, key, codes });
        if (reauthenticate) {
          reauthenticate = false;
          return answerOf(() => Promise.reject(new HttpFailure({ code: '0004', description: 'Re-authentication required.' })));
        }
        if (lose) {
          lose = false;
          return answerOf(lost);
        }
        return answerOf(async () => ({ kind: 'accepted' as const, offer }));
      },
    },
    chooseOptions: {
      execute: (_id, chosen, key) => {
        choices.push({ options: chosen, key });
        return answerOf(async () => chosen);
      },
    },
  };
  const keys = new SequentialIdempotencyKeys();
  const app = new CardApplicationViewModel(cardFlow(keys), keys, use);
  app.update({ productId: 'EVERYDAY', limit: '3000', employmentStatus: 'EMPLOYED', income: '30000', housing: '800', credit: '0', dependants: '0', sharesLivingCosts: 'no' });
  return { app, submits, choices };
}

describe('CardApplicationViewModel (the card application beside its journey)', () => {
  it('reads the typed entries as the application: whole pounds in pence', () => {
    const { app } = make();
    expect(app.input).toEqual({
      productId: 'EVERYDAY', requestedLimit: 300000, employmentStatus: 'EMPLOYED', annualIncome: 3000000, monthlyHousingCosts: 80000, monthlyCreditCommitments: 0, dependants: 0, sharesLivingCosts: false,
    });
    app.update({ income: '30000.50' });
    expect(app.input).toBeNull();
  });

  it('sends whether a partner or another adult shares the living costs; unanswered, there is no application to send', () => {
    const { app } = make();
    app.update({ sharesLivingCosts: 'yes' });
    expect(app.input).toMatchObject({ sharesLivingCosts: true });
    app.update({ sharesLivingCosts: '' });
    expect(app.input).toBeNull();
  });

  it("the entries are the kit's journey details; a limit changed on credit-limit after the offer closes only the pages after it", () => {
    const { app } = make();
    expect(app.journey.details).toMatchObject({ productId: 'EVERYDAY', limit: '3000', income: '30000' });
    for (const step of ['info', 'choice', 'credit-limit', 'apply/your-details', 'affordability']) app.journey.pass(step);
    expect(app.journey.canOpen('your-offer')).toBe(true);
    app.journey.show('credit-limit');
    app.update({ limit: '2000' });
    expect(app.journey.details).toMatchObject({ limit: '2000' });
    expect(['info', 'choice', 'credit-limit'].every((s) => app.journey.canOpen(s))).toBe(true);
    expect(['apply/your-details', 'affordability', 'your-offer'].some((s) => app.journey.canOpen(s))).toBe(false);
  });

  it('a double press sends the application once; the decision is on screen', async () => {
    const { app, submits } = make();
    await Promise.all([app.submit(), app.submit()]);
    expect(submits).toHaveLength(1);
    expect(app.decision).toEqual({ kind: 'accepted', offer });
    expect(app.offerId).toBe('CCA000001');
  });

  it('0004 to the application asks for the Re-authentication Security Code: nothing sent without it, then the code under the same key', async () => {
    const { app, submits } = make({ reauthenticateFirstSubmit: true });
    expect(app.applicationAsksForReauthentication).toBe(false);
    expect((await app.submit()).kind).toBe('reauthenticate');
    expect(app.applicationAsksForReauthentication).toBe(true);
    const notes: string[] = [];
    await app.submit({ codes: { reauthenticationCode: '' } }, (result) => notes.push(result.kind === 'not-sent' ? result.reason : result.kind));
    expect(notes).toEqual(['invalid-code']);
    expect(submits).toHaveLength(1);
    expect((await app.submit({ codes: { reauthenticationCode: '123456' } })).kind).toBe('accepted');
    expect(submits.map((s) => s.codes)).toEqual([{}, { reauthenticationCode: '123456' }]);
    expect(new Set(submits.map((s) => s.key)).size).toBe(1);
    expect(app.decision).toEqual({ kind: 'accepted', offer });
  });

  it('a lost answer freezes the entries; the retry carries the same key', async () => {
    const { app, submits } = make({ loseFirstSubmit: true });
    expect((await app.submit()).kind).toBe('unknown');
    expect(app.applicationFrozen).toBe(true);
    app.update({ income: '99999' });
    expect(app.details.income).toBe('30000');
    expect((await app.submit()).kind).toBe('accepted');
    expect(submits.map((s) => s.key)).toEqual(['key-1', 'key-1']);
  });

  it('what is reviewed is what is sent: after a lost answer the retry sends the application reviewed, not entries changed behind the page since', async () => {
    const { app, submits } = make({ loseFirstSubmit: true });
    expect((await app.submit()).kind).toBe('unknown');
    const reviewed = submits[0]?.input;
    // The journey's own store takes changes (its signing is not frozen): the application's freeze is the view model's.
    app.journey.update({ income: '99999', limit: '2000' });
    expect(app.details.income).toBe('99999');
    expect((await app.submit()).kind).toBe('accepted');
    expect(submits.map((s) => [s.key, s.input])).toEqual([
      ['key-1', reviewed],
      ['key-1', reviewed],
    ]);
  });

  it('entries changed after the decision: no decision on screen, and sending again is a new application with a new key', async () => {
    const { app, submits } = make();
    await app.submit();
    app.update({ limit: '2000' });
    expect(app.decision).toBeNull();
    await app.submit();
    expect(submits.map((s) => [s.key, s.input.requestedLimit])).toEqual([
      ['key-1', 300000],
      ['key-2', 200000],
    ]);
    expect(app.decision).toEqual({ kind: 'accepted', offer });
  });

  it('the choices need all answers (none pre-selected); they are sent once, and changed choices get a new key', async () => {
    const { app, choices } = make();
    await app.submit();
    await app.loadAccounts();
    expect(app.details).toMatchObject({ increases: '', repayment: '', fixedAmount: '', accountId: 'HK-CUR-001' });
    expect(app.chosen).toBeNull();
    app.choose({ increases: 'opt-out', repayment: 'minimum' });
    expect(app.chosen).toEqual({ creditLimitIncreases: 'opt-out', repayment: { kind: 'minimum' }, repaymentAccountId: 'HK-CUR-001' });
    await Promise.all([app.sendOptions(), app.sendOptions()]);
    expect(app.optionsAccepted).toBe(true);
    app.choose({ repayment: 'fixed', fixedAmount: '100' });
    expect(app.optionsAccepted).toBe(false);
    await app.sendOptions();
    expect(choices.map((c) => [c.key, c.options.repayment])).toEqual([
      ['key-2', { kind: 'minimum' }],
      ['key-3', { kind: 'fixed', amount: 10000 }],
    ]);
  });

  it('signing goes through the journey: a double press signs once, and then only complete opens', async () => {
    const { app } = make();
    let signs = 0;
    app.journey.beginReview({ applicationId: 'CCA000001' });
    const sign = () =>
      app.journey.confirm(() => {
        signs += 1;
        return answerOf(async () => ({ accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' }));
      });
    await Promise.all([sign(), sign()]);
    expect(signs).toBe(1);
    expect(app.journey.canOpen('agreement')).toBe(false);
    expect(app.journey.canOpen('complete')).toBe(true);
  });

  it('signing sends the application reviewed on the agreement page, not the offer at the press; nothing before a review', async () => {
    const { app } = make();
    const signed: string[] = [];
    const signing = {
      execute: (applicationId: string) => {
        signed.push(applicationId);
        return answerOf(async () => ({ accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' }));
      },
    };
    expect(await app.sign(signing)).toBeNull();
    await app.submit();
    expect(app.offerId).toBe('CCA000001');
    app.journey.beginReview({ applicationId: 'CCA000007', options: JSON.stringify(app.chosen) });
    expect(await app.sign(signing)).toMatchObject({ kind: 'accepted' });
    expect(signed).toEqual(['CCA000007']);
  });

  it('a press of "I agree" before the agreement page began its review signs the offer on screen, once, never nothing', async () => {
    const { app } = make();
    const signed: string[] = [];
    const signing = {
      execute: (applicationId: string) => {
        signed.push(applicationId);
        return answerOf(async () => ({ accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' }));
      },
    };
    await app.submit();
    expect(app.journey.idempotencyKey).toBeNull();
    expect(await app.sign(signing)).toMatchObject({ kind: 'accepted' });
    expect(signed).toEqual(['CCA000001']);
  });
});
