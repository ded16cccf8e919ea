import { formatMoney, type Pence } from '../accounts/money';
import { bankDateAt, bankZone } from '../shared/bank-day';
import type { PaymentInstruction } from './move-money';

/** One outgoing payment as the bank lists it (its own record, pending included). */
export interface RecentPayment {
  payeeName: string;
  sortCode: string;
  accountNumber: string;
  amountPence: Pence;
  /** When the bank carried it out (epoch ms). */
  paidAt: number;
}

/** A payment the bank already made that this review would make again. */
export interface EarlierPayment {
  payeeName: string;
  amountPence: Pence;
  /** HH:MM in London. */
  time: string;
  day: 'today' | 'yesterday';
}

const dayMs = 24 * 60 * 60 * 1000;

/** London's HH:MM at an instant: made once, on first use. */
let londonTimes: Intl.DateTimeFormat | undefined;
function londonTime(epochMs: number): string {
  londonTimes ??= new Intl.DateTimeFormat('en-GB', { timeZone: bankZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return londonTimes.format(epochMs);
}

/** The payee account a payment goes to, as sort code and account number; null for one of the customer's own accounts. */
function payeeAccountOf({ target }: PaymentInstruction): { sortCode: string; accountNumber: string } | null {
  switch (target.kind) {
    case 'own-account':
      return null;
    case 'saved-payee':
      return target.payee;
    case 'new-payee':
      return target.payee;
    case 'company':
      return target.company;
  }
}

const digits = (value: string): string => value.replace(/\D/g, '');

/**
 * The latest payment in the bank's own record, made today or the day before (London's days), to the
 * same payee account for the same amount as the instruction under review; null when there is none.
 * This outlives the tab, the session and the device: it is the last line after the request journal.
 */
export function earlierPaymentOf(instruction: PaymentInstruction, recent: readonly RecentPayment[], now: number): EarlierPayment | null {
  const payee = payeeAccountOf(instruction);
  if (!payee) return null;
  const today = bankDateAt(now);
  const yesterday = bankDateAt(now - dayMs) === today ? bankDateAt(now - 2 * dayMs) : bankDateAt(now - dayMs);
  const same = recent
    .filter(
      (p) =>
        p.amountPence === instruction.amountPence &&
        digits(p.sortCode) === digits(payee.sortCode) &&
        digits(p.accountNumber) === digits(payee.accountNumber) &&
        (bankDateAt(p.paidAt) === today || bankDateAt(p.paidAt) === yesterday),
    )
    .sort((a, b) => a.paidAt - b.paidAt)
    .at(-1);
  if (!same) return null;
  return { payeeName: same.payeeName, amountPence: same.amountPence, time: londonTime(same.paidAt), day: bankDateAt(same.paidAt) === today ? 'today' : 'yesterday' };
}

/** "You paid Jane Smith £7.00 at 14:02 today." */
export function earlierPaymentWords(earlier: EarlierPayment): string {
  return `You paid ${earlier.payeeName} ${formatMoney(earlier.amountPence)} at ${earlier.time} ${earlier.day}.`;
}

/** The tick the review asks for before the same payment is made again, and its error. */
export const payAgainLabel = 'I want to make this payment again';
export const payAgainError = 'Select that you want to make this payment again, or go back to Balances';
