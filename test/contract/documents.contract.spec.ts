import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpDocumentsAdapter } from '../../src/adapters/documents/http-documents.adapter';
import { toDocumentList } from '../../src/core/documents/bank-document';
import { findRequests, realHttpClient, resetDemoBank, wiremockConfig, headerOf } from './http-support';

const wiremockUrl = inject('wiremockUrl');

/** What this file changed in the demo bank is put back for the files after it. */
afterAll(() => resetDemoBank(wiremockUrl));

function adapter() {
  const config = wiremockConfig(wiremockUrl);
  const { client } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
  return new HttpDocumentsAdapter(client, config);
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob, 'latin1');
  });
}

describe('documents adapter against the demo bank (demo.hardkey)', () => {
  beforeEach(async () => {
    await resetDemoBank(wiremockUrl);
  });

  it('lists 40 documents over 7 years, 5 unread, asking with fromDate YYYYMMDD and the client header', async () => {
    const list = toDocumentList(await adapter().list('2019-11-23'));
    expect(list.documents).toHaveLength(40);
    expect(list.unreadCount).toBe(5);
    expect(list.earliestDate).toBe('2019-12-10');
    expect(list.documents[0]).toMatchObject({ id: 'DOC-20261110-40', date: '2026-11-10', unread: true });
    expect(new Set(list.documents.map((d) => d.date.slice(0, 4))).size).toBe(8);
    // The journal is shared by every contract file and `find` answers oldest first: this call is found by
    // its own query (another file lists my-documents too, and may run before this one).
    const [request] = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/gateway/api/v1/my-documents', queryParameters: { fromDate: { equalTo: '20191123' } } });
    expect(request?.url).toContain('fromDate=20191123');
    expect(headerOf(request?.headers, 'X-Client-Id')).toBe('WEB_BANKING');
  });

  it('fetches a document as a PDF blob; opening an unread one makes it read in the list', async () => {
    const pdf = await adapter().document('DOC-20261110-40');
    expect(pdf.type).toBe('application/pdf');
    const text = await blobText(pdf);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('changes to your terms and conditions');
    const list = toDocumentList(await adapter().list('2019-11-23'));
    expect(list.unreadCount).toBe(4);
    expect(list.documents[0]?.unread).toBe(false);
  });
});
