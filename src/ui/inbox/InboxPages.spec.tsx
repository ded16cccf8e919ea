import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainer } from '../../composition/container';
import { InboxPort } from '../../core/inbox/inbox.port';
import type { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { LeaveGuardStore } from '../shell/leave-guard.store';
import { setToggle } from '../accounts/testing/accounts-fixture';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string, inboxOn = true) {
  const container = buildContainer({ kind: 'fake' });
  if (!inboxOn) setToggle(container, 'inbox', false);
  const { router } = await openLoggedOn(container, path);
  return { container, router };
}

describe('the inbox pages', () => {
  it('marks unread messages for sight and screen readers, opens one once, and shows its markup as text', async () => {
    const user = userEvent.setup();
    // As a customer comes to it: from Balances, whose paint the sidebar's count waits for (lazy-areas.ts).
    const { container } = await open('/summary');
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(await within(sidebar).findByRole('link', { name: /^Inbox\s*2\s*unread$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    const list = await screen.findByRole('list', { name: 'Received messages' });
    expect(within(list).getAllByText('(unread)')).toHaveLength(2);
    await user.click(within(list).getByRole('link', { name: /About <b>your<\/b> statement/ }));
    await screen.findByRole('heading', { level: 1, name: 'About <b>your</b> statement' });
    expect(screen.getByText('Text with <script>alert(1)</script> markup.')).toBeInTheDocument();
    expect(await within(sidebar).findByRole('link', { name: /^Inbox\s*1\s*unread$/ })).toBeInTheDocument();
    const inbox = container.get<FakeInbox>(InboxPort);
    expect(inbox.calls.filter((c) => c === 'message')).toHaveLength(1);
    expect(inbox.calls.filter((c) => c === 'markRead')).toHaveLength(1);
  });

  it('a reply the bank answers 0004 asks for the Re-authentication Security Code and goes again under the same key', async () => {
    const user = userEvent.setup();
    const { container } = await open('/inbox/received/R-001');
    await user.selectOptions(await screen.findByLabelText('Subject', {}), 'GENERAL_FEEDBACK');
    await user.type(screen.getByLabelText('Your message'), 'Thank you');
    const inbox = container.get<FakeInbox>(InboxPort);
    inbox.failNext('sendReply', { code: '0004', description: 'Re-authentication required.', status: 200 });
    expect(screen.queryByLabelText('Re-authentication Security Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const code = await screen.findByLabelText('Re-authentication Security Code');
    expect(screen.queryByText(/Sorry, we could not send your reply/)).not.toBeInTheDocument();
    // Without a code nothing is sent, and the summary links to the field.
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(inbox.triedKeys).toHaveLength(1);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Your reply has been sent/)).toBeInTheDocument();
    expect(inbox.triedCodes).toEqual([{}, { reauthenticationCode: '246810' }]);
    expect(inbox.triedKeys[1]).toBe(inbox.triedKeys[0]);
    expect(screen.queryByLabelText('Re-authentication Security Code')).not.toBeInTheDocument();
  });

  it('a customer who left while a delete was out is not taken to the list when it is done', async () => {
    const user = userEvent.setup();
    const { container, router } = await open('/inbox/received/R-001');
    const deleteMessage = await screen.findByRole('button', { name: 'Delete message' });
    const inbox = container.get<FakeInbox>(InboxPort);
    const remove = inbox.remove.bind(inbox);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    inbox.remove = async (tab, id) => {
      await gate;
      return remove(tab, id);
    };
    await user.click(deleteMessage);
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this message?' })).getByRole('button', { name: 'Delete' }));
    await act(() => router.navigate('/summary'));
    await act(async () => {
      release();
      await gate;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(inbox.calls).toContain('remove');
    expect(router.state.location.pathname).toBe('/summary');
  });

  it('shows an expiry date, except for 9999-12-31', async () => {
    await open('/inbox/received');
    await screen.findByRole('list', { name: 'Received messages' });
    expect(screen.getAllByText(/Expires/)).toHaveLength(1);
    expect(screen.getByText(/Expires 31 Dec 2026/)).toBeInTheDocument();
  });

  it('says the inbox is not available while content switches it off, and calls nothing', async () => {
    const { container } = await open('/inbox/received', false);
    expect(await screen.findByText('This service is not available at the moment. Please try again later.', {})).toBeInTheDocument();
    expect(container.get<FakeInbox>(InboxPort).calls.filter((c) => c === 'list')).toEqual([]);
  });

  it('leaving asks while a reply is typed, and while its answer is lost says it may have gone; back on the message the reply is there, unknown, with Try again', async () => {
    const user = userEvent.setup();
    const { container, router } = await open('/inbox/received/R-001');
    const guard = container.get(LeaveGuardStore);
    await user.selectOptions(await screen.findByLabelText('Subject', {}), 'GENERAL_FEEDBACK');
    const inbox = container.get<FakeInbox>(InboxPort);
    expect(guard.shouldPrompt('/inbox/received/R-001', '/summary')).toBe(false);
    await user.type(screen.getByLabelText('Your message'), 'Is this safe? 😀');
    expect(guard.shouldPrompt('/inbox/received/R-001', '/summary')).toBe(true);
    expect(guard.words).not.toContain('may have');

    inbox.failNext('sendReply', { code: 'FD999T', description: 'no answer' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('heading', { name: 'We did not get an answer from the bank' })).toBeInTheDocument();
    expect(guard.shouldPrompt('/inbox/received/R-001', '/summary')).toBe(true);
    expect(guard.words).toBe('We have not had an answer from the bank yet. Your reply may have gone through. If you leave now, check what the bank lists before you make it again.');

    // The customer leaves anyway (the warning's Leave) and comes back to the message.
    void router.navigate('/inbox/received');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await screen.findByRole('list', { name: 'Received messages' });
    await router.navigate('/inbox/received/R-001');
    expect(await screen.findByRole('heading', { name: 'We did not get an answer from the bank' })).toBeInTheDocument();
    expect(screen.getByText('Your reply: Is this safe? 😀')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your reply has been sent/)).toBeInTheDocument();
    expect(inbox.triedKeys).toHaveLength(2);
    expect(inbox.triedKeys[1]).toBe(inbox.triedKeys[0]);
    expect(guard.shouldPrompt('/inbox/received/R-001', '/summary')).toBe(false);
  });
});
