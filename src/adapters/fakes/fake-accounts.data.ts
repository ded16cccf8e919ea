import { defaultDisplayConfig, type Account, type AccountSummary } from '../../core/accounts/account';
import type { LastLogon } from '../../core/accounts/last-logon';
import type { MarketingConfig } from '../../core/accounts/marketing';
import type { Statement } from '../../core/accounts/statement';
import type {
  CreditCardPaymentInfo,
  InterestRates,
  PendingAuthorisation,
  Transaction,
  UpcomingTransaction,
} from '../../core/accounts/transaction';

/** Builds an account for tests and the fake profile; every field can be overridden. */
export function anAccount(overrides: Partial<Omit<Account, 'summary'>> & { summary?: Partial<AccountSummary> } = {}): Account {
  const { summary, ...rest } = overrides;
  return {
    id: 'ACC-CUR-1',
    name: 'Current Account',
    links: [],
    displayConfig: { ...defaultDisplayConfig },
    moveMoney: { canTransferFrom: true, canTransferTo: true, canPay: true },
    sharedealingAuthToken: null,
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
}

export const fakeAccounts = (): Account[] => [
  anAccount({ displayConfig: { displayOverdraft: true, displayAvailableBalance: true, displayCreditLimit: false } }),
  anAccount({
    id: 'ACC-SAV-1',
    name: 'Bonus Saver',
    moveMoney: { canTransferFrom: true, canTransferTo: true, canPay: false },
    summary: { balance: 500000, availableBalance: null, limit: null, overdraftBalance: null, number: '51234567', category: 'Savings', subCategory: 'Bonus', productType: 'BONUS_SAVER' },
  }),
  anAccount({
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
  anAccount({
    id: 'ACC-SHD-1',
    name: 'Share Dealing Account',
    sharedealingAuthToken: 'fake-sharedealing-token',
    moveMoney: { canTransferFrom: false, canTransferTo: false, canPay: false },
    summary: { balance: 1250000, availableBalance: null, limit: null, overdraftBalance: null, number: '71234567', category: 'Investments', subCategory: 'Sharedealing', productType: 'SHAREDEALING' },
  }),
];

export const fakeTransactions = (accountId = 'ACC-CUR-1'): Transaction[] => [
  { id: 'T6', accountId, date: '2026-11-22', description: 'TESCO STORES 2041', amount: -1234, balance: 123456, type: 'CARD_PAYMENT' },
  { id: 'T5', accountId, date: '2026-11-20', description: 'TFL TRAVEL CH', amount: -280, balance: 124690, type: 'CARD_PAYMENT' },
  { id: 'T4', accountId, date: '2026-11-01', description: 'LANDLORD RENT', amount: -95000, balance: 124970, type: 'STANDING_ORDER' },
  { id: 'T3', accountId, date: '2026-10-28', description: 'ACME LTD SALARY', amount: 250000, balance: 219970, type: 'BANK_CREDIT' },
  { id: 'T2', accountId, date: '2026-10-15', description: 'THAMES WATER', amount: -3850, balance: -30030, type: 'DIRECT_DEBIT' },
  { id: 'T1', accountId, date: '2025-12-24', description: 'Café "Bon", Paris', amount: -450, balance: -26180, type: 'CARD_PAYMENT' },
];

export const fakeUpcoming = (): UpcomingTransaction[] => [
  { id: 'U1', accountId: 'ACC-CUR-1', date: '2026-11-25', description: 'BRITISH GAS', amount: -6500, type: 'DIRECT_DEBIT' },
  { id: 'U2', accountId: 'ACC-CUR-1', date: '2026-12-01', description: 'LANDLORD RENT', amount: -95000, type: 'STANDING_ORDER' },
];

export const fakePendingAuthorisations = (): PendingAuthorisation[] => [
  { id: 'P1', accountId: 'ACC-CC-1', date: '2026-11-21', merchant: 'AMAZON.CO.UK', amount: -2599, cardLast4: '1234' },
];

export const fakeInterestRates = (accountId: string): InterestRates => ({
  accountId,
  rates: [{ label: 'All balances', ratePercent: 3.5, basis: 'AER' }],
});

export const fakeCreditCardPaymentInfo = (accountId: string): CreditCardPaymentInfo => ({
  accountId,
  statementBalance: 41234,
  minimumPayment: 2500,
  paymentDueDate: '2026-12-05',
  lastStatementDate: '2026-11-10',
  creditLimit: 500000,
  availableCredit: 454322,
});

export const fakeStatements = (accountId: string): Statement[] => [
  { id: 'STM-2026-10', accountId, period: '2026-10', startDate: '2026-10-01', endDate: '2026-10-31', issuedDate: '2026-11-01', title: 'Statement October 2026' },
  { id: 'STM-2026-09', accountId, period: '2026-09', startDate: '2026-09-01', endDate: '2026-09-30', issuedDate: '2026-10-01', title: 'Statement September 2026' },
];

export const fakeLastLogon = (): LastLogon => ({ date: '2026-11-20', time: '18:42', unsuccessfulCount: 1 });

export const fakeMarketing = (): MarketingConfig => ({
  accountsList: [
    {
      id: 'mkt-isa',
      placement: 'accountsList',
      title: 'Make the most of your ISA allowance',
      body: 'You can save up to £20,000 tax-free this tax year.',
      ctaText: 'Open a Cash ISA',
      action: { type: 'navigate', path: '/products/cash-isa' },
      closable: true,
      image: null,
    },
  ],
  accountsListEnd: [
    {
      id: 'mkt-travel',
      placement: 'accountsListEnd',
      title: 'Travelling soon?',
      body: 'Use your debit card abroad with no foreign transaction fees.',
      ctaText: 'Find out more',
      action: {
        type: 'popout',
        popout: { title: 'Using your card abroad', paragraphs: ['No fees on card purchases abroad.'], ctaText: null, ctaUrl: null },
      },
      closable: true,
      image: null,
    },
  ],
});
