import { injectable } from 'inversify';
import type { CopAnswer } from '../../core/move-money/confirmation-of-payee';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from '../../core/move-money/move-money';
import type { ConfirmCodes, InternationalLaunch, MoveMoneyPort } from '../../core/move-money/move-money.port';
import type { AppError } from '../../core/shared/result';
import type { TokenType } from '../../core/session/auth-state';
import { confirmPath, internationalSsoFlags, MoveMoneyPaths } from '../move-money/http-move-money.adapter';
import { toCopAnswer, toDataTransferId, toReceipt, toRecentPayments, toSavedPayees, toSecondaryReferenceRequired, toTokenType } from '../move-money/move-money.mapper';
import type { RecentPayment } from '../../core/move-money/earlier-payment';
import { errorEnvelope, WireAnswers, type WireSchemas } from './wire-answers';

/** GET /v1/beneficiaries: the demo bank's two saved payees. */
export const beneficiariesAnswer = (): WireSchemas['GetV1BeneficiariesAnswer'] => ({
  payload: [
    { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: 'RENT' },
    { id: 'BEN-2', name: 'Acme Plumbing Ltd', sortCode: '200000', accountNumber: '44668822', reference: 'INV 2041' },
  ],
  messages: [],
});

export const fakeSavedPayees: SavedPayee[] = toSavedPayees(beneficiariesAnswer());

type CopWire = WireSchemas['PostV1ConfirmationOfPayeeAnswer'];
type ReceiptWire = WireSchemas['PostV1PaymentsAnswer'];

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
 * test needs (e.g. FD999T, a lost answer). Every answer it computes is built as the bank's JSON,
 * recorded in `wire` and read by the HTTP adapter's mapper (docs/api/fakes.md).
 */
@injectable()
export class FakeMoveMoney implements MoveMoneyPort {
  readonly wire = new WireAnswers();
  tokenTypeValue: TokenType = toTokenType(
    this.wire.record('GET', MoveMoneyPaths.tokenType, { header: { statusCode: '0000' }, payload: { tokenType: 'HARD_SELECTED' } } satisfies WireSchemas['GetV1MoveMoneyTokenTypeAnswer']),
  );
  payees: SavedPayee[] = toSavedPayees(this.wire.record('GET', MoveMoneyPaths.beneficiaries, beneficiariesAnswer()));
  confirms: { instruction: PaymentInstruction; key: string; codes: ConfirmCodes }[] = [];
  nextConfirm: AppError | null = null;
  private readonly outcomes = new Map<string, PaymentReceipt>();
  /** The bank's record of what it paid, by account, as its wire rows (what recentPayments answers). */
  private readonly paid = new Map<string, WireSchemas['GetV1AccountsByAccountIdRecentPaymentsAnswer']['payload']>();
  /** When the fake carries a payment out (epoch ms); a test moves it. */
  now: () => number = () => Date.parse('2026-11-22T09:02:00Z');
  private sequence = 0;

  tokenType(): Promise<TokenType> {
    return Promise.resolve(this.tokenTypeValue);
  }

  savedPayees(): Promise<SavedPayee[]> {
    return Promise.resolve(this.payees.map((p) => ({ ...p })));
  }

  needsSecondaryReference(sortCode: string, accountNumber: string): Promise<boolean> {
    const answer: WireSchemas['PostV1SecondaryReferenceAccountChecksAnswer'] = {
      header: { statusCode: '0000' },
      payload: { secondaryReferenceRequired: sortCode === '070093' && accountNumber === '33333334' },
    };
    return Promise.resolve(toSecondaryReferenceRequired(this.wire.record('POST', MoveMoneyPaths.secondaryReferenceCheck, answer)));
  }

  startInternational(accountId: string): Promise<InternationalLaunch> {
    const answer: WireSchemas['PostV1InternationalDataTransferSessionAnswer'] = {
      header: { statusCode: '0000' },
      payload: { dataTransferId: `DT-${accountId}` },
    };
    const id = toDataTransferId(this.wire.record('POST', MoveMoneyPaths.internationalSession, answer));
    return Promise.resolve({ action: `/fake/international/launch?${internationalSsoFlags}`, fields: { dataTransferId: id } });
  }

  checkPayee(payee: NewPayee): Promise<CopAnswer> {
    return Promise.resolve(toCopAnswer(this.wire.record('POST', MoveMoneyPaths.confirmationOfPayee, fakeCopAnswer(payee))));
  }

  confirm(instruction: PaymentInstruction, key: string, codes: ConfirmCodes): Promise<PaymentReceipt> {
    this.confirms.push({ instruction, key, codes });
    const seen = this.outcomes.get(key);
    if (seen) return Promise.resolve(seen);
    const forced = this.nextConfirm;
    this.nextConfirm = null;
    // A refusal is the bank's error envelope on a 200, as the gateway sends it (docs/api/http.md).
    const refuse = (code: string, description: string) => {
      this.wire.record('POST', confirmPath(instruction), errorEnvelope({ code, description }));
      return Promise.reject(new FakeBankFailure({ code, description, status: 200 }));
    };
    if (forced) {
      // A forced failure is the bank's error envelope on its status (500 when none), unless no answer came (FD999T).
      this.wire.recordFailure('POST', confirmPath(instruction), forced);
      return Promise.reject(new FakeBankFailure(forced));
    }
    if (codes.transactionCode === '000000' || codes.reauthenticationCode === '000000') {
      return refuse('OLR_0043', 'You have entered an incorrect Transaction Security Code. (OLR_0043)');
    }
    if (instruction.amountPence === 99_999) {
      return refuse('BRC-109', 'Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-109)');
    }
    if (instruction.amountPence >= 1_000_000 && !codes.reauthenticationCode) return refuse('0004', 'Re-authentication required.');
    this.sequence += 1;
    const answer: ReceiptWire = {
      header: { statusCode: '0000' },
      payload: {
        paymentReference: `MM${String(this.sequence).padStart(6, '0')}`,
        paymentDate: instruction.schedule?.firstPaymentDate ?? '2026-11-22',
        status: instruction.schedule ? 'SCHEDULED' : 'SENT',
      },
      messages: [],
    };
    const receipt = toReceipt(this.wire.record('POST', confirmPath(instruction), answer));
    this.outcomes.set(key, receipt);
    this.recordPaid(instruction);
    return Promise.resolve(receipt);
  }

  recentPayments(accountId: string): Promise<RecentPayment[]> {
    const answer: WireSchemas['GetV1AccountsByAccountIdRecentPaymentsAnswer'] = { payload: [...(this.paid.get(accountId) ?? [])], messages: [] };
    return Promise.resolve(toRecentPayments(this.wire.record('GET', `/v1/accounts/${accountId}/recent-payments`, answer)));
  }

  /** A payment to someone else is in the bank's record from the moment it is carried out. */
  private recordPaid(instruction: PaymentInstruction): void {
    const t = instruction.target;
    if (instruction.schedule || t.kind === 'own-account') return;
    const payee = t.kind === 'company' ? t.company : t.payee;
    const rows = this.paid.get(instruction.fromAccountId) ?? [];
    rows.push({ payeeName: payee.name, sortCode: payee.sortCode, accountNumber: payee.accountNumber, amount: instruction.amountPence, paidAt: new Date(this.now()).toISOString(), status: 'SENT' });
    this.paid.set(instruction.fromAccountId, rows);
  }
}

const cop = (matched: boolean, reasonCode?: string, accountName?: string): CopWire => ({
  header: { statusCode: '0000' },
  payload: { matched, ...(reasonCode ? { reasonCode } : {}), ...(accountName ? { accountName } : {}) },
});

/** The Confirmation of Payee table of the README, as the bank answers it. */
export function fakeCopAnswer(payee: NewPayee): CopWire {
  const name = payee.name.trim().toLowerCase();
  if (payee.sortCode === '999999') return cop(false, 'SCNS');
  if (payee.accountNumber === '00000000') return cop(false, 'AC01');
  if (payee.accountNumber === '11223344') return cop(false, 'OPTO');
  if (payee.sortCode === '070093' && payee.accountNumber === '33333334') {
    return payee.secondaryReference?.trim().toUpperCase() === 'ROLL1234' ? cop(true) : cop(false, 'IVCR');
  }
  if (payee.sortCode === '200000' && payee.accountNumber === '55779911') {
    if (payee.accountType === 'business') return cop(false, 'PANM', 'Jane Smith');
    if (name === 'jane smith') return cop(true);
    if (name === 'jane smyth' || name === 'j smith') return cop(false, 'MBAM', 'Jane Smith');
    return cop(false, 'ANNM');
  }
  if (payee.sortCode === '200000' && payee.accountNumber === '44668822') {
    if (payee.accountType === 'personal') return cop(false, 'BANM', 'Acme Plumbing Ltd');
    return name === 'acme plumbing ltd' ? cop(true) : cop(false, 'ANNM');
  }
  return cop(false, 'ANNM');
}
