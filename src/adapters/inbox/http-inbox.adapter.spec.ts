import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { HttpInboxAdapter, InboxPaths } from './http-inbox.adapter';
import { toMessageRequest } from '../messages/messages.mapper';

const api = 'https://bank.test/api';
const config = { apiBase: api };

async function rejection(promise: Promise<unknown>): Promise<{ error?: { code: string; description: string } }> {
  try {
    await promise;
  } catch (e) {
    return e as { error?: { code: string; description: string } };
  }
  throw new Error('expected a rejection');
}

describe('HttpInboxAdapter', () => {
  it('maps the list and a detail, keeping the text plain with \\n line breaks', async () => {
    const http = new FakeHttpClient()
      .reply('GET', `${api}${InboxPaths.received}`, {
        payload: [{ messageId: 'R-1', createdDate: '2026-11-01T10:00:00Z', status: 'U', subject: 'Hi', expiryDate: '9999-12-31' }],
      })
      .reply('GET', `${api}${InboxPaths.receivedMessage('R-1')}`, {
        payload: { messageId: 'R-1', createdDate: '2026-11-01T10:00:00Z', status: 'R', subject: 'Hi', messageText: 'a\r\nb' },
      });
    const adapter = new HttpInboxAdapter(http, config);
    expect(await adapter.list('received')).toEqual([
      { id: 'R-1', created: '2026-11-01T10:00:00Z', status: 'unread', subject: 'Hi', expiryDate: '9999-12-31', messageType: 'received' },
    ]);
    expect((await adapter.message('received', 'R-1')).text).toBe('a\nb');
    expect(http.calls[0]?.options?.headers).toMatchObject({ 'X-Global-Channel-Id': 'WEB', 'X-Source-System-Id': 'WEB_BANKING' });
  });

  it('rejects an answer of the wrong shape with MSG_MALFORMED naming the path', async () => {
    const http = new FakeHttpClient().reply('GET', `${api}${InboxPaths.received}`, { payload: [{ messageId: 'R-1', status: 'X' }] });
    const error = await rejection(new HttpInboxAdapter(http, config).list('received'));
    expect(error.error?.code).toBe('MSG_MALFORMED');
    expect(error.error?.description).toContain('answer.payload[0]');
  });

  it('marks read with PATCH {status: read}, sends a reply with the given key, and a send-allowed "no" is a failed check', async () => {
    const http = new FakeHttpClient()
      .reply('PATCH', `${api}${InboxPaths.receivedMessage('R-1')}`, undefined)
      .reply('POST', `${api}${InboxPaths.messages}`, { payload: { messageId: 'S-9' } })
      .reply('GET', `${api}${InboxPaths.sendAllowed}`, { payload: { sendAllowed: false } });
    const adapter = new HttpInboxAdapter(http, config);
    await adapter.markRead('R-1');
    expect(http.callsTo('PATCH', `${api}${InboxPaths.receivedMessage('R-1')}`)[0]?.body).toEqual({ status: 'read' });
    await adapter.sendReply({ messageType: 'MAKE_COMPLAINT', messageText: 'x' }, 'key-1');
    const post = http.callsTo('POST', `${api}${InboxPaths.messages}`)[0];
    expect(post?.body).toEqual({ messageType: 'MAKE_COMPLAINT', messageText: 'x' });
    expect(post?.options?.idempotencyKey).toBe('key-1');
    expect((await rejection(adapter.sendAllowed())).error?.code).toBe('MSG_SEND_NOT_ALLOWED');
  });
});

describe('messages mapper', () => {
  it('writes amounts in pounds with two decimals and dates as ISO', () => {
    expect(
      toMessageRequest({ kind: 'dispute-transaction', accountId: 'A', transactionDate: '2026-11-01', amount: 1250, reason: 'WRONG_AMOUNT', messageText: 't' }),
    ).toEqual({ accountId: 'A', transactionDate: '2026-11-01', amount: '12.50', reason: 'WRONG_AMOUNT', messageText: 't' });
    expect(toMessageRequest({ kind: 'change-credit-limit', accountId: 'A', newLimit: 500000, messageText: '' })).toMatchObject({ newLimit: '5000.00' });
  });
});
