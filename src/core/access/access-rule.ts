import type { MoveMoney } from '../accounts/account';
import type { FeatureToggle } from '../content/feature-toggles';

/**
 * May this page of a function run at all (docs/rules/log-on-state.md 'Feature toggles exist per function';
 * docs/rules/customer-features.md, each move-money choice behind its toggle and what the account allows)? One rule
 * for every area, asked before the page makes any call, so a deep link cannot skip what a menu hides.
 */
export interface AccessRequirement {
  /** Every one of these must be on. */
  toggles: readonly FeatureToggle[];
  /** What the route's account must allow (its moveMoney flags), when the function moves money. */
  account?: keyof Pick<MoveMoney, 'canPay' | 'canTransferFrom'>;
}

export type Access =
  | { kind: 'allowed' }
  | { kind: 'switched-off'; message: string }
  | { kind: 'account-not-allowed'; message: string };

export const switchedOffMessage = 'This service is not available at the moment. Please try again later.';

const accountMessages: Record<NonNullable<AccessRequirement['account']>, string> = {
  canPay: 'Payments cannot be made from this account online.',
  canTransferFrom: 'Money cannot be moved from this account online.',
};

/**
 * `account` is the route's account (null when the page has none or it is unknown: a requirement on
 * the account then refuses, never guesses). Toggles are checked first: a switched-off function says
 * so whatever the account.
 */
export function checkAccess(
  requirement: AccessRequirement,
  isEnabled: (toggle: FeatureToggle) => boolean,
  account: { moveMoney: MoveMoney } | null,
): Access {
  if (!requirement.toggles.every(isEnabled)) return { kind: 'switched-off', message: switchedOffMessage };
  const flag = requirement.account;
  if (flag && !account?.moveMoney[flag]) return { kind: 'account-not-allowed', message: accountMessages[flag] };
  return { kind: 'allowed' };
}
