/** GET my-documents (docs/api/documents.md): `{ payload: { documents: DocumentDto[] } }`. */
export interface DocumentDto {
  /** YYYYMMDD or ISO date. */
  documentGenerationDate: string;
  documentIdentifier: string;
  documentDescription: string;
  /** 'U' unread, 'R' read. */
  readUnreadStatus: string;
}
