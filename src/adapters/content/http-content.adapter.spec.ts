import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { HttpContentAdapter } from './http-content.adapter';
import { toContentFile, toContentMaster } from './content.mapper';
import { ContentFailure } from '../../core/content/content-failure';
import type { AppConfig } from '../../core/shared/app-config';

const config = { contentBase: '/content' } as AppConfig;

const master = {
  timestamp: '2026-11-01T09:00:00Z',
  masterData: { labels: ['labels/common.json', 'labels/auth.json'], errorCodes: 'error-codes/errors.json' },
  fragments: { 'fd-help': 'fragments/help.html', evil: 'https://evil.example/x.html' },
  interstitialData: { enabled: false },
};

async function contentFailureOf(promise: Promise<unknown>): Promise<ContentFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFailure);
    return error as ContentFailure;
  }
  throw new Error('expected a ContentFailure');
}

describe('HttpContentAdapter', () => {
  it('fetches the master with the timestamp query and the content cache header', async () => {
    const http = new FakeHttpClient().reply('GET', '/content/master.json', master);
    const result = await new HttpContentAdapter(http, config).fetchMaster(1234);
    expect(result.links.labels).toEqual(['labels/common.json', 'labels/auth.json']);
    expect(result.links.errorCodes).toEqual(['error-codes/errors.json']);
    expect(result.links.faqs).toEqual([]);
    expect(result.fragments).toEqual({ 'fd-help': 'fragments/help.html' });
    const call = http.calls[0];
    expect(call?.options?.params).toEqual({ ts: 1234 });
    expect(call?.options?.headers).toEqual({ 'Cache-Control': 'max-age=86400' });
    expect(call?.options?.acceptServiceUnavailableText).toBe(true);
  });

  it('fetches a linked file with the version in its address', async () => {
    const http = new FakeHttpClient().reply('GET', '/content/labels/common.json', { a: 'A', n: 1 });
    const labels = await new HttpContentAdapter(http, config).fetchFile('labels', 'labels/common.json', 'v9');
    expect(labels).toEqual({ a: 'A' });
    expect(http.calls[0]?.options?.params).toEqual({ v: 'v9' });
  });

  it('issues each file request in a task of its own, not all in the task that asks for them', async () => {
    const http = new FakeHttpClient().reply('GET', '/content/labels/common.json', {}).reply('GET', '/content/labels/auth.json', {});
    const adapter = new HttpContentAdapter(http, config);
    const both = Promise.all([adapter.fetchFile('labels', 'labels/common.json', 'v9'), adapter.fetchFile('labels', 'labels/auth.json', 'v9')]);
    expect(http.calls).toHaveLength(0);
    await both;
    expect(http.calls.map((c) => c.url)).toEqual(['/content/labels/common.json', '/content/labels/auth.json']);
  });

  it('fetches a fragment as text', async () => {
    const http = new FakeHttpClient().reply('GET', '/content/fragments/help.html', '<p>Help</p>');
    await expect(new HttpContentAdapter(http, config).fetchFragment('fragments/help.html')).resolves.toBe('<p>Help</p>');
    expect(http.calls[0]?.options?.responseType).toBe('text');
  });

  it("maps a failed or unparsable file to FD890T 'Could not load or parse AEM fragment'", async () => {
    const http = new FakeHttpClient().fail('GET', '/content/labels/common.json', { code: 'FD001T', status: 200 });
    const failure = await contentFailureOf(new HttpContentAdapter(http, config).fetchFile('labels', 'labels/common.json', 'v'));
    expect(failure.toAppError()).toEqual({ code: 'FD890T', description: 'Could not load or parse AEM fragment' });
  });

  it('keeps the connection code when no response arrived', async () => {
    const http = new FakeHttpClient().fail('GET', '/content/master.json', { code: 'FD999T' });
    const failure = await contentFailureOf(new HttpContentAdapter(http, config).fetchMaster(1));
    expect(failure.toAppError()).toEqual({ code: 'FD999T', description: 'Could not load or parse AEM fragment' });
  });
});

describe('content mapper', () => {
  it.each([
    [{ timestamp: 't' }],
    [{ timestamp: 't', masterData: 'x' }],
    [{ masterData: {} }],
    [{ timestamp: 't', masterData: { labels: [1] } }],
    [{ timestamp: 't', masterData: { labels: '../secrets.json' } }],
    [{ timestamp: 't', masterData: { labels: 'https://evil.example/labels.json' } }],
  ])("rejects a master without usable links with 'Unable to extract masterData links from master json' (%j)", (dto) => {
    expect(() => toContentMaster(dto)).toThrow('Unable to extract masterData links from master json');
  });

  it('rejects a master that is not an object', () => {
    expect(() => toContentMaster('<html>')).toThrow('Could not load or parse AEM fragment');
  });

  it('accepts a numeric timestamp and no interstitial', () => {
    const result = toContentMaster({ timestamp: 17, masterData: {} });
    expect(result.timestamp).toBe('17');
    expect(result.interstitial).toBeNull();
  });

  it.each(['labels', 'assets', 'copy', 'errorCodes', 'featureToggles', 'splash', 'products', 'beneficiaries', 'json'] as const)(
    'rejects a %s file that is not an object',
    (kind) => {
      expect(() => toContentFile(kind, ['a'])).toThrow('Could not load or parse AEM fragment');
      expect(() => toContentFile(kind, undefined)).toThrow('Could not load or parse AEM fragment');
    },
  );

  it('keeps only valid entries', () => {
    expect(toContentFile('errorCodes', { A: { title: 'T', responsiveMessage: 'M' }, B: { title: 'T' }, C: { title: 'T', message: 'm' } })).toEqual({
      A: { title: 'T', message: 'M' },
      C: { title: 'T', message: 'm' },
    });
    expect(toContentFile('featureToggles', { inbox: true, statements: 'yes', unknownThing: true })).toEqual({ inbox: true });
    expect(toContentFile('faqs', { faqs: [{ id: '1', question: 'Q', answer: 'A' }, { id: '2' }] })).toEqual([{ id: '1', question: 'Q', answer: 'A' }]);
    expect(() => toContentFile('faqs', { nope: true })).toThrow('Could not load or parse AEM fragment');
  });
});
