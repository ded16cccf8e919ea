import { injectable } from 'inversify';
import { BankAnswerFailure } from '../../core/inbox/attempt';
import type { BankDocument } from '../../core/documents/bank-document';
import type { DocumentsPort } from '../../core/documents/documents.port';

/** A one-page PDF's bytes, enough for a viewer (the fakes profile never shows real documents). */
const fakePdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** DocumentsPort in memory: three documents over two years, one unread; each call recorded. */
@injectable()
export class FakeDocuments implements DocumentsPort {
  documents: BankDocument[] = [
    { id: 'D-001', desc: 'Statement October 2026', date: '2026-11-02', month: 11, unread: true },
    { id: 'D-002', desc: 'Annual summary 2025', date: '2026-01-15', month: 1, unread: false },
    { id: 'D-003', desc: 'Letter: changes to your account', date: '2025-06-10', month: 6, unread: false },
  ];
  readonly fromDates: string[] = [];
  readonly fetched: string[] = [];
  failList = false;

  async list(fromDate: string): Promise<BankDocument[]> {
    this.fromDates.push(fromDate);
    if (this.failList) throw new BankAnswerFailure({ code: 'FD001T', description: 'Documents failed' });
    return this.documents.map((d) => ({ ...d }));
  }

  async document(id: string): Promise<Blob> {
    this.fetched.push(id);
    this.documents = this.documents.map((d) => (d.id === id ? { ...d, unread: false } : d));
    return new Blob([fakePdf], { type: 'application/pdf' });
  }
}
