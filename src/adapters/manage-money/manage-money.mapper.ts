import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import type { FuturePayment } from '../../core/manage-money/future-payment';
import { ManageMoneyErrorCodes } from '../../core/manage-money/manage-money-errors';
import type { Payee } from '../../core/manage-money/payee';
import { frequencies, type Mandate, type MandateStatus, type PaymentPayee } from '../../core/manage-money/regular-payment';
import type { StandingOrderAmendment } from '../../core/manage-money/change-rules';
import {
  array,
  integer,
  isoDate,
  MalformedAnswer,
  object,
  oneOf,
  optionalInteger,
  optionalIsoDate,
  optionalString,
  payloadOf,
  string,
} from '../accounts/dto-reader';
import { digitsOnly, guardedAnswers } from '../accounts/guarded-answer';
import type { Unchecked } from '../http/wire-types';
import { ReauthenticationCodeHeader, reauthenticationOf } from '../http/reauthentication-field';
import type { AmendStandingOrderDto, BeneficiaryDto, DirectDebitDto, FuturePaymentDto, PayeeRefDto, RegularPaymentsDto, StandingOrderDto } from './manage-money.dto';

/** Wire answers to domain types; a wrong shape is MM_MALFORMED naming the offending path. */
const guarded = guardedAnswers(ManageMoneyErrorCodes.malformed);

const statusOf = (o: Unchecked<StandingOrderDto | DirectDebitDto>, path: string): MandateStatus =>
  oneOf(o, 'status', path, ['ACTIVE', 'CANCELLED', 'ENDED'] as const).toLowerCase() as MandateStatus;

function payeeRef(value: unknown, path: string): PaymentPayee {
  const o = object<PayeeRefDto>(value, path);
  return {
    name: string(o, 'name', path),
    sortCode: digitsOnly(optionalString(o, 'sortCode', path)),
    accountNumber: digitsOnly(optionalString(o, 'accountNumber', path)),
  };
}

function positiveAmount<O extends object>(o: O, key: keyof O & string, path: string): number {
  const v = integer(o, key, path);
  if (v <= 0) throw new MalformedAnswer(`${path}.${key}`, 'a positive amount in pence');
  return v;
}

export function toRegularPayments(answer: unknown): Mandate[] {
  return guarded('regular payments', () => {
    const payload = object<RegularPaymentsDto>(payloadOf(answer), 'answer.payload');
    const standingOrders = array(payload.standingOrders, 'answer.payload.standingOrders').map((item, i): Mandate => {
      const path = `answer.payload.standingOrders[${i}]`;
      const o = object<StandingOrderDto>(item, path);
      return {
        id: string(o, 'id', path),
        type: 'standing-order',
        status: statusOf(o, path),
        accountId: string(o, 'accountId', path),
        payee: payeeRef(o.payee, `${path}.payee`),
        amount: positiveAmount(o, 'amount', path),
        frequency: oneOf(o, 'frequency', path, frequencies),
        nextPaymentDate: optionalIsoDate(o, 'nextPaymentDate', path),
        lastPaymentDate: optionalIsoDate(o, 'lastPaymentDate', path),
        reference: string(o, 'reference', path),
      };
    });
    const directDebits = array(payload.directDebits, 'answer.payload.directDebits').map((item, i): Mandate => {
      const path = `answer.payload.directDebits[${i}]`;
      const o = object<DirectDebitDto>(item, path);
      return {
        id: string(o, 'id', path),
        type: 'direct-debit',
        status: statusOf(o, path),
        accountId: string(o, 'accountId', path),
        payee: { name: string(o, 'originator', path), sortCode: null, accountNumber: null },
        amount: optionalInteger(o, 'lastAmount', path),
        frequency: o.frequency === undefined || o.frequency === null ? null : oneOf(o, 'frequency', path, frequencies),
        nextPaymentDate: optionalIsoDate(o, 'nextPaymentDate', path),
        lastPaymentDate: optionalIsoDate(o, 'lastPaymentDate', path),
        reference: string(o, 'reference', path),
      };
    });
    return [...standingOrders, ...directDebits];
  });
}

export function toPayees(answer: unknown): Payee[] {
  return guarded('beneficiaries', () =>
    array(payloadOf(answer), 'answer.payload').map((item, i) => {
      const path = `answer.payload[${i}]`;
      const o = object<BeneficiaryDto>(item, path);
      const sortCode = string(o, 'sortCode', path).replace(/[\s-]/g, '');
      if (!/^\d{6}$/.test(sortCode)) throw new MalformedAnswer(`${path}.sortCode`, 'six digits');
      const accountNumber = string(o, 'accountNumber', path).replace(/\s/g, '');
      if (!/^\d{8}$/.test(accountNumber)) throw new MalformedAnswer(`${path}.accountNumber`, 'eight digits');
      return { id: string(o, 'id', path), name: string(o, 'name', path), sortCode, accountNumber, reference: string(o, 'reference', path) };
    }),
  );
}

export function toFuturePayments(answer: unknown): FuturePayment[] {
  return guarded('future payments', () =>
    array(payloadOf(answer), 'answer.payload').map((item, i) => {
      const path = `answer.payload[${i}]`;
      const o = object<FuturePaymentDto>(item, path);
      return {
        id: string(o, 'id', path),
        accountId: string(o, 'accountId', path),
        payee: payeeRef(o.payee, `${path}.payee`),
        amount: positiveAmount(o, 'amount', path),
        date: isoDate(o, 'date', path),
        reference: string(o, 'reference', path),
      };
    }),
  );
}

export const toAmendBody = (amendment: StandingOrderAmendment, codes: SigningCodesToSend = {}): AmendStandingOrderDto => ({
  amount: amendment.amount,
  nextPaymentDate: amendment.nextPaymentDate,
  frequency: amendment.frequency,
  reference: amendment.reference,
  ...(codes.transactionCode ? { transactionSecurityCode: codes.transactionCode } : {}),
  ...reauthenticationOf(codes),
});

/**
 * A DELETE has no body: the code the bank asked for (0004) goes in the header the contract names for
 * it (X-Reauthentication-Code); before the bank asks, no header.
 */
export const reauthenticationHeader = (codes: SigningCodesToSend): Record<string, string> =>
  codes.reauthenticationCode ? { [ReauthenticationCodeHeader]: codes.reauthenticationCode } : {};
