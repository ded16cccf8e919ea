import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { DocumentsPaths, HttpDocumentsAdapter } from './http-documents.adapter';

const api = 'https://bank.test/api';
const config = { apiBase: api };

async function rejection(promise: Promise<unknown>): Promise<{ error?: { code: string } }> {
  try {
    await promise;
  } catch (e) {
    return e as { error?: { code: string } };
  }
  throw new Error('expected a rejection');
}

describe('HttpDocumentsAdapter', () => {
  it('asks with fromDate as YYYYMMDD and the client header, and reads YYYYMMDD dates', async () => {
    const http = new FakeHttpClient().reply('GET', `${api}${DocumentsPaths.list}`, {
      payload: { documents: [{ documentGenerationDate: '20261110', documentIdentifier: 'D-1', documentDescription: 'Letter', readUnreadStatus: 'U' }] },
    });
    const docs = await new HttpDocumentsAdapter(http, config).list('2019-11-23');
    expect(docs).toEqual([{ id: 'D-1', desc: 'Letter', date: '2026-11-10', month: 11, unread: true }]);
    expect(http.calls[0]?.options?.params).toEqual({ fromDate: '20191123' });
    expect(http.calls[0]?.options?.headers).toMatchObject({ 'X-Client-Id': 'WEB_BANKING' });
  });

  it('fetches a document as a blob with a JSON content type; anything but bytes is malformed', async () => {
    const http = new FakeHttpClient()
      .handle('GET', `${api}${DocumentsPaths.document('D-1')}`, () => new Blob(['%PDF-1.4'], { type: 'application/octet-stream' }))
      .reply('GET', `${api}${DocumentsPaths.document('D-2')}`, { not: 'a pdf' });
    const adapter = new HttpDocumentsAdapter(http, config);
    const pdf = await adapter.document('D-1');
    expect(pdf.type).toBe('application/pdf');
    expect(http.calls[0]?.options).toMatchObject({ responseType: 'blob', headers: { 'Content-Type': 'application/json' } });
    expect((await rejection(adapter.document('D-2'))).error?.code).toBe('MSG_MALFORMED');
  });
});
