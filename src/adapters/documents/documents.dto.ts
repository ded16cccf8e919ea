/**
 * GET my-documents (docs/api/documents.md): `{ payload: { documents: DocumentDto[] } }`, generated from
 * openapi/bank.yaml: a field the document does not have does not compile.
 */
import type { ItemOf, Schemas } from '../http/wire-types';

export type DocumentsDto = Schemas['GetV1MyDocumentsAnswer']['payload'];
/** documentGenerationDate YYYYMMDD or ISO; readUnreadStatus 'U' unread, 'R' read. */
export type DocumentDto = ItemOf<DocumentsDto['documents']>;
