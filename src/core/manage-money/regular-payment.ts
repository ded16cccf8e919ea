import type { Pence } from '../accounts/money';

/** A regular payment is a standing order (the customer's instruction) or a Direct Debit (the payee's). */
export type MandateType = 'standing-order' | 'direct-debit';
export const mandateTypes: readonly MandateType[] = ['standing-order', 'direct-debit'];

/** Active ones pay; the bank also lists recently cancelled ones and ended ones (a final date passed). */
export type MandateStatus = 'active' | 'cancelled' | 'ended';
export const mandateStatuses: readonly MandateStatus[] = ['active', 'cancelled', 'ended'];

export type Frequency = 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
export const frequencies: readonly Frequency[] = ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'];

export const frequencyLabels: Record<Frequency, string> = {
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Every two weeks',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Every three months',
  YEARLY: 'Yearly',
};

/** Who a payment goes to. A Direct Debit's payee is a company identified by name only. */
export interface PaymentPayee {
  name: string;
  /** Six digits, shown as xx-xx-xx; null for a Direct Debit's originator. */
  sortCode: string | null;
  accountNumber: string | null;
}

/** One standing order or Direct Debit of an account. Money in pence, dates ISO 'YYYY-MM-DD'. */
export interface Mandate {
  id: string;
  type: MandateType;
  status: MandateStatus;
  /** The account it is paid from. */
  accountId: string;
  payee: PaymentPayee;
  /** A standing order's amount; a Direct Debit's last amount (the payee sets each one), or null. */
  amount: Pence | null;
  frequency: Frequency | null;
  nextPaymentDate: string | null;
  lastPaymentDate: string | null;
  reference: string;
}

export const mandateTypeLabels: Record<MandateType, { one: string; many: string }> = {
  'standing-order': { one: 'Standing order', many: 'Standing orders' },
  'direct-debit': { one: 'Direct Debit', many: 'Direct Debits' },
};

/** What the customer may do with a regular payment. */
export type MandateChange = 'amend' | 'transfer' | 'cancel';

/**
 * A Direct Debit belongs to the company that collects it: the customer can cancel it here, never
 * change it (the company does that). A standing order can be amended, paid from another account or
 * cancelled. Nothing can be done to one that is already cancelled or ended.
 */
export function allowedChanges(mandate: Pick<Mandate, 'type' | 'status'>): readonly MandateChange[] {
  if (mandate.status !== 'active') return [];
  return mandate.type === 'direct-debit' ? ['cancel'] : ['amend', 'transfer', 'cancel'];
}

export const canChange = (mandate: Pick<Mandate, 'type' | 'status'>, change: MandateChange): boolean =>
  allowedChanges(mandate).includes(change);

/** One group of the regular payments list: a type and a status, in the bank's order within it. */
export interface MandateGroup {
  type: MandateType;
  status: MandateStatus;
  title: string;
  mandates: Mandate[];
}

const groupTitles: Record<MandateType, Record<MandateStatus, string>> = {
  'standing-order': { active: 'Standing orders', cancelled: 'Cancelled standing orders', ended: 'Ended standing orders' },
  'direct-debit': { active: 'Direct Debits', cancelled: 'Cancelled Direct Debits', ended: 'Ended Direct Debits' },
};

export const groupTitle = (type: MandateType, status: MandateStatus): string => groupTitles[type][status];

/**
 * The list's groups: active standing orders, active Direct Debits, then cancelled and ended ones of
 * each type; empty groups left out. The route's {mandateIndex} is the position within its group.
 * `includeStandingOrders` false (the standing orders toggle is off) leaves standing orders out.
 */
export function groupMandates(mandates: readonly Mandate[], includeStandingOrders = true): MandateGroup[] {
  const groups: MandateGroup[] = [];
  for (const status of mandateStatuses) {
    for (const type of mandateTypes) {
      if (type === 'standing-order' && !includeStandingOrders) continue;
      const members = mandates.filter((m) => m.type === type && m.status === status);
      if (members.length > 0) groups.push({ type, status, title: groupTitle(type, status), mandates: members });
    }
  }
  return groups;
}

/** The mandate a detail route names ({mandateType}/{mandateStatus}/{mandateIndex}), or null. */
export function findMandate(
  mandates: readonly Mandate[],
  route: { type: string; status: string; index: string | number },
): Mandate | null {
  const index = typeof route.index === 'number' ? route.index : /^\d{1,4}$/.test(route.index) ? Number(route.index) : -1;
  if (!(mandateTypes as readonly string[]).includes(route.type) || !(mandateStatuses as readonly string[]).includes(route.status)) {
    return null;
  }
  const members = mandates.filter((m) => m.type === route.type && m.status === route.status);
  return members[index] ?? null;
}
