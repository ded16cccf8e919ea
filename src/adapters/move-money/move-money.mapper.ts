import { parseIsoDate } from '../../core/accounts/calendar-date';
import { copAnswerFrom, type CopAnswer } from '../../core/move-money/confirmation-of-payee';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from '../../core/move-money/move-money';
import type { ConfirmCodes } from '../../core/move-money/move-money.port';
import type { TokenType } from '../../core/session/auth-state';
import { normaliseTokenType } from '../../core/session/token-type';
import type { BeneficiaryDto, ConfirmRequestDto, CopRequestDto, CopResponseDto, ReceiptDto, SecondaryReferenceCheckDto, TokenTypeDto } from './move-money.dto';

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
  const raw = isObject(body) && isObject((body as TokenTypeDto).payload) ? (body as Required<TokenTypeDto>).payload.tokenType : undefined;
  const type = normaliseTokenType(typeof raw === 'string' ? raw : null);
  if (!type) throw new MalformedAnswer('token type');
  return type;
}

/** Saved payees; one that lacks a field is left out rather than shown half-filled. */
export function toSavedPayees(body: unknown): SavedPayee[] {
  const list = isObject(body) && Array.isArray(body.payload) ? (body.payload as unknown[]) : null;
  if (!list) throw new MalformedAnswer('beneficiaries');
  return list.flatMap((item) => {
    if (!isObject(item)) return [];
    const b = item as BeneficiaryDto;
    const id = text(b.id);
    const name = text(b.name);
    const sortCode = text(b.sortCode)?.replace(/\D/g, '') ?? '';
    const accountNumber = text(b.accountNumber)?.replace(/\D/g, '') ?? '';
    if (!id || !name || sortCode.length !== 6 || accountNumber.length !== 8) return [];
    return [{ id, name, sortCode, accountNumber, reference: text(b.reference) ?? '' }];
  });
}

export function toSecondaryReferenceRequired(body: unknown): boolean {
  const payload = isObject(body) ? (body as SecondaryReferenceCheckDto).payload : undefined;
  if (!isObject(payload) || typeof payload.secondaryReferenceRequired !== 'boolean') throw new MalformedAnswer('secondary reference check');
  return payload.secondaryReferenceRequired;
}

export function toCopAnswer(body: unknown): CopAnswer {
  const payload = isObject(body) ? (body as CopResponseDto).payload : undefined;
  if (!isObject(payload) || typeof payload.matched !== 'boolean') throw new MalformedAnswer('confirmation of payee');
  const answer = copAnswerFrom(text(payload.reasonCode), payload.matched, text(payload.accountName) ?? undefined);
  if (!answer) throw new MalformedAnswer(`confirmation of payee reason ${String(payload.reasonCode)}`);
  return answer;
}

export function toReceipt(body: unknown): PaymentReceipt {
  const payload = isObject(body) ? (body as ReceiptDto).payload : undefined;
  const reference = isObject(payload) ? text(payload.paymentReference) : null;
  const date = isObject(payload) ? text(payload.paymentDate) : null;
  const status = isObject(payload) ? payload.status : null;
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

export function toConfirmRequest(instruction: PaymentInstruction, codes: ConfirmCodes): ConfirmRequestDto {
  const { target, schedule } = instruction;
  const body: ConfirmRequestDto = {
    fromAccountId: instruction.fromAccountId,
    amount: instruction.amountPence,
    reference: instruction.reference.trim(),
  };
  if (target.kind === 'own-account') body.toAccountId = target.accountId;
  if (target.kind === 'saved-payee') body.beneficiaryId = target.payee.id;
  if (target.kind === 'new-payee') body.payee = toCopRequest(target.payee);
  if (target.kind === 'company') body.majorBeneId = target.company.id;
  if (schedule) {
    body.standingOrder = {
      frequency: frequencies[schedule.frequency],
      firstPaymentDate: schedule.firstPaymentDate,
      end:
        schedule.end.kind === 'until-further-notice'
          ? { type: 'UNTIL_FURTHER_NOTICE' }
          : schedule.end.kind === 'after'
            ? { type: 'AFTER', numberOfPayments: schedule.end.payments }
            : { type: 'ON', finalPaymentDate: schedule.end.date },
    };
  }
  if (codes.transactionCode) body.transactionSecurityCode = codes.transactionCode;
  if (codes.reauthenticationCode) body.reauthenticationCode = codes.reauthenticationCode;
  return body;
}

export function toDataTransferId(body: unknown): string {
  const payload = isObject(body) ? body.payload : undefined;
  const id = isObject(payload) ? text(payload.dataTransferId) : null;
  if (!id) throw new MalformedAnswer('international data transfer');
  return id;
}
