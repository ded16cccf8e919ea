import { beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpContentAdapter } from '../../src/adapters/content/http-content.adapter';
import { BrowserContentCache } from '../../src/adapters/content/browser-content-cache.adapter';
import { FakeErrorReporter } from '../../src/adapters/fakes/fake-system.adapter';
import { BrowserClock } from '../../src/adapters/system/browser-clock.adapter';
import { HttpHelpHubAdapter } from '../../src/adapters/help/http-help-hub.adapter';
import { HttpIbStatusAdapter, ibStatusPath } from '../../src/adapters/ib-status/http-ib-status.adapter';
import { HttpMessagesAdapter } from '../../src/adapters/messages/http-messages.adapter';
import { ContentCatalogue } from '../../src/core/content/content-catalogue';
import { LoadContent } from '../../src/core/content/load-content.use-case';
import { resolveAction } from '../../src/core/help/faq-action';
import type { HubContent } from '../../src/core/help/faq';
import { countRequests, findRequests, realHttpClient, wiremockConfig, headerOf } from './http-support';
import { customerCookie } from './support/customer-session';

const wiremockUrl = inject('wiremockUrl');

function hubs(contentPath = '/content') {
  const config = wiremockConfig(wiremockUrl, { contentBase: `${wiremockUrl}${contentPath}` });
  const { client } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
  return { config, hubs: new HttpHelpHubAdapter(client, config), ibStatus: new HttpIbStatusAdapter(client, config) };
}

const questionsOf = (hub: HubContent, slug: string) => hub.contentData[slug]?.questionGroups.flatMap((g) => g.questions) ?? [];

describe('help hubs against the demo bank', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it.each([
    ['travel', ['Before you go', 'Using your card abroad', 'Lost or stolen abroad', 'Travel money']],
    ['security', ['Fraud and scams', 'Secure Key', 'Protecting your account', 'Report something suspicious']],
  ] as const)('the %s hub: its 4 categories, at least 5 questions each with distinct scores, a message group', async (id, names) => {
    const hub = await hubs().hubs.hub(id);
    expect(hub.tabData.map((c) => c.categoryName)).toEqual(names);
    for (const category of hub.tabData) {
      const questions = questionsOf(hub, category.categorySlug);
      expect(questions.length, category.categorySlug).toBeGreaterThanOrEqual(5);
      expect(new Set(questions.map((q) => q.questionScore)).size, category.categorySlug).toBe(questions.length);
      expect(category.categoryIcon.selected && category.categoryIcon.unselected).toBeTruthy();
    }
    expect(hub.tabData.filter((c) => hub.contentData[c.categorySlug]?.messageGroup).length).toBeGreaterThanOrEqual(1);
  });

  it('uses every action type, and every action survives the action rules', async () => {
    const { hubs: adapter, config } = hubs();
    const actions = (await Promise.all([adapter.hub('travel'), adapter.hub('security')])).flatMap((hub) =>
      hub.tabData.flatMap((c) => questionsOf(hub, c.categorySlug).map((q) => q.action)).filter((a) => a !== null),
    );
    expect(new Set(actions.map((a) => a.type))).toEqual(new Set(['navigate', 'link', 'popout']));
    for (const action of actions) expect(resolveAction(action, config), JSON.stringify(action)).not.toBeNull();
  });

  it('sends the content cache header and the common headers', async () => {
    await hubs().hubs.hub('security');
    const [request] = await findRequests(wiremockUrl, { method: 'GET', urlPath: '/content/help/security.json' });
    expect(headerOf(request?.headers, 'Cache-Control')).toBe('max-age=86400');
    expect(headerOf(request?.headers, 'X-Channel')).toBe('WEB');
  });

  it('every popout names a content key that content has (copy, through the master)', async () => {
    const { config, hubs: adapter } = hubs();
    const { client } = realHttpClient(config, { timeoutMs: 15_000 });
    const loaded = await new LoadContent(new HttpContentAdapter(client, config), new BrowserContentCache(), new BrowserClock(), new FakeErrorReporter()).execute();
    if (!loaded.ok) throw new Error(loaded.error.description);
    const catalogue = new ContentCatalogue(loaded.value, new FakeErrorReporter());
    const popouts = (await Promise.all([adapter.hub('travel'), adapter.hub('security')]))
      .flatMap((hub) => hub.tabData.flatMap((c) => questionsOf(hub, c.categorySlug)))
      .flatMap((q) => (q.action?.type === 'popout' ? [q.action.value] : []));
    expect(popouts.length).toBeGreaterThanOrEqual(1);
    for (const key of popouts) expect(catalogue.copy(key), key).toMatch(/<(ul|ol)>/);
  });

  it('a file that is not a hub file, or no file, rejects', async () => {
    await expect(hubs('/content/broken').hubs.hub('travel')).rejects.toThrow(/no tabData and contentData/);
    await expect(hubs('/content/nowhere').hubs.hub('security')).rejects.toMatchObject({ error: { code: 'FD001T', status: 404 } });
  });
});

describe('GET ib-status against the demo bank', () => {
  it('is ACTIVE for demo.hardkey (and every customer without their own answer), with the inbox headers', async () => {
    expect(await hubs().ibStatus.status()).toBe('ACTIVE');
    const [request] = await findRequests(wiremockUrl, { method: 'GET', urlPath: `/gateway/api${ibStatusPath}` });
    expect(headerOf(request?.headers, 'X-Global-Channel-Id')).toBe('WEB');
  });

  it('is READONLY for demo.readonly', async () => {
    // jsdom cannot send a Cookie header: the demo bank's per-customer answer is checked directly.
    const res = await globalThis.fetch(`${wiremockUrl}/gateway/api${ibStatusPath}`, { headers: { Cookie: await customerCookie('demo.readonly') } });
    expect(((await res.json()) as { payload: { ibStatus: string } }).payload.ibStatus).toBe('READONLY');
  });
});

describe("a message from a hub category's messageGroup against the demo bank", () => {
  it('is POST messages with its subject and the Idempotency-Key, answered 201', async () => {
    const { client, config } = (() => {
      const c = wiremockConfig(wiremockUrl);
      return { config: c, ...realHttpClient(c, { timeoutMs: 15_000 }) };
    })();
    const before = await countRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/messages' });
    await new HttpMessagesAdapter(client, config).send(
      { kind: 'message', messageType: 'GENERAL_ENQUIRY', subject: 'Travel plans', messageText: 'Spain, 1 to 14 December.' },
      'key-hub-1',
    );
    expect(await countRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/messages' })).toBe(before + 1);
    const [post] = await findRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/messages', headers: { 'Idempotency-Key': { equalTo: 'key-hub-1' } } });
    expect(post).toBeDefined();
    const body = JSON.parse((post as unknown as { body: string }).body) as Record<string, string>;
    expect(body).toEqual({ messageType: 'GENERAL_ENQUIRY', subject: 'Travel plans', messageText: 'Spain, 1 to 14 December.' });
  });
});
