import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../test/contract/support/openapi-contract';
import type { BankMessage } from '../../core/messages/bank-message';
import type { NewPayee, PaymentInstruction } from '../../core/move-money/move-money';
import { FakeAccounts } from './fake-accounts.adapter';
import { FakeCreditCards } from './fake-credit-cards.adapter';
import { FakeDocuments } from './fake-documents.adapter';
import { FakeInbox } from './fake-inbox.adapter';
import { FakeManageMoney } from './fake-manage-money.adapter';
import { FakeMessages } from './fake-messages.adapter';
import { FakeMoveMoney } from './fake-move-money.adapter';
import { FakeMyDetails } from './fake-my-details.adapter';
import { FakeOpenBanking } from './fake-open-banking.adapter';
import { FakeSavings } from './fake-savings.adapter';
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
    checkAnswer({
      method: a.method,
      url: `${apiBase}${a.path}`,
      status: a.status,
      ...(a.body === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(a.body) }),
    }),
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

  it('move money: token type, payees, secondary reference, Confirmation of Payee, international, and each kind of confirmation', async () => {
    const fake = new FakeMoveMoney();
    await fake.needsSecondaryReference('070093', '33333334');
    await fake.needsSecondaryReference('200000', '55779911');
    await fake.startInternational('ACC-CUR-1');
    const jane: NewPayee = { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'personal' };
    const payees: NewPayee[] = [
      jane,
      { ...jane, name: 'Jane Smyth' },
      { ...jane, accountType: 'business' },
      { ...jane, name: 'Someone Else' },
      { ...jane, sortCode: '999999' },
      { name: 'Roll', sortCode: '070093', accountNumber: '33333334', accountType: 'personal', secondaryReference: 'ROLL1234' },
    ];
    for (const payee of payees) await fake.checkPayee(payee);
    const base = { fromAccountId: 'ACC-CUR-1', amountPence: 2500, reference: 'DINNER' };
    const company = { id: 'MB-1', name: 'British Gas', sortCode: '400000', accountNumber: '12345678', referenceLabel: 'Customer number', signWith: 'reference' as const };
    const saved = (await fake.savedPayees())[0]!;
    const instructions: PaymentInstruction[] = [
      { ...base, kind: 'transfer', target: { kind: 'own-account', accountId: 'ACC-SAV-1', name: 'Bonus Saver' } },
      { ...base, kind: 'existing-payee', target: { kind: 'saved-payee', payee: saved } },
      { ...base, kind: 'new-payee', target: { kind: 'new-payee', payee: jane } },
      { ...base, kind: 'company', target: { kind: 'company', company } },
      {
        ...base,
        kind: 'standing-order-person',
        target: { kind: 'new-payee', payee: jane },
        schedule: { frequency: 'monthly', firstPaymentDate: '2026-12-01', end: { kind: 'until-further-notice' } },
      },
    ];
    for (const [i, instruction] of instructions.entries()) await fake.confirm(instruction, `key-${i}`, { transactionCode: '123456' });
    const refusals = [
      fake.confirm(instructions[2]!, 'key-olr', { transactionCode: '000000' }),
      fake.confirm({ ...instructions[1]!, amountPence: 99_999 }, 'key-brc', {}),
      fake.confirm({ ...instructions[0]!, amountPence: 1_000_000 }, 'key-0004', {}),
    ];
    for (const [i, code] of ['OLR_0043', 'BRC-109', '0004'].entries()) await expect(refusals[i]).rejects.toMatchObject({ error: { code } });
    expect(operations(fake.wire)).toEqual([
      'GET /v1/beneficiaries',
      'GET /v1/move-money/token-type',
      'POST /legacy/create-beneficiary-adhoc',
      'POST /legacy/create-beneficiary-major',
      'POST /legacy/create-beneficiary-standing-order',
      'POST /v1/confirmation-of-payee',
      'POST /v1/international/data-transfer/session',
      'POST /v1/payments',
      'POST /v1/secondary-reference-account-checks',
      'POST /v1/transfers',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('savings: Regular Saver and Cash ISA offers, applications (eligible, then held), ISA checks and documents', async () => {
    const fake = new FakeSavings();
    await fake.regularSaverEligibility();
    await fake.sourceAccounts('regular-saver');
    await fake.countryCodes();
    await fake.nationalityCodes();
    await fake.productDocuments('regular-saver');
    await fake.applyForRegularSaver({ monthlyAmount: 5000, paymentDay: 15, fromAccountId: 'AK-CUR-001', nationality: 'GB', taxResidence: 'GB' }, 'k1');
    await fake.regularSaverEligibility();
    await fake.cashIsaProduct();
    await fake.cashIsaEligibility();
    await fake.checkIsaDetails('QQ123456C');
    await fake.checkIsaDetails('QQ999999D');
    await fake.applicantDetails();
    await fake.applyForCashIsa({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 10_000, fromAccountId: 'AK-CUR-001', taxYear: '2026/27' }, 'k2');
    await fake.cashIsaEligibility();
    expect(operations(fake.wire)).toEqual([
      'GET /v1/products/cash-isa/applicant-details',
      'GET /v1/products/cash-isa/eligibility',
      'GET /v1/products/cash-isa/product-information',
      'GET /v1/products/country-codes',
      'GET /v1/products/country-nationality-codes',
      'GET /v1/products/regular-saver/documents',
      'GET /v1/products/regular-saver/eligibility',
      'GET /v1/products/regular-saver/source-accounts',
      'POST /v1/products/cash-isa/applications',
      'POST /v1/products/cash-isa/eligibility',
      'POST /v1/products/regular-saver/applications',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('inbox: unread count, both lists, a message of each, read, delete, reply, send allowed and refused', async () => {
    const fake = new FakeInbox();
    await fake.unreadCount();
    await fake.list('received');
    await fake.list('sent');
    await fake.message('received', 'R-001');
    await fake.message('sent', 'S-001');
    await fake.markRead('R-001');
    await fake.remove('received', 'R-003');
    await fake.remove('sent', 'S-001');
    await fake.sendReply({ messageType: 'MAKE_COMPLAINT', messageText: 'Please call me.' }, 'k1');
    await fake.sendAllowed();
    fake.sendAllowedAnswer = false;
    await expect(fake.sendAllowed()).rejects.toMatchObject({ error: { code: 'FD001T' } });
    await fake.list('sent');
    expect(operations(fake.wire)).toEqual([
      'DELETE /v1/inbox/messages/R-003',
      'DELETE /v1/sent-items/S-001',
      'GET /v1/inbox/messages',
      'GET /v1/inbox/messages/R-001',
      'GET /v1/inbox/unread-count',
      'GET /v1/messages/send-allowed',
      'GET /v1/sent-items',
      'GET /v1/sent-items/S-001',
      'PATCH /v1/inbox/messages/R-001',
      'POST /v1/messages',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('messages to the bank: a message and each of the four forms', async () => {
    const fake = new FakeMessages();
    const kinds = ['message', 'dispute-transaction', 'change-credit-limit', 'card-limit-change-response', 'travel'] as const;
    for (const kind of kinds) await fake.send({ kind } as BankMessage, `k-${kind}`);
    expect(operations(fake.wire)).toEqual([
      'POST /v1/messages',
      'POST /v1/messages/card-limit-change-response',
      'POST /v1/messages/change-credit-limit',
      'POST /v1/messages/dispute-transaction',
      'POST /v1/messages/travel',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('my documents: the list, before and after one is opened', async () => {
    const fake = new FakeDocuments();
    await fake.list('20241127');
    await fake.document('D-001');
    await fake.list('20241127');
    expect(operations(fake.wire)).toEqual(['GET /v1/my-documents']);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('my details: the profile, the statement preferences, and a change of each', async () => {
    const fake = new FakeMyDetails();
    await fake.profile();
    await fake.statementPreferences();
    await fake.changeEmail('alex@example.org', '123456', 'k1');
    await fake.changeStatementPreferences([{ accountId: 'HK-SAV-003', preference: 'online' }], 'k2');
    await fake.profile();
    await fake.statementPreferences();
    expect(operations(fake.wire)).toEqual(['GET /v1/statement-preferences', 'GET /v2/customers/profile', 'POST /v1/statement-preferences', 'POST /v2/customers/email-address']);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('open banking: both consent lists and the request (the seed), a revocation, an approval and a refusal', async () => {
    const fake = new FakeOpenBanking();
    await fake.revoke('F-AIS-1', 'k1');
    await fake.answerAuthorisation('AIS-DEMO-1', { decision: 'approve', accountIds: ['F-CUR'], reauthenticationCode: '123456' }, 'k2');
    await fake.answerAuthorisation('AIS-DEMO-1', { decision: 'decline' }, 'k3');
    expect(operations(fake.wire)).toEqual([
      'DELETE /v1/open-banking/consents/F-AIS-1',
      'GET /v1/open-banking/authorisations/AIS-DEMO-1',
      'GET /v1/open-banking/consents/active',
      'GET /v1/open-banking/consents/expired',
      'POST /v1/open-banking/authorisations/AIS-DEMO-1',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('manage money: regular payments, payees and future payments (the seed), and the answer to each change', async () => {
    const fake = new FakeManageMoney();
    await fake.amendStandingOrder('SO-1', { amount: 30000, nextPaymentDate: '2026-12-01', frequency: 'MONTHLY', reference: 'RENT SHARE', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' } }, 'k1', {});
    await fake.transferStandingOrder('SO-2', 'ACC-SAV-1', 'k2');
    await fake.cancelRegularPayment({ id: 'SO-1', type: 'standing-order' }, 'k3');
    await fake.cancelRegularPayment({ id: 'DD-1', type: 'direct-debit' }, 'k4');
    await fake.deletePayee('BEN-2', 'k5');
    await fake.stopFuturePayment('FP-1', 'k6');
    expect(operations(fake.wire)).toEqual([
      'DELETE /v1/beneficiaries/BEN-2',
      'DELETE /v1/direct-debits/DD-1',
      'DELETE /v1/future-payments/FP-1',
      'DELETE /v1/standing-orders/SO-1',
      'GET /v1/accounts/ACC-CUR-1/future-payments',
      'GET /v1/accounts/ACC-CUR-1/regular-payments',
      'GET /v1/beneficiaries',
      'PATCH /v1/standing-orders/SO-1',
      'POST /v1/standing-orders/SO-2/transfer',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });

  it('credit cards: products, eligibility, and an application through each state to a signed card; a declined one', async () => {
    const fake = new FakeCreditCards();
    await fake.preEligibility();
    await fake.eligibility();
    const declined = (await fake.startApplication('EVERYDAY', 100000, 'k0')).applicationId;
    await fake.applicantDetails(declined, { employmentStatus: 'STUDENT', annualIncome: 500000, monthlyHousingCosts: 0, monthlyCreditCommitments: 0, dependants: 0 }, 'k0a');
    await fake.decide(declined, 'k0b');
    const { applicationId } = await fake.startApplication('BALANCE_TRANSFER', 200000, 'k1');
    await fake.applications();
    await fake.applicantDetails(applicationId, { employmentStatus: 'EMPLOYED', annualIncome: 6000000, monthlyHousingCosts: 90000, monthlyCreditCommitments: 10000, dependants: 1 }, 'k2');
    expect(await fake.decide(applicationId, 'k3')).toBe('accepted');
    await fake.offer(applicationId);
    await fake.applicationStatus(applicationId);
    await fake.repaymentAccounts();
    await fake.chooseOptions(applicationId, { creditLimitIncreases: 'opt-in', repayment: { kind: 'fixed', amount: 5000 }, repaymentAccountId: 'HK-CUR-001' }, 'k4');
    await fake.applicationStatus(applicationId);
    await fake.preContractInformation(applicationId);
    await fake.unsignedAgreement(applicationId);
    await fake.sign(applicationId, 'k5');
    await fake.applicationStatus(applicationId);
    await fake.applications();
    const id = 'CCA000002';
    expect(operations(fake.wire)).toEqual([
      'GET /v1/credit-cards',
      'GET /v1/credit-cards/accounts',
      'GET /v1/credit-cards/applications',
      `GET /v1/credit-cards/applications/${id}`,
      `GET /v1/credit-cards/applications/${id}/agreements/unsigned`,
      `GET /v1/credit-cards/applications/${id}/offers`,
      `GET /v1/credit-cards/applications/${id}/pre-contract-information`,
      'GET /v1/credit-cards/pre-eligibility',
      `PATCH /v1/credit-cards/applications/${id}`,
      'POST /v1/credit-cards/applications',
      'POST /v1/credit-cards/applications/CCA000001/applicant-details',
      'POST /v1/credit-cards/applications/CCA000001/decisions',
      `POST /v1/credit-cards/applications/${id}/agreements`,
      `POST /v1/credit-cards/applications/${id}/applicant-details`,
      `POST /v1/credit-cards/applications/${id}/decisions`,
      'POST /v1/credit-cards/eligibility',
    ]);
    expect(problems(fake.wire)).toEqual([]);
  });
});
