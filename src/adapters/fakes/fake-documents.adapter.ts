import { injectable } from 'inversify';
import { BankAnswerFailure } from '../../core/inbox/attempt';
import type { BankDocument } from '../../core/documents/bank-document';
import type { DocumentsPort } from '../../core/documents/documents.port';
import { DocumentsPaths } from '../documents/http-documents.adapter';
import { toDocuments } from '../documents/documents.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

/** A one-page PDF's bytes, enough for a viewer (the fakes profile never shows real documents). */
const fakePdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

type DocumentWire = WireSchemas['GetV1MyDocumentsAnswer']['payload']['documents'][number];

/**
 * DocumentsPort in memory: three documents over two years, one unread; each call recorded. The
 * documents are held as the bank lists them (its YYYYMMDD dates, 'U'/'R') and the list is answered as
 * the bank's JSON, recorded in `wire` and read by the HTTP adapter's mapper (docs/api/fakes.md).
 */
@injectable()
export class FakeDocuments implements DocumentsPort {
  readonly wire = new WireAnswers();
  held: DocumentWire[] = [
    { documentIdentifier: 'D-001', documentDescription: 'Statement October 2026', documentGenerationDate: '20261102', readUnreadStatus: 'U' },
    { documentIdentifier: 'D-002', documentDescription: 'Annual summary 2025', documentGenerationDate: '20260115', readUnreadStatus: 'R' },
    { documentIdentifier: 'D-003', documentDescription: 'Letter: changes to your account', documentGenerationDate: '20250610', readUnreadStatus: 'R' },
  ];
  readonly fromDates: string[] = [];
  readonly fetched: string[] = [];
  failList = false;

  /** The documents as the app sees them (mapped without recording), for a spec's assertions. */
  get documents(): BankDocument[] {
    return toDocuments({ payload: { documents: this.held } });
  }

  async list(fromDate: string): Promise<BankDocument[]> {
    this.fromDates.push(fromDate);
    if (this.failList) {
      const failure = { code: 'FD001T', description: 'Documents failed' };
      this.wire.recordFailure('GET', DocumentsPaths.list, failure);
      throw new BankAnswerFailure(failure);
    }
    const answer: WireSchemas['GetV1MyDocumentsAnswer'] = { payload: { documents: this.held.map((d) => ({ ...d })) }, messages: [] };
    return toDocuments(this.wire.record('GET', DocumentsPaths.list, answer));
  }

  async document(id: string): Promise<Blob> {
    this.fetched.push(id);
    this.held = this.held.map((d) => (d.documentIdentifier === id ? { ...d, readUnreadStatus: 'R' } : d));
    return new Blob([fakePdf], { type: 'application/pdf' });
  }
}
