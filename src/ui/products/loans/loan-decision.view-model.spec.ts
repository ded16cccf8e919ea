import { describe, expect, it } from 'vitest';
import { SequentialIdempotencyKeys } from '../../../adapters/fakes/sequential-idempotency-keys.adapter';
import type { ConfirmAnswer } from '../../../core/journey/confirm-answer';
import { inMemoryJournal } from '../../../core/never-twice/in-memory-journal';
import type { Pence } from '../../../core/accounts/money';
import type { LoanApplication, LoanApplied, LoanQuote } from '../../../core/products/loans/personal-loan';
import type { ApplyForLoan, LoadLoanAgreement } from '../../../core/products/loans/personal-loans.use-cases';
import { LoanDecisionViewModel } from './loan-decision.view-model';
import { loanFlow } from './loan-journey';

const quote = (applicationId: string, amount = 600_000, monthlyRepayment = 26_850): LoanQuote =>
  ({ applicationId, amount: amount as Pence, termMonths: 24, purpose: 'CAR', monthlyRepayment: monthlyRepayment as Pence }) as unknown as LoanQuote;
const application = (applicationId: string, amount = 600_000, accountId = 'HK-CUR-001'): LoanApplication => ({ applicationId, accountId, amount: amount as Pence, termMonths: 24 });
const applied = (applicationId: string) => ({ kind: 'accepted', outcome: { applicationId, loanAccountId: 'PL-LN-000001' } as unknown as LoanApplied }) as const;

/** The bank's side of 'I agree – sign the agreement': what each try sent, and answers the test hands over when it chooses; a page's view model per mount. */
function bank() {
  const tries: { key: string; application: LoanApplication }[] = [];
  const answers: ((answer: ConfirmAnswer<LoanApplied>) => void)[] = [];
  const apply = {
    execute: (sent: LoanApplication, key: string) => {
      tries.push({ key, application: sent });
      return new Promise<ConfirmAnswer<LoanApplied>>((resolve) => answers.push(resolve));
    },
  } as unknown as ApplyForLoan;
  const page = () => new LoanDecisionViewModel(apply, { execute: async () => ({ ok: false, error: { code: 'FD001T', description: '' } }) } as unknown as LoadLoanAgreement);
  return { page, tries, answer: (i: number, answer: ConfirmAnswer<LoanApplied>) => answers[i]?.(answer) };
}

describe('signing a loan: what is reviewed is what is sent and what is drawn', () => {
  it('sends the application on screen, once, under the key of its review', async () => {
    const { page, tries, answer } = bank();
    const vm = page();
    const journey = loanFlow(new SequentialIdempotencyKeys(), inMemoryJournal('demo.hardkey'));
    vm.review({ quote: quote('PLA000001'), accountId: 'HK-CUR-001' });
    const signing = vm.sign(journey);
    answer(0, applied('PLA000001'));
    expect(await signing).toMatchObject({ kind: 'accepted' });
    expect(tries).toEqual([{ key: journey.idempotencyKey, application: application('PLA000001') }]);
  });

  it('draws and signs the snapshot taken when the page showed it, not entries changed since', async () => {
    const { page, tries, answer } = bank();
    const vm = page();
    const journey = loanFlow(new SequentialIdempotencyKeys(), inMemoryJournal('demo.hardkey'));
    vm.review({ quote: quote('PLA000001'), accountId: 'HK-CUR-001' });
    // The journey's entries change under the page (another tab of the flow, a late answer): the page keeps its snapshot.
    vm.review({ quote: quote('PLA000001', 900_000, 40_275), accountId: 'HK-SAV-002' });
    expect(vm.reviewed?.quote).toEqual({ amount: 600_000, termMonths: 24, monthlyRepayment: 26_850 });
    const signing = vm.sign(journey);
    answer(0, applied('PLA000001'));
    await signing;
    expect(tries.map((t) => t.application)).toEqual([application('PLA000001')]);
  });

  it('nothing to sign before the page has an application: nothing sent', async () => {
    const { page, tries } = bank();
    const vm = page();
    vm.review({ quote: null, accountId: 'HK-CUR-001' });
    vm.review({ quote: quote('PLA000001'), accountId: '' });
    expect(vm.reviewed).toBeNull();
    expect(await vm.sign(loanFlow(new SequentialIdempotencyKeys(), inMemoryJournal('demo.hardkey')))).toBeNull();
    expect(tries).toEqual([]);
  });

  it('a new quote for a loan still being signed: the press sends nothing; once the first has its answer, Try again sends the first application under its key', async () => {
    const { page, tries, answer } = bank();
    const keys = new SequentialIdempotencyKeys();
    const journal = inMemoryJournal('demo.hardkey');
    const first = loanFlow(keys, journal);
    const firstPage = page();
    firstPage.review({ quote: quote('PLA000001'), accountId: 'HK-CUR-001' });
    const firstSigning = firstPage.sign(first);
    // The customer left while it was being signed and asked for the same loan again: a new quote.
    const again = loanFlow(keys, journal);
    const againPage = page();
    againPage.review({ quote: quote('PLA000002'), accountId: 'HK-CUR-001' });
    expect(await againPage.sign(again)).toBeNull();
    expect(again.frozen).toBe(true);
    expect(tries).toHaveLength(1);
    answer(0, applied('PLA000001'));
    await firstSigning;
    const retry = againPage.sign(again);
    answer(1, applied('PLA000001'));
    expect(await retry).toMatchObject({ kind: 'accepted', outcome: { applicationId: 'PLA000001' } });
    expect(tries).toEqual([
      { key: first.idempotencyKey, application: application('PLA000001') },
      { key: first.idempotencyKey, application: application('PLA000001') },
    ]);
  });
});
