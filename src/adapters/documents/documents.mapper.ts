import { MalformedAnswer, array, object, payloadOf, string } from '../accounts/dto-reader';
import type { BankDocument } from '../../core/documents/bank-document';
import type { DocumentDto, DocumentsDto } from './documents.dto';

/** The bank's dates come as YYYYMMDD (its own format) or ISO; the app uses ISO. */
export function toIsoDate(value: string, path: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  throw new MalformedAnswer(path, 'a date (YYYYMMDD)');
}

/** ISO date to the bank's YYYYMMDD (the list's fromDate, docs/rules/calls.md). */
export const toBankDate = (iso: string): string => iso.slice(0, 10).replace(/-/g, '');

export function toDocuments(answer: unknown): BankDocument[] {
  const payload = object<DocumentsDto>(payloadOf(answer), 'answer.payload');
  return array(payload.documents, 'answer.payload.documents').map((raw, i) => {
    const path = `answer.payload.documents[${i}]`;
    const o = object<DocumentDto>(raw, path);
    const date = toIsoDate(string(o, 'documentGenerationDate', path), `${path}.documentGenerationDate`);
    return {
      id: string(o, 'documentIdentifier', path),
      desc: string(o, 'documentDescription', path),
      date,
      month: Number(date.slice(5, 7)),
      unread: string(o, 'readUnreadStatus', path) === 'U',
    };
  });
}
