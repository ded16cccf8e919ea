import type { WireSchemas } from '../../fakes/wire-answers';

/**
 * The accounts the fake personal loan can be paid into, built as the bank's accounts list sends them
 * (docs/api/accounts.md): a file of its own so the fake adapter keeps to the loan's own answers.
 */
export type AccountWire = WireSchemas['GetV1PersonalLoansAccountsAnswer']['payload'][number];

/** The day the fake's accounts were read: a fixed date, so the answers are the same in every time zone. */
const balanceDate = '2026-11-25';

/** An account the loan can be paid into, as the accounts list has it (docs/api/accounts.md; the demo bank's hardkey customer). */
export function account(id: string, name: string, number: string, balance: number, kind: 'CURRENT' | 'SAVINGS' | 'LOAN', sortCode = '401276'): AccountWire {
  const types = { CURRENT: ['CURRENT_ACCOUNT', 'STANDARD_CURRENT'], SAVINGS: ['BONUS_SAVER', 'BONUS'], LOAN: ['PERSONAL_LOAN', 'PERSONAL_LOAN'] } as const;
  const [productType, subCategory] = types[kind];
  const current = kind === 'CURRENT';
  return {
    id,
    name,
    summary: {
      balance, availableBalance: null, limit: null, overdraftBalance: null, balanceDate, sortCode, number, creditCardNumber: null, productType, category: kind, subCategory,
    },
    links: [{ rel: 'transactions', href: `/gateway/api/v1/accounts/${id}/transactions` }],
    displayConfig: { displayOverdraft: current, displayAvailableBalance: kind !== 'LOAN', displayCreditLimit: false },
    moveMoney: { canTransferFrom: kind !== 'LOAN', canTransferTo: kind !== 'LOAN', canPay: current },
  };
}
