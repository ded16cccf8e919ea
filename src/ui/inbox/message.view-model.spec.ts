import { describe, expect, it } from 'vitest';
import { buildContainerWithAreas } from '../../composition/container';
import { InboxPort } from '../../core/inbox/inbox.port';
import { LoadMessages } from '../../core/inbox/inbox.use-cases';
import { messageTextMaxLength, messageTextMessages } from '../../core/inbox/message-text';
import { UnreadCountState } from '../../core/inbox/unread-count';
import type { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { MessageViewModel } from './message.view-model';

async function setUp() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const inbox = container.get<FakeInbox>(InboxPort);
  await container.get(LoadMessages).execute('received');
  container.get<UnreadCountState>(UnreadCountState).set(2);
  return { container, inbox, vm: container.get(MessageViewModel), count: container.get<UnreadCountState>(UnreadCountState) };
}

describe('MessageViewModel', () => {
  it('opening an unread message lowers the shared count (the sidebar reads the same store)', async () => {
    const { vm, count } = await setUp();
    await vm.open('received', 'R-001');
    expect(vm.state.status === 'loaded' && vm.state.message.status).toBe('read');
    expect(count.count).toBe(1);
  });

  it('a reply without a definite answer (FD001T, no code of the bank) keeps every word and the same key; a sent one resets the form', async () => {
    const { vm, inbox } = await setUp();
    await vm.open('received', 'R-001');
    await vm.submitReply();
    expect(vm.errors.map((e) => e.message)).toEqual([messageTextMessages.subjectRequired, messageTextMessages.required]);
    vm.setSubject('MAKE_COMPLAINT');
    vm.setText('Too slow 😀\nمرحبا');
    inbox.failNext('sendReply', { code: 'FD001T', description: 'failed' });
    await vm.submitReply();
    expect(vm.send.step).toBe('unknown');
    expect(vm.text).toBe('Too slow 😀\nمرحبا');
    expect(vm.subject).toBe('MAKE_COMPLAINT');
    await vm.submitReply();
    expect(vm.send.step).toBe('sent');
    expect(vm.text).toBe('');
    expect(vm.subject).toBe('');
    // The retry of the same reply went with the first try's key.
    expect(inbox.triedKeys).toHaveLength(2);
    expect(inbox.triedKeys[1]).toBe(inbox.triedKeys[0]);
    vm.setSubject('GENERAL_FEEDBACK');
    vm.setText('Another one');
    await vm.submitReply();
    expect(inbox.triedKeys[2]).not.toBe(inbox.triedKeys[0]);
    expect(inbox.messages.some((m) => m.messageType === 'sent' && m.subject === 'Complaints')).toBe(true);
  });

  it('a lost answer is unknown, never failed: the reply is frozen and the retry carries the same key', async () => {
    const { vm, inbox } = await setUp();
    await vm.open('received', 'R-001');
    vm.setSubject('GENERAL_FEEDBACK');
    vm.setText('Did my reply arrive?');
    inbox.failNext('sendReply', { code: 'FD999T', description: 'no answer' });
    await vm.submitReply();
    expect(vm.send.step).toBe('unknown');
    expect(vm.lostAnswer).toBe(true);
    vm.setText('Changed while unknown');
    expect(vm.text).toBe('Did my reply arrive?');
    await vm.submitReply();
    expect(vm.send.step).toBe('sent');
    expect(vm.lostAnswer).toBe(false);
    expect(inbox.triedKeys).toHaveLength(2);
    expect(inbox.triedKeys[1]).toBe(inbox.triedKeys[0]);
  });

  it('a reply whose answer was lost comes back, frozen and unknown, when the message is opened again; its retry carries the same key', async () => {
    const { container, vm, inbox } = await setUp();
    await vm.open('received', 'R-001');
    vm.setSubject('GENERAL_FEEDBACK');
    vm.setText('Sent before I left 😀');
    inbox.failNext('sendReply', { code: 'FD999T', description: 'no answer' });
    await vm.submitReply();
    vm.dispose();

    // Another message knows nothing of it.
    const other = container.get(MessageViewModel);
    await other.open('received', 'R-002');
    expect(other.state.status).toBe('loaded');
    expect(other.lostAnswer).toBe(false);
    expect(other.text).toBe('');

    // The customer comes back to the message (a new page, a new view model).
    const back = container.get(MessageViewModel);
    expect(back).not.toBe(vm);
    await back.open('received', 'R-001');
    expect(back.send.step).toBe('unknown');
    expect(back.lostAnswer).toBe(true);
    expect(back.replyFrozen).toBe(true);
    expect(back.subject).toBe('GENERAL_FEEDBACK');
    expect(back.text).toBe('Sent before I left 😀');
    await back.submitReply();
    expect(back.send.step).toBe('sent');
    expect(inbox.triedKeys).toHaveLength(2);
    expect(inbox.triedKeys[1]).toBe(inbox.triedKeys[0]);

    // Answered: opening the message again shows an empty reply form.
    const later = container.get(MessageViewModel);
    await later.open('received', 'R-001');
    expect(later.lostAnswer).toBe(false);
    expect(later.text).toBe('');
  });

  it('a definite refusal moved nothing: the next try gets a new key', async () => {
    const { vm, inbox } = await setUp();
    await vm.open('received', 'R-001');
    vm.setSubject('GENERAL_FEEDBACK');
    vm.setText('Refused first');
    inbox.failNext('sendReply', { code: 'MSG422', description: 'refused', status: 422 });
    await vm.submitReply();
    expect(vm.send.step).toBe('failed');
    await vm.submitReply();
    expect(vm.send.step).toBe('sent');
    expect(inbox.triedKeys[1]).not.toBe(inbox.triedKeys[0]);
  });

  it('says when the text is too long, with the counter below zero', async () => {
    const { vm } = await setUp();
    vm.setText('a'.repeat(messageTextMaxLength + 2));
    expect(vm.remaining).toBe(-2);
    expect(vm.textError).toBe(messageTextMessages.tooLong);
  });

  it('the delete flow: confirm, then cancel or delete; a failure is shown and dismissible; an unread delete lowers the count', async () => {
    const { vm, inbox, count } = await setUp();
    await vm.open('received', 'R-002');
    vm.askDelete();
    expect(vm.deletion.step).toBe('confirm');
    vm.cancelDelete();
    expect(vm.deletion.step).toBe('closed');
    vm.askDelete();
    inbox.failNext('remove', { code: 'FD001T', description: 'failed' });
    expect(await vm.confirmDelete()).toBe(false);
    expect(vm.deletion.step).toBe('failed');
    vm.dismissDeleteError();
    expect(vm.deletion.step).toBe('closed');
    vm.askDelete();
    // R-002 was read on opening (count 2 → 1); deleting it now lowers nothing more.
    expect(await vm.confirmDelete()).toBe(true);
    expect(count.count).toBe(1);
  });
});
