import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainerWithAreas } from '../../composition/container';
import { discoverAreaRoutes } from '../../composition/area-routes';
import { Areas } from '../../composition/areas';
import { InboxPort } from '../../core/inbox/inbox.port';
import { MessagesPort } from '../../core/messages/messages.port';
import { SessionStatePort } from '../../core/session/auth-state';
import type { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import type { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { ContentStore } from '../content/content.store';
import { ContainerProvider } from '../di/container-context';
import { appRoutes } from '../shell/app.routes';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string, sendAllowed = true) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  (container.get(InboxPort) as FakeInbox).sendAllowedAnswer = sendAllowed;
  const { router } = await openLoggedOn(container, path);
  return { container, router };
}

// The first page of an area imports it, now behind the change guard too: generous, as the suite shares 2 cores.
describe('send-message/anything-else', () => {
  it('is a journey: details, review with the text as written, one send, then what happens next', async () => {
    const user = userEvent.setup();
    const { container, router } = await open('/send-message/anything-else');
    await screen.findByRole('heading', { level: 1, name: 'Tell us about anything else' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'This field requires a value' })).toHaveAttribute('href', '#message-text');
    await user.type(screen.getByLabelText('Your message'), 'I have moved house.{Enter}New address to follow.');
    expect(screen.getByText(/You have 1,4\d\d characters remaining/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your message' });
    expect(router.state.location.pathname).toBe('/send-message/anything-else/review');
    expect(screen.getByText(/I have moved house\.\s+New address to follow\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { level: 1, name: 'Your message has been sent' });
    expect(router.state.location.pathname).toBe('/send-message/anything-else/confirm');
    const sent = container.get<FakeMessages>(MessagesPort).sent;
    expect(sent.map((s) => s.message)).toEqual([{ kind: 'message', messageType: 'GENERAL_ENQUIRY', messageText: 'I have moved house.\nNew address to follow.' }]);
  });

  it('a refused send keeps every word and can be tried again', async () => {
    const user = userEvent.setup();
    const { container } = await open('/send-message/anything-else');
    await screen.findByRole('heading', { level: 1, name: 'Tell us about anything else' });
    await user.type(await screen.findByLabelText('Your message'), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your message' });
    const messages = container.get<FakeMessages>(MessagesPort);
    // A definite refusal (a 400): nothing was sent. (A 5xx without a code is unknown: core's classifier.)
    messages.failNext({ code: 'FD001T', description: 'failed', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Sorry, we could not send your message \(FD001T\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Change your message' }));
    expect(await screen.findByLabelText('Your message')).toHaveValue('Keep me');
  });

  it('after 0004 asks for the Re-authentication Security Code and sends it under the same key', async () => {
    const user = userEvent.setup();
    const { container } = await open('/send-message/anything-else');
    await user.type(await screen.findByLabelText('Your message', {}), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your message' });
    const messages = container.get<FakeMessages>(MessagesPort);
    messages.failNext({ code: '0004', description: 'Re-authentication required.', status: 200 });
    expect(screen.queryByLabelText('Re-authentication Security Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const code = await screen.findByLabelText('Re-authentication Security Code');
    // A press without a code sends nothing and says so, linked from the summary.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(messages.tries).toHaveLength(1);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { level: 1, name: 'Your message has been sent' });
    expect(messages.tries.map((t) => t.codes)).toEqual([{}, { reauthenticationCode: '246810' }]);
    expect(new Set(messages.tries.map((t) => t.key)).size).toBe(1);
  });

  it('a refusal that lands after the customer left the form does not move them', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const inbox = container.get(InboxPort) as FakeInbox;
    inbox.sendAllowedAnswer = false;
    const check = inbox.sendAllowed.bind(inbox);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    inbox.sendAllowed = async () => {
      asked = true;
      await gate;
      return check();
    };
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
    await container.get(ContentStore).load();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/send-message/anything-else'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
    render(
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    await waitFor(() => expect(asked).toBe(true));
    await act(() => router.navigate('/summary'));
    await act(async () => {
      release();
      await gate;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(inbox.calls).toContain('sendAllowed');
    expect(router.state.location.pathname).toBe('/summary');
  });

  it('sends a customer who may not send to the default path, the inbox', async () => {
    const { router } = await open('/send-message/anything-else', false);
    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    expect(router.state.location.pathname).toBe('/inbox/received');
  });
});
