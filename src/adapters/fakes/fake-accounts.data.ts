import type { Account, AccountSummary } from '../../core/accounts/account';
import type { LastLogon } from '../../core/accounts/last-logon';
import type { MarketingConfig } from '../../core/accounts/marketing';
import type { Statement } from '../../core/accounts/statement';
import type { PendingAuthorisation, Transaction, UpcomingTransaction } from '../../core/accounts/transaction';
import { toAccounts } from '../accounts/accounts.mapper';
import { toLastLogon, toMarketing } from '../accounts/last-logon-marketing.mapper';
import { toPendingAuthorisations, toStatements, toTransactions, toUpcoming } from '../accounts/transactions.mapper';
import type { WireSchemas } from './wire-answers';

/**
 * The fake accounts gateway's seed, written as the bank's answers (typed with the types generated
 * from openapi/bank.yaml, so a field the document lacks does not compile) and turned into domain
 * values by the HTTP adapter's own mappers (docs/api/fakes.md). `fake-answers.contract.spec.ts`
 * checks each answer against the document.
 */
type AccountWire = WireSchemas['GetV12AccountsAnswer']['payload'][number];

const accountWire = (overrides: Partial<Omit<AccountWire, 'summary'>> & { summary?: Partial<AccountWire['summary']> } = {}): AccountWire => {
  const { summary, ...rest } = overrides;
  return {
    id: 'ACC-CUR-1',
    name: 'Current Account',
    links: [],
    displayConfig: { displayOverdraft: false, displayAvailableBalance: false, displayCreditLimit: false },
    moveMoney: { canTransferFrom: true, canTransferTo: true, canPay: true },
    ...rest,
    summary: {
      balance: 123456,
      availableBalance: 173456,
      limit: 50000,
      overdraftBalance: 0,
      balanceDate: '2026-11-22',
      sortCode: '401276',
      number: '41234567',
      creditCardNumber: null,
      category: 'Current',
      subCategory: 'Standard Current',
      productType: 'CURRENT_ACCOUNT',
      ...summary,
    },
  };
};

/** GET /v12/accounts: a current account, a saver, a credit card and a share dealing account. */
export const accountsAnswer = (): WireSchemas['GetV12AccountsAnswer'] => ({
  payload: [
    accountWire({ displayConfig: { displayOverdraft: true, displayAvailableBalance: true, displayCreditLimit: false } }),
    accountWire({
      id: 'ACC-SAV-1',
      name: 'Bonus Saver',
      moveMoney: { canTransferFrom: true, canTransferTo: true, canPay: false },
      summary: { balance: 500000, availableBalance: null, limit: null, overdraftBalance: null, number: '51234567', category: 'Savings', subCategory: 'Bonus', productType: 'BONUS_SAVER' },
    }),
    accountWire({
      id: 'ACC-CC-1',
      name: 'Credit Card',
      displayConfig: { displayOverdraft: false, displayAvailableBalance: true, displayCreditLimit: true },
      moveMoney: { canTransferFrom: false, canTransferTo: true, canPay: false },
      summary: {
        balance: -45678,
        availableBalance: 454322,
        limit: 500000,
        overdraftBalance: null,
        sortCode: null,
        number: null,
        creditCardNumber: '4921123456781234',
        category: 'Credit Card',
        subCategory: 'Credit Card',
        productType: 'CREDIT_CARD',
      },
    }),
    accountWire({
      id: 'ACC-SHD-1',
      name: 'Share Dealing Account',
      sharedealingAuthToken: 'fake-sharedealing-token',
      moveMoney: { canTransferFrom: false, canTransferTo: false, canPay: false },
      summary: { balance: 1250000, availableBalance: null, limit: null, overdraftBalance: null, number: '71234567', category: 'Investments', subCategory: 'Sharedealing', productType: 'SHAREDEALING' },
    }),
  ],
  messages: [],
});

/** GET /v1/accounts/{id}/transactions, one page holding every row (no `links`: the whole list). */
export const transactionsAnswer = (): WireSchemas['GetV1AccountsByAccountIdTransactionsAnswer'] => ({
  messages: [],
  payload: {
    transactions: [
      { id: 'T6', date: '2026-11-22', description: 'TESCO STORES 2041', amount: -1234, runningBalance: 123456, type: 'CARD_PAYMENT' },
      { id: 'T5', date: '2026-11-20', description: 'TFL TRAVEL CH', amount: -280, runningBalance: 124690, type: 'CARD_PAYMENT' },
      { id: 'T4', date: '2026-11-01', description: 'LANDLORD RENT', amount: -95000, runningBalance: 124970, type: 'STANDING_ORDER' },
      { id: 'T3', date: '2026-10-28', description: 'ACME LTD SALARY', amount: 250000, runningBalance: 219970, type: 'BANK_CREDIT' },
      { id: 'T2', date: '2026-10-15', description: 'THAMES WATER', amount: -3850, runningBalance: -30030, type: 'DIRECT_DEBIT' },
      { id: 'T1', date: '2025-12-24', description: 'Café "Bon", Paris', amount: -450, runningBalance: -26180, type: 'CARD_PAYMENT' },
    ],
  },
});

/** GET /v1/upcoming-transactions: each names the standing order or Direct Debit it comes from. */
export const upcomingAnswer = (): WireSchemas['GetV1UpcomingTransactionsAnswer'] => ({
  payload: [
    { id: 'U1', accountId: 'ACC-CUR-1', date: '2026-11-25', description: 'BRITISH GAS', amount: -6500, type: 'DIRECT_DEBIT', source: 'DD-1' },
    { id: 'U2', accountId: 'ACC-CUR-1', date: '2026-12-01', description: 'LANDLORD RENT', amount: -95000, type: 'STANDING_ORDER', source: 'SO-1' },
  ],
  messages: [],
});

/** GET /v1/cards/pending-authorisations. */
export const pendingAuthorisationsAnswer = (): WireSchemas['GetV1CardsPendingAuthorisationsAnswer'] => ({
  payload: [{ id: 'P1', accountId: 'ACC-CC-1', date: '2026-11-21', merchant: 'AMAZON.CO.UK', amount: -2599, cardLast4: '1234' }],
  messages: [],
});

/** GET /v1/accounts/{id}/interest-rates. */
export const interestRatesAnswer = (): WireSchemas['GetV1AccountsByAccountIdInterestRatesAnswer'] => ({
  payload: { rates: [{ label: 'All balances', ratePercent: 3.5, basis: 'AER' }] },
  messages: [],
});

/** GET /v1/credit-cards/{id}/payment-info. */
export const creditCardPaymentInfoAnswer = (): WireSchemas['GetV1CreditCardsByAccountIdPaymentInfoAnswer'] => ({
  payload: {
    statementBalance: 41234,
    minimumPayment: 2500,
    paymentDueDate: '2026-12-05',
    lastStatementDate: '2026-11-10',
    creditLimit: 500000,
    availableCredit: 454322,
  },
  messages: [],
});

/** GET /v1/accounts/{id}/statements. */
export const statementsAnswer = (): WireSchemas['GetV1AccountsByAccountIdStatementsAnswer'] => ({
  payload: [
    { id: 'STM-2026-10', period: '2026-10', startDate: '2026-10-01', endDate: '2026-10-31', issuedDate: '2026-11-01', title: 'Statement October 2026' },
    { id: 'STM-2026-09', period: '2026-09', startDate: '2026-09-01', endDate: '2026-09-30', issuedDate: '2026-10-01', title: 'Statement September 2026' },
  ],
  messages: [],
});

/** GET /v1/status. */
export const statusAnswer = (): WireSchemas['GetV1StatusAnswer'] => ({
  payload: { lastLogonDate: '2026-11-20', lastLogonTime: '18:42', unsuccessfulLogonCount: 1 },
  messages: [],
});

/** GET /v1/marketing/placements: a banner that navigates, and one that opens a popout without a call to action. */
export const marketingAnswer = (): WireSchemas['GetV1MarketingPlacementsAnswer'] => ({
  payload: {
    accountsList: [
      {
        id: 'mkt-isa',
        title: 'Make the most of your ISA allowance',
        body: 'You can save up to £20,000 tax-free this tax year.',
        ctaText: 'Open a Cash ISA',
        action: { type: 'navigate', path: '/products/cash-isa' },
        closable: true,
      },
    ],
    accountsListEnd: [
      {
        id: 'mkt-travel',
        title: 'Travelling soon?',
        body: 'Use your debit card abroad with no foreign transaction fees.',
        ctaText: 'Find out more',
        action: { type: 'popout', popout: { title: 'Using your card abroad', paragraphs: ['No fees on card purchases abroad.'] } },
        closable: true,
      },
    ],
  },
  messages: [],
});

/**
 * Builds an account for tests; every field can be overridden. Its defaults are the wire account's
 * (`accountWire()`) read by the accounts mapper, so the two cannot drift; the overrides are domain
 * values laid over the mapped account. The fake's own accounts are `accountsAnswer()` mapped.
 */
export function anAccount(overrides: Partial<Omit<Account, 'summary'>> & { summary?: Partial<AccountSummary> } = {}): Account {
  const { summary, ...rest } = overrides;
  const mapped = toAccounts({ payload: [accountWire()], messages: [] }).accounts[0]!;
  return { ...mapped, ...rest, summary: { ...mapped.summary, ...summary } };
}

// The seed as domain values, through the same mappers: for specs that arrange or compare with them.
export const fakeAccounts = (): Account[] => toAccounts(accountsAnswer()).accounts;
export const fakeTransactions = (accountId = 'ACC-CUR-1'): Transaction[] => toTransactions(transactionsAnswer(), accountId);
export const fakeUpcoming = (): UpcomingTransaction[] => toUpcoming(upcomingAnswer());
export const fakePendingAuthorisations = (): PendingAuthorisation[] => toPendingAuthorisations(pendingAuthorisationsAnswer());
export const fakeStatements = (accountId: string): Statement[] => toStatements(statementsAnswer(), accountId);
export const fakeLastLogon = (): LastLogon => toLastLogon(statusAnswer());
export const fakeMarketing = (): MarketingConfig => toMarketing(marketingAnswer());
