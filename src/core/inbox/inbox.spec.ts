import { describe, expect, it } from 'vitest';
import { SessionScope } from '../session/session-scope';
import { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import { InboxState } from './inbox-state';
import { CheckSendAllowed, DeleteMessage, LoadMessages, ReadMessage, SendReply, invalidReplyCode } from './inbox.use-cases';
import { LoadUnreadCount } from './load-unread-count.use-case';
import { charactersRemaining, messageTextError, messageTextMaxLength, messageTextMessages } from './message-text';
import { expiryShown, subjectLabel } from './secure-message';
import { sendAllowedDecision } from './send-allowed-route';
import { countAfterDelete, countAfterRead, type UnreadCountState } from './unread-count';

class Count implements UnreadCountState {
  count: number | null = null;
  set(count: number | null) {
    this.count = count;
  }
}

function setUp(level: 30 | 40 = 40) {
  const inbox = new FakeInbox();
  const state = new InboxState();
  const count = new Count();
  const session = new FakeSessionState();
  session.update({ level });
  const raise = new RaiseLevelOnSuccess(session, new FakeTracking());
  const scope = new SessionScope();
  const load = new LoadMessages(inbox, state, raise, scope);
  return {
    inbox,
    state,
    count,
    session,
    loadCount: new LoadUnreadCount(inbox, count, raise, scope),
    load,
    read: new ReadMessage(inbox, state, count, raise),
    remove: new DeleteMessage(inbox, state, count),
    reply: new SendReply(inbox, load),
    allowed: new CheckSendAllowed(inbox),
  };
}

describe('the unread count rules', () => {
  it('falls by 1 on reading an unread message, never below 0, and not for a read one', () => {
    expect(countAfterRead(3, true)).toBe(2);
    expect(countAfterRead(0, true)).toBe(0);
    expect(countAfterRead(3, false)).toBe(3);
    expect(countAfterRead(null, true)).toBeNull();
  });

  it('falls by 1 on deleting an unread message, never below 0', () => {
    expect(countAfterDelete(1, true)).toBe(0);
    expect(countAfterDelete(0, true)).toBe(0);
    expect(countAfterDelete(2, false)).toBe(2);
  });
});

describe('subjects and expiry', () => {
  it("shows GENERAL_FEEDBACK as 'Feedback' and MAKE_COMPLAINT as 'Complaints'", () => {
    expect(subjectLabel('GENERAL_FEEDBACK')).toBe('Feedback');
    expect(subjectLabel('MAKE_COMPLAINT')).toBe('Complaints');
  });

  it('shows an expiry date unless it is 9999-12-31, which means none', () => {
    expect(expiryShown('9999-12-31')).toBeNull();
    expect(expiryShown('9999-12-31T00:00:00Z')).toBeNull();
    expect(expiryShown(null)).toBeNull();
    expect(expiryShown('2026-12-31')).toBe('2026-12-31');
  });
});

describe('message text', () => {
  it('needs some text and at most the limit, counted in code points', () => {
    expect(messageTextError('   ')).toBe(messageTextMessages.required);
    expect(messageTextError('a'.repeat(messageTextMaxLength))).toBeNull();
    expect(messageTextError('a'.repeat(messageTextMaxLength + 1))).toBe(messageTextMessages.tooLong);
    expect(messageTextError('😀'.repeat(messageTextMaxLength))).toBeNull();
    expect(charactersRemaining('😀ab')).toBe(messageTextMaxLength - 3);
  });
});

describe('send-allowed routing (docs/rules/customer-states.md)', () => {
  it('allows sending when the check succeeds', () => {
    expect(sendAllowedDecision(true, { defaultPath: '/inbox' })).toEqual({ allowed: true });
  });

  it('sends the customer to the return path, else the default path', () => {
    expect(sendAllowedDecision(false, { returnPath: '/summary', defaultPath: '/inbox' })).toEqual({ allowed: false, redirectTo: '/summary' });
    expect(sendAllowedDecision(false, { returnPath: null, defaultPath: '/inbox' })).toEqual({ allowed: false, redirectTo: '/inbox' });
  });

  it('keeps the customer where they are when that path is excluded', () => {
    expect(sendAllowedDecision(false, { defaultPath: '/contact-us/', excludedPaths: ['/contact-us'] })).toEqual({
      allowed: false,
      redirectTo: null,
    });
  });

  it('runs the check through the port', async () => {
    const { inbox, allowed } = setUp();
    expect(await allowed.execute({ defaultPath: '/inbox' })).toEqual({ allowed: true });
    inbox.sendAllowedAnswer = false;
    expect(await allowed.execute({ returnPath: '/inbox/received', defaultPath: '/inbox' })).toEqual({
      allowed: false,
      redirectTo: '/inbox/received',
    });
  });
});

describe('ReadMessage and the inbox use cases', () => {
  it('loads the count and raises the level to 40 on success', async () => {
    const { loadCount, count, session } = setUp(30);
    const result = await loadCount.execute();
    expect(result).toEqual({ ok: true, value: 2 });
    expect(count.count).toBe(2);
    expect(session.state.level).toBe(40);
  });

  it('joins a count call already out', async () => {
    const { loadCount, inbox } = setUp();
    await Promise.all([loadCount.execute(), loadCount.execute()]);
    expect(inbox.calls.filter((c) => c === 'unreadCount')).toHaveLength(1);
  });

  it('joins a list call already out', async () => {
    const { load, inbox } = setUp();
    await Promise.all([load.execute('sent'), load.execute('sent')]);
    expect(inbox.calls.filter((c) => c === 'list')).toHaveLength(1);
  });

  it('lists newest first and keeps the list for the session', async () => {
    const { load, inbox } = setUp();
    const list = await load.execute('received');
    expect(list.ok && list.value.map((m) => m.id)).toEqual(['R-001', 'R-002', 'R-003']);
    await load.execute('received');
    expect(inbox.calls.filter((c) => c === 'list')).toHaveLength(1);
  });

  it('opening an unread message marks it read (PATCH) and lowers the count once', async () => {
    const { loadCount, load, read, count, inbox, state } = setUp();
    await loadCount.execute();
    await load.execute('received');
    const opened = await read.execute('received', 'R-001');
    expect(opened.ok && opened.value.status).toBe('read');
    expect(inbox.calls).toContain('markRead');
    expect(count.count).toBe(1);
    expect(state.find('received', 'R-001')?.status).toBe('read');
    await read.execute('received', 'R-001');
    expect(count.count).toBe(1);
    expect(inbox.calls.filter((c) => c === 'markRead')).toHaveLength(1);
  });

  it('joins a second open of the same message while the first is out: one PATCH, the count falls once', async () => {
    const { loadCount, load, read, count, inbox } = setUp();
    await loadCount.execute();
    await load.execute('received');
    const [a, b] = await Promise.all([read.execute('received', 'R-001'), read.execute('received', 'R-001')]);
    expect(a).toBe(b);
    expect(inbox.calls.filter((c) => c === 'markRead')).toHaveLength(1);
    expect(count.count).toBe(1);
  });

  it('shows the message but keeps the count when the mark-read fails', async () => {
    const { loadCount, read, count, inbox } = setUp();
    await loadCount.execute();
    inbox.failNext('markRead', { code: 'FD001T', description: 'x' });
    const opened = await read.execute('received', 'R-001');
    expect(opened.ok).toBe(true);
    expect(count.count).toBe(2);
  });

  it('never lowers the count below 0', async () => {
    const { read, count } = setUp();
    count.set(0);
    await read.execute('received', 'R-001');
    expect(count.count).toBe(0);
  });

  it('deleting an unread message lowers the count; a read one does not; a failure changes nothing', async () => {
    const { loadCount, load, remove, count, inbox, state } = setUp();
    await loadCount.execute();
    await load.execute('received');
    expect((await remove.execute('received', 'R-003')).ok).toBe(true);
    expect(count.count).toBe(2);
    inbox.failNext('remove', { code: 'FD001T', description: 'x' });
    expect((await remove.execute('received', 'R-002')).ok).toBe(false);
    expect(count.count).toBe(2);
    expect(state.find('received', 'R-002')).not.toBeNull();
    await remove.execute('received', 'R-002');
    expect(count.count).toBe(1);
    expect(state.list('received')?.map((m) => m.id)).toEqual(['R-001']);
  });

  it('a sent reply refreshes the sent list; a bad one is never sent', async () => {
    const { reply, load, inbox, state } = setUp();
    await load.execute('sent');
    const bad = await reply.execute({ messageType: 'MAKE_COMPLAINT', messageText: ' ' }, 'k0');
    expect(bad).toEqual({ kind: 'refused', code: invalidReplyCode, message: messageTextMessages.required });
    expect(inbox.sentKeys).toEqual([]);
    expect((await reply.execute({ messageType: 'MAKE_COMPLAINT', messageText: 'Too slow' }, 'k1')).kind).toBe('accepted');
    expect(inbox.sentKeys).toEqual(['k1']);
    expect(state.list('sent')?.map((m) => m.subject)).toContain('Complaints');
  });
});
