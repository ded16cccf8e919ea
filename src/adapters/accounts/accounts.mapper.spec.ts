import { describe, expect, it } from 'vitest';
import { toAccounts, toSingleAccount } from './accounts.mapper';
import { toLastLogon, toMarketing } from './last-logon-marketing.mapper';
import { toStatements, toTransactions } from './transactions.mapper';

const wireAccount = (overrides: Record<string, unknown> = {}, summary: Record<string, unknown> = {}) => ({
  id: 'A1',
  name: 'Current Account',
  summary: {
    balance: 123456,
    availableBalance: 173456,
    limit: 50000,
    overdraftBalance: 0,
    balanceDate: '2026-11-22',
    sortCode: '40-12-76',
    number: '41234567',
    creditCardNumber: null,
    category: 'CURRENT',
    subCategory: 'STANDARD_CURRENT',
    productType: 'CURRENT_ACCOUNT',
    ...summary,
  },
  links: [{ rel: 'statements', href: '/v1/accounts/A1/statements' }],
  displayConfig: { displayOverdraft: true },
  moveMoney: { canPay: true },
  ...overrides,
});

const malformed = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { error: { code: string; description: string } }).error;
  }
  throw new Error('expected a failure');
};

describe('toAccounts', () => {
  it('maps the v12 answer, normalising categories, sort codes and defaults', () => {
    const { accounts: [account], odd } = toAccounts({ payload: [wireAccount()], messages: [] });
    expect(odd).toEqual([]);
    expect(account).toEqual({
      id: 'A1',
      name: 'Current Account',
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
      },
      links: [{ rel: 'statements', href: '/v1/accounts/A1/statements' }],
      displayConfig: { displayOverdraft: true, displayAvailableBalance: false, displayCreditLimit: false },
      moveMoney: { canTransferFrom: false, canTransferTo: false, canPay: true },
      sharedealingAuthToken: null,
    });
  });

  it('defaults every display flag to false when displayConfig is missing', () => {
    const {
      accounts: [account],
      odd,
    } = toAccounts({ payload: [wireAccount({ displayConfig: undefined })] });
    expect(odd).toEqual([]);
    expect(account?.displayConfig).toEqual({ displayOverdraft: false, displayAvailableBalance: false, displayCreditLimit: false });
  });

  it('keeps the share dealing token', () => {
    const {
      accounts: [account],
    } = toAccounts({
      payload: [wireAccount({ sharedealingAuthToken: 'tok' }, { category: 'INVESTMENTS', subCategory: 'SHAREDEALING' })],
    });
    expect(account?.summary).toMatchObject({ category: 'Investments', subCategory: 'Sharedealing' });
    expect(account?.sharedealingAuthToken).toBe('tok');
  });

  it.each([
    ['no payload', { messages: [] }, 'answer.payload is not present'],
    ['payload not a list', { payload: {} }, 'answer.payload is not an array'],
    ['pounds instead of pence (its only account)', { payload: [wireAccount({}, { balance: 12.34 })] }, 'answer.payload[0].summary.balance is not an integer'],
    ['balance as text (its only account)', { payload: [wireAccount({}, { balance: '1234' })] }, 'summary.balance is not an integer'],
    ['bad date (its only account)', { payload: [wireAccount({}, { balanceDate: '22/11/2026' })] }, 'balanceDate is not an ISO date'],
    ['not JSON object', 'oops', 'answer is not an object'],
  ])('fails with ACC_MALFORMED for %s', (_what, answer, message) => {
    const error = malformed(() => toAccounts(answer));
    expect(error.code).toBe('ACC_MALFORMED');
    expect(error.description).toContain(message);
  });

  it('reads one account by id as an object or a one-element list', () => {
    expect(toSingleAccount({ payload: wireAccount() }).account.id).toBe('A1');
    expect(toSingleAccount({ payload: [wireAccount()] }).account.id).toBe('A1');
    expect(malformed(() => toSingleAccount({ payload: [] })).code).toBe('ACC_MALFORMED');
  });
});

describe('toAccounts with an odd account', () => {
  const second = (overrides: Record<string, unknown> = {}, summary: Record<string, unknown> = {}) =>
    wireAccount({ id: 'A2', name: 'Odd Account', ...overrides }, summary);

  it("shows an unknown category as 'Other', never as a card or share dealing, and notes it", () => {
    const { accounts, odd } = toAccounts({ payload: [wireAccount(), second({}, { category: 'PENSION', subCategory: 'SIPP' })] });
    expect(accounts.map((a) => a.id)).toEqual(['A1', 'A2']);
    expect(accounts[1]?.summary).toMatchObject({ category: 'Other', subCategory: 'SIPP', balance: 123456 });
    expect(odd).toEqual([
      { path: 'answer.payload[1]', shown: true, problems: ["answer.payload[1].summary.category is not a known category (got 'PENSION')"] },
    ]);
  });

  it('turns a flag that is not a boolean into false (the default) and keeps the other flags', () => {
    const { accounts, odd } = toAccounts({
      payload: [
        second({ displayConfig: { displayOverdraft: 'yes', displayAvailableBalance: true }, moveMoney: { canPay: 1, canTransferTo: true } }),
        wireAccount(),
      ],
    });
    expect(accounts.map((a) => a.id)).toEqual(['A2', 'A1']);
    expect(accounts[0]?.displayConfig).toEqual({ displayOverdraft: false, displayAvailableBalance: true, displayCreditLimit: false });
    expect(accounts[0]?.moveMoney).toEqual({ canTransferFrom: false, canTransferTo: true, canPay: false });
    expect(odd[0]?.problems).toEqual([
      'answer.payload[0].displayConfig.displayOverdraft is not a boolean',
      'answer.payload[0].moveMoney.canPay is not a boolean',
    ]);
  });

  it('gives every other unreadable optional field its safe default', () => {
    const { accounts, odd } = toAccounts({
      payload: [
        second(
          { displayConfig: 'all', links: 'none', sharedealingAuthToken: 42 },
          { availableBalance: 1.5, sortCode: 401276, subCategory: null, productType: {}, category: 7 },
        ),
      ],
    });
    expect(accounts[0]).toMatchObject({
      summary: { availableBalance: null, sortCode: null, subCategory: '', productType: '', category: 'Other' },
      links: [],
      displayConfig: { displayOverdraft: false, displayAvailableBalance: false, displayCreditLimit: false },
      sharedealingAuthToken: null,
    });
    expect(odd[0]?.shown).toBe(true);
    expect(odd[0]?.problems).toHaveLength(8);
  });

  it('leaves out an account whose money or identity cannot be read, and shows the rest', () => {
    const { accounts, odd } = toAccounts({ payload: [second({}, { balance: 12.34 }), wireAccount(), { name: 'no id' }] });
    expect(accounts.map((a) => a.id)).toEqual(['A1']);
    expect(odd).toEqual([
      { path: 'answer.payload[0]', shown: false, problems: ['answer.payload[0].summary.balance is not an integer'] },
      { path: 'answer.payload[2]', shown: false, problems: ['answer.payload[2].summary is not an object'] },
    ]);
  });

  it('notes odd fields of one account read by id too', () => {
    const { account, odd } = toSingleAccount({ payload: second({ displayConfig: { displayCreditLimit: 'no' } }) });
    expect(account.displayConfig.displayCreditLimit).toBe(false);
    expect(odd).toEqual([{ path: 'answer.payload', shown: true, problems: ['answer.payload.displayConfig.displayCreditLimit is not a boolean'] }]);
  });
});

describe('toTransactions', () => {
  it('maps transactions and treats an unknown kind as OTHER', () => {
    const list = toTransactions(
      { payload: { transactions: [{ id: 'T1', date: '2026-11-22T10:00:00Z', description: 'X', amount: -5, runningBalance: 10, type: 'crypto' }] } },
      'A1',
    );
    expect(list).toEqual([{ id: 'T1', accountId: 'A1', date: '2026-11-22', description: 'X', amount: -5, balance: 10, type: 'OTHER' }]);
  });

  it('fails on a missing amount', () => {
    expect(malformed(() => toTransactions({ payload: { transactions: [{ id: 'T1', date: '2026-11-22', description: 'X' }] } }, 'A1')).description).toContain(
      'answer.payload.transactions[0].amount is not an integer',
    );
  });
});

describe('toLastLogon', () => {
  it('maps GET status', () => {
    expect(toLastLogon({ payload: { lastLogonDate: '2026-11-20', lastLogonTime: '18:42:10', unsuccessfulLogonCount: 2 } })).toEqual({
      date: '2026-11-20',
      time: '18:42',
      unsuccessfulCount: 2,
    });
  });
  it('fails on a negative count or a bad time', () => {
    expect(malformed(() => toLastLogon({ payload: { lastLogonDate: '2026-11-20', lastLogonTime: '18:42', unsuccessfulLogonCount: -1 } })).code).toBe('ACC_MALFORMED');
    expect(malformed(() => toLastLogon({ payload: { lastLogonDate: '2026-11-20', lastLogonTime: '6pm', unsuccessfulLogonCount: 0 } })).code).toBe('ACC_MALFORMED');
  });
});

describe('toStatements', () => {
  it('requires a YYYY-MM period', () => {
    const s = { id: 'S1', period: '2026-10', startDate: '2026-10-01', endDate: '2026-10-31', issuedDate: '2026-11-01', title: 'October' };
    expect(toStatements({ payload: [s] }, 'A1')[0]).toEqual({ ...s, accountId: 'A1' });
    expect(malformed(() => toStatements({ payload: [{ ...s, period: 'Oct' }] }, 'A1')).code).toBe('ACC_MALFORMED');
  });
});

describe('toMarketing', () => {
  const banner = (action: unknown) => ({ id: 'b', title: 't', body: 'b', ctaText: 'Go', action });

  it('maps the three actions and ignores unknown placements', () => {
    const config = toMarketing({
      payload: {
        accountsList: [banner({ type: 'navigate', path: '/products/cash-isa' }), banner({ type: 'link', url: 'https://www.bank.invalid/x' })],
        accountsListEnd: [banner({ type: 'popout', popout: { title: 'P', paragraphs: ['a', 'b'] } })],
        somewhereElse: [banner({ type: 'navigate', path: '/x' })],
      },
    });
    expect(config.accountsList.map((b) => b.action.type)).toEqual(['navigate', 'link']);
    expect(config.accountsList[0]?.closable).toBe(true);
    expect(config.accountsListEnd[0]?.action).toEqual({ type: 'popout', popout: { title: 'P', paragraphs: ['a', 'b'], ctaText: null, ctaUrl: null } });
    expect(Object.keys(config)).toEqual(['accountsList', 'accountsListEnd']);
  });

  it('reads addresses as sent, for core to put through the link rule (marketing-links.ts)', () => {
    const config = toMarketing({
      payload: { accountsList: [banner({ type: 'navigate', path: '//evil.example' }), banner({ type: 'link', url: 'javascript:alert(1)' })] },
    });
    expect(config.accountsList.map((b) => b.action)).toEqual([
      { type: 'navigate', path: '//evil.example' },
      { type: 'link', url: 'javascript:alert(1)' },
    ]);
  });

  it('still refuses an action without its address', () => {
    expect(malformed(() => toMarketing({ payload: { accountsList: [banner({ type: 'link' })] } })).description).toContain('action.url is not a string');
  });
});
