import { parseIsoDate } from '../../core/accounts/calendar-date';
import { copAnswerFrom, type CopAnswer } from '../../core/move-money/confirmation-of-payee';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from '../../core/move-money/move-money';
import type { RecentPayment } from '../../core/move-money/earlier-payment';
import type { ConfirmCodes } from '../../core/move-money/move-money.port';
import type { TokenType } from '../../core/session/auth-state';
import { normaliseTokenType } from '../../core/session/token-type';
import { fieldsOf } from '../http/wire-types';
import type {
  BeneficiaryDto,
  CompanyPaymentRequestDto,
  ConfirmRequestDto,
  CopRequestDto,
  CopResponseDto,
  DataTransferSessionDto,
  NewPayeePaymentRequestDto,
  PaymentRequestDto,
  ReceiptDto,
  RecentPaymentDto,
  SecondaryReferenceCheckDto,
  StandingOrderDto,
  StandingOrderRequestDto,
  TokenTypeDto,
  TransferRequestDto,
} from './move-money.dto';

/** An answer that is not the agreed shape: the adapter turns it into FD001T. */
export class MalformedAnswer extends Error {
  constructor(what: string) {
    super(`Malformed move-money answer: ${what}`);
    this.name = 'MalformedAnswer';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function toTokenType(body: unknown): TokenType {
  const raw = fieldsOf<TokenTypeDto['payload']>(fieldsOf<TokenTypeDto>(body)?.payload)?.tokenType;
  const type = normaliseTokenType(typeof raw === 'string' ? raw : null);
  if (!type) throw new MalformedAnswer('token type');
  return type;
}

/** Saved payees; one that lacks a field is left out rather than shown half-filled. */
export function toSavedPayees(body: unknown): SavedPayee[] {
  const list = isObject(body) && Array.isArray(body.payload) ? (body.payload as unknown[]) : null;
  if (!list) throw new MalformedAnswer('beneficiaries');
  return list.flatMap((item) => {
    const b = fieldsOf<BeneficiaryDto>(item);
    if (!b) return [];
    const id = text(b.id);
    const name = text(b.name);
    const sortCode = text(b.sortCode)?.replace(/\D/g, '') ?? '';
    const accountNumber = text(b.accountNumber)?.replace(/\D/g, '') ?? '';
    if (!id || !name || sortCode.length !== 6 || accountNumber.length !== 8) return [];
    return [{ id, name, sortCode, accountNumber, reference: text(b.reference) ?? '' }];
  });
}

/**
 * The bank's recent outgoing payments. A row that does not read (no time, no amount, an account that
 * is not 6 and 8 digits) is left out; a body that is not a list is malformed.
 */
export function toRecentPayments(body: unknown): RecentPayment[] {
  const list = isObject(body) && Array.isArray(body.payload) ? (body.payload as unknown[]) : null;
  if (!list) throw new MalformedAnswer('recent payments');
  return list.flatMap((item) => {
    const p = fieldsOf<RecentPaymentDto>(item);
    if (!p) return [];
    const payeeName = text(p.payeeName);
    const sortCode = text(p.sortCode)?.replace(/\D/g, '') ?? '';
    const accountNumber = text(p.accountNumber)?.replace(/\D/g, '') ?? '';
    const paidAt = typeof p.paidAt === 'string' ? Date.parse(p.paidAt) : Number.NaN;
    const amountPence = p.amount;
    if (!payeeName || sortCode.length !== 6 || accountNumber.length !== 8 || Number.isNaN(paidAt)) return [];
    if (typeof amountPence !== 'number' || !Number.isSafeInteger(amountPence) || amountPence <= 0) return [];
    return [{ payeeName, sortCode, accountNumber, amountPence, paidAt }];
  });
}

export function toSecondaryReferenceRequired(body: unknown): boolean {
  const payload = fieldsOf<SecondaryReferenceCheckDto['payload']>(fieldsOf<SecondaryReferenceCheckDto>(body)?.payload);
  if (!payload || typeof payload.secondaryReferenceRequired !== 'boolean') throw new MalformedAnswer('secondary reference check');
  return payload.secondaryReferenceRequired;
}

export function toCopAnswer(body: unknown): CopAnswer {
  const payload = fieldsOf<CopResponseDto['payload']>(fieldsOf<CopResponseDto>(body)?.payload);
  if (!payload || typeof payload.matched !== 'boolean') throw new MalformedAnswer('confirmation of payee');
  const answer = copAnswerFrom(text(payload.reasonCode), payload.matched, text(payload.accountName) ?? undefined);
  if (!answer) throw new MalformedAnswer(`confirmation of payee reason ${String(payload.reasonCode)}`);
  return answer;
}

export function toReceipt(body: unknown): PaymentReceipt {
  const payload = fieldsOf<ReceiptDto['payload']>(fieldsOf<ReceiptDto>(body)?.payload);
  const reference = text(payload?.paymentReference);
  const date = text(payload?.paymentDate);
  const status = payload?.status;
  if (!reference || !date || !parseIsoDate(date) || (status !== 'SENT' && status !== 'SCHEDULED')) throw new MalformedAnswer('receipt');
  return { reference, date, status: status === 'SENT' ? 'sent' : 'scheduled' };
}

export function toCopRequest(payee: NewPayee): CopRequestDto {
  return {
    name: payee.name.trim(),
    sortCode: payee.sortCode,
    accountNumber: payee.accountNumber,
    accountType: payee.accountType === 'business' ? 'BUSINESS' : 'PERSONAL',
    ...(payee.secondaryReference ? { secondaryReference: payee.secondaryReference.trim() } : {}),
  };
}

const frequencies = { weekly: 'WEEKLY', fortnightly: 'FORTNIGHTLY', monthly: 'MONTHLY', quarterly: 'QUARTERLY', yearly: 'YEARLY' } as const;

function toStandingOrder(schedule: NonNullable<PaymentInstruction['schedule']>): StandingOrderDto {
  const { end } = schedule;
  return {
    frequency: frequencies[schedule.frequency],
    firstPaymentDate: schedule.firstPaymentDate,
    end:
      end.kind === 'until-further-notice'
        ? { type: 'UNTIL_FURTHER_NOTICE' }
        : end.kind === 'after'
          ? { type: 'AFTER', numberOfPayments: end.payments }
          : { type: 'ON', finalPaymentDate: end.date },
  };
}

/** Who a standing order pays: a saved payee, someone new or a company; never one of the customer's own accounts. */
function standingOrderPayee(target: PaymentInstruction['target']): Pick<StandingOrderRequestDto, 'beneficiaryId' | 'payee' | 'majorBeneId'> {
  switch (target.kind) {
    case 'saved-payee':
      return { beneficiaryId: target.payee.id };
    case 'new-payee':
      return { payee: toCopRequest(target.payee) };
    case 'company':
      return { majorBeneId: target.company.id };
    case 'own-account':
      throw new Error('A standing order pays someone else, not one of the customer\'s own accounts');
  }
}

/** The confirm body for the path confirmPath picks (the adapter): the document's schema of that path. */
export function toConfirmRequest(instruction: PaymentInstruction, codes: ConfirmCodes): ConfirmRequestDto {
  const { target, schedule } = instruction;
  const common = {
    fromAccountId: instruction.fromAccountId,
    amount: instruction.amountPence,
    reference: instruction.reference.trim(),
    ...(codes.transactionCode ? { transactionSecurityCode: codes.transactionCode } : {}),
    ...(codes.reauthenticationCode ? { reauthenticationCode: codes.reauthenticationCode } : {}),
  };
  if (schedule) return { ...common, ...standingOrderPayee(target), standingOrder: toStandingOrder(schedule) } satisfies StandingOrderRequestDto;
  switch (target.kind) {
    case 'own-account':
      return { ...common, toAccountId: target.accountId } satisfies TransferRequestDto;
    case 'saved-payee':
      return { ...common, beneficiaryId: target.payee.id } satisfies PaymentRequestDto;
    case 'new-payee':
      return { ...common, payee: toCopRequest(target.payee) } satisfies NewPayeePaymentRequestDto;
    case 'company':
      return { ...common, majorBeneId: target.company.id } satisfies CompanyPaymentRequestDto;
  }
}

export function toDataTransferId(body: unknown): string {
  const id = text(fieldsOf<DataTransferSessionDto['payload']>(fieldsOf<DataTransferSessionDto>(body)?.payload)?.dataTransferId);
  if (!id) throw new MalformedAnswer('international data transfer');
  return id;
}
