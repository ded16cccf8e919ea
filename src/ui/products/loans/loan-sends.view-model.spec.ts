import { describe, expect, it } from 'vitest';
import type { LoanCustomerDetails, LoanQuote, LoanRequest } from '../../../core/products/loans/personal-loan';
import type { GetLoanQuote, SaveLoanCustomerDetails } from '../../../core/products/loans/personal-loans.use-cases';
import type { Result } from '../../../core/shared/result';
import { LoanCustomerDetailsViewModel } from './loan-customer-details.view-model';
import { LoanRequestViewModel } from './loan-request.view-model';

/** An answer the test hands over when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const quote = { monthlyRepayment: 238.03 } as unknown as LoanQuote;
const request = { amount: 10_000, termMonths: 48 } as unknown as LoanRequest;
const details = {} as LoanCustomerDetails;

describe("the loan pages' sends under StrictMode's start → dispose → start (docs/architecture.md \"A view model's runs\")", () => {
  it('a quote asked for after the effect was cleaned up once lands', async () => {
    const vm = new LoanRequestViewModel({ execute: async () => ({ ok: true, value: quote }) } as unknown as GetLoanQuote);
    vm.dispose(); // StrictMode's first cleanup; the page stays
    expect(await vm.quote(request)).toBe(quote);
    expect(vm.sending).toBe(false);
  });

  it('a quote still out when the page goes is dropped', async () => {
    const answer = deferred<Result<LoanQuote>>();
    const vm = new LoanRequestViewModel({ execute: () => answer.promise } as unknown as GetLoanQuote);
    const pending = vm.quote(request);
    vm.dispose();
    answer.resolve({ ok: false, error: { code: 'FD001T', description: 'x' } });
    expect(await pending).toBeNull();
    expect(vm.error).toBeNull();
  });

  it('customer details sent after the effect was cleaned up once land; sent when the page goes, dropped', async () => {
    const vm = new LoanCustomerDetailsViewModel({ execute: async () => ({ ok: true, value: undefined }) } as unknown as SaveLoanCustomerDetails);
    vm.dispose();
    expect(await vm.send('APP-1', details)).toBe(true);
    expect(vm.sending).toBe(false);

    const answer = deferred<Result<void>>();
    const leaving = new LoanCustomerDetailsViewModel({ execute: () => answer.promise } as unknown as SaveLoanCustomerDetails);
    const pending = leaving.send('APP-1', details);
    leaving.dispose();
    answer.resolve({ ok: false, error: { code: 'FD001T', description: 'x' } });
    expect(await pending).toBe(false);
    expect(leaving.error).toBeNull();
  });
});
