import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../test/contract/support/openapi-contract';
import { FakeAccounts } from './fake-accounts.adapter';
import type { WireAnswers } from './wire-answers';

/**
 * Issue 32 item 6: every answer an in-memory fake gave, as the bank's JSON before the HTTP adapter's
 * mapper read it, keeps openapi/bank.yaml (ajv, JSON Schema 2020-12, the contract tests' own
 * validator). Each fake is driven through its port, so the answers it computes are checked as well as
 * its seed. docs/api/fakes.md says which fakes are covered.
 */
const apiBase = '/gateway/api';

function problems(wire: WireAnswers): string[] {
  return wire.answers.flatMap((a) =>
    checkAnswer({ method: a.method, url: `${apiBase}${a.path}`, status: 200, contentType: 'application/json', body: JSON.stringify(a.body) }),
  );
}

/** The operations (method and path) the fake answered, so a test sees the calls it meant to check were made. */
const operations = (wire: WireAnswers) => [...new Set(wire.answers.map((a) => `${a.method} ${a.path}`))].sort();

describe('the fakes answer in the shapes of openapi/bank.yaml', () => {
  it('accounts: the list, transactions, upcoming, pending, interest rates, card payment info, statements, status, marketing', async () => {
    const fake = new FakeAccounts();
    await fake.interestRates('ACC-SAV-1');
    await fake.creditCardPaymentInfo('ACC-CC-1');
    await fake.statements('ACC-CUR-1');
    expect(operations(fake.wire)).toEqual([
      'GET /v1/accounts/ACC-CUR-1/statements',
      'GET /v1/accounts/ACC-CUR-1/transactions',
      'GET /v1/accounts/ACC-SAV-1/interest-rates',
      'GET /v1/cards/pending-authorisations',
      'GET /v1/credit-cards/ACC-CC-1/payment-info',
      'GET /v1/marketing/placements',
      'GET /v1/status',
      'GET /v1/upcoming-transactions',
      'GET /v12/accounts',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });
});
