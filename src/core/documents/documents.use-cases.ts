import type { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import type { SessionScope } from '../session/session-scope';
import type { Clock } from '../shared/clock.port';
import { bankDateAt } from '../shared/bank-day';
import { fail, ok, type Result } from '../shared/result';
import { attempt } from '../inbox/attempt';
import { afterOpened, documentsFromDate, toDocumentList, type BankDocument, type DocumentList } from './bank-document';
import type { DocumentsPort } from './documents.port';

/** The list this session has loaded, kept in step with the documents opened; log-off clears it. */
export class DocumentsState {
  list: DocumentList | null = null;
  reset(): void {
    this.list = null;
  }
}

/** The London calendar day of an instant (the bank's day): the bank calendar's. */
export const londonDay = (epochMs: number): string => bankDateAt(epochMs);

/** The last 7 years of documents, newest first, with the unread count and the earliest date. */
export class LoadDocuments {
  constructor(
    private readonly documents: Pick<DocumentsPort, 'list'>,
    private readonly state: DocumentsState,
    private readonly clock: Clock,
    private readonly raise: Pick<RaiseLevelOnSuccess, 'execute'>,
    private readonly scope: Pick<SessionScope, 'join'>,
  ) {}

  /** A list already being fetched is joined; an answer after log-off is dropped. */
  async execute(options: { refresh?: boolean } = {}): Promise<Result<DocumentList>> {
    if (this.state.list && !options.refresh) return ok(this.state.list);
    const result = await this.scope.join('documents', () =>
      attempt(() => this.documents.list(documentsFromDate(londonDay(this.clock.now())))),
    );
    if (!result.ok) return result;
    this.raise.execute('myDocuments');
    this.state.list = toDocumentList(result.value);
    return ok(this.state.list);
  }
}

export const DocumentsErrorCodes = { noSuchDocument: 'DOC_NOT_FOUND' } as const;

export interface OpenedDocument {
  document: BankDocument;
  pdf: Blob;
  fileName: string;
}

/**
 * Opens one document: finds it in the list, fetches its PDF as a blob; an unread one is then read
 * (the bank marks it on the fetch) and the list's unread count falls by 1 (docs/rules/customer-states.md).
 */
export class OpenDocument {
  constructor(
    private readonly load: Pick<LoadDocuments, 'execute'>,
    private readonly documents: Pick<DocumentsPort, 'document'>,
    private readonly state: DocumentsState,
  ) {}

  async execute(id: string): Promise<Result<OpenedDocument>> {
    const list = await this.load.execute();
    if (!list.ok) return list;
    const document = list.value.documents.find((d) => d.id === id);
    if (!document) return fail({ code: DocumentsErrorCodes.noSuchDocument, description: `There is no document ${id}.` });
    const pdf = await attempt(() => this.documents.document(id));
    if (!pdf.ok) return pdf;
    if (this.state.list) this.state.list = afterOpened(this.state.list, id);
    const slug = document.desc.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    return ok({ document: { ...document, unread: false }, pdf: pdf.value, fileName: `${slug || 'document'}-${document.date}.pdf` });
  }
}
