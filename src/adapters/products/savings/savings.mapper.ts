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
import { fieldsOf, type Unchecked } from '../../http/wire-types';
import type {
  ApplicantDetailsDto,
  CashIsaEligibilityDto,
  CashIsaOpenedDto,
  CashIsaProductDto,
  CountryDto,
  HeldAccountDto,
  IsaDetailsCheckDto,
  NationalityDto,
  OpenedAccountDto,
  ProductDocumentDto,
  RegularSaverEligibilityDto,
  RegularSaverOpenedDto,
  RegularSaverProductDto,
  SourceAccountDto,
} from './savings.dto';

/** An answer that is not the documented shape is the generic failure (FD001T), never a half-read page. */
function malformed(): HttpFailure {
  return new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
}

/** A field of `o` by the document's name for it (`K`): a renamed field does not compile. */
type Field<O> = keyof O & string;
const text = <O extends object>(o: O, k: Field<O>): string => {
  const v = o[k];
  if (typeof v !== 'string') throw malformed();
  return v;
};
const pence = <O extends object>(o: O, k: Field<O>): number => {
  const v = o[k];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw malformed();
  return v;
};
const bool = <O extends object>(o: O, k: Field<O>): boolean => {
  const v = o[k];
  if (typeof v !== 'boolean') throw malformed();
  return v;
};
/** `v` read by the document's field names for `T` (its generated type). */
const object = <T>(v: unknown): Unchecked<T> => {
  const o = fieldsOf<T>(v);
  if (!o) throw malformed();
  return o;
};
const list = (v: unknown): unknown[] => {
  if (!Array.isArray(v)) throw malformed();
  return v;
};
const digits = (v: string): string => v.replace(/\D/g, '');
const isoDate = <O extends object>(o: O, k: Field<O>): string => {
  const v = text(o, k);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw malformed();
  return v;
};

function payloadOf(answer: unknown): unknown {
  const envelope = fieldsOf<{ payload: unknown }>(answer);
  if (!envelope || !('payload' in envelope)) throw malformed();
  return envelope.payload;
}

const rateType = (o: Unchecked<{ rateType: string }>): 'fixed' | 'variable' => {
  const v = text(o, 'rateType');
  if (v !== 'FIXED' && v !== 'VARIABLE') throw malformed();
  return v === 'FIXED' ? 'fixed' : 'variable';
};

function toRegularSaverProduct(raw: unknown): RegularSaverProduct {
  const p = object<RegularSaverProductDto>(raw);
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
  const p = object<RegularSaverEligibilityDto>(payloadOf(answer));
  const product = toRegularSaverProduct(p.product);
  if (bool(p, 'eligible')) return { kind: 'eligible', product };
  if (p.reasonCode === 'ALREADY_HELD') {
    const held = object<HeldAccountDto>(p.heldAccount);
    return { kind: 'already-held', product, account: { id: text(held, 'id'), name: text(held, 'name') } };
  }
  return { kind: 'declined', product, reason: typeof p.reasonText === 'string' && p.reasonText ? p.reasonText : 'We cannot offer you a Regular Saver at the moment.' };
}

export function toSourceAccounts(answer: unknown): SourceAccount[] {
  return list(payloadOf(answer)).map((raw) => {
    const a = object<SourceAccountDto>(raw);
    const available = a.availableBalance;
    if (available !== null && available !== undefined && typeof available !== 'number') throw malformed();
    return { id: text(a, 'id'), name: text(a, 'name'), sortCode: digits(text(a, 'sortCode')), number: digits(text(a, 'accountNumber')), availableBalance: typeof available === 'number' ? available : null };
  });
}

export function toCountries(answer: unknown): Country[] {
  return list(payloadOf(answer)).map((raw) => {
    const c = object<CountryDto>(raw);
    return { code: text(c, 'code'), name: text(c, 'name') };
  });
}

export function toNationalities(answer: unknown): Nationality[] {
  return list(payloadOf(answer)).map((raw) => {
    const c = object<NationalityDto>(raw);
    return { code: text(c, 'code'), name: text(c, 'nationality') };
  });
}

function toOpenedAccount(raw: unknown): OpenedAccount {
  const a = object<OpenedAccountDto>(raw);
  return { id: text(a, 'id'), name: text(a, 'name'), sortCode: digits(text(a, 'sortCode')), number: digits(text(a, 'accountNumber')) };
}

export function toRegularSaverOpened(answer: unknown): RegularSaverOpened {
  const p = object<RegularSaverOpenedDto>(payloadOf(answer));
  const so = object<RegularSaverOpenedDto['standingOrder']>(p.standingOrder);
  return {
    reference: text(p, 'applicationReference'),
    account: toOpenedAccount(p.account),
    standingOrder: { amount: pence(so, 'amount'), paymentDay: pence(so, 'paymentDay'), firstPaymentDate: isoDate(so, 'firstPaymentDate'), fromAccountName: text(so, 'fromAccountName') },
  };
}

export function toCashIsaProduct(answer: unknown): CashIsaProduct {
  const p = object<CashIsaProductDto>(payloadOf(answer));
  return { name: text(p, 'name'), aer: text(p, 'aer'), rateType: rateType(p), flexible: bool(p, 'flexible'), minimumDeposit: pence(p, 'minimumDeposit') };
}

export function toCashIsaStanding(answer: unknown): CashIsaStanding {
  const p = object<CashIsaEligibilityDto>(payloadOf(answer));
  // The tax year the count is of: without it the figure cannot be tied to a year.
  const taxYear = text(p, 'taxYear');
  if (!/^\d{4}\/\d{2}$/.test(taxYear)) throw malformed();
  return { paidInThisTaxYear: pence(p, 'subscribedThisTaxYear'), taxYear, ukResident: bool(p, 'ukResident') };
}

export function toIsaDetailsCheck(answer: unknown): IsaDetailsCheck {
  const p = object<IsaDetailsCheckDto>(payloadOf(answer));
  if (bool(p, 'eligible')) return { kind: 'confirmed' };
  return { kind: 'declined', reason: typeof p.reasonText === 'string' && p.reasonText ? p.reasonText : 'We could not confirm your details.' };
}

export function toApplicantDetails(answer: unknown): ApplicantDetails {
  const p = object<ApplicantDetailsDto>(payloadOf(answer));
  const address = object<ApplicantDetailsDto['address']>(p.address);
  const lines = list(address.lines);
  if (!lines.every((l): l is string => typeof l === 'string')) throw malformed();
  return { title: text(p, 'title'), firstName: text(p, 'firstName'), lastName: text(p, 'lastName'), dateOfBirth: isoDate(p, 'dateOfBirth'), address: { lines, postcode: text(address, 'postcode') } };
}

/** The documents' list (without their PDFs, fetched one by one by id). */
export function toProductDocuments(answer: unknown): { id: string; title: string; html: string }[] {
  const docs = list(payloadOf(answer)).map((raw) => {
    const d = object<ProductDocumentDto>(raw);
    const id = text(d, 'id');
    if (!/^[a-z-]+$/.test(id)) throw malformed();
    return { id, title: text(d, 'title'), html: text(d, 'html') };
  });
  if (docs.length === 0) throw malformed();
  return docs;
}

export function toCashIsaOpened(answer: unknown): CashIsaOpened {
  const p = object<CashIsaOpenedDto>(payloadOf(answer));
  return { reference: text(p, 'applicationReference'), account: toOpenedAccount(p.account), firstDeposit: pence(p, 'firstDeposit') };
}
