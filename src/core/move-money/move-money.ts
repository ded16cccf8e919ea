import type { Pence } from '../accounts/money';
/** A calendar date, ISO 'YYYY-MM-DD' (core/accounts/calendar-date.ts). */
export type CalendarDate = string;

/** The kinds of payment of docs/rules/customer-screens.md, 'Move money'. */
export type PaymentKind =
  | 'transfer'
  | 'existing-payee'
  | 'new-payee'
  | 'company'
  | 'standing-order-person'
  | 'standing-order-company';

/** Which kinds need a Transaction Security Code (the issue: a new payee and a standing order do; own accounts and a payee already set up do not). */
export function needsSigning(kind: PaymentKind): boolean {
  return kind === 'new-payee' || kind === 'company' || kind === 'standing-order-person' || kind === 'standing-order-company';
}

export type AccountType = 'personal' | 'business';

/** A payee the customer types in: checked by Confirmation of Payee before the review. */
export interface NewPayee {
  name: string;
  /** 6 digits, no separators. */
  sortCode: string;
  /** 8 digits. */
  accountNumber: string;
  accountType: AccountType;
  /** Roll number or other secondary reference, where the payee's bank needs one. */
  secondaryReference?: string;
}

/** A payee the customer set up before (the beneficiaries list). */
export interface SavedPayee {
  id: string;
  name: string;
  sortCode: string;
  accountNumber: string;
  reference: string;
}

/** A company from the major beneficiaries in content: details held by the bank, the customer gives a reference. */
export interface MajorBeneficiary {
  id: string;
  name: string;
  sortCode: string;
  accountNumber: string;
  /** What the company calls its reference ('Your 16-digit card number'). */
  referenceLabel: string;
  /** The code is made from the account number, or from the customer's reference or card number. */
  signWith: 'account' | 'reference' | 'card';
}

export type Frequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly' | 'yearly';

export const frequencyLabels: Record<Frequency, string> = {
  weekly: 'Every week',
  fortnightly: 'Every 2 weeks',
  monthly: 'Every month',
  quarterly: 'Every 3 months',
  yearly: 'Every year',
};

export type StandingOrderEnd =
  | { kind: 'until-further-notice' }
  | { kind: 'after'; payments: number }
  | { kind: 'on'; date: CalendarDate };

export interface StandingOrderSchedule {
  frequency: Frequency;
  firstPaymentDate: CalendarDate;
  end: StandingOrderEnd;
}

/** Who the money goes to, by kind. */
export type PaymentTarget =
  | { kind: 'own-account'; accountId: string; name: string }
  | { kind: 'saved-payee'; payee: SavedPayee }
  | { kind: 'new-payee'; payee: NewPayee }
  | { kind: 'company'; company: MajorBeneficiary };

/** Everything a confirm call sends, less the code and the key. */
export interface PaymentInstruction {
  kind: PaymentKind;
  fromAccountId: string;
  target: PaymentTarget;
  amountPence: Pence;
  reference: string;
  /** Single payments go today; standing orders carry their schedule. */
  schedule?: StandingOrderSchedule;
}

/** The bank's receipt. */
export interface PaymentReceipt {
  reference: string;
  /** The day the money goes (today, or the first payment of a standing order). */
  date: CalendarDate;
  status: 'sent' | 'scheduled';
}

/** The display name of whoever is paid. */
export function payeeName(target: PaymentTarget): string {
  switch (target.kind) {
    case 'own-account':
      return target.name;
    case 'saved-payee':
      return target.payee.name;
    case 'new-payee':
      return target.payee.name;
    case 'company':
      return target.company.name;
  }
}
