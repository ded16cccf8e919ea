import type {
  ApplicantDetails,
  CashIsaOpened,
  CashIsaProduct,
  CashIsaStanding,
  Country,
  IsaDetailsCheck,
  Nationality,
  OpenedAccount,
  RegularSaverEligibility,
  RegularSaverOpened,
  RegularSaverProduct,
  SourceAccount,
} from '../../../core/products/savings/savings';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { HttpFailure } from '../../http/http-client';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read page. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (o: Obj, k: string): string => {
  const v = o[k];
  if (typeof v !== 'string') throw malformed();
  return v;
};
const pence = (o: Obj, k: string): number => {
  const v = o[k];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw malformed();
  return v;
};
const bool = (o: Obj, k: string): boolean => {
  const v = o[k];
  if (typeof v !== 'boolean') throw malformed();
  return v;
};
const object = (v: unknown): Obj => {
  if (!isObject(v)) throw malformed();
  return v;
};
const list = (v: unknown): unknown[] => {
  if (!Array.isArray(v)) throw malformed();
  return v;
};
const digits = (v: string): string => v.replace(/\D/g, '');
const isoDate = (o: Obj, k: string): string => {
  const v = text(o, k);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw malformed();
  return v;
};

function payloadOf(answer: unknown): unknown {
  if (!isObject(answer) || !('payload' in answer)) throw malformed();
  return answer.payload;
}

const rateType = (o: Obj): 'fixed' | 'variable' => {
  const v = text(o, 'rateType');
  if (v !== 'FIXED' && v !== 'VARIABLE') throw malformed();
  return v === 'FIXED' ? 'fixed' : 'variable';
};

function toRegularSaverProduct(raw: unknown): RegularSaverProduct {
  const p = object(raw);
  return {
    name: text(p, 'name'),
    aer: text(p, 'aer'),
    rateType: rateType(p),
    termMonths: pence(p, 'termMonths'),
    minimumMonthly: pence(p, 'minimumMonthlyAmount'),
    maximumMonthly: pence(p, 'maximumMonthlyAmount'),
  };
}

export function toRegularSaverEligibility(answer: unknown): RegularSaverEligibility {
  const p = object(payloadOf(answer));
  const product = toRegularSaverProduct(p.product);
  if (bool(p, 'eligible')) return { kind: 'eligible', product };
  if (p.reasonCode === 'ALREADY_HELD') {
    const held = object(p.heldAccount);
    return { kind: 'already-held', product, account: { id: text(held, 'id'), name: text(held, 'name') } };
  }
  return { kind: 'declined', product, reason: typeof p.reasonText === 'string' && p.reasonText ? p.reasonText : 'We cannot offer you a Regular Saver at the moment.' };
}

export function toSourceAccounts(answer: unknown): SourceAccount[] {
  return list(payloadOf(answer)).map((raw) => {
    const a = object(raw);
    const available = a.availableBalance;
    if (available !== null && available !== undefined && typeof available !== 'number') throw malformed();
    return { id: text(a, 'id'), name: text(a, 'name'), sortCode: digits(text(a, 'sortCode')), number: digits(text(a, 'accountNumber')), availableBalance: typeof available === 'number' ? available : null };
  });
}

export function toCountries(answer: unknown): Country[] {
  return list(payloadOf(answer)).map((raw) => {
    const c = object(raw);
    return { code: text(c, 'code'), name: text(c, 'name') };
  });
}

export function toNationalities(answer: unknown): Nationality[] {
  return list(payloadOf(answer)).map((raw) => {
    const c = object(raw);
    return { code: text(c, 'code'), name: text(c, 'nationality') };
  });
}

function toOpenedAccount(raw: unknown): OpenedAccount {
  const a = object(raw);
  return { id: text(a, 'id'), name: text(a, 'name'), sortCode: digits(text(a, 'sortCode')), number: digits(text(a, 'accountNumber')) };
}

export function toRegularSaverOpened(answer: unknown): RegularSaverOpened {
  const p = object(payloadOf(answer));
  const so = object(p.standingOrder);
  return {
    reference: text(p, 'applicationReference'),
    account: toOpenedAccount(p.account),
    standingOrder: { amount: pence(so, 'amount'), paymentDay: pence(so, 'paymentDay'), firstPaymentDate: isoDate(so, 'firstPaymentDate'), fromAccountName: text(so, 'fromAccountName') },
  };
}

export function toCashIsaProduct(answer: unknown): CashIsaProduct {
  const p = object(payloadOf(answer));
  return { name: text(p, 'name'), aer: text(p, 'aer'), rateType: rateType(p), flexible: bool(p, 'flexible'), minimumDeposit: pence(p, 'minimumDeposit') };
}

export function toCashIsaStanding(answer: unknown): CashIsaStanding {
  const p = object(payloadOf(answer));
  // The tax year the count is of (issue 28, item 11): without it the figure cannot be tied to a year.
  const taxYear = text(p, 'taxYear');
  if (!/^\d{4}\/\d{2}$/.test(taxYear)) throw malformed();
  return { paidInThisTaxYear: pence(p, 'subscribedThisTaxYear'), taxYear, ukResident: bool(p, 'ukResident') };
}

export function toIsaDetailsCheck(answer: unknown): IsaDetailsCheck {
  const p = object(payloadOf(answer));
  if (bool(p, 'eligible')) return { kind: 'confirmed' };
  return { kind: 'declined', reason: typeof p.reasonText === 'string' && p.reasonText ? p.reasonText : 'We could not confirm your details.' };
}

export function toApplicantDetails(answer: unknown): ApplicantDetails {
  const p = object(payloadOf(answer));
  const address = object(p.address);
  const lines = list(address.lines);
  if (!lines.every((l): l is string => typeof l === 'string')) throw malformed();
  return { title: text(p, 'title'), firstName: text(p, 'firstName'), lastName: text(p, 'lastName'), dateOfBirth: isoDate(p, 'dateOfBirth'), address: { lines, postcode: text(address, 'postcode') } };
}

/** The documents' list (without their PDFs, fetched one by one by id). */
export function toProductDocuments(answer: unknown): { id: string; title: string; html: string }[] {
  const docs = list(payloadOf(answer)).map((raw) => {
    const d = object(raw);
    const id = text(d, 'id');
    if (!/^[a-z-]+$/.test(id)) throw malformed();
    return { id, title: text(d, 'title'), html: text(d, 'html') };
  });
  if (docs.length === 0) throw malformed();
  return docs;
}

export function toCashIsaOpened(answer: unknown): CashIsaOpened {
  const p = object(payloadOf(answer));
  return { reference: text(p, 'applicationReference'), account: toOpenedAccount(p.account), firstDeposit: pence(p, 'firstDeposit') };
}
