import { describe, expect, it } from 'vitest';
import { SequentialIdempotencyKeys } from '../../../adapters/fakes/sequential-idempotency-keys.adapter';
import type { ConfirmAnswer } from '../../../core/journey/confirm-answer';
import { inMemoryJournal } from '../../../core/never-twice/in-memory-journal';
import type { Pence } from '../../../core/accounts/money';
import type { LoanApplication, LoanApplied } from '../../../core/products/loans/personal-loan';
import type { ApplyForLoan, LoadLoanAgreement } from '../../../core/products/loans/personal-loans.use-cases';
import { LoanDecisionViewModel } from './loan-decision.view-model';
import { loanFlow } from './loan-journey';

const application = (applicationId: string): LoanApplication => ({ applicationId, accountId: 'HK-CUR-001', amount: 600_000 as Pence, termMonths: 24 });
const applied = (applicationId: string) => ({ kind: 'accepted', outcome: { applicationId, loanAccountId: 'PL-LN-000001' } as unknown as LoanApplied }) as const;

/** The bank's side of 'I agree – sign the agreement': what each try sent, and answers the test hands over when it chooses. */
function bank() {
  const tries: { key: string; application: LoanApplication }[] = [];
  const answers: ((answer: ConfirmAnswer<LoanApplied>) => void)[] = [];
  const apply = {
    execute: (sent: LoanApplication, key: string) => {
      tries.push({ key, application: sent });
      return new Promise<ConfirmAnswer<LoanApplied>>((resolve) => answers.push(resolve));
    },
  } as unknown as ApplyForLoan;
  const vm = new LoanDecisionViewModel(apply, { execute: async () => ({ ok: false, error: { code: 'FD001T', description: '' } }) } as unknown as LoadLoanAgreement);
  return { vm, tries, answer: (i: number, answer: ConfirmAnswer<LoanApplied>) => answers[i]?.(answer) };
}

describe('signing a loan: what is reviewed is what is sent', () => {
  it('sends the application on screen, once, under the key of its review', async () => {
    const { vm, tries, answer } = bank();
    const journey = loanFlow(new SequentialIdempotencyKeys(), inMemoryJournal('demo.hardkey'));
    const signing = vm.sign(journey, application('PLA000001'));
    answer(0, applied('PLA000001'));
    expect(await signing).toMatchObject({ kind: 'accepted' });
    expect(tries).toEqual([{ key: journey.idempotencyKey, application: application('PLA000001') }]);
  });

  it('a new quote for a loan still being signed: the press sends nothing; once the first has its answer, Try again sends the first application under its key', async () => {
    const { vm, tries, answer } = bank();
    const keys = new SequentialIdempotencyKeys();
    const journal = inMemoryJournal('demo.hardkey');
    const first = loanFlow(keys, journal);
    const firstSigning = vm.sign(first, application('PLA000001'));
    // The customer left while it was being signed and asked for the same loan again: a new quote.
    const again = loanFlow(keys, journal);
    expect(await vm.sign(again, application('PLA000002'))).toBeNull();
    expect(again.frozen).toBe(true);
    expect(tries).toHaveLength(1);
    answer(0, applied('PLA000001'));
    await firstSigning;
    const retry = vm.sign(again, application('PLA000002'));
    answer(1, applied('PLA000001'));
    expect(await retry).toMatchObject({ kind: 'accepted', outcome: { applicationId: 'PLA000001' } });
    expect(tries).toEqual([
      { key: first.idempotencyKey, application: application('PLA000001') },
      { key: first.idempotencyKey, application: application('PLA000001') },
    ]);
  });
});
