import { describe, expect, it } from 'vitest';
import { noMoveMoney, type MoveMoney } from '../accounts/account';
import type { FeatureToggle } from '../content/feature-toggles';
import { moveMoneyAccess } from '../move-money/move-money-access';
import { checkAccess, switchedOffMessage } from './access-rule';

const onExcept =
  (...off: FeatureToggle[]) =>
  (t: FeatureToggle) =>
    !off.includes(t);
const account = (flags: Partial<MoveMoney>) => ({ moveMoney: { ...noMoveMoney, ...flags } });
const current = account({ canPay: true, canTransferFrom: true, canTransferTo: true });
const saver = account({ canTransferFrom: true, canTransferTo: true });
const card = account({ canTransferTo: true });

describe('checkAccess', () => {
  it.each([
    ['inbox on, no account needed', { toggles: ['inbox'] as const }, onExcept(), null, 'allowed'],
    ['inbox off', { toggles: ['inbox'] as const }, onExcept('inbox'), null, 'switched-off'],
    ['a new payee from the current account', moveMoneyAccess['new-payee'], onExcept(), current, 'allowed'],
    ['a new payee with its own toggle off', moveMoneyAccess['new-payee'], onExcept('moveMoneyNewMinorPayee'), current, 'switched-off'],
    ['a new payee with move money off', moveMoneyAccess['new-payee'], onExcept('moveMoney'), current, 'switched-off'],
    ['a new payee from a saver that may not pay', moveMoneyAccess['new-payee'], onExcept(), saver, 'account-not-allowed'],
    ['a company from a credit card', moveMoneyAccess.company, onExcept(), card, 'account-not-allowed'],
    ['a transfer from a saver', moveMoneyAccess.transfer, onExcept(), saver, 'allowed'],
    ['a transfer from a credit card', moveMoneyAccess.transfer, onExcept(), card, 'account-not-allowed'],
    ['a company standing order without companies', moveMoneyAccess['standing-order-company'], onExcept('moveMoneyNewMajorPayee'), current, 'switched-off'],
    ['international off', moveMoneyAccess.international, onExcept('moveMoneyInternational'), current, 'switched-off'],
    ['an unknown account never passes a flag', moveMoneyAccess['existing-payee'], onExcept(), null, 'account-not-allowed'],
    ['toggle off wins over the account', moveMoneyAccess['existing-payee'], onExcept('moveMoney'), card, 'switched-off'],
    ['the index needs only its toggle', moveMoneyAccess.index, onExcept(), card, 'allowed'],
  ])('%s: %s', (_, requirement, isEnabled, acc, kind) => {
    expect(checkAccess(requirement, isEnabled, acc).kind).toBe(kind);
  });

  it('says why in the bank words', () => {
    expect(checkAccess({ toggles: ['inbox'] }, onExcept('inbox'), null)).toEqual({ kind: 'switched-off', message: switchedOffMessage });
    expect(checkAccess(moveMoneyAccess['new-payee'], onExcept(), saver)).toEqual({
      kind: 'account-not-allowed',
      message: 'Payments cannot be made from this account online.',
    });
    expect(checkAccess(moveMoneyAccess.transfer, onExcept(), card)).toEqual({
      kind: 'account-not-allowed',
      message: 'Money cannot be moved from this account online.',
    });
  });
});
