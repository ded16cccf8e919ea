import { accountPath } from '../shared/accounts/account-paths';
import type { Mandate } from '../../core/manage-money/regular-payment';

/** Addresses of the manage-money pages (docs/rules/customer-screens.md), under /summary/{accountIndex}/manage-money. */
export const regularPath = (index: number): string => accountPath(index, 'manage-money/regular');
export const mandatePath = (index: number, m: Pick<Mandate, 'type' | 'status'>, position: number): string =>
  `${regularPath(index)}/${m.type}/${m.status}/${position}`;
export const payeesPath = (index: number): string => accountPath(index, 'manage-money/beneficiaries');
export const payeePath = (index: number, position: number): string => `${payeesPath(index)}/${position}`;
export const futurePaymentsPath = (index: number): string => accountPath(index, 'manage-money/future-payments');
export const futurePaymentPath = (index: number, position: number): string => `${futurePaymentsPath(index)}/${position}`;
