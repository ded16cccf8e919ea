import { beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpContentAdapter } from '../../src/adapters/content/http-content.adapter';
import { BrowserContentCache } from '../../src/adapters/content/browser-content-cache.adapter';
import { FakeErrorReporter } from '../../src/adapters/fakes/fake-system.adapter';
import { BrowserClock } from '../../src/adapters/system/browser-clock.adapter';
import { LoadContent } from '../../src/core/content/load-content.use-case';
import { ContentCatalogue } from '../../src/core/content/content-catalogue';
import { FeatureToggles } from '../../src/core/content/feature-toggles';
import { ContentFailure } from '../../src/core/content/content-failure';
import { countRequests, findRequests, realHttpClient, wiremockConfig } from './http-support';
import { checkContentFile } from './support/openapi-contract';

const wiremockUrl = inject('wiremockUrl');

function loader(contentPath = '/content') {
  const config = wiremockConfig(wiremockUrl, { contentBase: `${wiremockUrl}${contentPath}` });
  const { client } = realHttpClient(config, { timeoutMs: 15_000 });
  const adapter = new HttpContentAdapter(client, config);
  const reporter = new FakeErrorReporter();
  return { adapter, reporter, useCase: new LoadContent(adapter, new BrowserContentCache(), new BrowserClock(), reporter) };
}

const contentCalls = () => countRequests(wiremockUrl, { method: 'GET', urlPathPattern: '/content/.*' });
const masterCalls = () => countRequests(wiremockUrl, { method: 'GET', urlPath: '/content/master.json' });

describe('content against the demo bank', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('loads the master and every linked file, with the timestamp query and the cache header', async () => {
    const { useCase, reporter } = loader();
    const before = await contentCalls();
    const result = await useCase.execute();
    if (!result.ok) throw new Error(result.error.description);
    const catalogue = new ContentCatalogue(result.value, reporter);
    expect(catalogue.label('fd_lbl_online_banking')).toBe('Online Banking');
    expect(catalogue.label('fd_lbl_upcoming_transactions_empty')).toBe('You have no upcoming transactions to display');
    expect(FeatureToggles.every((t) => catalogue.isEnabled(t))).toBe(true);
    expect(catalogue.errorEntry('FD999T')?.message).toContain('quote error code FD999T.');
    expect(catalogue.faqs().length).toBeGreaterThan(0);
    expect(catalogue.splash('summary')).toMatchObject({ title: expect.any(String) });
    expect(catalogue.section('env')).toMatchObject({ name: 'local' });
    expect(reporter.reports).toEqual([]);
    // 1 master + 16 linked files (6 labels files, 2 copy files: copy and help, and one of each other kind)
    expect((await contentCalls()) - before).toBe(17);

    const [master] = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/content/master.json' });
    expect(master?.url).toMatch(/^\/content\/master\.json\?ts=\d{13}$/);
    const [labels] = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/content/labels/common.json' });
    expect(labels?.url).toBe('/content/labels/common.json?v=2026-11-01T09:00:00Z');
    const cacheControl = Object.entries(labels?.headers ?? {}).find(([k]) => k.toLowerCase() === 'cache-control')?.[1];
    expect(cacheControl).toBe('max-age=86400');
  });

  it('serves every file the master links in the shape openapi/bank.yaml gives its kind (ContentFileByKind)', async () => {
    // The files' path cannot say their kind (the CMS chooses the folder), so the answer check every
    // call gets is open for them: the master says the kind, and each file is checked by it here.
    const master = (await (await fetch(`${wiremockUrl}/content/master.json`)).json()) as { masterData: Record<string, string | string[]> };
    const kinds = Object.keys(master.masterData);
    expect(kinds).toEqual(expect.arrayContaining(['featureToggles', 'splash', 'beneficiaries', 'errorCodes', 'faqs', 'labels']));
    const problems: string[] = [];
    for (const [kind, linked] of Object.entries(master.masterData)) {
      for (const path of [linked].flat()) {
        const file: unknown = await (await fetch(`${wiremockUrl}/content/${path}`)).json();
        problems.push(...checkContentFile(kind, file, `${kind} ${path}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('fetches only the master on a second visit', async () => {
    await loader().useCase.execute();
    const before = await contentCalls();
    const beforeMaster = await masterCalls();
    const second = await loader().useCase.execute();
    expect(second.ok).toBe(true);
    expect((await contentCalls()) - before).toBe(1);
    expect((await masterCalls()) - beforeMaster).toBe(1);
  });

  it('fetches a fragment by content key', async () => {
    const { adapter } = loader();
    const html = await adapter.fetchFragment('fragments/help-intro.html');
    expect(html).toContain("<h2>We're here to help</h2>");
  });

  it("gives FD890T 'Could not load or parse AEM fragment' for a linked file that does not parse", async () => {
    const { useCase, reporter } = loader('/content/test/broken-file');
    const before = await countRequests(wiremockUrl, { method: 'GET', urlPath: '/content/test/broken-file/broken.json' });
    const result = await useCase.execute();
    // The file arrived (200) and could not be parsed: it was fetched once, a parse failure is not retried.
    expect((await countRequests(wiremockUrl, { method: 'GET', urlPath: '/content/test/broken-file/broken.json' })) - before).toBe(1);
    expect(result).toEqual({ ok: false, error: { code: 'FD890T', description: 'Could not load or parse AEM fragment' } });
    expect(reporter.reports[0]?.code).toBe('FD890T');
  });

  it("gives 'Unable to extract masterData links from master json' for a master without links", async () => {
    const result = await loader('/content/test/no-links').useCase.execute();
    expect(result).toEqual({ ok: false, error: { code: 'FD890T', description: 'Unable to extract masterData links from master json' } });
  });

  it('gives FD890T for a master that is not JSON', async () => {
    const result = await loader('/content/test/not-json').useCase.execute();
    expect(result).toEqual({ ok: false, error: { code: 'FD890T', description: 'Could not load or parse AEM fragment' } });
  });

  it('gives FD890T for a file the content service does not have', async () => {
    const failure = await loader()
      .adapter.fetchFile('labels', 'labels/missing.json', 'v')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContentFailure);
    expect((failure as ContentFailure).toAppError()).toEqual({ code: 'FD890T', description: 'Could not load or parse AEM fragment' });
  });
});
