import { inject, injectable } from 'inversify';
import { BankAnswerFailure, malformedAnswerCode } from '../../core/inbox/attempt';
import type { BankDocument } from '../../core/documents/bank-document';
import type { DocumentsPort } from '../../core/documents/documents.port';
import { AppConfig } from '../../core/shared/app-config';
import { HttpClient } from '../http/http-client';
import { mapped } from '../inbox/http-inbox.adapter';
import { toBankDate, toDocuments } from './documents.mapper';
import { idSegment } from '../http/id-segment';

export const DocumentsPaths = {
  list: '/v1/my-documents',
  document: (id: string) => `/v1/my-documents/${idSegment(id)}`,
} as const;

/**
 * The client header the documents gateway asks for (docs/rules/calls.md), with the global channel id
 * and source system id some documents requests carry.
 */
export const documentsHeaders = {
  'X-Client-Id': 'WEB_BANKING',
  'X-Global-Channel-Id': 'WEB',
  'X-Source-System-Id': 'WEB_BANKING',
} as const;

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).slice === 'function';

@injectable()
export class HttpDocumentsAdapter implements DocumentsPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  list(fromDate: string): Promise<BankDocument[]> {
    return mapped(async () =>
      toDocuments(
        await this.http.get<unknown>(`${this.config.apiBase}${DocumentsPaths.list}`, {
          params: { fromDate: toBankDate(fromDate) },
          headers: documentsHeaders,
        }),
      ),
    );
  }

  async document(id: string): Promise<Blob> {
    // The gateway wants a JSON content type on this GET, though it answers with the PDF's bytes.
    const data = await this.http.get<unknown>(`${this.config.apiBase}${DocumentsPaths.document(id)}`, {
      responseType: 'blob',
      headers: { ...documentsHeaders, 'Content-Type': 'application/json', Accept: 'application/pdf' },
    });
    if (!isBlob(data) || data.size === 0) {
      throw new BankAnswerFailure({ code: malformedAnswerCode, description: 'Malformed document answer: not a PDF' });
    }
    return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
  }
}
