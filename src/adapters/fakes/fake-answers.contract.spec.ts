// @vitest-environment jsdom
// (jsdom: the help mapper reads answers with DOMParser; the time-zone projects run .ts specs in node.)
import { describe, expect, it } from 'vitest';
import { checkAnswer, checkSchema, documentedOperations, findOperation, operationName } from '../../../test/contract/support/openapi-contract';
import type { BankMessage } from '../../core/messages/bank-message';
import type { NewPayee, PaymentInstruction } from '../../core/move-money/move-money';
import type { AppError } from '../../core/shared/result';
import { FakeAccounts } from './fake-accounts.adapter';
import { FakeAccountNicknames } from './fake-account-nicknames.adapter';
import { FakeCreditCards } from './fake-credit-cards.adapter';
import { FakeDocuments } from './fake-documents.adapter';
import { FakeInbox } from './fake-inbox.adapter';
import { FakeManageMoney } from './fake-manage-money.adapter';
import { FakeMessages } from './fake-messages.adapter';
import { FakeMoveMoney } from './fake-move-money.adapter';
import { FakeMyDetails } from './fake-my-details.adapter';
import { FakeOpenBanking } from './fake-open-banking.adapter';
import { FakeSavings } from './fake-savings.adapter';
import { ContentFileKinds } from '../../core/content/content';
import { ContentFailure, ContentFailureMessages } from '../../core/content/content-failure';
import { IdentityServiceFailure } from '../../core/identity/identity-service.port';
import { IdentityStepNames } from '../../core/identity/identity-step';
import { FakeBankHolidays } from './fake-bank-holidays.adapter';
import { FakeContent } from './fake-content.adapter';
import { FakeHelpHub, FakeIbStatus } from './fake-help.adapter';
import { DemoMemorableAnswer, DemoPassword, FakeIdentityService, passwordCharacter } from './fake-identity.adapter';
import { FakeSessionApi } from './fake-session.adapter';
import { FakePersonalLoans } from '../products/loans/fake-personal-loans.adapter';
import { WireAnswers, WireBases, type WireAnswer, type WireSchemas } from './wire-answers';

/**
 * every answer an in-memory fake gave, as the bank's JSON before the HTTP adapter's
 * mapper read it, keeps openapi/bank.yaml (ajv, JSON Schema 2020-12, the contract tests' own
 * validator). Each fake is driven through its port, so the answers it computes are checked as well as
 * its seed. docs/api/fakes.md says which fakes are covered.
 */
/** Where the answer was, as the document's paths have it: under apiBase without its base, content and identity with theirs. */
const where = (a: WireAnswer) => `${a.base === 'api' ? '' : WireBases[a.base]}${a.path}`;

function problems(wire: WireAnswers): string[] {
  return wire.answers.flatMap((a) => [
    ...checkAnswer({
      method: a.method,
      url: `${WireBases[a.base]}${a.path}`,
      status: a.status,
      contentType: a.contentType,
      ...(a.body === undefined ? {} : { body: JSON.stringify(a.body) }),
    }),
    ...(a.schema ? checkSchema(a.schema, a.body, `${a.method} ${where(a)} (${a.schema})`) : []),
  ]);
}

/** Two fakes' answers as one record (help's hubs and the internet banking status). */
function merged(...wires: WireAnswers[]): WireAnswers {
  const all = new WireAnswers();
  all.answers.push(...wires.flatMap((w) => w.answers));
  return all;
}

const isEnvelope = (body: unknown): body is WireSchemas['ErrorEnvelope'] =>
  typeof body === 'object' && body !== null && (body as { header?: { statusCode?: unknown } }).header?.statusCode === 'E001';

/** The error envelopes recorded (forced failures and the bank's refusals), as `METHOD path status code`, in order. */
const failures = (wire: WireAnswers) =>
  wire.answers.flatMap((a) => (isEnvelope(a.body) ? [`${a.method} ${where(a)} ${a.status} ${a.body.header.errorMsg[0]?.code ?? ''}`] : []));

/**
 * One area: `drive` takes a fake through its port (seed, computed answers, forced failures) and gives
 * back what it recorded; `failures` are the error envelopes it must have recorded.
 */
interface Area {
  name: string;
  drive: () => Promise<WireAnswers>;
  failures: string[];
}


/** The failure a spec forces on a fake: the generic code; no status, so the envelope comes on a 500. */
const forced: AppError = { code: 'FD001T', description: 'Forced by the spec' };

/**
 * What no fake answers on the wire, each with the reason. Every other operation of the document must be
 * answered by some fake driven below: the operations checked are read from the document, so a new one
 * is seen without being listed here.
 */
const notFaked: { pattern: RegExp; why: string }[] = [
  { pattern: /^[A-Z]+ \/gateway\/idv\/(?!logon|logoff|force-token-selection|activation\/choose)/, why: 'the fake identity service stands for the log-on pages only; the identity flows are contract- and e2e-tested against the demo bank' },
  { pattern: /^GET \/gateway\/api\/v12\/accounts\/\{accountId\}$/, why: 'FakeAccounts.byId reads the list it keeps (its answers recorded under GET /v12/accounts)' },
  { pattern: /(\/pdf|^GET \/gateway\/api\/v1\/my-documents\/\{documentId\})$/, why: 'a PDF is not JSON: only the loan fake records its two, which the loans row drives' },
  { pattern: /^[A-Z]+ \/gateway\/api\/v1\/customer\/details$/, why: 'the app never calls it: the ledger keeps the details behind the profile and preferences calls (docs/api/ledger.md)' },
  { pattern: /^POST \/gateway\/api\/v1\/international\/data-transfer\/launch$/, why: "the browser's form post that hands over to the international service: no answer the app reads" },
  { pattern: /^GET \/gateway\/api\/v1\/open-banking\/authorisations\/\{authState\}\/provider$/, why: 'FakeOpenBanking.endedProviders holds domain values a spec sets (docs/api/fakes.md)' },
];
const excused = (operation: string) => notFaked.some((n) => n.pattern.test(operation));

const areas: Area[] = [
  {
    name: 'accounts: the list, transactions, upcoming, pending, interest rates, card payment info, statements, status, marketing',
    drive: async () => {
      const fake = new FakeAccounts();
      await fake.interestRates('ACC-SAV-1');
      await fake.creditCardPaymentInfo('ACC-CC-1');
      await fake.statements('ACC-CUR-1');
      fake.failWith('transactions', forced);
      await expect(fake.transactions('ACC-CUR-1')).rejects.toMatchObject({ error: forced });
      fake.failWith('statements', { ...forced, status: 503 });
      await expect(fake.statements('ACC-CUR-1')).rejects.toMatchObject({ error: { code: 'FD001T' } });
      return fake.wire;
    },
    failures: ['GET /v1/accounts/ACC-CUR-1/transactions 500 FD001T', 'GET /v1/accounts/ACC-CUR-1/statements 503 FD001T'],
  },
  {
    name: 'move money: token type, payees, secondary reference, Confirmation of Payee, international, and each kind of confirmation',
    drive: async () => {
      const fake = new FakeMoveMoney();
      await fake.needsSecondaryReference('070093', '33333334');
      await fake.needsSecondaryReference('200000', '55779911');
      await fake.startInternational('ACC-CUR-1');
      await fake.recentPayments('ACC-CUR-1');
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
      fake.nextConfirm = forced;
      await expect(fake.confirm(instructions[0]!, 'key-forced', {})).rejects.toMatchObject({ error: forced });
      fake.nextConfirm = { code: 'FD999T', description: 'No answer' };
      await expect(fake.confirm(instructions[0]!, 'key-lost', {})).rejects.toMatchObject({ error: { code: 'FD999T' } });
      return fake.wire;
    },
    // The refusals on a 200 as the gateway sends them; the forced failure on a 500; the lost answer (FD999T) recorded nothing.
    failures: ['POST /legacy/create-beneficiary-adhoc 200 OLR_0043', 'POST /v1/payments 200 BRC-109', 'POST /v1/transfers 200 0004', 'POST /v1/transfers 500 FD001T'],
  },
  {
    name: 'savings: Regular Saver and Cash ISA offers, applications (eligible, then held), ISA checks and documents',
    drive: async () => {
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
      fake.failReadsWith = 'FD001T';
      await expect(fake.regularSaverEligibility()).rejects.toMatchObject({ error: { code: 'FD001T' } });
      return fake.wire;
    },
    failures: ['GET /v1/products/regular-saver/eligibility 500 FD001T'],
  },
  {
    name: 'inbox: unread count, both lists, a message of each, read, delete, reply, send allowed and refused',
    drive: async () => {
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
      fake.failNext('list', forced);
      await expect(fake.list('received')).rejects.toMatchObject({ error: forced });
      fake.failNext('sendReply', { ...forced, status: 503 });
      await expect(fake.sendReply({ messageType: 'MAKE_COMPLAINT', messageText: 'Again.' }, 'k2')).rejects.toMatchObject({ error: { code: 'FD001T' } });
      await expect(fake.message('received', 'R-404')).rejects.toMatchObject({ error: { status: 404 } });
      return fake.wire;
    },
    failures: ['GET /v1/messages/send-allowed 403 FD001T', 'GET /v1/inbox/messages 500 FD001T', 'POST /v1/messages 503 FD001T', 'GET /v1/inbox/messages/R-404 404 FD001T'],
  },
  {
    name: 'messages to the bank: a message and each of the four forms',
    drive: async () => {
      const fake = new FakeMessages();
      const kinds = ['message', 'dispute-transaction', 'change-credit-limit', 'card-limit-change-response', 'travel'] as const;
      for (const kind of kinds) await fake.send({ kind } as BankMessage, `k-${kind}`);
      fake.failNext(forced);
      await expect(fake.send({ kind: 'travel' } as BankMessage, 'k-forced')).rejects.toMatchObject({ error: forced });
      return fake.wire;
    },
    failures: ['POST /v1/messages/travel 500 FD001T'],
  },
  {
    name: 'my documents: the list, before and after one is opened',
    drive: async () => {
      const fake = new FakeDocuments();
      await fake.list('20241127');
      await fake.document('D-001');
      await fake.list('20241127');
      fake.failList = true;
      await expect(fake.list('20241127')).rejects.toMatchObject({ error: { code: 'FD001T' } });
      return fake.wire;
    },
    failures: ['GET /v1/my-documents 500 FD001T'],
  },
  {
    name: 'account nicknames: none, a change refused for want of a code, the change with one, and the list again',
    drive: async () => {
      const fake = new FakeAccountNicknames();
      await fake.nicknames();
      await expect(fake.changeNickname({ accountId: 'HK-CUR-001', nickname: 'Bills' }, 'k1')).rejects.toMatchObject({ error: { code: '0004' } });
      await fake.changeNickname({ accountId: 'HK-CUR-001', nickname: 'Bills' }, 'k1', { reauthenticationCode: '123456' });
      expect(await fake.nicknames()).toEqual([{ accountId: 'HK-CUR-001', nickname: 'Bills' }]);
      return fake.wire;
    },
    failures: [],
  },
  {
    name: 'my details: the profile, the statement preferences, and a change of each',
    drive: async () => {
      const fake = new FakeMyDetails();
      await fake.profile();
      await fake.statementPreferences();
      await expect(fake.changeEmail('alex@example.org', 'k1')).rejects.toMatchObject({ error: { code: '0004' } });
      await fake.changeEmail('alex@example.org', 'k1', { reauthenticationCode: '123456' });
      await fake.changeStatementPreferences([{ accountId: 'HK-SAV-003', preference: 'online' }], 'k2');
      await fake.profile();
      await fake.statementPreferences();
      return fake.wire;
    },
    // The email change held for re-authentication, on a 200 as the gateway sends it.
    failures: ['POST /v2/customers/email-address 200 0004'],
  },
  {
    name: 'open banking: both consent lists and the request (the seed), a revocation, an approval and a refusal',
    drive: async () => {
      const fake = new FakeOpenBanking();
      await fake.revoke('F-AIS-1', 'k1');
      await fake.answerAuthorisation('AIS-DEMO-1', { decision: 'approve', accountIds: ['F-CUR'], reauthenticationCode: '123456' }, 'k2');
      await fake.answerAuthorisation('AIS-DEMO-1', { decision: 'decline' }, 'k3');
      const refused = fake.answerAuthorisation('AIS-DEMO-1', { decision: 'approve', accountIds: ['F-CUR'], reauthenticationCode: '000000' }, 'k4');
      await expect(refused).rejects.toMatchObject({ error: { code: 'OLR_0043' } });
      fake.failLists = true;
      await expect(fake.consentPage('active', null)).rejects.toMatchObject({ error: { code: 'FD001T' } });
      return fake.wire;
    },
    failures: ['POST /v1/open-banking/authorisations/AIS-DEMO-1 200 OLR_0043', 'GET /v1/open-banking/consents/active 500 FD001T'],
  },
  {
    name: 'manage money: regular payments, payees and future payments (the seed), and the answer to each change',
    drive: async () => {
      const fake = new FakeManageMoney();
      await fake.amendStandingOrder('SO-1', { amount: 30000, nextPaymentDate: '2026-12-01', frequency: 'MONTHLY', reference: 'RENT SHARE', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' } }, 'k1', {});
      await fake.transferStandingOrder('SO-2', 'ACC-SAV-1', 'k2');
      await fake.cancelRegularPayment({ id: 'SO-1', type: 'standing-order' }, 'k3');
      await fake.cancelRegularPayment({ id: 'DD-1', type: 'direct-debit' }, 'k4');
      await fake.deletePayee('BEN-2', 'k5');
      await fake.stopFuturePayment('FP-1', 'k6');
      fake.failWith('deletePayee', forced);
      await expect(fake.deletePayee('BEN-1', 'k7')).rejects.toMatchObject({ error: forced });
      fake.failWith('regularPayments', { ...forced, status: 503 });
      await expect(fake.regularPayments('ACC-CUR-1')).rejects.toMatchObject({ error: { code: 'FD001T' } });
      fake.failWith('deletePayee', null);
      // The demo bank's changes held for a Re-authentication Security Code, sent without one.
      const reauthenticate = { error: { code: '0004' } };
      await expect(fake.cancelRegularPayment({ id: 'HK-SO-2', type: 'standing-order' }, 'k8')).rejects.toMatchObject(reauthenticate);
      await expect(fake.transferStandingOrder('HK-SO-1', 'HK-SAV-001', 'k9')).rejects.toMatchObject(reauthenticate);
      await expect(fake.cancelRegularPayment({ id: 'HK-DD-2', type: 'direct-debit' }, 'k10')).rejects.toMatchObject(reauthenticate);
      await expect(fake.deletePayee('HK-BEN-4', 'k11')).rejects.toMatchObject(reauthenticate);
      return fake.wire;
    },
    failures: [
      'DELETE /v1/beneficiaries/BEN-1 500 FD001T',
      'GET /v1/accounts/ACC-CUR-1/regular-payments 503 FD001T',
      'DELETE /v1/standing-orders/HK-SO-2 200 0004',
      'POST /v1/standing-orders/HK-SO-1/transfer 200 0004',
      'DELETE /v1/direct-debits/HK-DD-2 200 0004',
      'DELETE /v1/beneficiaries/HK-BEN-4 200 0004',
    ],
  },
  {
    name: 'credit cards: products, eligibility, and an application through each state to a signed card; a declined one',
    drive: async () => {
      const fake = new FakeCreditCards();
      await fake.preEligibility();
      await fake.eligibility();
      const declined = (await fake.startApplication('EVERYDAY', 100000, 'k0')).applicationId;
      await fake.applicantDetails(declined, { employmentStatus: 'STUDENT', annualIncome: 500000, monthlyHousingCosts: 0, monthlyCreditCommitments: 0, dependants: 0 }, 'k0a');
      await fake.decide(declined, 'k0b');
      const { applicationId } = await fake.startApplication('BALANCE_TRANSFER', 200000, 'k1');
      await fake.applications();
      await fake.applicantDetails(applicationId, { employmentStatus: 'EMPLOYED', annualIncome: 6000000, monthlyHousingCosts: 90000, monthlyCreditCommitments: 10000, dependants: 1 }, 'k2');
      expect(await fake.decide(applicationId, 'k3')).toEqual({ kind: 'accepted', creditFile: null });
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
      return fake.wire;
    },
    failures: [],
  },
  {
    name: 'personal loans: eligibility, payout accounts, a quote through details, affordability, summary, SECCI, decision, agreement and the loan paid out (201, a repeated key answered again); referred, declined and each refusal',
    drive: async () => {
      const fake = new FakePersonalLoans();
      await fake.eligibility();
      await fake.accounts();
      const small = await fake.quote({ amount: 500_000, termMonths: 24, purpose: 'HOLIDAY' });
      await expect(fake.affordability(small.applicationId)).rejects.toMatchObject({ error: { code: 'LOAN_DETAILS_REQUIRED', status: 422 } });
      const details = { employmentStatus: 'EMPLOYED', annualIncome: 1_500_000, monthlyHousingCosts: 50_000, monthlyCreditCosts: 0, dependants: 0 } as const;
      await fake.customerDetails(small.applicationId, details);
      expect(await fake.decision(small.applicationId)).toEqual({ decision: 'referred', creditFile: null });
      await fake.customerDetails(small.applicationId, { ...details, annualIncome: 2_000_000, monthlyHousingCosts: 200_000 });
      expect(await fake.decision(small.applicationId)).toEqual({ decision: 'referred', creditFile: null });
      await expect(fake.agreement(small.applicationId)).rejects.toMatchObject({ error: { code: 'LOAN_NOT_ACCEPTED', status: 422 } });
      const large = await fake.quote({ amount: 2_000_000, termMonths: 60, purpose: 'CAR' });
      await fake.customerDetails(large.applicationId, { ...details, annualIncome: 3_000_000 });
      expect(await fake.decision(large.applicationId)).toEqual({ decision: 'declined', creditFile: null });
      const { applicationId } = await fake.quote({ amount: 750_000, termMonths: 48, purpose: 'HOME_IMPROVEMENTS' });
      await fake.customerDetails(applicationId, { employmentStatus: 'EMPLOYED', annualIncome: 6_000_000, monthlyHousingCosts: 90_000, monthlyCreditCosts: 10_000, dependants: 1 });
      await fake.affordability(applicationId);
      await fake.summary(applicationId);
      await fake.secci(applicationId);
      expect(await fake.decision(applicationId)).toEqual({ decision: 'accepted', creditFile: null });
      await fake.agreement(applicationId);
      const apply = { applicationId, accountId: 'HK-CUR-001', amount: 750_000, termMonths: 48 };
      await expect(fake.apply({ ...apply, accountId: 'NOPE' }, 'key-unknown')).rejects.toMatchObject({ error: { code: 'LDG_UNKNOWN_ACCOUNT', status: 404 } });
      const applied = await fake.apply(apply, 'key-1');
      expect(await fake.apply(apply, 'key-1')).toEqual(applied);
      await expect(fake.apply(apply, 'key-2')).rejects.toMatchObject({ error: { code: 'LOAN_ALREADY_APPLIED', status: 422 } });
      expect((await fake.agreement(applicationId)).signed).toBe(true);
      expect((await fake.accounts()).map((a) => a.category)).toEqual(['CURRENT', 'SAVINGS', 'LOAN']);
      await expect(fake.summary('PLA999999')).rejects.toMatchObject({ error: { code: 'LDG_NOT_FOUND', status: 404 } });
      return fake.wire;
    },
    // The bank's refusals (LedgerFailure) on their own status, as the demo bank sends them.
    failures: [
      'POST /v1/personal-loans/applications/PLA000001/affordability 422 LOAN_DETAILS_REQUIRED',
      'GET /v1/personal-loans/applications/PLA000001/agreement 422 LOAN_NOT_ACCEPTED',
      'POST /v1/origination/personal-loan-apply 404 LDG_UNKNOWN_ACCOUNT',
      'POST /v1/origination/personal-loan-apply 422 LOAN_ALREADY_APPLIED',
      'GET /v1/personal-loans/applications/PLA999999/apply-summary 404 LDG_NOT_FOUND',
    ],
  },
  {
    name: 'session: a live check, logged on twice (0014), keep-alive, log-off, a fraud event; each call failed',
    drive: async () => {
      const fake = new FakeSessionApi();
      await fake.check();
      fake.answerCheckWith({ statusCode: 'E001', errorCodes: ['0014'] });
      expect(await fake.check()).toEqual({ statusCode: 'E001', errorCodes: ['0014'] });
      fake.answerCheckWith({ statusCode: 'SSCHK', errorCodes: [] });
      await fake.check();
      await fake.keepAlive();
      await fake.logOff();
      await fake.fraudEvent('LLG');
      fake.failCheckWith({ ...forced, status: 502 }).failKeepAliveWith(forced).failLogOffWith({ code: 'FD999T', description: 'No answer' });
      await expect(fake.check()).rejects.toMatchObject({ error: { status: 502 } });
      await expect(fake.keepAlive()).rejects.toMatchObject({ error: forced });
      await expect(fake.logOff()).rejects.toMatchObject({ error: { code: 'FD999T' } });
      return fake.wire;
    },
    failures: ['GET /session/check 200 0014', 'GET /session/check 502 FD001T', 'GET /session/keep-alive 500 FD001T'],
  },
  {
    name: 'content: the master, every kind of file it links (a splash and the companies to pay too), a fragment; each call failed',
    drive: async () => {
      const fake = new FakeContent();
      fake.files.splash = { summary: { title: 'Your accounts at a glance', paragraphs: ['Choose an account to see more.'] } };
      fake.files.beneficiaries = {
        major: [{ id: 'british-gas', name: 'British Gas', sortCode: '40-11-62', accountNumber: '21347665', referenceLabel: 'Your customer reference number', signWith: 'account' }],
      };
      const master = await fake.fetchMaster(1);
      for (const kind of ContentFileKinds) for (const path of master.links[kind]) await fake.fetchFile(kind, path, master.timestamp);
      await fake.fetchFragment('fragments/help-intro.html');
      await expect(fake.fetchFragment('fragments/missing.html')).rejects.toBeInstanceOf(ContentFailure);
      fake.failWith = { on: 'master', message: ContentFailureMessages.masterLinks };
      await expect(fake.fetchMaster(2)).rejects.toBeInstanceOf(ContentFailure);
      fake.failWith = { on: 'file', message: ContentFailureMessages.fragment };
      await expect(fake.fetchFile('labels', 'labels/labels.json', 'v')).rejects.toBeInstanceOf(ContentFailure);
      return fake.wire;
    },
    failures: ['GET /content/fragments/missing.html 404 FD890T', 'GET /content/master.json 500 FD890T', 'GET /content/labels/labels.json 500 FD890T'],
  },
  {
    name: 'help: both hubs, one failing; the internet banking status',
    drive: async () => {
      const hubs = new FakeHelpHub();
      await hubs.hub('travel');
      await hubs.hub('security');
      hubs.failing.add('security');
      await expect(hubs.hub('security')).rejects.toThrow('fake: security hub unavailable');
      const status = new FakeIbStatus();
      await status.status();
      status.current = 'READONLY';
      expect(await status.status()).toBe('READONLY');
      return merged(hubs.wire, status.wire);
    },
    failures: ['GET /content/help/security.json 500 FD890T'],
  },
  {
    name: 'bank holidays: the list, then failing',
    drive: async () => {
      const fake = new FakeBankHolidays();
      expect((await fake.list()).length).toBeGreaterThan(90);
      fake.failing = true;
      await expect(fake.list()).rejects.toThrow('bank holidays unavailable');
      return fake.wire;
    },
    failures: ['GET /content/json/bank-holidays.json 500 FD001T'],
  },
  {
    name: 'identity (HTML pages: the operation and status only): a log-on by password and security code, token selection, log-off; a failure',
    drive: async () => {
      const fake = new FakeIdentityService();
      const username = await fake.start();
      const password = await fake.submit(username, { userid: 'demo.hardkey' });
      const positions = ['2nd', '5th', 'last'] as const;
      const [first, second, third] = positions.map((p) => passwordCharacter(DemoPassword, p));
      const redirect = await fake.submit(password, { keyrcc_password_first: first!, keyrcc_password_second: second!, keyrcc_password_third: third!, memorableAnswer: DemoMemorableAnswer });
      const token = await fake.submit(redirect, {});
      expect((await fake.submit(token, { idv_OtpCredential: '123456', memorableAnswer: DemoMemorableAnswer })).name).toBe(IdentityStepNames.logonComplete);
      await fake.submit(await fake.forceTokenSelection(), { tokenChoice: 'hard' });
      await fake.follow('/gateway/idv/logoff');
      fake.failNextWith(forced);
      await expect(fake.follow('logon')).rejects.toBeInstanceOf(IdentityServiceFailure);
      fake.failNextWith({ code: 'FD999T', description: 'No answer' });
      await expect(fake.start()).rejects.toBeInstanceOf(IdentityServiceFailure);
      return fake.wire;
    },
    failures: ['GET /gateway/idv/logon 500 FD001T'],
  },
];

/** Each area driven once, however many tests read its answers. */
const driven = new Map<Area, Promise<WireAnswers>>();
function wireOf(area: Area): Promise<WireAnswers> {
  const wire = driven.get(area) ?? area.drive();
  driven.set(area, wire);
  return wire;
}

/** The document's operation an answer was for, as `METHOD /base/template`. */
const documentedAs = (a: WireAnswer): string | null => {
  const op = findOperation(a.method, `${WireBases[a.base]}${a.path}`);
  return op ? operationName(op) : null;
};

describe('the fakes answer in the shapes of openapi/bank.yaml', () => {
  for (const area of areas) {
    it(area.name, async () => {
      const wire = await wireOf(area);
      expect(failures(wire)).toEqual(area.failures);
      expect(problems(wire)).toEqual([]);
    });
  }

  it('every operation of the document is answered by a fake, read from the document with no list to update', async () => {
    const wires = await Promise.all(areas.map(wireOf));
    const answered = new Set(wires.flatMap((w) => w.answers.map(documentedAs)));
    expect(documentedOperations().filter((o) => !answered.has(o) && !excused(o))).toEqual([]);
    // Nothing is excused that a fake answers after all.
    expect([...answered].filter((o) => o !== null && excused(o) && !o.endsWith('/pdf'))).toEqual([]);
  });
});
