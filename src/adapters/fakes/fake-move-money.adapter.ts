import { injectable } from 'inversify';
import type { CopAnswer } from '../../core/move-money/confirmation-of-payee';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from '../../core/move-money/move-money';
import type { ConfirmCodes, InternationalLaunch, MoveMoneyPort } from '../../core/move-money/move-money.port';
import type { AppError } from '../../core/shared/result';
import type { TokenType } from '../../core/session/auth-state';

export const fakeSavedPayees: SavedPayee[] = [
  { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: 'RENT' },
  { id: 'BEN-2', name: 'Acme Plumbing Ltd', sortCode: '200000', accountNumber: '44668822', reference: 'INV 2041' },
];

/** What the fake rejects with: the shape an HttpFailure has (an AppError under `error`). */
export class FakeBankFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.code);
  }
}

/**
 * In-memory move-money gateway with the demo bank's test payees (README, 'The demo bank: move
 * money'): the same Confirmation of Payee answers, TSC 000000 is OLR_0043, £999.99 is BRC-109, £10,000.00 or more
 * without a Re-authentication Security Code is 0004, a key already seen answers its first outcome.
 * `confirms` records every confirm for assertions; `nextConfirm` makes the next confirm fail as a
 * test needs (e.g. FD999T, a lost answer).
 */
@injectable()
export class FakeMoveMoney implements MoveMoneyPort {
  tokenTypeValue: TokenType = 'hard_selected';
  payees: SavedPayee[] = fakeSavedPayees.map((p) => ({ ...p }));
  confirms: { instruction: PaymentInstruction; key: string; codes: ConfirmCodes }[] = [];
  nextConfirm: AppError | null = null;
  private readonly outcomes = new Map<string, PaymentReceipt>();
  private sequence = 0;

  tokenType(): Promise<TokenType> {
    return Promise.resolve(this.tokenTypeValue);
  }

  savedPayees(): Promise<SavedPayee[]> {
    return Promise.resolve(this.payees.map((p) => ({ ...p })));
  }

  needsSecondaryReference(sortCode: string, accountNumber: string): Promise<boolean> {
    return Promise.resolve(sortCode === '070093' && accountNumber === '33333334');
  }

  startInternational(accountId: string): Promise<InternationalLaunch> {
    return Promise.resolve({ action: '/fake/international/launch?sso=true&dataTransfer=true', fields: { dataTransferId: `DT-${accountId}` } });
  }

  checkPayee(payee: NewPayee): Promise<CopAnswer> {
    return Promise.resolve(fakeCop(payee));
  }

  confirm(instruction: PaymentInstruction, key: string, codes: ConfirmCodes): Promise<PaymentReceipt> {
    this.confirms.push({ instruction, key, codes });
    const seen = this.outcomes.get(key);
    if (seen) return Promise.resolve(seen);
    const forced = this.nextConfirm;
    this.nextConfirm = null;
    const refuse = (code: string, description: string) => Promise.reject(new FakeBankFailure({ code, description, status: 200 }));
    if (forced) return Promise.reject(new FakeBankFailure(forced));
    if (codes.transactionCode === '000000' || codes.reauthenticationCode === '000000') {
      return refuse('OLR_0043', 'You have entered an incorrect Transaction Security Code. (OLR_0043)');
    }
    if (instruction.amountPence === 99_999) {
      return refuse('BRC-109', 'Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-109)');
    }
    if (instruction.amountPence >= 1_000_000 && !codes.reauthenticationCode) return refuse('0004', 'Re-authentication required.');
    this.sequence += 1;
    const receipt: PaymentReceipt = {
      reference: `MM${String(this.sequence).padStart(6, '0')}`,
      date: instruction.schedule?.firstPaymentDate ?? '2026-11-22',
      status: instruction.schedule ? 'scheduled' : 'sent',
    };
    this.outcomes.set(key, receipt);
    return Promise.resolve(receipt);
  }
}

/** The Confirmation of Payee table of the README. */
export function fakeCop(payee: NewPayee): CopAnswer {
  const name = payee.name.trim().toLowerCase();
  if (payee.sortCode === '999999') return { result: 'unavailable', reason: 'SCNS' };
  if (payee.accountNumber === '00000000') return { result: 'unavailable', reason: 'AC01' };
  if (payee.accountNumber === '11223344') return { result: 'unavailable', reason: 'OPTO' };
  if (payee.sortCode === '070093' && payee.accountNumber === '33333334') {
    return payee.secondaryReference?.trim().toUpperCase() === 'ROLL1234' ? { result: 'match' } : { result: 'unavailable', reason: 'IVCR' };
  }
  if (payee.sortCode === '200000' && payee.accountNumber === '55779911') {
    if (payee.accountType === 'business') return { result: 'type-mismatch', reason: 'PANM', actualName: 'Jane Smith' };
    if (name === 'jane smith') return { result: 'match' };
    if (name === 'jane smyth' || name === 'j smith') return { result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' };
    return { result: 'no-match', reason: 'ANNM' };
  }
  if (payee.sortCode === '200000' && payee.accountNumber === '44668822') {
    if (payee.accountType === 'personal') return { result: 'type-mismatch', reason: 'BANM', actualName: 'Acme Plumbing Ltd' };
    return name === 'acme plumbing ltd' ? { result: 'match' } : { result: 'no-match', reason: 'ANNM' };
  }
  return { result: 'no-match', reason: 'ANNM' };
}

