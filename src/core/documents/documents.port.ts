import type { BankDocument } from './bank-document';

/** My documents' calls (docs/rules/calls.md; docs/api/documents.md). */
export const DocumentsPort = Symbol('DocumentsPort');
export interface DocumentsPort {
  /** Every document generated on or after fromDate (ISO date); the adapter sends it as YYYYMMDD. */
  list(fromDate: string): Promise<BankDocument[]>;
  /** The document's PDF, fetched by id as a blob. */
  document(id: string): Promise<Blob>;
}
