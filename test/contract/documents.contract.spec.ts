import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpDocumentsAdapter } from '../../src/adapters/documents/http-documents.adapter';
import { toDocumentList } from '../../src/core/documents/bank-document';
import { findRequests, realHttpClient, resetDemoBank, wiremockConfig, headerOf } from './http-support';
import { blobBytes, pdfAccessibility, pdfText } from './pdf-support';

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
    // The journal outlives a reset (other files list documents too): this test's request is the one for its date.
    const requests = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/gateway/api/v1/my-documents' });
    const request = requests.find((r) => r.url.includes('fromDate=20191123'));
    expect(request?.url).toMatch(/\?fromDate=20191123$/);
    expect(headerOf(request?.headers, 'X-Client-Id')).toBe('WEB_BANKING');
  });

  it('fetches a document as a PDF blob; opening an unread one makes it read in the list', async () => {
    const pdf = await adapter().document('DOC-20261110-40');
    expect(pdf.type).toBe('application/pdf');
    const text = await blobText(pdf);
    expect(text.startsWith('%PDF-1.')).toBe(true);
    // A seeded letter served as the bank's other documents are: tagged, in an embedded font, one creditor name.
    const data = await blobBytes(pdf);
    expect(await pdfText(data)).toContain('Letter: changes to your terms and conditions Demo Bank plc');
    expect(await pdfAccessibility(data)).toMatchObject({ marked: true, language: 'en-GB', title: 'Letter: changes to your terms and conditions', displayDocTitle: true, allTextTagged: true, fontsEmbedded: true });
    const list = toDocumentList(await adapter().list('2019-11-23'));
    expect(list.unreadCount).toBe(4);
    expect(list.documents[0]?.unread).toBe(false);
  });
});
