import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { HttpInboxAdapter, InboxPaths } from '../../src/adapters/inbox/http-inbox.adapter';
import { HttpMessagesAdapter } from '../../src/adapters/messages/http-messages.adapter';
import { expiryShown } from '../../src/core/inbox/secure-message';
import { findRequests, realHttpClient, resetDemoBank, wiremockConfig, headerOf } from './http-support';
import { customerCookie } from './support/customer-session';

const wiremockUrl = inject('wiremockUrl');

/** What this file changed in the demo bank is put back for the files after it. */
afterAll(() => resetDemoBank(wiremockUrl));
const api = `${wiremockUrl}/gateway/api`;

function client() {
  const config = wiremockConfig(wiremockUrl);
  return { config, ...realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } }) };
}
const inbox = () => {
  const { client: http, config } = client();
  return new HttpInboxAdapter(http, config);
};

async function rejection(promise: Promise<unknown>): Promise<{ error?: { code: string } }> {
  try {
    await promise;
  } catch (e) {
    return e as { error?: { code: string } };
  }
  throw new Error('expected a rejection');
}

describe('inbox adapter against the demo bank (demo.hardkey)', () => {
  beforeEach(async () => {
    await resetDemoBank(wiremockUrl);
  });

  it('has 12 received messages, 3 unread, one long, one with markup and one that expires', async () => {
    const adapter = inbox();
    expect(await adapter.unreadCount()).toBe(3);
    const list = await adapter.list('received');
    expect(list).toHaveLength(12);
    expect(list.filter((m) => m.status === 'unread').map((m) => m.id)).toEqual(['R-001', 'R-004', 'R-006']);
    const expiring = list.filter((m) => expiryShown(m.expiryDate) !== null);
    expect(expiring.map((m) => m.id)).toEqual(['R-006']);
    expect(expiring[0]?.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const long = await adapter.message('received', 'R-004');
    expect(long.text.length).toBeGreaterThan(2000);
    expect(long.text.split('\n').length).toBeGreaterThan(10);
    const markup = await adapter.message('received', 'R-003');
    expect(markup.text).toContain('<script>');
  });

  it('sends the inbox headers, and a read sticks: the list, count and detail follow the PATCH', async () => {
    const adapter = inbox();
    await adapter.markRead('R-001');
    expect(await adapter.unreadCount()).toBe(2);
    expect((await adapter.message('received', 'R-001')).status).toBe('read');
    expect((await adapter.list('received')).find((m) => m.id === 'R-001')?.status).toBe('read');
    const [patch] = await findRequests(wiremockUrl, { method: 'PATCH', urlPath: '/gateway/api/v1/inbox/messages/R-001' });
    expect(headerOf(patch?.headers, 'X-Global-Channel-Id')).toBe('WEB');
    expect(headerOf(patch?.headers, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a delete of R-012 sticks; deleting it again fails', async () => {
    const adapter = inbox();
    await adapter.remove('received', 'R-012');
    expect((await adapter.list('received')).map((m) => m.id)).not.toContain('R-012');
    expect((await rejection(adapter.remove('received', 'R-012'))).error?.code).toBe('MSG404');
  });

  it('a delete of a sent message sticks (204, no body); deleting it again fails', async () => {
    const adapter = inbox();
    const [first] = await adapter.list('sent');
    expect(first).toBeDefined();
    await adapter.remove('sent', first!.id);
    expect((await adapter.list('sent')).map((m) => m.id)).not.toContain(first!.id);
    expect((await rejection(adapter.remove('sent', first!.id))).error?.code).toBe('MSG404');
    await resetDemoBank(wiremockUrl);
  });

  it('has 4 sent items; a Complaints reply is sent once with its key and then listed', async () => {
    const adapter = inbox();
    expect(await adapter.list('sent')).toHaveLength(4);
    await adapter.sendReply({ messageType: 'MAKE_COMPLAINT', messageText: 'Complaint: 😀 مرحبا' }, 'key-inbox-contract-1');
    const sent = await adapter.list('sent');
    expect(sent).toHaveLength(5);
    expect(sent[0]?.subject).toBe('Complaints');
    // Once, with its key (other contract files may have posted messages before this one).
    const posts = await findRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/messages', headers: { 'Idempotency-Key': { equalTo: 'key-inbox-contract-1' } } });
    expect(posts).toHaveLength(1);
    expect((await adapter.message('sent', 'S-001')).text).toContain('faster');
    // The ledger keeps the reply's words, whatever they are.
    expect((await adapter.message('sent', sent[0]?.id ?? '')).text).toBe('Complaint: 😀 مرحبا');
  });

  it('a send with DEMO-FAIL in it fails (failure on demand)', async () => {
    const error = await rejection(inbox().sendReply({ messageType: 'GENERAL_FEEDBACK', messageText: 'DEMO-FAIL please' }, 'k'));
    expect(error.error?.code).toBe('FD001T');
  });

  it('send-allowed succeeds for demo.hardkey and fails for demo.appkey', async () => {
    await expect(inbox().sendAllowed()).resolves.toBeUndefined();
    // jsdom cannot send a Cookie header: the demo bank's per-customer answer is checked directly.
    const res = await globalThis.fetch(`${api}${InboxPaths.sendAllowed}`, { headers: { Cookie: await customerCookie('demo.appkey') } });
    expect(res.status).toBe(403);
    const stub = await fetch(`${wiremockUrl}/__admin/mappings`, {
      method: 'POST',
      body: JSON.stringify({
        priority: 1,
        request: { method: 'GET', urlPath: '/gateway/api/v1/messages/send-allowed' },
        response: { status: 403, jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: 'MSG003', desc: 'No' }] } } },
      }),
    });
    const { id } = (await stub.json()) as { id: string };
    try {
      expect((await rejection(inbox().sendAllowed())).error?.code).toBe('MSG003');
    } finally {
      await fetch(`${wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
    }
  });
});

describe('messages adapter against the demo bank', () => {
  it('posts each manage-account form and a general message with its Idempotency-Key', async () => {
    const { client: http, config } = client();
    const adapter = new HttpMessagesAdapter(http, config);
    await adapter.send(
      { kind: 'travel', accountId: 'HK-CUR-001', destinations: 'France, Spain', departureDate: '2026-12-01', returnDate: '2026-12-14', messageText: '' },
      'key-travel-1',
    );
    await adapter.send({ kind: 'dispute-transaction', accountId: 'HK-CUR-001', transactionDate: '2026-11-01', amount: 1250, reason: 'WRONG_AMOUNT', messageText: 'x' }, 'k2');
    await adapter.send({ kind: 'change-credit-limit', accountId: 'HK-CC-002', newLimit: 500000, messageText: 'x' }, 'k3');
    await adapter.send({ kind: 'card-limit-change-response', accountId: 'HK-CC-002', response: 'ACCEPT', messageText: '' }, 'k4');
    await adapter.send({ kind: 'message', messageType: 'GENERAL_ENQUIRY', messageText: 'Hello' }, 'k5');
    const [travel] = await findRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/messages/travel' });
    expect(headerOf(travel?.headers, 'Idempotency-Key')).toBe('key-travel-1');
    const [dispute] = await findRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/messages/dispute-transaction' });
    expect(dispute).toBeDefined();
  });
});
