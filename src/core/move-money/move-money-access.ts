import type { AccessRequirement } from '../access/access-rule';
import type { PaymentKind } from './move-money';

/**
 * What each move-money page needs (docs/rules/customer-features.md): the area's toggle, the choice's own toggle,
 * and what the account must allow. The index needs only the area's toggle: it lists what the account
 * can do and says when it can do nothing.
 */
export const moveMoneyAccess: Record<PaymentKind | 'index' | 'international', AccessRequirement> = {
  index: { toggles: ['moveMoney'] },
  transfer: { toggles: ['moveMoney'], account: 'canTransferFrom' },
  'existing-payee': { toggles: ['moveMoney'], account: 'canPay' },
  'new-payee': { toggles: ['moveMoney', 'moveMoneyNewMinorPayee'], account: 'canPay' },
  company: { toggles: ['moveMoney', 'moveMoneyNewMajorPayee'], account: 'canPay' },
  'standing-order-person': { toggles: ['moveMoney', 'moveMoneyStandingOrders'], account: 'canPay' },
  'standing-order-company': { toggles: ['moveMoney', 'moveMoneyStandingOrders', 'moveMoneyNewMajorPayee'], account: 'canPay' },
  international: { toggles: ['moveMoney', 'moveMoneyInternational'], account: 'canPay' },
};
